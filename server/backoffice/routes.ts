import { actorOf } from "./actor.ts";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { requestIdOf, type RequestIdVariables } from "../middleware/request-id.ts";
import type { LogLine } from "../middleware/request-log.ts";
import { type BackofficeDeps, createEngine } from "./create-engine.ts";
import { csvStream } from "./csv.ts";
import { pagesOf } from "./keyset.ts";
import type { Engine } from "./engine.ts";
import { problemCheck, refusal as refuse } from "../../domain/api/index.ts";
import { listQuery } from "../middleware/list-input.ts";
import { validate } from "../middleware/validate.ts";
import { COMPRESS_FROM_BYTES, encode, type Encoding, preferredEncoding } from "../middleware/compress.ts";
import { listRequest } from "./list-query.ts";
import { ACTION_OF_METHOD, refusal } from "./permissions.ts";
import { TitleResolver } from "./titles.ts";
import { type AnswerCache, type KeptAnswer, quarterHour } from "./answer-cache.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { practiceSearchApi } from "./search-routes.ts";
import { DEFAULT_DOCUMENT_MAX_MB } from "../../domain/documents/file-name.ts";
import { DocumentFiles } from "./documents/document-files.ts";
import { DOCUMENT_FILES_PATH, documentFilesApi } from "./documents/routes.ts";
import { documentBinApi } from "./documents/bin-routes.ts";
import { documentServices } from "./documents/services.ts";
import { DOCUMENT_REQUESTS_PATH, documentRequestsApi } from "./documents/request-routes.ts";
import type { DocumentRequests } from "./documents/requests.ts";
import { VIEWS_PATH } from "../../domain/list-views.ts";
import { listViewsApi } from "./views-routes.ts";
import { ListViewStore } from "./views.ts";
import { bulkApi, changeSetsApi } from "./bulk/routes.ts";

type Env = { Variables: AuthVariables & RequestIdVariables & { def: ResourceDef } };

const encoder = new TextEncoder();

/** Records an export reads and writes at a time. */
const EXPORT_PAGE = 1_000;

const resourceParam = validate("param", z.object({ resource: z.string() }));
const recordParam = validate("param", z.object({ id: z.string() }));
/** A record's body: an object, which the engine then checks against the resource (domain/resources/validate.ts). */
const recordBody = validate(
  "json",
  z.custom<Record<string, unknown>>(
    (body) => typeof body === "object" && body !== null && !Array.isArray(body),
    problemCheck("object"),
  ),
);
/** A list's query, checked against the resource's declaration: the resource comes from the path. */
const listOfResource = validate(
  "query",
  (c: Context<Env>) => listQuery.transform((query) => listRequest(c.get("def"), query)),
);

/**
 * `/api/backoffice/*` of the embedded backend: the generic resource API (DOMAIN.md "Rules that hold for every
 * resource") and the signed-in user's grants. Mounted behind requireBackoffice, which puts the token's claims in
 * `c.get("user")`.
 */
export function backofficeApi(
  deps: BackofficeDeps & {
    engine?: Engine;
    log?: LogLine;
    answers?: AnswerCache;
    documentMaxBytes?: number;
    /** Documents' files (by default over `db` with documentMaxBytes), shared with the requests' links. */
    files?: DocumentFiles;
    /** Document requests' actions (send, revoke, cancel, upload to an item): only with a mailer to send by. */
    requests?: DocumentRequests;
  },
) {
  const log = deps.log ?? ((line: string) => console.error(line));
  const engine = deps.engine ?? createEngine(deps);
  const app = new Hono<Env>();

  const actor = actorOf;

  app.get("/me/grants", async (c) => {
    const { role } = actor(c);
    return c.json({ role, grants: await engine.grants.grants(role) });
  });

  // The practice search, the lists' saved views and documents' files, before `/:resource` would take their names
  // for a resource's.
  app.route("/search", practiceSearchApi({ db: deps.db, engine, defs: deps.defs ?? RESOURCES }));
  app.route(VIEWS_PATH, listViewsApi({ engine, views: new ListViewStore(deps.db, () => engine.now()) }));
  const { content, bin, review } = documentServices({ db: deps.db, engine });
  const files = deps.files ?? new DocumentFiles({
    db: deps.db,
    engine,
    content,
    maxBytes: deps.documentMaxBytes ?? DEFAULT_DOCUMENT_MAX_MB * 2 ** 20,
  });
  app.route(DOCUMENT_FILES_PATH, documentBinApi({ engine, bin, review }));
  app.route(DOCUMENT_FILES_PATH, documentFilesApi({ engine, files }));
  if (deps.requests) {
    app.route(
      DOCUMENT_REQUESTS_PATH,
      documentRequestsApi({ engine, requests: deps.requests, maxBytes: files.maxBytes }),
    );
  }

  // Bulk changes and their log: a bulk change's grant is its change's (update, delete), not its method's.
  const { app: bulk, bulk: changes } = bulkApi(engine, deps.db);
  app.route("/change-sets", changeSetsApi(engine, deps.db, changes));
  app.route("/", bulk);

  // Which resource, whether it supports the method, whether the role may: before any handler runs.
  const admit: MiddlewareHandler<Env, string, { out: { param: { resource: string } } }> = async (c, next) => {
    const { resource } = c.req.valid("param");
    const def = engine.def(resource);
    if (!def) throw refuse("noSuchResource", { resource });
    const action = ACTION_OF_METHOD[c.req.method];
    if (!action) throw refuse("methodNotAllowed", { method: c.req.method });
    if ((action === "create" || action === "delete") && engine.hooks(def).unsupported?.includes(action)) {
      throw refuse(action === "create" ? "cannotCreate" : "cannotDelete", { label: def.label });
    }
    const { role } = actor(c);
    const refused = refusal(role, await engine.grants.grants(role), def, action);
    if (refused) throw refused;
    await engine.whenReady();
    c.set("def", def);
    await next();
  };
  app.use("/:resource", resourceParam, admit);
  app.use("/:resource/*", resourceParam, admit);

  /**
   * What a list's answer is kept under: who asks, in which role, the quarter-hour, the address, and the encoding
   * the answer is kept in (compressed once, not on every request that is given it).
   */
  const answerKey = (c: Context<Env>, encoding: Encoding | null) => {
    const { id, role } = actor(c);
    const url = c.req.url;
    const address = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    return `${id} ${role} ${quarterHour(engine.now())} ${encoding ?? "identity"} ${address}`;
  };
  const encodingOf = (c: Context<Env>) => preferredEncoding(c.req.raw.headers.get("accept-encoding") ?? "");
  /** The answer to keep: marked with its encoding, so that the area's compression passes it by. */
  const keptResponse = (bytes: Uint8Array<ArrayBuffer>, encoding: Encoding | null): KeptAnswer => ({
    response: new Response(bytes, {
      headers: {
        "content-type": "application/json",
        ...(encoding ? { "content-encoding": encoding } : {}),
        vary: "Accept-Encoding",
      },
    }),
    bytes: bytes.byteLength,
  });
  // A kept answer is given before the query is read: the same address was read and answered before.
  const keptAnswer: MiddlewareHandler<Env> = async (c, next) => {
    if (!deps.answers) return await next();
    const kept = deps.answers.get(answerKey(c, encodingOf(c)));
    if (kept) return kept.response.clone();
    await next();
  };

  app.get("/:resource", keptAnswer, listOfResource, async (c) => {
    const def = c.get("def");
    const { request, format } = c.req.valid("query");
    if (format === "json") {
      const { answers } = deps;
      if (!answers) return c.json(await engine.list(def, request, actor(c)));
      const version = answers.version;
      const raw = encoder.encode(JSON.stringify(await engine.list(def, request, actor(c))));
      const accepted = encodingOf(c);
      const encoding = raw.byteLength < COMPRESS_FROM_BYTES ? null : accepted;
      const kept = keptResponse(encoding ? encode(raw, encoding) : raw, encoding);
      answers.set(answerKey(c, accepted), version, kept);
      return kept.response.clone();
    }
    const pages = pagesOf(engine.sourceFor(def.name, actor(c)), def, request, EXPORT_PAGE);
    const failed = (error: unknown) =>
      log(`error id=${requestIdOf(c)} ${def.name} CSV export broke off: ${(error as Error)?.stack ?? error}`);
    const titles = () => new TitleResolver(engine.lookup(actor(c)));
    return c.body(csvStream(def, pages, titles, failed), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${def.name}.csv"`,
    });
  });

  app.post(
    "/:resource",
    recordBody,
    async (c) => c.json(await engine.create(c.get("def"), c.req.valid("json"), actor(c)), 201),
  );

  app.get(
    "/:resource/:id",
    recordParam,
    async (c) => c.json(await engine.read(c.get("def"), c.req.valid("param").id, actor(c))),
  );

  app.get(
    "/:resource/:id/audit",
    recordParam,
    async (c) => c.json(await engine.audit(c.get("def"), c.req.valid("param").id, actor(c))),
  );

  app.put("/:resource/:id", recordParam, recordBody, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await engine.update(c.get("def"), id, c.req.valid("json"), actor(c)));
  });

  app.delete("/:resource/:id", recordParam, async (c) => {
    await engine.remove(c.get("def"), c.req.valid("param").id, actor(c));
    return c.body(null, 204);
  });

  // The collection and the record answer only their methods; anything else on them is a 405, not a 404.
  app.all("/:resource", (c) => {
    throw refuse("notSupportedOnList", { method: c.req.method });
  });
  app.all("/:resource/:id", (c) => {
    throw refuse("notSupportedOnRecord", { method: c.req.method });
  });

  return app;
}

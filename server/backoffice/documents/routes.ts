import { actorOf } from "../actor.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { refusal } from "../../../domain/api/index.ts";
import { contentDisposition } from "../../../domain/documents/file-name.ts";
import { document } from "../../../domain/resources/documents.ts";
import type { Action } from "../../../domain/resources/types.ts";
import type { AuthVariables } from "../../auth/guard.ts";
import { streamedBody } from "../../middleware/read-input.ts";
import { fileBody, validate } from "../../middleware/validate.ts";
import type { Engine } from "../engine.ts";
import { refusal as mayNot } from "../permissions.ts";
import type { DocumentFiles, VersionFile } from "./document-files.ts";

type Env = { Variables: AuthVariables };

/** The path the back office's document files answer below (`/api/backoffice/document-files`). */
export const DOCUMENT_FILES_PATH = "/document-files";

const idParam = validate("param", z.object({ id: z.string().min(1) }));
const versionParam = validate(
  "param",
  z.object({ id: z.string().min(1), n: z.coerce.number().int().min(1) }),
);
/** A link's ids: the parameter given once or again (`returns=a&returns=b`). */
const ids = z.union([z.string(), z.array(z.string())]).optional().transform((v) =>
  v === undefined ? undefined : [v].flat()
);
const filing = validate(
  "query",
  z.object({
    account: z.string(),
    name: z.string(),
    kind: z.string().optional(),
    taxYear: z.string().optional(),
    tags: z.string().optional(),
    returns: ids,
    objections: ids,
    letters: ids,
    cipcJobs: ids,
  }),
);
const newVersion = validate("query", z.object({ version: z.coerce.number().int().min(1), name: z.string() }));
const shown = validate("query", z.object({ as: z.enum(["attachment", "inline"]).default("attachment") }));

/**
 * What a shown file may do: nothing. No script, no connection, no form, nothing but its own images and styles;
 * a PDF keeps the browser's viewer (a sandboxed one would not show), every other kind is sandboxed as well.
 */
const INLINE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; " +
  "frame-ancestors 'self'";

/**
 * A version's bytes as sent: its stored type (text as UTF-8), its length, its name said safely, never sniffed
 * into something else, never kept by a cache or compressed on the way (`no-transform`: a 50 MB text file is not
 * held whole to be compressed).
 */
export function fileResponse(file: VersionFile, as: "attachment" | "inline"): Response {
  const text = file.mediaType.startsWith("text/");
  return new Response(file.body, {
    headers: {
      "content-type": text ? `${file.mediaType}; charset=utf-8` : file.mediaType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.name, as),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store, no-transform",
      "content-security-policy": as === "inline" && file.mediaType === "application/pdf"
        ? INLINE_POLICY
        : `${INLINE_POLICY}; sandbox`,
    },
  });
}

/**
 * An upload's file: the request's body as it streams in, refused by its Content-Length before a byte is read when
 * it says it is larger than `maxBytes` (the stream itself is held to it as it is stored).
 */
export function uploadedFile(c: Context, maxBytes: number): ReadableStream<Uint8Array> {
  const length = Number(c.req.header("content-length"));
  if (length > maxBytes) throw refusal("documentTooLarge", { maxMb: Math.round(maxBytes / 2 ** 20) });
  return streamedBody(c);
}

/**
 * `/api/backoffice/document-files`: a document's file in and out (document-files.ts). An upload is the request's
 * body, the file's bytes as they are (one file a request: a browser shows each file's progress), refused by its
 * Content-Length before a byte is read when it says it is too large. Grants are the documents module's: a new
 * document is a create, a new version an update, a download a read.
 */
export function documentFilesApi(deps: { engine: Engine; files: DocumentFiles }) {
  const { engine, files } = deps;
  const app = new Hono<Env>();

  const actor = actorOf;
  const admit = async (c: Context<Env>, action: Action) => {
    const { role } = actor(c);
    const refused = mayNot(role, await engine.grants.grants(role), document, action);
    if (refused) throw refused;
    await engine.whenReady();
  };
  const upload = (c: Context<Env>) => uploadedFile(c, files.maxBytes);

  app.post("/", fileBody, filing, async (c) => {
    await admit(c, "create");
    return c.json(await files.upload(c.req.valid("query"), upload(c), actor(c)), 201);
  });

  app.post("/:id", fileBody, idParam, newVersion, async (c) => {
    await admit(c, "update");
    const { version, name } = c.req.valid("query");
    return c.json(await files.addVersion(c.req.valid("param").id, version, name, upload(c), actor(c)));
  });

  app.get("/:id/versions", idParam, async (c) => {
    await admit(c, "read");
    return c.json({ items: await files.versions(c.req.valid("param").id, actor(c)) });
  });

  app.get("/:id/versions/:n", versionParam, shown, async (c) => {
    await admit(c, "read");
    const { id, n } = c.req.valid("param");
    return fileResponse(await files.file(id, n, actor(c)), c.req.valid("query").as);
  });

  app.get("/:id/file", idParam, shown, async (c) => {
    await admit(c, "read");
    return fileResponse(
      await files.file(c.req.valid("param").id, undefined, actor(c)),
      c.req.valid("query").as,
    );
  });

  return app;
}

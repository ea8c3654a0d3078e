import { type Context, Hono } from "hono";
import { z } from "zod";
import { refusal, waitText } from "../../../domain/api/index.ts";
import { TOKEN_PATTERN } from "../../../domain/documents/request-link.ts";
import { document } from "../../../domain/resources/documents.ts";
import { documentRequest } from "../../../domain/resources/document-requests.ts";
import type { Action, ResourceDef } from "../../../domain/resources/types.ts";
import type { AuthVariables } from "../../auth/guard.ts";
import type { ClientAddress } from "../../auth/client-address.ts";
import type { FailureLimiter } from "../../auth/rate-limit.ts";
import { fileBody, validate } from "../../middleware/validate.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import { refusal as mayNot } from "../permissions.ts";
import type { DocumentRequests } from "./requests.ts";
import { uploadedFile } from "./routes.ts";

type Env = { Variables: AuthVariables };

/** The path staff's request actions answer below (`/api/backoffice/document-requests`). */
export const DOCUMENT_REQUESTS_PATH = "/document-requests";

const idParam = validate("param", z.object({ id: z.string().min(1) }));
const itemParam = validate(
  "param",
  z.object({ id: z.string().min(1), n: z.coerce.number().int().min(1).max(9999) }),
);
const fileName = validate("query", z.object({ name: z.string() }));

/**
 * `/api/backoffice/document-requests/{id}/…`: what staff do to a request beyond its record (the generic
 * `documentrequest` resource): `send` (mails a new link; earlier ones die), `revoke` (its links die), `cancel`, and
 * `items/{n}` (an upload against item n, the file as the body). Sending, revoking and cancelling change the
 * request (the documents module's update); an upload makes a document (its create).
 */
export function documentRequestsApi(deps: { engine: Engine; requests: DocumentRequests; maxBytes: number }) {
  const { engine, requests, maxBytes } = deps;
  const app = new Hono<Env>();
  const actor = (c: Context<Env>): Actor => ({ id: c.get("user").sub, role: c.get("user").role });
  const admit = async (c: Context<Env>, def: ResourceDef, action: Action) => {
    const { role } = actor(c);
    const refused = mayNot(role, await engine.grants.grants(role), def, action);
    if (refused) throw refused;
    await engine.whenReady();
  };

  app.post("/:id/send", idParam, async (c) => {
    await admit(c, documentRequest, "update");
    return c.json(await requests.send(c.req.valid("param").id, actor(c)));
  });
  app.post("/:id/revoke", idParam, async (c) => {
    await admit(c, documentRequest, "update");
    await requests.revoke(c.req.valid("param").id, actor(c));
    return c.body(null, 204);
  });
  app.post("/:id/cancel", idParam, async (c) => {
    await admit(c, documentRequest, "update");
    return c.json(await requests.cancel(c.req.valid("param").id, actor(c)));
  });
  app.post("/:id/items/:n", fileBody, itemParam, fileName, async (c) => {
    await admit(c, document, "create");
    const { id, n } = c.req.valid("param");
    const file = uploadedFile(c, maxBytes);
    return c.json(await requests.uploadItem(id, n, c.req.valid("query").name, file, actor(c)), 201);
  });
  return app;
}

const tokenParam = validate("param", z.object({ token: z.string().max(200) }));
const linkItemParam = validate("param", z.object({ token: z.string().max(200), item: z.string().max(200) }));

/**
 * REQUEST_LINK_API: the upload link's own public API, no sign-in: the token in the path is the secret. `GET
 * /{token}` shows what the link asks for; `POST /{token}/items/{item}?name=` takes one file, the body, for one of
 * its open items. A link that opens nothing (unknown, expired, revoked) counts against the caller's address, like
 * the calendar feeds' and the reset links' (`limiter`), so guessing tokens is slow on top of hopeless; one that
 * opens is forgiven.
 */
export function requestLinkApi(
  deps: { requests: DocumentRequests; maxBytes: number; limiter: FailureLimiter; addressOf: ClientAddress },
) {
  const { requests, maxBytes, limiter, addressOf } = deps;
  const app = new Hono();

  /** The link's token, once it is known to open its request. */
  const admit = async (c: Context, token: string) => {
    const counted = await limiter.attempt(addressOf(c));
    if (counted.wait > 0) {
      throw refusal("tooManyRequestLinkTries", { seconds: counted.wait, wait: waitText(counted.wait) });
    }
    if (!TOKEN_PATTERN.test(token)) throw refusal("requestLinkUnknown");
    await requests.opened(token);
    await counted.forgive();
  };

  app.get("/:token", tokenParam, async (c) => {
    const { token } = c.req.valid("param");
    await admit(c, token);
    c.header("cache-control", "no-store");
    return c.json(await requests.view(token));
  });
  app.post("/:token/items/:item", fileBody, linkItemParam, fileName, async (c) => {
    const { token, item } = c.req.valid("param");
    await admit(c, token);
    const file = uploadedFile(c, maxBytes);
    const stored = await requests.uploadByLink(token, item, c.req.valid("query").name, file);
    // The client learns the item is in, not the practice's record of it.
    return c.json({ item, received: true, document: { name: stored.name } }, 201);
  });
  return app;
}

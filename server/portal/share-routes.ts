import { Hono } from "hono";
import { z } from "zod";
import type { AuthVariables } from "../auth/guard.ts";
import type { ClientAddress } from "../auth/client-address.ts";
import type { TokenService } from "../auth/tokens.ts";
import { actorOf, fileResponse } from "../backoffice/index.ts";
import { validate } from "../middleware/validate.ts";
import type { PortalAffairs } from "./affairs.ts";
import { type PortalEnv, requirePortal } from "./routes.ts";
import type { PortalShares } from "./shares.ts";

const id = z.string().min(1).max(200);
const clientParam = validate("param", z.object({ id }));
const documentParam = validate("param", z.object({ id, document: id }));
const shareParam = validate("param", z.object({ id }));
const shareBody = validate("json", z.object({ shared: z.boolean() }));

/**
 * The portal user's calls about shared documents and where their affairs stand (below `/api/portal`, a portal
 * token's): a client's shared documents, one's current version as a download, and the client's affairs. A client
 * the user does not act for, and a document not shared with that client, are the 404 of a missing thing.
 */
export function portalSharesApi(
  { shares, affairs, tokens, addressOf }: {
    shares: PortalShares;
    affairs: PortalAffairs;
    tokens: TokenService;
    addressOf: ClientAddress;
  },
) {
  const app = new Hono<PortalEnv>();
  const signedIn = requirePortal(tokens);
  app.get("/clients/:id/documents", signedIn, clientParam, async (c) => {
    return c.json({ items: await shares.forClient(c.get("portal").sub, c.req.valid("param").id) });
  });
  app.get("/clients/:id/documents/:document/file", signedIn, documentParam, async (c) => {
    const { id, document } = c.req.valid("param");
    return fileResponse(await shares.file(c.get("portal").sub, id, document, addressOf(c)), "attachment");
  });
  app.get("/clients/:id/affairs", signedIn, clientParam, async (c) => {
    return c.json({ items: await affairs.forClient(c.get("portal").sub, c.req.valid("param").id) });
  });
  return app;
}

/**
 * Staff's calls about sharing (below `/api/backoffice/portal`): whether a document is shared, sharing or
 * unsharing it (the documents' update grant), and what is shared with a client (its portal panel).
 */
export function portalSharesStaffApi(shares: PortalShares) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get("/documents/:id/share", shareParam, async (c) => {
    return c.json(await shares.state(c.req.valid("param").id, actorOf(c)));
  });
  app.put("/documents/:id/share", shareParam, shareBody, async (c) => {
    const { shared } = c.req.valid("json");
    return c.json(await shares.setShared(c.req.valid("param").id, shared, actorOf(c)));
  });
  app.get("/clients/:id/shared", clientParam, async (c) => {
    return c.json({ items: await shares.ofClient(c.req.valid("param").id, actorOf(c)) });
  });
  return app;
}

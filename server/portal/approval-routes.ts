import { Hono } from "hono";
import { z } from "zod";
import { APPROVAL_KINDS, SIGNED_NAME_MAX } from "../../domain/portal-approvals.ts";
import type { ClientAddress } from "../auth/client-address.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { TokenClaims, TokenService } from "../auth/tokens.ts";
import { actorOf, fileResponse } from "../backoffice/index.ts";
import { validate } from "../middleware/validate.ts";
import type { PortalApprovals } from "./approvals.ts";
import { requirePortal } from "./routes.ts";

const id = z.string().min(1).max(200);
const idParam = validate("param", z.object({ id }));
const clientQuery = validate("query", z.object({ client: id }));
const shown = validate("query", z.object({ as: z.enum(["attachment", "inline"]).default("attachment") }));
/** A signature: the full name as typed, and the box "I have read and approve" ticked. */
const acceptBody = validate(
  "json",
  z.object({ name: z.string().trim().min(2).max(SIGNED_NAME_MAX), confirmed: z.literal(true) }),
);
const askBody = validate("json", z.object({ document: id, kind: z.enum(APPROVAL_KINDS) }));
const listQuery = validate(
  "query",
  z.object({ document: id.optional(), client: id.optional() }).refine((q) => q.document || q.client, {
    message: "Give a document or a client",
    path: ["document"],
  }),
);

/**
 * The portal user's approvals (below `/api/portal/approvals`): a client's open and accepted ones, one with its
 * record, the version's file to read, and the acceptance by a typed name.
 */
export function portalApprovalsApi(
  deps: { approvals: PortalApprovals; tokens: TokenService; addressOf: ClientAddress },
) {
  const { approvals, addressOf } = deps;
  const app = new Hono<{ Variables: { portal: TokenClaims } }>();
  app.use("*", requirePortal(deps.tokens));
  app.get("/", clientQuery, async (c) => {
    return c.json({ items: await approvals.forClient(c.get("portal").sub, c.req.valid("query").client) });
  });
  app.get(
    "/:id",
    idParam,
    async (c) => c.json(await approvals.forUser(c.get("portal").sub, c.req.valid("param").id)),
  );
  app.get("/:id/file", idParam, shown, async (c) => {
    const file = await approvals.file(c.get("portal").sub, c.req.valid("param").id, addressOf(c));
    return fileResponse(file, c.req.valid("query").as);
  });
  app.post("/:id/accept", idParam, acceptBody, async (c) => {
    const { name } = c.req.valid("json");
    return c.json(await approvals.accept(c.get("portal").sub, c.req.valid("param").id, name, addressOf(c)));
  });
  return app;
}

/**
 * Staff's approvals (below `/api/backoffice/portal/approvals`): ask a document's client, withdraw an open one, and
 * read them by document or client, or one (its printable record).
 */
export function approvalsStaffApi(approvals: PortalApprovals) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get(
    "/",
    listQuery,
    async (c) => c.json({ items: await approvals.list(c.req.valid("query"), actorOf(c)) }),
  );
  app.post("/", askBody, async (c) => {
    const { document, kind } = c.req.valid("json");
    return c.json(await approvals.ask(document, kind, actorOf(c)), 201);
  });
  app.get("/:id", idParam, async (c) => c.json(await approvals.one(c.req.valid("param").id, actorOf(c))));
  app.post("/:id/withdraw", idParam, async (c) => {
    return c.json(await approvals.withdraw(c.req.valid("param").id, actorOf(c)));
  });
  return app;
}

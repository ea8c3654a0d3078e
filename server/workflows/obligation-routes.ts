import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../domain/api/index.ts";
import { isIsoDate } from "../../domain/calendar.ts";
import type { Action } from "../../domain/resources/types.ts";
import { practiceToday } from "../../domain/today.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import { type Actor, actorOf, type Engine, refusal } from "../backoffice/index.ts";
import { type ObligationRunner, spanOf } from "./obligations.ts";

type Env = { Variables: AuthVariables & RequestIdVariables & { actor: Actor } };

const day = z.string().refine(isIsoDate, "must be a date (YYYY-MM-DD)").optional();
const span = z.object({ from: day, to: day }).strict();

/**
 * `/api/backoffice/workflows/obligations/*` (issue 36), mounted behind requireBackoffice:
 * - `GET /preview?from&to` what a run would do: how many obligations of which kinds it would create, change,
 *   retire or reopen, and for which clients (read on Compliance);
 * - `POST /run` with `{ from?, to? }` runs it now, all or nothing, and answers the same (create on Compliance);
 * - `GET /checks/:account` the contradictions in a client's compliance data (read on Compliance; 404 for a
 *   client the reader may not see).
 * The span defaults to today through the end of the 15th month ahead.
 */
export function obligationApi(engine: Engine, runner: ObligationRunner) {
  const app = new Hono<Env>();

  const allowed = (action: Action): MiddlewareHandler<Env> => async (c: Context<Env>, next) => {
    const def = engine.def("obligation");
    if (!def) throw refuse("noSuchResource", { resource: "obligation" });
    const actor = actorOf(c);
    const refused = refusal(actor.role, await engine.grants.grants(actor.role), def, action);
    if (refused) throw refused;
    c.set("actor", actor);
    await next();
  };
  const today = () => practiceToday(engine.now());

  app.get("/preview", allowed("read"), validate("query", span), async (c) => {
    return c.json(await runner.preview(spanOf(c.req.valid("query"), today()), c.get("actor")));
  });

  app.get(
    "/checks/:account",
    allowed("read"),
    validate("param", z.object({ account: z.string() })),
    async (c) => {
      return c.json({ items: await runner.checks(c.req.valid("param").account, c.get("actor")) });
    },
  );

  app.post("/run", allowed("create"), validate("json", span), async (c) => {
    return c.json(await runner.run(spanOf(c.req.valid("json"), today()), { actor: c.get("actor") }), 201);
  });

  return app;
}

import { Hono } from "hono";
import { z } from "zod";
import { isIsoDate } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import { validate } from "../middleware/validate.ts";
import type { Engine } from "../backoffice/index.ts";
import { grantGuard, type GuardedEnv } from "./grant-guard.ts";
import { type ObligationRunner, spanOf } from "./obligations.ts";

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
  const app = new Hono<GuardedEnv>();
  const allowed = grantGuard(engine, "obligation");
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

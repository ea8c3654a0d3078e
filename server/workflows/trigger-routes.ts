import { Hono } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import type { TriggerRunner } from "./triggers.ts";
import { type Engine, listRequest, TitleResolver, wholeList } from "../backoffice/index.ts";
import { grantGuard, type GuardedEnv } from "./grant-guard.ts";

const triggerParam = validate("param", z.object({ id: z.string() }));

/**
 * `/api/backoffice/workflows/triggers/*`, mounted behind requireBackoffice and before the generic resource API:
 * - `POST /:id/run` runs a trigger now ("Run now"): update permission on Tax; 201 with the trigger run record,
 *   404 for an unknown trigger, 409 for an inactive one;
 * - `GET /last-runs` each trigger (by name) with its state and its latest run (without the ids of the returns it
 *   made), for the Tax Dashboard.
 */
export function triggerApi(engine: Engine, runner: TriggerRunner) {
  const app = new Hono<GuardedEnv>();
  const allowed = grantGuard(engine, "trigger");

  app.post("/:id/run", allowed("update"), triggerParam, async (c) => {
    return c.json(await runner.run(c.req.valid("param").id, { actor: c.get("actor") }), 201);
  });

  app.get("/last-runs", allowed("read"), async (c) => {
    const actor = c.get("actor");
    await engine.whenReady();
    const triggerDef = engine.def("trigger")!;
    const runDef = engine.def("triggerrun");
    if (!runDef) throw refuse("noSuchResource", { resource: "triggerrun" });
    const everyTrigger = wholeList(triggerDef, { sort: "name" });
    const triggers = await engine.source("trigger").list(triggerDef, everyTrigger);
    // The latest run of each: one indexed page of one per trigger (a practice has a few dozen at most).
    const latest = await Promise.all(
      triggers.rows.map(async (t) =>
        (await engine.source("triggerrun").list(
          runDef,
          listRequest(runDef, { where: { trigger: [t.id] }, sort: "createdAt", order: "desc", pageSize: 1 })
            .request,
        )).rows[0]
      ),
    );
    // The returns a run made for clients the reader cannot see are named by id only (visibility.ts).
    const titles = new TitleResolver(engine.lookup(actor));
    const names = await titles.titles(triggerDef, triggers.rows);
    const runs = await engine.present(
      runDef,
      latest.filter((r) => r !== undefined),
      titles,
    );
    // The dashboard shows when a run was and what it made, not the ids it lists (80,000 for a season's first run).
    const byId = new Map(runs.map(({ createdRecords: _, ...run }) => [run.id, run]));
    return c.json({
      items: triggers.rows.map((t, i) => ({
        id: t.id,
        _title: names[i],
        active: t.data.active !== false,
        lastRun: latest[i] ? byId.get(latest[i].id) ?? null : null,
      })),
    });
  });

  for (const path of ["/:id/run", "/last-runs"]) {
    app.all(path, (c) => {
      throw refuse("methodNotAllowed", { method: c.req.method });
    });
  }
  app.all("/*", (c) => {
    throw refuse("noRoute", { method: c.req.method, path: c.req.path });
  });
  return app;
}

import { Hono } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import type { Engine } from "../backoffice/index.ts";
import { grantGuard, type GuardedEnv } from "./grant-guard.ts";
import type { JobRunner } from "./jobs.ts";

const templateParam = validate("param", z.object({ id: z.string() }));

/**
 * `/api/backoffice/workflows/job-templates/*` (issue 38), mounted behind requireBackoffice:
 * - `GET /:id/preview` how many jobs a run of the template would make now, for which clients and periods (read
 *   on Compliance);
 * - `POST /:id/run` runs it now ("Run now"), all or nothing: 201 with the run's log record (create on
 *   Compliance); 404 for an unknown template, 409 for an inactive one.
 */
export function jobTemplateApi(engine: Engine, runner: JobRunner) {
  const app = new Hono<GuardedEnv>();
  const allowed = grantGuard(engine, "job");

  app.get("/:id/preview", allowed("read"), templateParam, async (c) => {
    return c.json(await runner.preview(c.req.valid("param").id, c.get("actor")));
  });

  app.post("/:id/run", allowed("create"), templateParam, async (c) => {
    return c.json(await runner.run(c.req.valid("param").id, { actor: c.get("actor") }), 201);
  });

  for (const path of ["/:id/preview", "/:id/run"]) {
    app.all(path, (c) => {
      throw refuse("methodNotAllowed", { method: c.req.method });
    });
  }
  app.all("/*", (c) => {
    throw refuse("noRoute", { method: c.req.method, path: c.req.path });
  });
  return app;
}

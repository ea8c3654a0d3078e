import { Hono } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import type { Engine } from "../backoffice/index.ts";
import { grantGuard, type GuardedEnv } from "./grant-guard.ts";
import type { Db } from "../store/db.ts";
import { BOARD_PAGE_SIZE, MAX_BOARD_PAGE_SIZE } from "../../domain/jobs/board.ts";
import type { JobRunner } from "./jobs.ts";
import { jobBoard } from "./job-board.ts";
import { JobTemplateEdits } from "./job-template-changes.ts";
import type { JobAutomations } from "./job-automations.ts";

const templateParam = validate("param", z.object({ id: z.string() }));

/** The jobs a template's edit is applied to: those its preview listed (or counted). */
const changesBody = validate(
  "json",
  z.strictObject({ jobs: z.array(z.string().min(1).max(64)).min(1).max(100_000) }),
);

const boardQuery = validate(
  "query",
  z.strictObject({
    assignee: z.string().min(1).max(64).optional(),
    account: z.string().min(1).max(64).optional(),
    overdue: z.enum(["true", "false"]).optional(),
    stage: z.string().min(1).max(80).optional(),
    after: z.string().min(1).max(1000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_BOARD_PAGE_SIZE).default(BOARD_PAGE_SIZE),
  }).refine((q) => q.after === undefined || q.stage !== undefined, {
    path: ["after"],
    message: "a column's next cards are one stage's: give `stage` with `after`",
  }),
);

/**
 * `/api/backoffice/workflows/job-templates/*` (issue 38), mounted behind requireBackoffice:
 * - `GET /:id/preview` how many jobs a run of the template would make now, for which clients and periods (read
 *   on Compliance);
 * - `POST /:id/run` runs it now ("Run now"), all or nothing: 201 with the run's log record (create on
 *   Compliance); 404 for an unknown template, 409 for an inactive one;
 * - `GET /:id/board` its pipeline board (job-board.ts): each stage's counts and first cards, or one stage's next
 *   cards (`stage`, `after`), narrowed by `assignee`, `account` and `overdue` (read on Compliance, the jobs as
 *   the reader may see them);
 * - `GET /:id/changes` which of its jobs not yet started an edit of the template changes, and to what (read on
 *   Compliance); `POST /:id/changes` `{ jobs }` applies the template to those of the named jobs still due the
 *   change, all or nothing (update on Compliance): `{ changed, skipped }`.
 */
export function jobTemplateApi(
  engine: Engine,
  runner: JobRunner,
  db: Db,
  automations: () => JobAutomations | undefined = () => undefined,
) {
  const edits = new JobTemplateEdits(db, engine, automations);
  const app = new Hono<GuardedEnv>();
  const allowed = grantGuard(engine, "job");

  app.get("/:id/preview", allowed("read"), templateParam, async (c) => {
    return c.json(await runner.preview(c.req.valid("param").id, c.get("actor")));
  });

  app.post("/:id/run", allowed("create"), templateParam, async (c) => {
    return c.json(await runner.run(c.req.valid("param").id, { actor: c.get("actor") }), 201);
  });

  app.get("/:id/board", allowed("read"), templateParam, boardQuery, async (c) => {
    const { overdue, ...q } = c.req.valid("query");
    return c.json(
      await jobBoard(db, engine, c.req.valid("param").id, c.get("actor"), {
        ...q,
        overdue: overdue === "true",
      }),
    );
  });

  app.get("/:id/changes", allowed("read"), templateParam, async (c) => {
    return c.json(await edits.preview(c.req.valid("param").id, c.get("actor")));
  });

  app.post("/:id/changes", allowed("update"), templateParam, changesBody, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await edits.apply(id, c.req.valid("json").jobs, c.get("actor")));
  });

  for (const path of ["/:id/preview", "/:id/run", "/:id/board", "/:id/changes"]) {
    app.all(path, (c) => {
      throw refuse("methodNotAllowed", { method: c.req.method });
    });
  }
  app.all("/*", (c) => {
    throw refuse("noRoute", { method: c.req.method, path: c.req.path });
  });
  return app;
}

/**
 * A job template's edit reaches only its jobs not yet started, after a preview of which (issue 38), through the
 * API on both engines: the preview lists the jobs in their first stage with nothing done whose stages, checklist
 * or budget differ from the template as it now is, and changes nothing; applying changes those of the previewed
 * jobs still due it (a versioned, audited write with a history line), never a started one; bad bodies are 400s.
 */
import assert from "node:assert/strict";
import { jobTemplateApi } from "../../server/workflows/job-routes.ts";
import { JobRunner } from "../../server/workflows/jobs.ts";
import { storeTest } from "../support/store.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

type Job = {
  id: string;
  version: number;
  title: string;
  stage: string;
  budgetedHours: number;
  checklist: { stage: string; item: string; done: boolean }[];
  history: { event: string; by: string | null }[];
};

storeTest("a template's edit changes only the jobs not yet started, once previewed", async (t) => {
  const office = await openWorkflowApi(t, (app, engine, store) => {
    app.route(
      "/api/backoffice/workflows/job-templates",
      jobTemplateApi(engine, new JobRunner(store.db, engine), store.db),
    );
  });
  const api = office.as.admin;
  const individual = await make(api, "accounttype", { name: "Individual", entityKind: "individual" });
  for (const name of ["Karoo Bricks", "Thandi Nkosi", "Umoya Farms"]) {
    await make(api, "account", { name, accountType: individual, financialYearEnd: 2 });
  }
  const template = await make(api, "jobtemplate", {
    name: "Bookkeeping",
    stages: [
      { name: "Waiting for documents", role: "manager", checklist: [{ item: "Statements" }], hours: 1 },
      { name: "Review", role: "manager", hours: 2 },
    ],
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: "2026-11-01",
    dueDaysAfter: 10,
    daysAhead: 0,
    active: true,
  });
  const run = await api.post(`/workflows/job-templates/${template}/run`, {});
  assert.equal(run.status, 201, run.text);
  const jobs: Job[] = (await api.get(`/job?template=${template}&sort=title`)).body.items;
  assert.equal(jobs.length, 3);
  const [moved, ticked, fresh] = jobs;
  // One moved on, one with its item done: both started. The third is as the run made it.
  assert.equal((await api.put(`/job/${moved.id}`, { stage: "Review", version: moved.version })).status, 200);
  const tick = ticked.checklist.map((c) => ({ ...c, done: true }));
  assert.equal(
    (await api.put(`/job/${ticked.id}`, { checklist: tick, version: ticked.version })).status,
    200,
  );

  const changes = () => api.get(`/workflows/job-templates/${template}/changes`);
  assert.deepEqual((await changes()).body.jobs, [], "the template as the jobs have it: nothing to change");

  const kept = (await api.get(`/jobtemplate/${template}`)).body;
  const edited = await api.put(`/jobtemplate/${template}`, {
    stages: [
      {
        name: "Collecting",
        role: "manager",
        checklist: [{ item: "Statements" }, { item: "Payroll" }],
        hours: 2,
      },
      { name: "Review", role: "manager", hours: 2 },
    ],
    version: kept.version,
  });
  assert.equal(edited.status, 200, edited.text);
  assert.equal(
    (await api.get(`/job/${fresh.id}`)).body.version,
    fresh.version,
    "the edit alone changes no job",
  );

  const preview = await changes();
  assert.equal(preview.status, 200, preview.text);
  assert.deepEqual(
    [preview.body.stage, preview.body.items, preview.body.budgetedHours, preview.body.total],
    ["Collecting", 2, 4, 1],
  );
  assert.deepEqual(preview.body.jobs, [{
    id: fresh.id,
    title: fresh.title,
    stage: "Waiting for documents",
    items: 1,
    budgetedHours: 3,
  }]);

  // Bad bodies: a 400 naming the field, nothing changed.
  for (const body of [{}, { jobs: [] }, { jobs: "all" }, { jobs: [fresh.id], extra: 1 }]) {
    const bad = await api.post(`/workflows/job-templates/${template}/changes`, body);
    assert.equal(bad.status, 400, bad.text);
  }
  assert.equal(
    (await api.post("/workflows/job-templates/nothing-such/changes", { jobs: [fresh.id] })).status,
    404,
  );

  // Applied to what was previewed, and to a started job named with it: only the first changes.
  const applied = await api.post(`/workflows/job-templates/${template}/changes`, {
    jobs: [fresh.id, moved.id],
  });
  assert.equal(applied.status, 200, applied.text);
  assert.deepEqual(applied.body, { changed: 1, skipped: 1 });
  const now: Job = (await api.get(`/job/${fresh.id}`)).body;
  assert.deepEqual([now.stage, now.budgetedHours, now.version], ["Collecting", 4, fresh.version + 1]);
  assert.deepEqual(now.checklist.map((c) => [c.stage, c.item, c.done]), [
    ["Collecting", "Statements", false],
    ["Collecting", "Payroll", false],
  ]);
  assert.deepEqual(now.history.at(-1), { ...now.history.at(-1), event: "template-changed", by: api.userId });
  const audit = (await api.get(`/job/${fresh.id}/audit`)).body;
  assert.deepEqual(audit[0].changes.stage, { from: "Waiting for documents", to: "Collecting" });
  assert.equal((await api.get(`/job/${moved.id}`)).body.stage, "Review", "a started job keeps its stages");
  assert.equal((await api.get(`/job/${ticked.id}`)).body.checklist.length, 1);
  assert.equal((await changes()).body.total, 0, "nothing more to change");

  // Staff may read the preview; applying is an update of Compliance, as their grants say.
  assert.equal((await office.as.staff.get(`/workflows/job-templates/${template}/changes`)).status, 200);
});

/**
 * Recurring work through the API, on both engines (issue 38): a template's preview says how many jobs a run would
 * make, for which clients and periods, and writes nothing; a run makes them (titled by period, in the first stage,
 * with the checklist, the budget and the stage's doer), logged as a job run; a second run makes nothing; a run
 * that fails part way leaves nothing; the daily schedule runs each active template once a day; the jobs are
 * deadlines on the practice calendar and in my work; bad templates are 400s naming the field.
 */
import assert from "node:assert/strict";
import { HOOKS, type ResourceHooks } from "../../server/backoffice/index.ts";
import { jobTemplateApi } from "../../server/workflows/job-routes.ts";
import { JobRunner } from "../../server/workflows/jobs.ts";
import { practiceWorkApi } from "../../server/workflows/practice-routes.ts";
import { runJobDay } from "../../server/workflows/scheduler.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import { counts, make, NOW, openWorkflowApi, TODAY } from "./triggers-support.ts";

async function openJobs(t: StoreTestContext, hooks: Record<string, ResourceHooks> = HOOKS) {
  let runner!: JobRunner;
  const office = await openWorkflowApi(t, (app, engine, store) => {
    runner = new JobRunner(store.db, engine);
    app.route("/api/backoffice/workflows/job-templates", jobTemplateApi(engine, runner, store.db));
    app.route("/api/backoffice/workflows", practiceWorkApi({ db: store.db, engine, clock: () => NOW }));
  }, hooks);
  return { ...office, runner: () => runner };
}

/** Group A's two active clients (one dormant beside them) and one of group B; VAT201 every two months. */
async function practice(office: Awaited<ReturnType<typeof openJobs>>) {
  const api = office.as.admin;
  const individual = await make(api, "accounttype", { name: "Individual", entityKind: "individual" });
  const groupA = await make(api, "accountgroup", { name: "Group A" });
  const groupB = await make(api, "accountgroup", { name: "Group B" });
  const client = (name: string, extra: Record<string, unknown> = {}) =>
    make(api, "account", {
      name,
      accountType: individual,
      accountGroup: groupA,
      financialYearEnd: 2,
      ...extra,
    });
  const manager = office.as.staff.userId;
  const clients = {
    karoo: await client("Karoo Bricks", { manager }),
    thandi: await client("Thandi Nkosi"),
    dormant: await client("Sleepy Hollow", { status: "dormant", manager }),
    other: await client("Other Group", { accountGroup: groupB, manager }),
  };
  const template = await make(api, "jobtemplate", {
    name: "VAT201",
    stages: [
      { name: "Waiting for documents", role: "manager", checklist: [{ item: "Sales invoices" }], hours: 1 },
      {
        name: "Review",
        role: "employee",
        employee: office.as.admin.userId,
        checklist: [{ item: "Reconcile" }, { item: "Sign off" }],
        hours: 2,
      },
    ],
    recurrence: { frequency: "two-monthly", day: 1 },
    startsOn: "2026-09-01",
    dueDaysAfter: 25,
    daysAhead: 7,
    clients: `accountGroup=${groupA}`,
    active: true,
  });
  return { clients, template, manager, groupA };
}

const jobCount = async (office: Awaited<ReturnType<typeof openJobs>>) =>
  Number(
    (await office.store.db.get<{ n: number }>("SELECT count(*) AS n FROM record WHERE resource = 'job'"))!.n,
  );

storeTest(
  "a preview says what a run makes; a run makes it once, titled by period, and logs it",
  async (t) => {
    const office = await openJobs(t);
    const { clients, template, manager } = await practice(office);
    const api = office.as.admin;

    // 15 November 2026: Sep/Oct has started (its job is late), Nov/Dec has; Jan/Feb starts beyond 7 days.
    const preview = await api.get(`/workflows/job-templates/${template}/preview`);
    assert.equal(preview.status, 200, preview.text);
    assert.equal(preview.body.create, 4);
    assert.deepEqual(preview.body.periods.map((p: { label: string; count: number }) => [p.label, p.count]), [
      ["Sep/Oct 2026", 2],
      ["Nov/Dec 2026", 2],
    ]);
    assert.deepEqual(
      preview.body.clients.map((c: { account: string; count: number }) => [c.account, c.count]).sort(),
      [[clients.karoo, 2], [clients.thandi, 2]].sort(),
    );
    assert.match(
      preview.body.clients.find((c: { account: string }) => c.account === clients.karoo).title,
      /Karoo/,
    );
    assert.equal(await jobCount(office), 0, "a preview writes nothing");

    const run = await api.post(`/workflows/job-templates/${template}/run`, {});
    assert.equal(run.status, 201, run.text);
    assert.deepEqual([run.body.created, run.body.skipped, run.body.scheduled], [4, 0, false]);
    const jobs = (await api.get(`/job?account=${clients.karoo}&sort=dueDate`)).body.items;
    assert.deepEqual(
      jobs.map((j: Record<string, unknown>) => [j.title, j.periodStart, j.periodEnd, j.dueDate]),
      [
        ["VAT201 — Sep/Oct 2026", "2026-09-01", "2026-10-31", "2026-11-25"],
        ["VAT201 — Nov/Dec 2026", "2026-11-01", "2026-12-31", "2027-01-25"],
      ],
    );
    const [first] = jobs;
    assert.deepEqual(
      [first.template, first.stage, first.assignee, first.budgetedHours, first.status],
      [template, "Waiting for documents", manager, 3, "open"],
    );
    assert.deepEqual(first.checklist, [
      { stage: "Waiting for documents", item: "Sales invoices", done: false },
      { stage: "Review", item: "Reconcile", done: false },
      { stage: "Review", item: "Sign off", done: false },
    ]);
    // Thandi has no manager: the first stage's doer is nobody until someone assigns it.
    const thandi = (await api.get(`/job?account=${clients.thandi}`)).body.items;
    assert.deepEqual(thandi.map((j: Record<string, unknown>) => j.assignee), [null, null]);

    const again = await api.post(`/workflows/job-templates/${template}/run`, {});
    assert.deepEqual([again.body.created, again.body.skipped], [0, 4]);
    assert.equal(await jobCount(office), 4, "a second run makes nothing");
    assert.equal((await api.get(`/workflows/job-templates/${template}/preview`)).body.create, 0);
    const log = (await api.get(`/jobrun?template=${template}`)).body.items;
    assert.deepEqual(log.map((r: Record<string, unknown>) => r.created), [0, 4]);

    // A job's stage is one of its template's.
    const moved = await api.put(`/job/${first.id}`, { ...first, stage: "Review" });
    assert.equal(moved.status, 200, moved.text);
    const lost = await api.put(`/job/${first.id}`, { ...moved.body, stage: "Nowhere" });
    assert.equal(lost.status, 400);
    assert.equal(lost.body.error.fields.stage.code, "notAStage");
    // Jobs are made by runs, not by hand.
    assert.equal((await api.post("/job", { stage: "Review", dueDate: TODAY, status: "open" })).status, 405);
  },
);

storeTest("jobs are deadlines: on the practice calendar and in their assignee's work", async (t) => {
  const office = await openJobs(t);
  const { clients, template } = await practice(office);
  const api = office.as.admin;
  // Due 20 days after the period: Sep/Oct's job falls due on Friday 20 November, next week.
  const kept = (await api.get(`/jobtemplate/${template}`)).body;
  assert.equal((await api.put(`/jobtemplate/${template}`, { ...kept, dueDaysAfter: 20 })).status, 200);
  await api.post(`/workflows/job-templates/${template}/run`, {});
  const calendar = await api.get("/workflows/practice-calendar?from=2026-11-01&to=2026-11-30&kind=job");
  assert.equal(calendar.status, 200, calendar.text);
  assert.deepEqual(
    calendar.body.items.map((
      e: { accountId: string; title: string; due: string },
    ) => [e.accountId, e.title, e.due])
      .sort(),
    [[clients.karoo, "VAT201 — Sep/Oct 2026", "2026-11-20"], [
      clients.thandi,
      "VAT201 — Sep/Oct 2026",
      "2026-11-20",
    ]]
      .sort(),
  );
  // Karoo's manager does its first stage: the job is in their work for next week.
  const mine = await office.as.staff.get("/workflows/my-work");
  assert.equal(mine.status, 200, mine.text);
  assert.deepEqual(
    mine.body.nextWeek.map((
      e: { kind: string; title: string; accountId: string },
    ) => [e.kind, e.accountId, e.title]),
    [["job", clients.karoo, "VAT201 — Sep/Oct 2026"]],
  );
});

storeTest("a run that fails part way makes nothing and logs nothing", async (t) => {
  let made = 0;
  const failing = {
    ...HOOKS,
    job: {
      ...HOOKS.job,
      after() {
        if (++made === 3) throw new Error("the disk is full");
        return Promise.resolve();
      },
    },
  };
  const office = await openJobs(t, failing);
  const { template } = await practice(office);
  const before = await counts(office.store);
  const run = await office.as.admin.post(`/workflows/job-templates/${template}/run`, {});
  assert.equal(run.status, 500);
  assert.deepEqual(await counts(office.store), before);
});

storeTest("the daily schedule runs each active template once a day", async (t) => {
  const office = await openJobs(t);
  const { template } = await practice(office);
  const inactive = await make(office.as.admin, "jobtemplate", {
    name: "Paused",
    stages: [{ name: "Do it", role: "manager" }],
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: "2026-01-01",
    dueDaysAfter: 7,
    daysAhead: 0,
    active: false,
  });
  const lines: string[] = [];
  await runJobDay(office.runner(), TODAY, (line) => lines.push(line));
  await runJobDay(office.runner(), TODAY, (line) => lines.push(line));
  assert.deepEqual(lines, ["Jobs 2026-11-15: VAT201 created 4, skipped 0"]);
  const log = (await office.as.admin.get(`/jobrun?template=${template}`)).body.items;
  assert.deepEqual(log.map((r: Record<string, unknown>) => [r.scheduled, r.ranBy]), [[true, null]]);
  const paused = await office.as.admin.post(`/workflows/job-templates/${inactive}/run`, {});
  assert.equal(paused.status, 409);
  assert.equal(paused.body.error.code, "jobTemplateInactive");
});

storeTest("bad templates are 400s naming the field; only administrators keep templates", async (t) => {
  const office = await openJobs(t);
  const api = office.as.admin;
  const good = {
    name: "Monthly bookkeeping",
    stages: [{ name: "Capture", role: "preparer", checklist: [{ item: "Bank statements" }] }],
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: "2026-12-01",
    dueDaysAfter: 10,
    daysAhead: 5,
    clients: "status=active",
  };
  const field = async (body: Record<string, unknown>) => {
    const res = await api.post("/jobtemplate", body);
    assert.equal(res.status, 400, res.text);
    return Object.keys(res.body.error.fields);
  };
  assert.deepEqual(await field({ ...good, stages: [] }), ["stages"]);
  assert.deepEqual(await field({ ...good, stages: [{ name: "Review", role: "employee" }] }), [
    "stages.0.employee",
  ]);
  assert.deepEqual(
    await field({ ...good, stages: [{ name: "Review", role: "employee", employee: "nobody" }] }),
    [
      "stages.0.employee",
    ],
  );
  assert.deepEqual(await field({ ...good, stages: [{ name: "Review", role: "the cat" }] }), [
    "stages.0.role",
  ]);
  // The 30th of February never comes; a rule more often than monthly is no frequency a template has.
  const never = await api.post("/jobtemplate", {
    ...good,
    recurrence: { frequency: "yearly", day: 30 },
    startsOn: "2027-02-01",
  });
  assert.equal(never.status, 400);
  assert.equal(never.body.error.fields["recurrence.day"].code, "recurrenceNeverFires");
  assert.deepEqual(await field({ ...good, recurrence: { frequency: "hourly", day: 1 } }), [
    "recurrence.frequency",
  ]);
  assert.deepEqual(await field({ ...good, clients: "nosuch=1" }), ["clients.nosuch"]);
  assert.deepEqual(await field({ ...good, clients: "sort=name" }), ["clients.sort"]);
  assert.equal(await jobTemplates(office), 0, "nothing half made");

  assert.equal((await office.as.staff.post("/jobtemplate", good)).status, 403);
  assert.equal((await api.post("/jobtemplate", good)).status, 201);
  assert.equal((await office.as.clerk.post(`/workflows/job-templates/nosuch/run`, {})).status, 403);
  assert.equal((await api.post(`/workflows/job-templates/nosuch/run`, {})).status, 404);
});

const jobTemplates = async (office: Awaited<ReturnType<typeof openJobs>>) =>
  Number(
    (await office.store.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM record WHERE resource = 'jobtemplate'",
    ))!
      .n,
  );

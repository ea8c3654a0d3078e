/**
 * The workload's capacity on both engines (issue 38): each employee's weekly hours beside the budgeted hours of
 * their open jobs due in each week shown, and who is over; read off the workload's tally for the whole practice
 * and from the records for a confined reader, which agree; a done job adds nothing; weekly hours out of bounds are
 * a 400 naming the field.
 */
import assert from "node:assert/strict";
import { WORKLOAD_API, type WorkloadAnswer } from "../../domain/workflows/practice-work.ts";
import { jobHoursByEmployee } from "../../server/backoffice/index.ts";
import { jobTemplateApi } from "../../server/workflows/job-routes.ts";
import { JobRunner } from "../../server/workflows/jobs.ts";
import { workloadAnswer } from "../../server/workflows/practice-answers.ts";
import { practiceWorkApi } from "../../server/workflows/practice-routes.ts";
import { storeTest } from "../support/store.ts";
import { make, NOW, openWorkflowApi } from "./triggers-support.ts";

const path = (api: string) => api.slice("/api/backoffice".length);
/** NOW is Sunday 15 November 2026: the workload's weeks start on Monday 9, 16, 23 and 30 November. */
const MONDAY = "2026-11-09";

storeTest(
  "the workload sets each employee's open jobs' hours per week against their weekly hours",
  async (t) => {
    const office = await openWorkflowApi(t, (app, engine, store) => {
      const runner = new JobRunner(store.db, engine);
      app.route("/api/backoffice/workflows/job-templates", jobTemplateApi(engine, runner, store.db));
      app.route("/api/backoffice/workflows", practiceWorkApi({ db: store.db, engine, clock: () => NOW }));
    });
    const api = office.as.admin;
    const staff = office.as.staff.userId;
    const admin = office.as.admin.userId;
    const individual = await make(api, "accounttype", { name: "Individual", entityKind: "individual" });
    const group = await make(api, "accountgroup", { name: "Monthly" });
    for (const name of ["Karoo Bricks", "Thandi Nkosi", "Umoya Traders"]) {
      await make(api, "account", { name, accountType: individual, accountGroup: group, manager: staff });
    }
    // November's bookkeeping, one job per client, done by their manager (the staff member), due 30 November.
    const template = await make(api, "jobtemplate", {
      name: "Monthly bookkeeping",
      stages: [{ name: "Preparing", role: "manager", checklist: [], hours: 10 }],
      recurrence: { frequency: "monthly", day: 1 },
      startsOn: "2026-11-01",
      dueDaysAfter: 0,
      daysAhead: 7,
      clients: `accountGroup=${group}`,
      active: true,
    });
    const run = await api.post(`/workflows/job-templates/${template}/run`, {});
    assert.equal(run.status, 201, run.text);
    assert.equal(run.body.created, 3);
    const jobs = (await api.get(`/job?template=${template}&sort=title`)).body.items as Array<
      Record<string, unknown> & { id: string; version: number }
    >;
    assert.deepEqual(jobs.map((j) => [j.assignee, j.dueDate, j.budgetedHours]), [
      [staff, "2026-11-30", 10],
      [staff, "2026-11-30", 10],
      [staff, "2026-11-30", 10],
    ]);
    const change = async (job: (typeof jobs)[number], body: Record<string, unknown>) => {
      const res = await api.put(`/job/${job.id}`, { ...body, version: job.version });
      assert.equal(res.status, 200, res.text);
    };
    // 30 + 15 hours due in the week of 16 November; 10 due on 30 November, reassigned to the admin.
    await change(jobs[0], { dueDate: "2026-11-17", budgetedHours: 30 });
    await change(jobs[1], { dueDate: "2026-11-20", budgetedHours: 15 });
    await change(jobs[2], { assignee: admin });

    const load = async () => {
      const res = await api.get(`${path(WORKLOAD_API)}?weeks=4`);
      assert.equal(res.status, 200, res.text);
      const answer: WorkloadAnswer = workloadAnswer.parse(res.body);
      assert.equal(answer.weeks[0], MONDAY);
      return (id: string) => answer.rows.find((r) => r.employeeId === id)?.capacity;
    };
    let of = await load();
    assert.deepEqual(of(staff), { weeklyHours: 40, hours: [0, 45, 0, 0], over: [false, true, false, false] });
    assert.deepEqual(of(admin), {
      weeklyHours: 40,
      hours: [0, 0, 0, 10],
      over: [false, false, false, false],
    });

    // Their own weekly hours: 45 holds the week; 44 does not.
    const me = async (weeklyHours: unknown) => {
      const current = (await api.get(`/employee/${staff}`)).body;
      return await api.put(`/employee/${staff}`, { weeklyHours, version: current.version });
    };
    assert.equal((await me(45)).status, 200);
    assert.deepEqual((await load())(staff)?.over, [false, false, false, false]);
    assert.equal((await me(44)).status, 200);
    assert.deepEqual((await load())(staff)?.over, [false, true, false, false]);
    for (const bad of [81, -1, 2.5, "many"]) {
      const refused = await me(bad);
      assert.equal(refused.status, 400, `${bad}: ${refused.text}`);
      assert.deepEqual(Object.keys(refused.body.error.fields), ["weeklyHours"], refused.text);
    }

    // A done job is no load.
    const second = (await api.get(`/job/${jobs[1].id}`)).body;
    await change(second, { status: "done" });
    of = await load();
    assert.deepEqual(of(staff), {
      weeklyHours: 44,
      hours: [0, 30, 0, 0],
      over: [false, false, false, false],
    });

    // The tally's figures (the whole practice) and the records' (a confined reader's way, here confined to all)
    // agree.
    const q = { from: MONDAY, to: "2026-12-06" };
    const tallied = await jobHoursByEmployee(office.store.db, { ...q, confine: () => undefined }, [
      staff,
      admin,
    ]);
    const counted = await jobHoursByEmployee(
      office.store.db,
      { ...q, confine: () => (id) => `${id} IS NOT NULL` },
      [staff, admin],
    );
    const sorted = (h: typeof tallied) => ({
      due: [...h.due].sort((a, b) => `${a.employeeId}${a.due}`.localeCompare(`${b.employeeId}${b.due}`)),
      weeklyHours: [...h.weeklyHours].sort(),
    });
    assert.deepEqual(sorted(counted), sorted(tallied));
    assert.deepEqual(sorted(tallied).due.map((d) => d.hours).sort(), [10, 30]);
    assert.deepEqual(office.errors, []);
  },
);

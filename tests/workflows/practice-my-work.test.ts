/** "My work" and the workload over a seeded practice, on both engines: what they hold, and who may ask. */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { myWorkHorizon } from "../../domain/workflows/practice-deadlines.ts";
import {
  type DeadlineEntry,
  MY_WORK_API,
  type MyWorkAnswer,
  PRACTICE_CALENDAR_API,
  WORKLOAD_API,
  type WorkloadAnswer,
} from "../../domain/workflows/practice-work.ts";
import { myWorkAnswer, workloadAnswer } from "../../server/workflows/practice-answers.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, TODAY } from "./report-practice.ts";

const path = (api: string) => api.slice("/api/backoffice".length);

storeTest("my work: the employee's open deadlines, overdue, this week and next", async (t) => {
  const p = await openPractice(t, 60);
  const me = p.as.staff;
  // On a client they manage: unassigned work is theirs, work assigned to someone else is not.
  const [client] = await everything(p.as.admin, `/account?manager=${me.userId}`);
  const letter = (subject: string, assignee?: string) =>
    p.as.admin.post("/correspondence", {
      account: client.id,
      direction: "in",
      kind: "general",
      subject,
      receivedOn: TODAY,
      responseDueOn: addDays(TODAY, 3),
      ...(assignee ? { assignee } : {}),
    });
  const unassigned = await letter("Unassigned, theirs");
  const elsewhere = await letter("Assigned to the admin", p.as.admin.userId);
  assert.equal(unassigned.status, 201, unassigned.text);
  assert.equal(elsewhere.status, 201, elsewhere.text);
  const res = await me.get(path(MY_WORK_API));
  assert.equal(res.status, 200, res.text);
  const work: MyWorkAnswer = myWorkAnswer.parse(res.body);
  assert.equal(work.employeeId, me.userId);
  assert.equal(work.today, TODAY);
  const items = [...work.overdue, ...work.thisWeek, ...work.nextWeek];
  assert.ok(work.overdue.length > 0, "the seeded practice has overdue work");
  assert.equal(work.count, work.overdue.length + work.thisWeek.length);
  const horizon = myWorkHorizon(TODAY);
  for (const item of items) {
    assert.equal(item.employeeId, me.userId, item.id);
    assert.notEqual(item.state, "done");
    assert.ok(item.due <= horizon);
  }
  assert.ok(work.overdue.every((i) => i.due < TODAY && i.state === "overdue"));
  assert.ok(items.some((i) => i.id === `correspondence:${unassigned.body.id}`), "unassigned: the manager's");
  assert.ok(!items.some((i) => i.id === `correspondence:${elsewhere.body.id}`), "assigned to another");
  const admins = (await p.as.admin.get(path(MY_WORK_API))).body as MyWorkAnswer;
  assert.ok(
    [...admins.thisWeek, ...admins.nextWeek].some((i) => i.id === `correspondence:${elsewhere.body.id}`),
  );
  // The calendar, asked for the same employee's open work of the last 61 days, finds the same within them.
  const from = addDays(horizon, -61);
  const calendar = await me.get(
    `${path(PRACTICE_CALENDAR_API)}?from=${from}&to=${horizon}&employee=${me.userId}&as=assignee&done=false`,
  );
  assert.deepEqual(
    items.filter((i) => i.due >= from).map((i) => i.id),
    (calendar.body.items as DeadlineEntry[]).map((i) => i.id),
  );

  // Someone else's: a manager's business.
  const admin = await p.as.admin.get(`${path(MY_WORK_API)}?employee=${me.userId}`);
  assert.equal(admin.status, 200, admin.text);
  assert.deepEqual(admin.body, work);
  const clerk = await p.as.clerk.get(`${path(MY_WORK_API)}?employee=${me.userId}`);
  assert.equal(clerk.status, 403, clerk.text);
  assert.equal(clerk.body.error.code, "othersWork");
  const own = await p.as.clerk.get(`${path(MY_WORK_API)}?employee=${p.as.clerk.userId}`);
  assert.equal(own.status, 200, own.text);
  const bad = await me.get(`${path(MY_WORK_API)}?who=me`);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.fields.who.code, "unknownField");
  assert.deepEqual(p.errors, []);
});

storeTest("the workload counts each employee's open items per week, as their own work does", async (t) => {
  const p = await openPractice(t, 60);
  const res = await p.as.admin.get(`${path(WORKLOAD_API)}?weeks=3`);
  assert.equal(res.status, 200, res.text);
  const load: WorkloadAnswer = workloadAnswer.parse(res.body);
  assert.deepEqual(load.weeks, ["2026-11-16", "2026-11-23", "2026-11-30"]);
  assert.ok(load.rows.length > 1, `${load.rows.length} employees`);
  for (const row of load.rows) {
    const work: MyWorkAnswer = (await p.as.admin.get(`${path(MY_WORK_API)}?employee=${row.employeeId}`)).body;
    assert.equal(row.overdue, work.overdue.length, row.employee);
    // TODAY is a Sunday: this week is today alone, then next week.
    assert.deepEqual(row.perWeek.slice(0, 2), [work.thisWeek.length, work.nextWeek.length], row.employee);
  }
  assert.equal((await p.as.admin.get(path(WORKLOAD_API))).body.weeks.length, 4, "four weeks unless told");
  const clerk = await p.as.clerk.get(path(WORKLOAD_API));
  assert.equal(clerk.status, 403);
  for (const weeks of ["0", "13", "two"]) {
    const bad = await p.as.admin.get(`${path(WORKLOAD_API)}?weeks=${weeks}`);
    assert.equal(bad.status, 400, weeks);
    assert.ok(bad.body.error.fields.weeks, weeks);
  }
  assert.deepEqual(p.errors, []);
});

/**
 * The workload's counts come off tallies kept by the writes (deadline-workload.ts: the work assigned to someone,
 * and every open item of a kind without an assignee), the unassigned work of the other kinds off the records: on
 * both engines together they answer what the records themselves say (each open record due by the day, counted for
 * its assignee, or for its client's manager when nobody is assigned), after every kind of write that moves a count.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { DEADLINE_FIELDS, isOpen } from "../../domain/workflows/deadline-fields.ts";
import type { DeadlineKind } from "../../domain/workflows/practice-work.ts";
import { countOpenByEmployee } from "../../server/backoffice/index.ts";
import { workloadTallies } from "../../server/backoffice/queries/deadline-workload.ts";
import { clientPaths } from "../../server/backoffice/visibility.ts";
import type { Db } from "../../server/store/db.ts";
import { createEngine } from "../../server/backoffice/index.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, TODAY } from "./report-practice.ts";

const TO = "2027-12-31";
const PATHS = clientPaths(RESOURCES);
const whole = { to: TO, confine: () => undefined };
/** The kinds whose work is tallied: all but those a renewal closes (a condition on other records). */
const TALLIED: DeadlineKind[] = [
  "objection",
  "annualreturn",
  "incometax",
  "correspondence",
  "project",
  "obligation",
  "documentrequest",
  "job",
  "assessment",
];

type Count = { employeeId: string; due: string; count: number };
const key = (c: Count) => `${c.employeeId} ${c.due}`;
const sorted = (counts: Count[]) => [...counts].sort((a, b) => (key(a) < key(b) ? -1 : 1));

/** What the records say: every open record of the kinds due by TO, counted for whom its work sits with. */
async function fromRecords(db: Db): Promise<Count[]> {
  const rows = await db.all<{ resource: string; id: string; data: string | Record<string, unknown> }>(
    "SELECT resource, id, data FROM record",
  );
  const data = new Map(rows.map((r) => [
    `${r.resource}:${r.id}`,
    (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  ]));
  const counts = new Map<string, Count>();
  for (const row of rows) {
    if (!TALLIED.includes(row.resource as DeadlineKind)) continue;
    const record = data.get(`${row.resource}:${row.id}`)!;
    const deadline = DEADLINE_FIELDS.find((d) => d.resource === row.resource)!;
    const due = record[deadline.field];
    if (typeof due !== "string" || due > TO || !isOpen(deadline, record)) continue;
    let employee = record[deadline.assignee!];
    if (typeof employee !== "string" || employee === "") {
      let at: Record<string, unknown> | undefined = record;
      for (const step of PATHS.get(row.resource) ?? []) at = data.get(`${step.to}:${at?.[step.field]}`);
      employee = at?.manager;
    }
    if (typeof employee !== "string" || employee === "") continue;
    const count = counts.get(`${employee} ${due}`) ?? { employeeId: employee, due, count: 0 };
    count.count++;
    counts.set(`${employee} ${due}`, count);
  }
  return sorted([...counts.values()]);
}

storeTest(
  "the workload's tallied counts answer what the records say, after every write that moves one",
  async (t) => {
    const p = await openPractice(t, 30);
    const db = p.store.db;
    const lookup = createEngine({ db, hash: () => Promise.resolve("") }).lookup({
      id: p.as.admin.userId,
      role: "admin",
    });
    const agree = async (step: string) => {
      const counted = await countOpenByEmployee(db, { kinds: TALLIED, ...whole }, lookup);
      assert.deepEqual(
        sorted(counted.map(({ employeeId, due, count }) => ({ employeeId, due, count }))),
        await fromRecords(db),
        step,
      );
    };
    assert.deepEqual(
      DEADLINE_FIELDS.flatMap((f) => {
        const kind = f.resource as DeadlineKind;
        return workloadTallies(db, kind, { kinds: [kind], ...whole }) ? [kind] : [];
      }),
      TALLIED,
    );
    await agree("as seeded");
    const api = p.as.admin;

    // The counts come off the tally: a row added to it by hand shows in the answer.
    const [tally] = await db.all<{ tally: string }>(
      "SELECT DISTINCT tally FROM record_tally WHERE tally LIKE 'rt_incometax_preparedby_duedate_only%'",
    );
    assert.ok(tally, "the returns' workload tally is kept");
    const planted = JSON.stringify({
      preparedBy: p.as.staff.userId,
      dueDate: "2026-12-01",
    });
    await db.run("INSERT INTO record_tally (tally, data, n, cents) VALUES ($1, $2, 7, 0)", [
      tally.tally,
      planted,
    ]);
    const counted = await countOpenByEmployee(db, { kinds: ["incometax"], ...whole }, lookup);
    const before = sorted(await fromRecords(db)).find((c) =>
      c.employeeId === p.as.staff.userId && c.due === "2026-12-01"
    );
    assert.equal(
      counted.find((c) => c.employeeId === p.as.staff.userId && c.due === "2026-12-01")?.count,
      (before?.count ?? 0) + 7,
    );
    await db.run("DELETE FROM record_tally WHERE tally = $1 AND data = $2", [tally.tally, planted]);
    await agree("the planted row gone");

    // A client's manager changes: the unassigned work on its clients moves with it.
    const [client] = await everything(api, `/account?manager=${p.as.staff.userId}`);
    const letter = await api.post("/correspondence", {
      account: client.id,
      direction: "in",
      kind: "general",
      subject: "Unassigned",
      receivedOn: TODAY,
      responseDueOn: "2026-11-25",
    });
    assert.equal(letter.status, 201, letter.text);
    await agree("an unassigned letter");
    // A statutory obligation (issue 36), assigned, then submitted.
    const vat = await api.post("/obligation", {
      account: client.id,
      kind: "vat201",
      period: "2026-10",
      dueDate: "2026-11-25",
      assignee: p.as.staff.userId,
    });
    assert.equal(vat.status, 201, vat.text);
    await agree("an obligation");
    const filed = await api.put(`/obligation/${vat.body.id}`, {
      status: "submitted",
      version: vat.body.version,
    });
    assert.equal(filed.status, 200, filed.text);
    await agree("an obligation submitted");
    const moved = await api.put(`/account/${client.id}`, {
      manager: p.as.admin.userId,
      version: client.version,
    });
    assert.equal(moved.status, 200, moved.text);
    await agree("the client's manager changed");
    // Three steps from its work: an objection's client (objection → assessment → return → client).
    const [latest] = await everything(api, "/assessment");
    const objection = await api.post("/objection", {
      assessment: latest.id,
      groundsSummary: "Disallowed expenses",
    });
    assert.equal(objection.status, 201, objection.text);
    assert.ok(objection.body.deadline <= TO, "the objection is counted");
    await agree("an objection lodged");
    const assessment = (await api.get(`/assessment/${latest.id}`)).body;
    const incomeTax = (await api.get(`/incometax/${assessment.incomeTax}`)).body;
    const far = (await api.get(`/account/${incomeTax.account}`)).body;
    const other = far.manager === p.as.clerk.userId ? p.as.staff.userId : p.as.clerk.userId;
    const farMoved = await api.put(`/account/${far.id}`, { manager: other, version: far.version });
    assert.equal(farMoved.status, 200, farMoved.text);
    await agree("an objection's client's manager changed");

    // Assigned, reassigned, closed by its status, deleted.
    const assigned = await api.put(`/correspondence/${letter.body.id}`, {
      assignee: p.as.clerk.userId,
      version: letter.body.version,
    });
    assert.equal(assigned.status, 200, assigned.text);
    await agree("the letter assigned");
    const [ret] = await everything(api, `/incometax?status=requested`);
    const prepared = await api.put(`/incometax/${ret.id}`, {
      preparedBy: p.as.clerk.userId,
      version: ret.version,
    });
    assert.equal(prepared.status, 200, prepared.text);
    await agree("a return's preparer changed");
    const submitted = await api.put(`/incometax/${ret.id}`, {
      status: "submitted",
      submittedOn: TODAY,
      version: prepared.body.version,
    });
    assert.equal(submitted.status, 200, submitted.text);
    await agree("a return submitted (closed)");
    const gone = await api.del(`/correspondence/${letter.body.id}`);
    assert.equal(gone.status, 204, gone.text);
    await agree("the letter deleted");

    // Many rows in one transaction: a trigger run's returns.
    const taxType = (await everything(api, "/taxtype"))[0];
    const trigger = await api.post("/trigger", {
      name: "Provisional",
      taxType: taxType.id,
      schedule: { kind: "after-year-end", days: 60 },
      active: true,
    });
    assert.equal(trigger.status, 201, trigger.text);
    const run = await api.post(`/workflows/triggers/${trigger.body.id}/run`, undefined);
    assert.equal(run.status, 201, run.text);
    assert.ok(run.body.created > 0, "the run made returns");
    await agree("after a trigger run");
    assert.deepEqual(p.errors, []);
  },
);

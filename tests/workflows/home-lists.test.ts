/**
 * The home page's own lists (issue 32, domain/workflows/home.ts) over a seeded practice, on both engines: the
 * correspondence awaiting the employee's answer and the trigger runs they started, as the resource API answers
 * their list queries, under the reader's grants and client visibility; a malformed query is a 400.
 */
import assert from "node:assert/strict";
import { writeListQuery } from "../../domain/list-query.ts";
import { REPLY_KINDS } from "../../domain/workflows/due-dates.ts";
import { HOME_ITEMS, listLink, openRequestsQuery, recentRunsQuery } from "../../domain/workflows/home.ts";
import type { Caller } from "../backoffice/support.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, TODAY } from "./report-practice.ts";

const list = (caller: Caller, resource: string, query: ReturnType<typeof openRequestsQuery>) =>
  caller.get(`/${resource}?${writeListQuery(query)}`);

storeTest("home: the correspondence awaiting the employee's answer, the soonest due first", async (t) => {
  const p = await openPractice(t, 60);
  const me = p.as.staff;
  const [client] = await everything(p.as.admin, `/account?manager=${me.userId}`);
  const letter = await p.as.admin.post("/correspondence", {
    account: client.id,
    direction: "in",
    kind: "verification",
    subject: "Verification of the 2025 return",
    receivedOn: TODAY,
    responseDueOn: "2026-11-24",
    responseDueReason: "The letter gives a shorter period",
    assignee: me.userId,
  });
  assert.equal(letter.status, 201, letter.text);

  // A general letter asks for no reply by a date: it is not awaiting an answer.
  const general = await p.as.admin.post("/correspondence", {
    account: client.id,
    direction: "in",
    kind: "general",
    subject: "Statement of account",
    receivedOn: TODAY,
    assignee: me.userId,
  });
  assert.equal(general.status, 201, general.text);

  const res = await list(me, "correspondence", openRequestsQuery(me.userId));
  assert.equal(res.status, 200, res.text);
  const all = (await everything(p.as.admin, "/correspondence?status=open")).filter((r) =>
    r.assignee === me.userId && r.direction === "in" && REPLY_KINDS.includes(String(r.kind))
  );
  assert.equal(res.body.total, all.length);
  assert.ok(res.body.items.length <= HOME_ITEMS);
  for (const item of res.body.items) {
    assert.ok(item.assignee === me.userId && item.status === "open", item.id);
  }
  const dues = res.body.items.map((i: { responseDueOn?: string }) => i.responseDueOn ?? "");
  assert.deepEqual(dues.filter((d: string) => d), dues.filter((d: string) => d).sort(), "soonest first");
  assert.ok(all.some((r) => r.id === letter.body.id));
  assert.ok(!res.body.items.some((i: { id: string }) => i.id === general.body.id), "no general letter");

  // Answered, it leaves the list.
  const answered = await me.put(`/correspondence/${letter.body.id}`, {
    version: letter.body.version,
    status: "responded",
    respondedOn: TODAY,
  });
  assert.equal(answered.status, 200, answered.text);
  assert.equal((await list(me, "correspondence", openRequestsQuery(me.userId))).body.total, all.length - 1);
  // The card's "see all" opens the correspondence list filtered alike.
  assert.equal(
    listLink("/apps/tax/correspondence", openRequestsQuery(me.userId)),
    `/apps/tax/correspondence?sort=responseDueOn&order=asc&assignee=${me.userId}&direction=in&kind=${
      REPLY_KINDS.join("&kind=")
    }&status=open`,
  );
  // A malformed list query is a 400 naming the parameter, never a 500.
  const bad = await me.get(
    `/correspondence?${writeListQuery({ ...openRequestsQuery(me.userId), pageSize: 0 })}`,
  );
  assert.equal(bad.status, 400, bad.text);
  assert.ok(bad.body.error.fields.pageSize);
  assert.deepEqual(p.errors, []);
});

storeTest("home: the trigger runs the employee started, the latest first, and no one else's", async (t) => {
  const p = await openPractice(t, 60);
  const [trigger] = await everything(p.as.admin, "/trigger?active=true");
  assert.ok(trigger, "the demo practice has a trigger");
  const runs: string[] = [];
  for (const caller of [p.as.staff, p.as.admin, p.as.staff]) {
    const run = await caller.post(`/workflows/triggers/${trigger.id}/run`, {});
    assert.equal(run.status, 201, run.text);
    runs.push(run.body.id);
  }
  const mine = await list(p.as.staff, "triggerrun", recentRunsQuery(p.as.staff.userId));
  assert.equal(mine.status, 200, mine.text);
  assert.equal(mine.body.total, 2);
  assert.ok(mine.body.items.every((r: { ranBy: string }) => r.ranBy === p.as.staff.userId));
  // The latest first (this practice's clock stands still: runs of one instant keep the order they were made in).
  assert.deepEqual(mine.body.items.map((r: { id: string }) => r.id), [runs[2], runs[0]]);
  assert.equal((await list(p.as.admin, "triggerrun", recentRunsQuery(p.as.admin.userId))).body.total, 1);
  // The clerk reads tax: their own runs, none.
  const clerk = await list(p.as.clerk, "triggerrun", recentRunsQuery(p.as.clerk.userId));
  assert.equal(clerk.status, 200, clerk.text);
  assert.equal(clerk.body.total, 0);
  assert.deepEqual(p.errors, []);
});

storeTest(
  "home's lists keep the reader's grants and their clients under CLIENT_VISIBILITY=assigned",
  async (t) => {
    const p = await openPractice(t, 60, { clientVisibility: "assigned" });
    const me = p.as.staff;
    const mineToo = new Set([
      ...(await everything(p.as.admin, `/account?manager=${me.userId}`)).map((a) => a.id),
      ...(await everything(p.as.admin, `/account?partner=${me.userId}`)).map((a) => a.id),
    ]);
    const [elsewhere] = (await everything(p.as.admin, "/account?status=active")).filter((a) =>
      !mineToo.has(a.id)
    );
    // Assigned to them, but on a client that is not theirs: confined, they do not see it.
    const hidden = await p.as.admin.post("/correspondence", {
      account: elsewhere.id,
      direction: "in",
      kind: "general",
      subject: "Not on their clients",
      receivedOn: TODAY,
      assignee: me.userId,
    });
    assert.equal(hidden.status, 201, hidden.text);
    const res = await list(me, "correspondence", { ...openRequestsQuery(me.userId), pageSize: 200 });
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.items.every((r: { account: string }) => mineToo.has(r.account)));
    assert.ok(!res.body.items.some((r: { id: string }) => r.id === hidden.body.id));

    // Without the tax module's read, the list is refused (the home page then does not ask for it).
    const [permission] = await everything(p.as.admin, "/permission?role=staff");
    const saved = await p.as.admin.put(`/permission/${permission.id}`, {
      ...permission,
      grants: { ...permission.grants, tax: [] },
    });
    assert.equal(saved.status, 200, saved.text);
    await new Promise((r) => setTimeout(r, 5_100)); // the grant cache's time to live
    assert.equal((await list(me, "correspondence", openRequestsQuery(me.userId))).status, 403);
    assert.equal((await list(me, "triggerrun", recentRunsQuery(me.userId))).status, 403);
    assert.deepEqual(p.errors, []);
  },
);

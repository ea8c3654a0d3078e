/**
 * My work's changes in place over the resource API (issue 32), on both engines: each item carries the version and
 * status it was read at; marked done through the record's PUT it leaves my work (and the count); a stale version, a
 * role without the module's update grant and a record of another's client (under CLIENT_VISIBILITY=assigned) are
 * refused and leave the item as it was; a bad day is a 400 naming the field.
 */
import assert from "node:assert/strict";
import { MY_WORK_API, type MyWorkAnswer } from "../../domain/workflows/practice-work.ts";
import { changeBody, recordIdOf, statusFieldOf } from "../../domain/workflows/work-changes.ts";
import { myWorkAnswer } from "../../server/workflows/practice-answers.ts";
import type { Caller } from "../backoffice/support.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, TODAY } from "./report-practice.ts";

const MY_WORK = MY_WORK_API.slice("/api/backoffice".length);

async function myWork(caller: Caller): Promise<MyWorkAnswer> {
  const res = await caller.get(MY_WORK);
  assert.equal(res.status, 200, res.text);
  return myWorkAnswer.parse(res.body);
}

const itemsOf = (work: MyWorkAnswer) => [...work.overdue, ...work.thisWeek, ...work.nextWeek];
const path = (id: string) => `/${id.slice(0, id.indexOf(":"))}/${recordIdOf(id)}`;

storeTest(
  "my work's items carry their version and status; marked done through the record's PUT they leave",
  async (t) => {
    const p = await openPractice(t, 60);
    const me = p.as.staff;
    const work = await myWork(me);
    const items = itemsOf(work);
    // The first of each kind, read again: the version and the status are the record's.
    const firsts = [...new Map(items.map((i) => [i.kind, i])).values()];
    assert.ok(firsts.length >= 2, firsts.map((i) => i.kind).join());
    for (const item of firsts) {
      const record = await me.get(path(item.id));
      assert.equal(record.status, 200, record.text);
      assert.equal(item.version, record.body.version, item.id);
      const field = statusFieldOf(item.kind);
      assert.equal(item.status, field === undefined ? undefined : record.body[field], item.id);
    }

    // One item of each kind that can be marked done, marked done (today) as my work sends it.
    const done = firsts.filter((i) =>
      changeBody({ ...i, id: recordIdOf(i.id) }, { action: "done", day: TODAY })
    );
    assert.ok(done.some((i) => i.kind === "incometax"), "a return among them");
    for (const item of done) {
      const body = changeBody({ ...item, id: recordIdOf(item.id) }, { action: "done", day: TODAY })!;
      const res = await me.put(path(item.id), body);
      assert.equal(res.status, 200, `${item.id}: ${res.text}`);
      assert.equal(res.body.version, item.version + 1);
    }
    const after = await myWork(me);
    const left = new Set(itemsOf(after).map((i) => i.id));
    for (const item of done) assert.ok(!left.has(item.id), `${item.id} left my work`);
    const counted =
      done.filter((i) => i.due <= work.today || work.thisWeek.some((w) => w.id === i.id)).length;
    assert.equal(after.count, work.count - counted);

    // A status that keeps it open: it stays, with that status.
    const open = itemsOf(after).find((i) => i.kind === "incometax" && i.status !== "in-review")!;
    const review = await me.put(
      path(open.id),
      changeBody({ ...open, id: recordIdOf(open.id) }, {
        action: "status",
        status: "in-review",
      }),
    );
    assert.equal(review.status, 200, review.text);
    const reviewed = itemsOf(await myWork(me)).find((i) => i.id === open.id)!;
    assert.equal(reviewed.status, "in-review");
    assert.equal(reviewed.version, open.version + 1);
    assert.deepEqual(p.errors, []);
  },
);

storeTest(
  "a change from my work that is stale, not granted or badly dated is refused; the item stays",
  async (t) => {
    const p = await openPractice(t, 60);
    const me = p.as.staff;
    const work = await myWork(me);
    const [first, second] = itemsOf(work).filter((i) => i.kind === "incometax");
    const done = (item: typeof first, day = TODAY) =>
      changeBody({ ...item, id: recordIdOf(item.id) }, { action: "done", day })!;

    // Changed by someone else since my work read it: 409 with the newer record.
    const other = await p.as.admin.put(path(first.id), { version: first.version, efilingReference: "EF-1" });
    assert.equal(other.status, 200, other.text);
    const stale = await me.put(path(first.id), done(first));
    assert.equal(stale.status, 409, stale.text);
    assert.equal(stale.body.error.current.version, first.version + 1);

    // The clerk reads tax but may not update it.
    const clerk = await p.as.clerk.put(path(second.id), done(second));
    assert.equal(clerk.status, 403, clerk.text);

    // Not a day: 400 naming the field.
    const bad = await me.put(path(second.id), done(second, "2026-02-30"));
    assert.equal(bad.status, 400, bad.text);
    assert.ok(bad.body.error.fields.submittedOn, bad.text);

    const still = new Map(itemsOf(await myWork(me)).map((i) => [i.id, i]));
    assert.equal(still.get(first.id)?.status, first.status, "the stale one stays as it was");
    assert.equal(still.get(second.id)?.version, second.version, "the refused one is unchanged");
    assert.deepEqual(p.errors, []);
  },
);

storeTest(
  "confined to their clients, an employee marks their own work done and cannot touch another's",
  async (t) => {
    const p = await openPractice(t, 60, { clientVisibility: "assigned" });
    const me = p.as.staff;
    const work = await myWork(me);
    const item = itemsOf(work).find((i) => i.kind === "incometax")!;
    const ok = await me.put(
      path(item.id),
      changeBody({ ...item, id: recordIdOf(item.id) }, { action: "done", day: TODAY }),
    );
    assert.equal(ok.status, 200, ok.text);
    assert.ok(!itemsOf(await myWork(me)).some((i) => i.id === item.id));

    // A return of a client neither theirs by partner nor by manager: not found for them, and unchanged.
    const clients = new Set(
      (await everything(p.as.admin, `/account?manager=${me.userId}`)).map((a) => a.id).concat(
        (await everything(p.as.admin, `/account?partner=${me.userId}`)).map((a) => a.id),
      ),
    );
    const theirs = (await everything(p.as.admin, "/incometax?status=requested")).find((r) =>
      !clients.has(r.account)
    )!;
    const refused = await me.put(`/incometax/${theirs.id}`, { version: theirs.version, status: "submitted" });
    assert.equal(refused.status, 404, refused.text);
    assert.equal((await p.as.admin.get(`/incometax/${theirs.id}`)).body.status, "requested");
    assert.deepEqual(p.errors, []);
  },
);

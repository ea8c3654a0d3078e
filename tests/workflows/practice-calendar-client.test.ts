/**
 * Issue 32 on the practice calendar's and my work's API, on both engines: a deadline carries its client's name;
 * the calendar filters by one client (a client the reader cannot see, or none, is a 400); my work's weeks start on
 * the reader's first day of the week.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import {
  type DeadlineEntry,
  MY_WORK_API,
  type MyWorkAnswer,
  PRACTICE_CALENDAR_API,
} from "../../domain/workflows/practice-work.ts";
import { storeTest } from "../support/store.ts";
import type { Caller } from "../backoffice/support.ts";
import { everything, openPractice, TODAY } from "./report-practice.ts";

const below = (path: string) => path.slice("/api/backoffice".length);
const CALENDAR = below(PRACTICE_CALENDAR_API);
const RANGE = `from=${addDays(TODAY, -40)}&to=${addDays(TODAY, 20)}`;

async function calendar(api: Caller, query: string): Promise<DeadlineEntry[]> {
  const res = await api.get(`${CALENDAR}?${RANGE}${query}`);
  assert.equal(res.status, 200, res.text);
  return res.body.items;
}

storeTest("the calendar names each deadline's client and filters by one client", async (t) => {
  const p = await openPractice(t, 30);
  const all = await calendar(p.as.admin, "");
  const names = new Map((await everything(p.as.admin, "/account")).map((a) => [a.id, a.name]));
  for (const e of all.filter((e) => e.accountId !== null)) {
    assert.equal(e.clientName, names.get(e.accountId), e.id);
  }
  // The client with the most kinds of deadline in the range.
  const kindsOf = Map.groupBy(all.filter((e) => e.accountId), (e) => e.accountId!);
  const [client] = [...kindsOf].sort((a, b) =>
    new Set(b[1].map((e) =>
      e.kind
    )).size - new Set(a[1].map((e) => e.kind)).size
  )[0];
  const theirs = await calendar(p.as.admin, `&client=${client}`);
  assert.deepEqual(theirs.map((e) => e.id), all.filter((e) => e.accountId === client).map((e) => e.id));
  assert.ok(new Set(theirs.map((e) => e.kind)).size >= 2, theirs.map((e) => e.kind).join());
  // With the other filters, both apply.
  const open = await calendar(p.as.admin, `&client=${client}&done=false`);
  assert.deepEqual(open.map((e) => e.id), theirs.filter((e) => e.state !== "done").map((e) => e.id));
  assert.deepEqual(await calendar(p.as.admin, "&client="), all, "a cleared filter is no filter");
  assert.deepEqual(p.errors, []);
});

storeTest("a client filter naming no client the reader can see is a 400", async (t) => {
  const p = await openPractice(t, 30, { clientVisibility: "assigned" });
  const bad = async (api: Caller, client: string, code: string) => {
    const res = await api.get(`${CALENDAR}?${RANGE}&client=${encodeURIComponent(client)}`);
    assert.equal(res.status, 400, `${client}: ${res.text}`);
    assert.equal(res.body.error.fields?.client?.code, code, res.text);
  };
  await bad(p.as.admin, "no-such-client", "noSuchRecord");
  await bad(p.as.admin, "x".repeat(101), "atMostChars");
  const all = await calendar(p.as.admin, "");
  const staff = await calendar(p.as.staff, "");
  const mine = new Set(staff.map((e) => e.accountId));
  const others = all.find((e) => e.accountId !== null && !mine.has(e.accountId))!;
  // Another employee's client reads as no client at all: the filter tells nobody whose clients exist.
  await bad(p.as.staff, others.accountId!, "noSuchRecord");
  const own = staff.find((e) => e.accountId !== null)!.accountId!;
  assert.deepEqual(
    (await calendar(p.as.staff, `&client=${own}`)).map((e) => e.id),
    staff.filter((e) => e.accountId === own).map((e) => e.id),
  );
  assert.deepEqual(p.errors, []);
});

storeTest("my work's this week and next week start on the reader's first day", async (t) => {
  const p = await openPractice(t, 40);
  const work = async (query: string): Promise<MyWorkAnswer> => {
    const res = await p.as.staff.get(`${below(MY_WORK_API)}${query}`);
    assert.equal(res.status, 200, res.text);
    return res.body;
  };
  const dues = (entries: DeadlineEntry[]) => entries.map((e) => e.due);
  // TODAY is a Sunday: the last day of a Monday week, the first of a Sunday one.
  const monday = await work("");
  assert.deepEqual(await work("?weekStart=1"), monday);
  assert.ok(dues(monday.thisWeek).every((d) => d === TODAY));
  assert.ok(dues(monday.nextWeek).every((d) => d > TODAY && d <= addDays(TODAY, 7)));
  const sunday = await work("?weekStart=0");
  assert.ok(sunday.thisWeek.length > monday.thisWeek.length, "Sunday's week has the coming days in it");
  assert.ok(dues(sunday.thisWeek).every((d) => d >= TODAY && d <= addDays(TODAY, 6)));
  assert.ok(dues(sunday.nextWeek).every((d) => d > addDays(TODAY, 6) && d <= addDays(TODAY, 13)));
  assert.equal(sunday.count, sunday.overdue.length + sunday.thisWeek.length);
  const res = await p.as.staff.get(`${below(MY_WORK_API)}?weekStart=3`);
  assert.equal(res.status, 400, res.text);
  assert.ok(res.body.error.fields?.weekStart, res.text);
  assert.deepEqual(p.errors, []);
});

/**
 * The private calendar feeds on both engines: made, listed, remade and revoked; the feed itself parsed with
 * ical.js (the events the calendar holds, text surviving the round trip), who may make which, and the 404s.
 */
import assert from "node:assert/strict";
import ICAL from "ical.js";
import { addDays } from "../../domain/calendar.ts";
import {
  CALENDAR_FEED_PATH,
  CALENDAR_FEEDS_API,
  type CalendarFeed,
  type DeadlineEntry,
  PRACTICE_CALENDAR_API,
} from "../../domain/workflows/practice-work.ts";
import { createEngine } from "../../server/backoffice/index.ts";
import { JobRunner } from "../../server/workflows/jobs.ts";
import { fromSocket } from "../support/app.ts";
import { storeTest } from "../support/store.ts";
import { everything, FEED_LIMIT, openPractice, type Practice, TODAY } from "./report-practice.ts";

const FEEDS = CALENDAR_FEEDS_API.slice("/api/backoffice".length);
const CALENDAR = PRACTICE_CALENDAR_API.slice("/api/backoffice".length);

/** The feed at `url`, fetched without signing in. */
async function fetchFeed(p: Practice, url: string) {
  const res = await p.app.request(new URL(url).pathname, {}, fromSocket("203.0.113.9"));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

storeTest(
  "an employee's feed holds their work, parses, and stops working once remade or revoked",
  async (t) => {
    const p = await openPractice(t, 40);
    const me = p.as.staff;
    const [account] = await everything(p.as.admin, "/account?status=active");
    const name = 'مراجعة الحسابات، الربع الرابع; "عاجل", \\ 2026 — Ünal & Co, وملاحظة طويلة تتجاوز السطر';
    const project = await p.as.admin.post("/project", {
      name,
      account: account.id,
      owner: me.userId,
      dueOn: addDays(TODAY, 3),
    });
    assert.equal(project.status, 201, project.text);

    const made = await me.post(FEEDS, { scope: "employee", subject: me.userId });
    assert.equal(made.status, 201, made.text);
    const feed: CalendarFeed = made.body;
    assert.match(feed.url, new RegExp(`^http://localhost${CALENDAR_FEED_PATH}/[0-9a-f]{64}\\.ics$`));
    assert.equal(feed.scope, "employee");
    assert.equal(feed.subject, me.userId);
    assert.ok(feed.subjectName && feed.subjectName !== me.userId, feed.subjectName);
    assert.deepEqual((await me.get(FEEDS)).body.items, [feed], "the address can be copied again");
    assert.deepEqual((await p.as.admin.get(FEEDS)).body.items, [], "feeds are their owner's");

    const res = await fetchFeed(p, feed.url);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get("content-type"), "text/calendar; charset=utf-8");
    assert.match(res.headers.get("cache-control")!, /^private/);
    const { calendar, events: got } = events(res.text);
    assert.equal(calendar.getFirstPropertyValue("x-wr-calname"), `Ledgerdesk — ${feed.subjectName}`);
    const ours = got.find((e) => e.uid === `project:${project.body.id}@ledgerdesk`)!;
    assert.ok(ours, "the project is in the feed");
    assert.equal(ours.summary, `Project due: ${name}`);
    assert.equal(ours.startDate.toString(), addDays(TODAY, 3));
    assert.ok(ours.startDate.isDate);
    assert.ok(ours.description.includes(`http://localhost/apps/project/${project.body.id}`));

    // Within the calendar's range, the feed holds exactly what the calendar shows for this employee's work.
    const from = addDays(TODAY, -40);
    const to = addDays(TODAY, 20);
    const shown = await me.get(`${CALENDAR}?from=${from}&to=${to}&employee=${me.userId}&as=assignee`);
    const inRange = got.filter((e) => {
      const day = e.startDate.toString();
      return day >= from && day <= to;
    });
    assert.ok(inRange.length > 1, `${inRange.length} events`);
    assert.deepEqual(
      inRange.map((e) => e.uid).sort(),
      (shown.body.items as DeadlineEntry[]).map((i) => `${i.id}@ledgerdesk`).sort(),
    );
    for (const e of got) {
      const day = e.startDate.toString();
      assert.ok(day >= addDays(TODAY, -90) && day <= addDays(TODAY, 365), day);
    }

    // Made again: a new address, the old one dead.
    const again = await me.post(FEEDS, { scope: "employee", subject: me.userId });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.id, feed.id);
    assert.notEqual(again.body.url, feed.url);
    assert.equal((await fetchFeed(p, feed.url)).status, 404);
    assert.equal((await fetchFeed(p, again.body.url)).status, 200);

    const revoked = await me.del(`${FEEDS}/${feed.id}`);
    assert.equal(revoked.status, 204, revoked.text);
    const gone = await fetchFeed(p, again.body.url);
    assert.equal(gone.status, 404);
    assert.equal(JSON.parse(gone.text).error.code, "noSuchFeed");
    assert.equal((await me.del(`${FEEDS}/${feed.id}`)).status, 404);
    assert.deepEqual((await me.get(FEEDS)).body.items, []);
    assert.deepEqual(p.errors, []);
  },
);

storeTest("who may make which feed; an office's feed; a deactivated owner's feed answers 404", async (t) => {
  const p = await openPractice(t, 40);
  const clerk = p.as.clerk;
  const other = await clerk.post(FEEDS, { scope: "employee", subject: p.as.staff.userId });
  assert.equal(other.status, 403, other.text);
  assert.equal(other.body.error.code, "othersWork");
  const [office] = await everything(p.as.admin, "/office");
  assert.equal((await clerk.post(FEEDS, { scope: "office", subject: office.id })).status, 403);
  const unknown = await p.as.admin.post(FEEDS, { scope: "office", subject: "no-such-office" });
  assert.equal(unknown.status, 400, unknown.text);
  assert.equal(unknown.body.error.fields.subject.code, "noSuchRecord");
  const bad = await p.as.admin.post(FEEDS, { scope: "team", subject: office.id, colour: "red" });
  assert.equal(bad.status, 400);
  assert.ok(bad.body.error.fields.scope && bad.body.error.fields.colour, bad.text);

  const made = await p.as.staff.post(FEEDS, { scope: "office", subject: office.id });
  assert.equal(made.status, 201, made.text);
  assert.equal(made.body.subjectName, office.name);
  const res = await fetchFeed(p, made.body.url);
  assert.equal(res.status, 200, res.text);
  const from = addDays(TODAY, -40);
  const to = addDays(TODAY, 20);
  const shown = await p.as.staff.get(`${CALENDAR}?from=${from}&to=${to}&office=${office.id}`);
  const inRange = events(res.text).events.filter((e) => {
    const day = e.startDate.toString();
    return day >= from && day <= to;
  });
  assert.ok(inRange.length > 0);
  assert.deepEqual(
    inRange.map((e) => e.uid).sort(),
    (shown.body.items as DeadlineEntry[]).map((i) => `${i.id}@ledgerdesk`).sort(),
  );

  const inactive = p.store.db.dialect === "postgres" ? false : 0;
  await p.store.db.run("UPDATE employee SET active = $1 WHERE id = $2", [inactive, p.as.staff.userId]);
  assert.equal((await fetchFeed(p, made.body.url)).status, 404, "a deactivated owner's feed");
  assert.deepEqual(p.errors, []);
});

storeTest("addresses that open nothing are limited per caller", async (t) => {
  const p = await openPractice(t, 3);
  const guess = `http://localhost${CALENDAR_FEED_PATH}/${"0".repeat(64)}.ics`;
  for (let i = 0; i < FEED_LIMIT.max; i++) assert.equal((await fetchFeed(p, guess)).status, 404);
  const limited = await fetchFeed(p, guess);
  assert.equal(limited.status, 429);
  assert.equal(JSON.parse(limited.text).error.code, "tooManyFeedRequests");
  assert.equal((await fetchFeed(p, `http://localhost${CALENDAR_FEED_PATH}/x.ics`)).status, 429);
});

storeTest("a job a template's run makes is in its doer's feed, named as a job (issue 38)", async (t) => {
  const p = await openPractice(t, 5);
  const me = p.as.staff;
  const [account] = await everything(p.as.admin, "/account?status=active");
  const template = await p.as.admin.post("/jobtemplate", {
    name: "Monthly bookkeeping",
    stages: [{ name: "Capture", role: "employee", employee: me.userId }],
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: "2026-11-01",
    dueDaysAfter: 5,
    daysAhead: 0,
    clients: `code=${account.code}`,
  });
  assert.equal(template.status, 201, template.text);
  const engine = createEngine({ db: p.store.db, clock: () => new Date(`${TODAY}T10:00:00Z`) });
  const run = await new JobRunner(p.store.db, engine).run(template.body.id, {
    actor: { id: p.as.admin.userId, role: "admin" },
  });
  assert.equal(run?.created, 1);

  const feed: CalendarFeed = (await me.post(FEEDS, { scope: "employee", subject: me.userId })).body;
  const { events: got } = events((await fetchFeed(p, feed.url)).text);
  const jobs = got.filter((e) => e.uid.startsWith("job:"));
  assert.deepEqual(jobs.map((e) => [e.summary, e.startDate.toString()]), [
    ["Job due: Monthly bookkeeping — Nov 2026", "2026-12-05"],
  ]);
});

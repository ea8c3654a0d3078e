/** The daily trigger schedule: one run per trigger and day across instances, failures isolated, start and stop. */
import assert from "node:assert/strict";
import { invalidField } from "../../domain/api/index.ts";
import { DEFAULT_PRACTICE_TIME_ZONE, setPracticeTimeZone } from "../../domain/today.ts";
import {
  nextRunAt,
  type PassOutcome,
  runScheduledDay,
  startTriggerSchedule,
} from "../../server/workflows/scheduler.ts";
import { delay, storeTest, within } from "../support/store.ts";
import { make, openTriggers, practice, type TriggerOffice } from "./triggers-support.ts";

Deno.test("nextRunAt: the next 02:00 in Johannesburg (00:00 UTC), strictly after now", () => {
  const at = (iso: string) => nextRunAt(new Date(iso)).toISOString();
  assert.equal(at("2026-11-15T08:00:00Z"), "2026-11-16T00:00:00.000Z");
  assert.equal(at("2026-11-15T23:59:59Z"), "2026-11-16T00:00:00.000Z", "01:59:59 SAST: in a second");
  assert.equal(at("2026-11-16T00:00:00Z"), "2026-11-17T00:00:00.000Z", "02:00 itself: tomorrow");
  assert.equal(at("2026-11-15T22:30:00Z"), "2026-11-16T00:00:00.000Z", "00:30 SAST is already the 16th");
  assert.equal(at("2026-12-31T23:00:00Z"), "2027-01-01T00:00:00.000Z");
  assert.equal(nextRunAt(new Date("2026-11-15T08:00:00Z"), 6).toISOString(), "2026-11-16T04:00:00.000Z");
});

Deno.test("nextRunAt: the next 02:00 in the practice's zone, across daylight saving", () => {
  const at = (iso: string) => nextRunAt(new Date(iso)).toISOString();
  try {
    setPracticeTimeZone("America/New_York");
    assert.equal(at("2026-01-15T12:00:00Z"), "2026-01-16T07:00:00.000Z", "02:00 EST");
    assert.equal(at("2026-07-15T12:00:00Z"), "2026-07-16T06:00:00.000Z", "02:00 EDT");
    assert.equal(at("2026-03-07T12:00:00Z"), "2026-03-08T07:00:00.000Z", "no 02:00 that day: 03:00 EDT");
    assert.equal(at("2026-03-08T07:00:00Z"), "2026-03-09T06:00:00.000Z");
    assert.equal(at("2026-10-31T12:00:00Z"), "2026-11-01T07:00:00.000Z", "02:00 EST, after 01:00 came twice");
    setPracticeTimeZone("Asia/Tokyo");
    assert.equal(at("2026-11-15T08:00:00Z"), "2026-11-15T17:00:00.000Z", "02:00 on the 16th in Tokyo");
    assert.equal(at("2026-11-15T17:00:00Z"), "2026-11-16T17:00:00.000Z");
  } finally {
    setPracticeTimeZone(DEFAULT_PRACTICE_TIME_ZONE);
  }
});

/** A second trigger (VAT201, every client, 25 days after year end) and an inactive one. */
async function moreTriggers(office: TriggerOffice, p: Awaited<ReturnType<typeof practice>>) {
  const api = office.as.admin;
  const vat = await make(api, "trigger", {
    name: "VAT follow-up",
    taxType: p.vat,
    schedule: { kind: "after-year-end", days: 25 },
  });
  await make(api, "trigger", {
    name: "Switched off",
    taxType: p.itr12,
    schedule: { kind: "after-year-end", days: 0 },
    active: false,
  });
  return vat;
}

const ofKind = (outcomes: PassOutcome[], kind: PassOutcome["outcome"]) =>
  outcomes.filter((o) => o.outcome === kind).map((o) => o.trigger).sort();

storeTest("two instances on one database: each active trigger runs once a day", async (t) => {
  const first = await openTriggers(t);
  const p = await practice(first);
  const vat = await moreTriggers(first, p);
  const second = await openTriggers(t, { store: await t.openStore() });
  const api = first.as.admin;
  const lines: string[] = [];

  const day = "2026-11-15";
  const [a, b] = await within(
    30_000,
    Promise.all([
      runScheduledDay(first.runner, day, (l) => lines.push(l)),
      runScheduledDay(second.runner, day, (l) => lines.push(l)),
    ]),
  );
  const both = [...a, ...b];
  const active = [p.trigger, vat].sort();
  assert.deepEqual(ofKind(both, "ran"), active, JSON.stringify(both));
  assert.deepEqual(ofKind(both, "taken"), active);
  assert.deepEqual(ofKind(both, "failed"), []);
  assert.equal(lines.length, 2, lines.join("\n"));

  // ITR12: the three group A clients without one; VAT201: every active client but the one that has it.
  const runs = (await api.get("/triggerrun?sort=ranAt")).body.items;
  assert.equal(runs.length, 2);
  const byTrigger = Object.fromEntries(runs.map((r: { trigger: string }) => [r.trigger, r]));
  assert.deepEqual([byTrigger[p.trigger].created, byTrigger[p.trigger].skipped], [3, 1]);
  assert.deepEqual([byTrigger[vat].created, byTrigger[vat].skipped], [4, 1]);
  for (const run of runs) {
    assert.equal(run.scheduled, true);
    assert.equal(run.ranBy, null);
  }
  const returns = (await api.get("/incometax?pageSize=200")).body.items;
  const keys = returns.map((r: { account: string; taxType: string; taxYear: number }) =>
    `${r.account}/${r.taxType}/${r.taxYear}`
  );
  assert.equal(new Set(keys).size, keys.length, "no return made twice");
  assert.equal(returns.length, 2 + 3 + 4);
  const vatReturn = returns.find((r: { taxType: string; account: string }) =>
    r.taxType === p.vat && r.account === p.accounts.june
  );
  assert.equal(vatReturn.dueDate, "2027-07-23", "25 days after a June year end, a Sunday: the Friday before");
  assert.equal(vatReturn.createdBy, null, "made by the schedule, not by anyone");
  const history = await api.get(`/incometax/${vatReturn.id}/audit`);
  assert.deepEqual(history.body.map((e: { userId: string | null }) => e.userId), [null]);

  const claims = await first.store.db.all<{ trigger_id: string; day: string }>(
    "SELECT trigger_id, day FROM trigger_claim ORDER BY trigger_id",
  );
  assert.deepEqual(claims.map((c) => [c.trigger_id, c.day]), active.map((id) => [id, day]));

  // Again the same day: nothing at all. The next day: runs again, and opens nothing new.
  const again = await runScheduledDay(second.runner, day, () => {});
  assert.deepEqual(ofKind(again, "taken"), active);
  const nextDay = await runScheduledDay(second.runner, "2026-11-16", () => {});
  assert.deepEqual(ofKind(nextDay, "ran"), active);
  assert.ok(nextDay.every((o) => o.outcome === "ran" && o.created === 0));
  assert.equal((await api.get("/incometax")).body.total, returns.length);
  assert.deepEqual([...first.errors, ...second.errors], []);
}, { shared: true });

storeTest("a failing trigger is logged, the others still run, and its day is tried again", async (t) => {
  let failVat = true;
  let vatType = "";
  const office = await openTriggers(t, {
    hooks: {
      incometax: {
        compute(_ctx, data) {
          if (failVat && data.taxType === vatType) {
            throw invalidField("taxType", "invalid");
          }
          return Promise.resolve();
        },
      },
    },
  });
  const p = await practice(office);
  vatType = p.vat;
  const vat = await moreTriggers(office, p);
  const lines: string[] = [];

  const day = "2026-11-15";
  const outcomes = await runScheduledDay(office.runner, day, (l) => lines.push(l));
  assert.deepEqual(ofKind(outcomes, "ran"), [p.trigger]);
  assert.deepEqual(ofKind(outcomes, "failed"), [vat]);
  assert.match(lines.join("\n"), new RegExp(`trigger ${vat} failed: taxType: Is not valid`));
  assert.match(lines.join("\n"), /ITR12 season created 3, skipped 1/);
  const claims = await office.store.db.all<{ trigger_id: string }>("SELECT trigger_id FROM trigger_claim");
  assert.deepEqual(claims.map((c) => c.trigger_id), [p.trigger], "the failed run's claim rolled back");
  assert.equal(
    (await office.as.admin.get(`/incometax?taxType=${p.vat}`)).body.total,
    1,
    "only the hand-made one",
  );

  failVat = false;
  const retry = await runScheduledDay(office.runner, day, () => {});
  assert.deepEqual(ofKind(retry, "taken"), [p.trigger]);
  assert.deepEqual(ofKind(retry, "ran"), [vat]);
  assert.deepEqual(office.errors, []);
});

storeTest("the schedule runs on Deno.cron where there is one, and stops cleanly", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);
  const registered: Array<
    { name: string; schedule: string; signal?: AbortSignal; handler: () => Promise<void> }
  > = [];
  const schedule = startTriggerSchedule(office.store.db, {
    runner: office.runner,
    clock: () => new Date("2026-11-15T00:00:00Z"),
    log: () => {},
    cron: (name, schedule, { signal }, handler) => {
      registered.push({ name, schedule, signal, handler });
      return new Promise<void>(() => {});
    },
  });
  assert.equal(registered.length, 1);
  assert.equal(registered[0].schedule, "0 0 * * *", "00:00 UTC is 02:00 in Johannesburg");
  await registered[0].handler();
  const runs = (await office.as.admin.get(`/triggerrun?trigger=${p.trigger}`)).body.items;
  assert.equal(runs.length, 1);
  assert.equal(runs[0].scheduled, true);
  const claim = await office.store.db.get<{ day: string }>("SELECT day FROM trigger_claim");
  assert.equal(claim?.day, "2026-11-15");
  await schedule.stop();
  assert.equal(registered[0].signal?.aborted, true);
  await registered[0].handler();
  assert.equal((await office.as.admin.get("/triggerrun")).body.total, 1, "a stopped schedule runs nothing");
});

storeTest("without Deno.cron a timer wakes at 02:00, runs the pass, and stop() clears it", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);
  // 80 ms before 02:00 in Johannesburg.
  const now = new Date(Date.UTC(2026, 10, 16, 0, 0, 0) - 80);
  const schedule = startTriggerSchedule(office.store.db, {
    runner: office.runner,
    clock: () => now,
    log: () => {},
    cron: null,
  });
  try {
    await within(
      5_000,
      (async () => {
        while ((await office.as.admin.get("/triggerrun")).body.total === 0) await delay(20);
      })(),
    );
  } finally {
    await schedule.stop();
  }
  await ranOnceOn16November(office, p.trigger);

  // Stopped before its time: nothing runs, and no timer is left behind (the test's sanitizer checks).
  const idle = startTriggerSchedule(office.store.db, { runner: office.runner, log: () => {}, cron: null });
  await idle.stop();
});

storeTest(
  "untimed, no pass runs by itself; runNow runs today's, once a day however often it is asked",
  async (t) => {
    const office = await openTriggers(t);
    const p = await practice(office);
    // 80 ms before 02:00 in Johannesburg: a timed schedule would run a pass on its own.
    const now = new Date(Date.UTC(2026, 10, 16, 0, 0, 0) - 80);
    const options = { runner: office.runner, clock: () => now, log: () => {}, cron: null, timed: false };
    const schedule = startTriggerSchedule(office.store.db, options);
    try {
      await delay(300);
      assert.equal((await office.as.admin.get("/triggerrun")).body.total, 0, "nothing ran by itself");
      await Promise.all([schedule.runNow(), schedule.runNow()]);
    } finally {
      await schedule.stop();
    }
    await ranOnceOn16November(office, p.trigger);
  },
);

storeTest("in another practice zone, a run's time and the schedule's 02:00 follow it", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);
  const registered: Array<{ schedule: string; handler: () => Promise<void> }> = [];
  const scheduleAt = (now: string) =>
    startTriggerSchedule(office.store.db, {
      runner: office.runner,
      clock: () => new Date(now),
      log: () => {},
      cron: (_name, schedule, _options, handler) => {
        registered.push({ schedule, handler });
        return new Promise<void>(() => {});
      },
    });
  const runs = async () => (await office.as.admin.get("/triggerrun?sort=createdAt")).body.items;
  try {
    setPracticeTimeZone("Asia/Tokyo");
    const run = await office.as.admin.post(`/workflows/triggers/${p.trigger}/run`, undefined);
    assert.equal(run.status, 201, run.text);
    assert.equal(run.body.ranAt, "2026-11-15 17:00:00", "08:00 UTC is 17:00 in Tokyo");
    await scheduleAt("2026-11-15T08:00:00Z").stop();
    assert.equal(registered.at(-1)?.schedule, "0 17 * * *", "02:00 in Tokyo is 17:00 UTC");

    setPracticeTimeZone("America/New_York");
    // 02:00 is 07:00 UTC in winter and 06:00 UTC in summer: cron fires at both, the pass runs at the one due.
    const early = scheduleAt("2026-11-16T06:00:00Z");
    assert.equal(registered.at(-1)?.schedule, "0 6,7 * * *");
    await registered.at(-1)!.handler();
    await early.stop();
    assert.equal((await runs()).length, 1, "01:00 in New York: not yet");
    const due = scheduleAt("2026-11-16T07:00:00Z");
    await registered.at(-1)!.handler();
    await due.stop();
    const [, scheduled] = await runs();
    assert.equal(scheduled?.scheduled, true, "02:00 in New York: the day's pass");
    assert.equal(scheduled.ranAt, "2026-11-15 03:00:00", "the runner's clock (08:00 UTC) in New York");
    const claim = await office.store.db.get<{ day: string }>("SELECT day FROM trigger_claim");
    assert.equal(claim?.day, "2026-11-16", "the practice day in New York");
  } finally {
    setPracticeTimeZone(DEFAULT_PRACTICE_TIME_ZONE);
  }
  assert.deepEqual(office.errors, []);
});

/** One run was made, of `trigger`, claimed for 16 November 2026: the practice day the tests' clocks show. */
async function ranOnceOn16November(office: Awaited<ReturnType<typeof openTriggers>>, trigger: string) {
  const runs = (await office.as.admin.get("/triggerrun")).body.items;
  assert.deepEqual(runs.map((r: { trigger: string }) => r.trigger), [trigger]);
  const claim = await office.store.db.get<{ day: string }>("SELECT day FROM trigger_claim");
  assert.equal(claim?.day, "2026-11-16", "the practice day the clock shows");
}

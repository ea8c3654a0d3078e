/**
 * The first day of the week (issue 32): Monday unless the person chose Sunday or Saturday, the same for the
 * calendar views' weeks (client/kit/ui/calendar/dates.ts) and my work's "this week" and "next week"
 * (domain/workflows/practice-deadlines.ts).
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { monthWeeks, startOfWeek, viewDays } from "../../client/kit/ui/calendar/dates.ts";
import { DEFAULT_SETTINGS, readSettings } from "../../domain/settings.ts";
import { myWork, myWorkHorizon, weekStart } from "../../domain/workflows/practice-deadlines.ts";
import type { DeadlineEntry } from "../../domain/workflows/practice-work.ts";

// Wednesday 25 November 2026; Saturday the 21st, Sunday the 22nd, Monday the 23rd.
const WEDNESDAY = "2026-11-25";

Deno.test("weeks start on Monday unless the settings say Sunday or Saturday; anything else is Monday", () => {
  strictEqual(DEFAULT_SETTINGS.weekStart, 1);
  strictEqual(readSettings({ weekStart: 0 }).weekStart, 0);
  strictEqual(readSettings({ weekStart: 6 }).weekStart, 6);
  strictEqual(readSettings({ weekStart: 3 }).weekStart, 1);
  strictEqual(
    readSettings({ theme: { main: "dark" } }).weekStart,
    1,
    "settings saved before the choice existed",
  );
});

Deno.test("the calendar's weeks begin on the chosen day", () => {
  deepStrictEqual([1, 0, 6].map((first) => startOfWeek(WEDNESDAY, first)), [
    "2026-11-23",
    "2026-11-22",
    "2026-11-21",
  ]);
  strictEqual(viewDays("week", WEDNESDAY, 1)[0], "2026-11-23");
  strictEqual(viewDays("week", WEDNESDAY, 0)[0], "2026-11-22");
  // November 2026 begins on a Sunday: a Monday grid starts in October, a Sunday one on the 1st.
  strictEqual(monthWeeks(WEDNESDAY, 1)[0][0], "2026-10-26");
  strictEqual(monthWeeks(WEDNESDAY, 0)[0][0], "2026-11-01");
  strictEqual(monthWeeks(WEDNESDAY, 6)[0][0], "2026-10-31");
});

Deno.test("the domain's week agrees with the calendar's for every first day and every day of a fortnight", () => {
  for (const first of [1, 0, 6]) {
    for (let d = 16; d <= 29; d++) {
      const day = `2026-11-${d}`;
      strictEqual(weekStart(day, first), startOfWeek(day, first), `${day} from ${first}`);
    }
  }
  strictEqual(weekStart("2026-11-22"), "2026-11-16", "Monday by default");
});

const entry = (id: string, due: string): DeadlineEntry => ({
  id,
  kind: "incometax",
  title: id,
  due,
  state: "later",
  accountId: null,
  account: null,
  clientName: null,
  employeeId: "e1",
  employee: null,
  link: `/apps/incometax/view/${id}`,
  version: 1,
});

Deno.test("my work's this week and next week follow the first day", () => {
  const work = [entry("sat", "2026-11-28"), entry("sun", "2026-11-29"), entry("mon", "2026-11-30")];
  const ids = (first: number) => {
    const answer = myWork("e1", work, WEDNESDAY, first);
    return [answer.thisWeek.map((e) => e.id), answer.nextWeek.map((e) => e.id)];
  };
  deepStrictEqual(ids(1), [["sat", "sun"], ["mon"]]);
  deepStrictEqual(ids(0), [["sat"], ["sun", "mon"]]);
  deepStrictEqual(ids(6), [[], ["sat", "sun", "mon"]]);
  deepStrictEqual([1, 0, 6].map((first) => myWorkHorizon(WEDNESDAY, first)), [
    "2026-12-06",
    "2026-12-05",
    "2026-12-04",
  ]);
});

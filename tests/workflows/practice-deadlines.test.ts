/** The practice's deadlines, pure: states, marked days, "my work"'s weeks and the workload's. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  DISPUTE_EXCLUSION_NAME,
  entryState,
  markedDays,
  myWork,
  myWorkHorizon,
  weekStart,
  workload,
} from "../../domain/workflows/practice-deadlines.ts";
import type { DeadlineEntry } from "../../domain/workflows/practice-work.ts";

/** A Sunday. */
const TODAY = "2026-11-22";

Deno.test("an entry is done once its record is closed, else overdue, due within 7 days, or later", () => {
  strictEqual(entryState("2026-11-21", true, TODAY), "overdue");
  strictEqual(entryState(TODAY, true, TODAY), "due-soon");
  strictEqual(entryState("2026-11-29", true, TODAY), "due-soon");
  strictEqual(entryState("2026-11-30", true, TODAY), "later");
  strictEqual(entryState("2026-11-01", false, TODAY), "done");
  strictEqual(entryState("2027-01-01", false, TODAY), "done");
});

Deno.test("marked days: public holidays by name, configured ones, and 16 December - 15 January", () => {
  deepStrictEqual(markedDays("2026-04-01", "2026-04-30"), [
    { date: "2026-04-03", kind: "holiday", name: "Good Friday" },
    { date: "2026-04-06", kind: "holiday", name: "Family Day" },
    { date: "2026-04-27", kind: "holiday", name: "Freedom Day" },
  ]);
  deepStrictEqual(markedDays("2026-11-01", "2026-11-30", ["2026-11-04"]), [
    { date: "2026-11-04", kind: "holiday", name: "Declared public holiday" },
  ]);
  // Across a year's end: Christmas is both a holiday and an excluded day; the exclusion ends on 15 January.
  const turn = markedDays("2026-12-24", "2027-01-16");
  deepStrictEqual(turn.filter((m) => m.date === "2026-12-25"), [
    { date: "2026-12-25", kind: "holiday", name: "Christmas Day" },
    { date: "2026-12-25", kind: "dispute-exclusion", name: DISPUTE_EXCLUSION_NAME },
  ]);
  deepStrictEqual(turn.filter((m) => m.kind === "holiday").map((m) => m.date), [
    "2026-12-25",
    "2026-12-26",
    "2027-01-01",
  ]);
  strictEqual(turn.filter((m) => m.kind === "dispute-exclusion").length, 23);
  strictEqual(turn.at(-1)!.date, "2027-01-15");
  // 2022: Christmas on a Sunday, the Monday by the Act and the Tuesday declared.
  deepStrictEqual(
    markedDays("2022-12-24", "2022-12-28").filter((m) => m.kind === "holiday").map((m) => m.date),
    ["2022-12-25", "2022-12-26", "2022-12-27"],
  );
});

Deno.test("weeks run Monday to Sunday; my work looks to the end of next week", () => {
  strictEqual(weekStart("2026-11-22"), "2026-11-16");
  strictEqual(weekStart("2026-11-23"), "2026-11-23");
  strictEqual(weekStart("2026-11-25"), "2026-11-23");
  strictEqual(myWorkHorizon("2026-11-25"), "2026-12-06");
  strictEqual(myWorkHorizon(TODAY), "2026-11-29");
});

const entry = (id: string, due: string, state: DeadlineEntry["state"] = "later"): DeadlineEntry => ({
  id,
  kind: "incometax",
  title: id,
  due,
  state,
  accountId: null,
  account: null,
  clientName: null,
  employeeId: "e1",
  employee: "Ada Lovelace",
  link: `/apps/incometax/view/${id}`,
  version: 1,
});

Deno.test("my work: overdue, this week from today to Sunday, next week; the badge counts the first two", () => {
  const wednesday = "2026-11-25";
  const work = myWork("e1", [
    entry("old", "2026-10-01", "overdue"),
    entry("monday", "2026-11-23", "overdue"),
    entry("today", wednesday, "due-soon"),
    entry("sunday", "2026-11-29", "due-soon"),
    entry("next", "2026-11-30", "due-soon"),
    entry("nextSunday", "2026-12-06"),
    entry("later", "2026-12-07"),
    entry("met", "2026-11-26", "done"),
  ], wednesday);
  deepStrictEqual(work.overdue.map((e) => e.id), ["old", "monday"]);
  deepStrictEqual(work.thisWeek.map((e) => e.id), ["today", "sunday"]);
  deepStrictEqual(work.nextWeek.map((e) => e.id), ["next", "nextSunday"]);
  strictEqual(work.count, 4);
  strictEqual(work.employeeId, "e1");
  strictEqual(work.today, wednesday);
  strictEqual(work.truncated, false);
  strictEqual(myWork("e1", [entry("old", "2026-10-01", "overdue")], wednesday, 1, true).truncated, true);
});

Deno.test("workload: open items per employee per week from this Monday, overdue apart, by name", () => {
  const wednesday = "2026-11-25";
  const load = workload(
    [
      { employeeId: "b", employee: "Zoe Adams", due: "2026-11-24", count: 2 },
      { employeeId: "b", employee: "Zoe Adams", due: "2026-11-25", count: 1 },
      { employeeId: "b", employee: "Zoe Adams", due: "2026-12-06", count: 4 },
      { employeeId: "a", employee: "Ada Lovelace", due: "2026-12-13", count: 5 },
      { employeeId: "a", employee: "Ada Lovelace", due: "2026-12-14", count: 9 },
      { employeeId: "c", employee: "Later Only", due: "2027-01-04", count: 1 },
    ],
    wednesday,
    3,
  );
  deepStrictEqual(load.weeks, ["2026-11-23", "2026-11-30", "2026-12-07"]);
  deepStrictEqual(load.rows, [
    { employeeId: "a", employee: "Ada Lovelace", overdue: 0, perWeek: [0, 0, 5] },
    { employeeId: "b", employee: "Zoe Adams", overdue: 2, perWeek: [1, 4, 0] },
  ]);
});

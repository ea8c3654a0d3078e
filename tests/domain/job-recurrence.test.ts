import { deepStrictEqual as assertEquals } from "node:assert/strict";
import {
  dueDateOf,
  jobTitle,
  periodLabel,
  periodsDue,
  periodsStarting,
  readRecurrence,
  type Recurrence,
  recurrenceProblem,
} from "../../domain/jobs/recurrence.ts";

const rule = (frequency: Recurrence["frequency"], startsOn: string, day = 1): Recurrence => ({
  frequency,
  day,
  startsOn,
});

Deno.test("monthly periods are the calendar months from the start's month on", () => {
  assertEquals(periodsStarting(rule("monthly", "2027-01-15"), "2027-01-01", "2027-03-31"), [
    { start: "2027-02-01", end: "2027-02-28" },
    { start: "2027-03-01", end: "2027-03-31" },
  ]);
});

Deno.test("every two months runs in pairs counted from the start's month: Mar/Apr, May/Jun", () => {
  const periods = periodsStarting(rule("two-monthly", "2027-03-01"), "2027-01-01", "2027-12-31");
  assertEquals(periods.map((p) => periodLabel(p)), [
    "Mar/Apr 2027",
    "May/Jun 2027",
    "Jul/Aug 2027",
    "Sep/Oct 2027",
    "Nov/Dec 2027",
  ]);
  assertEquals(periods[0], { start: "2027-03-01", end: "2027-04-30" });
});

Deno.test("quarterly and yearly periods, and a year across two calendar years", () => {
  const quarters = periodsStarting(rule("quarterly", "2027-03-01"), "2027-03-01", "2027-12-31");
  assertEquals(quarters.map(periodLabel), [
    "Mar–May 2027",
    "Jun–Aug 2027",
    "Sep–Nov 2027",
    "Dec 2027–Feb 2028",
  ]);
  assertEquals(quarters[3], { start: "2027-12-01", end: "2028-02-29" });
  assertEquals(periodsStarting(rule("yearly", "2027-01-01"), "2027-01-01", "2028-06-30").map(periodLabel), [
    "2027",
    "2028",
  ]);
  assertEquals(periodsStarting(rule("yearly", "2027-03-01"), "2027-01-01", "2027-12-31").map(periodLabel), [
    "Mar 2027–Feb 2028",
  ]);
});

Deno.test("periods starting on a chosen day run to the day before the next and read by their days", () => {
  const periods = periodsStarting(rule("monthly", "2027-02-01", 26), "2027-02-01", "2027-03-31");
  assertEquals(periods, [
    { start: "2027-02-26", end: "2027-03-25" },
    { start: "2027-03-26", end: "2027-04-25" },
  ]);
  assertEquals(periodLabel(periods[0]), "26 Feb–25 Mar 2027");
  assertEquals(periodLabel({ start: "2027-12-26", end: "2028-01-25" }), "26 Dec 2027–25 Jan 2028");
});

Deno.test("a title carries the template's name and its period", () => {
  assertEquals(jobTitle("VAT201", { start: "2027-03-01", end: "2027-04-30" }), "VAT201 — Mar/Apr 2027");
  assertEquals(
    jobTitle("Monthly bookkeeping", { start: "2027-11-01", end: "2027-11-30" }),
    "Monthly bookkeeping — Nov 2027",
  );
});

Deno.test("a due date is N days after the period ends", () => {
  assertEquals(dueDateOf({ start: "2027-03-01", end: "2027-04-30" }, 25), "2027-05-25");
  assertEquals(dueDateOf({ start: "2027-12-01", end: "2027-12-31" }, 0), "2027-12-31");
  assertEquals(dueDateOf({ start: "2028-01-01", end: "2028-01-31" }, 29), "2028-02-29");
});

Deno.test("the days-ahead window: periods started so far and those starting within it", () => {
  const monthly = rule("monthly", "2027-01-01");
  assertEquals(periodsDue(monthly, "2027-02-20", 0).map(periodLabel), ["Jan 2027", "Feb 2027"]);
  assertEquals(periodsDue(monthly, "2027-02-20", 8).map(periodLabel), ["Jan 2027", "Feb 2027"]);
  assertEquals(periodsDue(monthly, "2027-02-20", 9).map(periodLabel), ["Jan 2027", "Feb 2027", "Mar 2027"]);
  // Before the template's start: nothing yet, then the first period once it is within the window.
  assertEquals(periodsDue(rule("quarterly", "2027-06-01"), "2027-05-01", 30), []);
  assertEquals(periodsDue(rule("quarterly", "2027-06-01"), "2027-05-02", 30).map(periodLabel), [
    "Jun–Aug 2027",
  ]);
});

Deno.test("a rule that never fires is named by its day; a rule that fires is not", () => {
  assertEquals(recurrenceProblem(rule("yearly", "2027-02-01", 30)), {
    field: "recurrence.day",
    code: "recurrenceNeverFires",
  });
  assertEquals(recurrenceProblem(rule("yearly", "2027-02-01", 29)), undefined); // 29 February 2028
  assertEquals(recurrenceProblem(rule("monthly", "2027-02-01", 31)), undefined);
});

Deno.test("a stored recurrence is read only when whole", () => {
  assertEquals(
    readRecurrence({ frequency: "quarterly", day: 1 }, "2027-03-01"),
    rule("quarterly", "2027-03-01"),
  );
  assertEquals(readRecurrence({ frequency: "daily", day: 1 }, "2027-03-01"), undefined);
  assertEquals(readRecurrence({ frequency: "monthly", day: 0 }, "2027-03-01"), undefined);
  assertEquals(readRecurrence({ frequency: "monthly", day: 1 }, null), undefined);
});

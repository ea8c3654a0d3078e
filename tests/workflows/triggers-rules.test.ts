/** The pure rules of a trigger run (domain/workflows/tax-case-triggers.ts): tax year, due date, filter, plan. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  dueDateOf,
  matchesFilter,
  planRun,
  readFilter,
  readSchedule,
  returnKey,
  type RunAccount,
  scheduledDueDate,
  targetTaxYear,
  targetTaxYears,
} from "../../domain/workflows/tax-case-triggers.ts";
import { clientYearEndMonth, yearEnd } from "../../domain/workflows/due-dates.ts";

Deno.test("yearEnd: the last day of the year-end month, leap years included", () => {
  strictEqual(yearEnd(2027, 2), "2027-02-28");
  strictEqual(yearEnd(2028, 2), "2028-02-29");
  strictEqual(yearEnd(2100, 2), "2100-02-28");
  strictEqual(yearEnd(2026, 6), "2026-06-30");
  strictEqual(yearEnd(2026, 12), "2026-12-31");
});

Deno.test("targetTaxYear: the tax year in progress, named by the year it ends in", () => {
  // February year-ends (the SA tax year): March 2026 - February 2027 is 2027.
  strictEqual(targetTaxYear("2026-11-15", 2), 2027);
  strictEqual(targetTaxYear("2026-03-01", 2), 2027);
  strictEqual(targetTaxYear("2027-02-28", 2), 2027);
  strictEqual(targetTaxYear("2027-03-01", 2), 2028);
  strictEqual(targetTaxYear("2026-02-28", 2), 2026);
  strictEqual(targetTaxYear("2028-02-29", 2), 2028);
  strictEqual(targetTaxYear("2026-01-10", 2), 2026);
  // June year-ends: July 2026 - June 2027 is 2027.
  strictEqual(targetTaxYear("2026-11-15", 6), 2027);
  strictEqual(targetTaxYear("2026-06-30", 6), 2026);
  strictEqual(targetTaxYear("2026-07-01", 6), 2027);
  // December year-ends: the calendar year.
  strictEqual(targetTaxYear("2026-11-15", 12), 2026);
  strictEqual(targetTaxYear("2026-12-31", 12), 2026);
  strictEqual(targetTaxYear("2027-01-01", 12), 2027);
});

Deno.test("targetTaxYears: every year some year end makes the target, oldest first", () => {
  deepStrictEqual(targetTaxYears("2026-11-15"), [2026, 2027], "November and December year-ends: 2026");
  deepStrictEqual(targetTaxYears("2026-12-31"), [2026, 2027]);
  deepStrictEqual(targetTaxYears("2027-01-01"), [2027], "every year end of 2027 is still to come");
  deepStrictEqual(targetTaxYears("2027-01-31"), [2027]);
  deepStrictEqual(targetTaxYears("2027-02-01"), [2027, 2028], "January year-ends have moved on");
  for (const today of ["2026-03-01", "2026-06-30", "2028-02-29"]) {
    const each = Array.from({ length: 12 }, (_, i) => targetTaxYear(today, i + 1));
    deepStrictEqual(targetTaxYears(today), [...new Set(each)].sort(), today);
  }
});

Deno.test("dueDateOf, yearly: the first such day on or after the year end, clamped to the month", () => {
  const yearly = (month: number, day: number) => ({ kind: "yearly" as const, month, day });
  strictEqual(dueDateOf(yearly(10, 20), 2027, 2), "2027-10-20");
  strictEqual(dueDateOf(yearly(1, 31), 2027, 2), "2028-01-31");
  strictEqual(dueDateOf(yearly(2, 28), 2027, 2), "2027-02-28", "the year end itself");
  strictEqual(dueDateOf(yearly(2, 15), 2027, 2), "2028-02-15");
  strictEqual(dueDateOf(yearly(2, 29), 2027, 2), "2027-02-28", "clamped to a common year's 28th");
  strictEqual(dueDateOf(yearly(2, 29), 2028, 2), "2028-02-29");
  strictEqual(dueDateOf(yearly(2, 29), 2026, 2), "2026-02-28", "a common year has no 29th");
  strictEqual(dueDateOf(yearly(6, 31), 2026, 2), "2026-06-30");
  strictEqual(dueDateOf(yearly(10, 20), 2026, 12), "2027-10-20");
  strictEqual(dueDateOf(yearly(12, 31), 2026, 12), "2026-12-31");
  strictEqual(dueDateOf(yearly(9, 30), 2027, 6), "2027-09-30");
});

Deno.test("dueDateOf, after-year-end: days after the last day of the year-end month", () => {
  const after = (days: number) => ({ kind: "after-year-end" as const, days });
  strictEqual(dueDateOf(after(0), 2027, 2), "2027-02-28");
  strictEqual(dueDateOf(after(1), 2028, 2), "2028-03-01");
  strictEqual(dueDateOf(after(1), 2027, 2), "2027-03-01");
  strictEqual(dueDateOf(after(365), 2026, 6), "2027-06-30");
  strictEqual(dueDateOf(after(30), 2026, 12), "2027-01-30");
  strictEqual(dueDateOf(after(730), 2026, 12), "2028-12-30");
});

Deno.test("readSchedule and readFilter read stored values and refuse what is not one", () => {
  deepStrictEqual(readSchedule({ kind: "yearly", month: 10, day: 20 }), {
    kind: "yearly",
    month: 10,
    day: 20,
  });
  deepStrictEqual(readSchedule({ kind: "after-year-end", days: 90, month: 3 }), {
    kind: "after-year-end",
    days: 90,
  });
  strictEqual(readSchedule({ kind: "yearly", month: 13, day: 1 }), undefined);
  strictEqual(readSchedule({ kind: "yearly", month: 10 }), undefined);
  strictEqual(readSchedule({ kind: "after-year-end", days: -1 }), undefined);
  strictEqual(readSchedule({ kind: "monthly" }), undefined);
  strictEqual(readSchedule(null), undefined);
  deepStrictEqual(readFilter(null), {});
  deepStrictEqual(readFilter({ accountGroup: "g1", provisionalTaxpayer: false }), {
    accountGroup: "g1",
    accountType: null,
    provisionalTaxpayer: false,
  });
});

const account = (id: string, data: Record<string, unknown> = {}): RunAccount => ({
  id,
  data: { status: "active", financialYearEnd: 2, ...data },
});

Deno.test("matchesFilter: active clients meeting every condition set; blanks take everyone", () => {
  const a = account("a", { accountGroup: "g1", accountType: "t1", provisionalTaxpayer: true });
  strictEqual(matchesFilter(a, {}), true);
  strictEqual(matchesFilter(a, { accountGroup: null, accountType: null, provisionalTaxpayer: null }), true);
  strictEqual(matchesFilter(a, { accountGroup: "g1" }), true);
  strictEqual(matchesFilter(a, { accountGroup: "g2" }), false);
  strictEqual(matchesFilter(a, { accountType: "t1", provisionalTaxpayer: true }), true);
  strictEqual(matchesFilter(a, { accountType: "t2" }), false);
  strictEqual(matchesFilter(a, { provisionalTaxpayer: false }), false);
  strictEqual(matchesFilter(account("b"), { provisionalTaxpayer: false }), true, "no flag: not provisional");
  strictEqual(matchesFilter(account("b"), { provisionalTaxpayer: true }), false);
  for (const status of ["prospect", "dormant", "ceased"]) {
    strictEqual(matchesFilter(account("c", { status }), {}), false, status);
  }
});

Deno.test("clientYearEndMonth: the stored month, or February", () => {
  strictEqual(clientYearEndMonth(account("a", { financialYearEnd: 6 }).data), 6);
  strictEqual(clientYearEndMonth(account("a", { financialYearEnd: null }).data), 2);
  strictEqual(clientYearEndMonth(account("a", { financialYearEnd: 13 }).data), 2);
});

Deno.test("scheduledDueDate: statutory is SARS's date; the practice's own day moves off a weekend", () => {
  const company = { financialYearEnd: 6 };
  // ITR14, June 2026 year end: 30 June 2027, a Wednesday.
  strictEqual(
    scheduledDueDate({ kind: "statutory" }, { taxType: "ITR14", taxYear: 2026, client: company }),
    "2027-06-30",
  );
  strictEqual(
    scheduledDueDate({ kind: "statutory" }, { taxType: "VAT201", taxYear: 2026, client: company }),
    null,
  );
  // 60 days after 30 June 2027 is Sunday 29 August: the Friday before.
  strictEqual(
    scheduledDueDate({ kind: "after-year-end", days: 60 }, {
      taxType: "ITR14",
      taxYear: 2027,
      client: company,
    }),
    "2027-08-27",
  );
});

Deno.test("planRun: a return per matching client without one for its tax year; the rest skipped", () => {
  const accounts = [
    account("feb", { accountGroup: "g1" }),
    account("jun", { accountGroup: "g1", financialYearEnd: 6 }),
    account("done", { accountGroup: "g1" }),
    account("other-group", { accountGroup: "g2" }),
    account("dormant", { accountGroup: "g1", status: "dormant" }),
    account("last-year", { accountGroup: "g1" }),
  ];
  const existing = new Set([returnKey("done", 2027), returnKey("last-year", 2026), returnKey("feb", 2027.5)]);
  const plan = planRun({
    today: "2026-11-15",
    schedule: { kind: "after-year-end", days: 60 },
    taxType: "ITR14",
    filter: { accountGroup: "g1" },
    accounts,
    existing,
  });
  deepStrictEqual(plan, {
    create: [
      { account: "feb", taxYear: 2027, dueDate: "2027-04-29" },
      // 29 August 2027 is a Sunday: the Friday before.
      { account: "jun", taxYear: 2027, dueDate: "2027-08-27" },
      { account: "last-year", taxYear: 2027, dueDate: "2027-04-29" },
    ],
    skipped: 1,
  });
  // With every return made, a second plan creates nothing.
  const all = new Set([...existing, ...plan.create.map((p) => returnKey(p.account, p.taxYear))]);
  deepStrictEqual(
    planRun({
      today: "2026-11-15",
      schedule: { kind: "yearly", month: 10, day: 20 },
      taxType: "ITR14",
      filter: {},
      accounts,
      existing: all,
    }),
    { create: [{ account: "other-group", taxYear: 2027, dueDate: "2027-10-20" }], skipped: 4 },
  );
});

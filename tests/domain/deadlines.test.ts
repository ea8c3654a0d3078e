import { strictEqual, throws } from "node:assert/strict";
import {
  anniversaryIn,
  annualReturnDueDate,
  annualReturnKindOf,
  deadlineStatus,
  objectionDeadline,
} from "../../domain/deadlines.ts";

Deno.test("objection deadline: 80 dispute business days, across the festive recess", () => {
  // Assessment Friday 15 Nov 2024. Counting business days from the day after, running total in brackets:
  //   Nov 18-22 (5), Nov 25-29 (10), Dec 2-6 (15), Dec 9-13 (20);
  //   16 Dec - 15 Jan do not count for disputes; then Thu 16, Fri 17 Jan (22);
  //   Jan 20-24 (27), Jan 27-31 (32), Feb 3-7 (37), Feb 10-14 (42), Feb 17-21 (47), Feb 24-28 (52),
  //   Mar 3-7 (57), Mar 10-14 (62), Mar 17-20 (66; Fri 21 Mar is Human Rights Day), Mar 24-28 (71),
  //   Mar 31-Apr 4 (76), Apr 7, 8, 9, 10 (80).
  strictEqual(objectionDeadline("2024-11-15"), "2025-04-10");
});

Deno.test("objection deadline: 80 dispute business days past the Easter and winter holidays", () => {
  // Assessment Monday 3 Mar 2025: Mar 4-7 (4), 10-14 (9), 17-20 (13), 24-28 (18), Mar 31-Apr 4 (23),
  // Apr 7-11 (28), 14-17 (32; Good Friday), 22-25 (36; Family Day), 29-30 (38; Freedom Day observed 28 Apr),
  // May 2 (39; Workers' Day), May 5-30 (59), Jun 2-13 (69), Jun 17-20 (73; Youth Day), Jun 23-27 (78),
  // Jun 30 (79), Jul 1 (80).
  strictEqual(objectionDeadline("2025-03-03"), "2025-07-01");
  // A configured one-off holiday inside the period moves it a day.
  strictEqual(objectionDeadline("2025-03-03", ["2025-06-30"]), "2025-07-02");
  // Assessed Thu 15 Dec 2022: the recess (which also swallows the declared 27 Dec) makes Mon 16 Jan 2023 day 1,
  // exactly as for an assessment on Fri 13 Jan 2023 (itself inside the recess). Jan 16-Mar 17 (45), Mar 20 (46;
  // Human Rights Day Tue 21), Mar 22-24 (49), Mar 27-31 (54), Apr 3-6 (58; Good Friday, Family Day),
  // Apr 11-14 (62), Apr 17-21 (67), Apr 24-26 (70; Freedom Day Thu), Apr 28 (71; Workers' Day Mon 1 May),
  // May 2-5 (75), May 8-12 (80).
  strictEqual(objectionDeadline("2022-12-15"), "2023-05-12");
  strictEqual(objectionDeadline("2023-01-13"), "2023-05-12");
  strictEqual(objectionDeadline("2023-01-12"), "2023-05-12");
  // One day earlier, Wed 14 Dec, still has Thu 15 Dec as day 1.
  strictEqual(objectionDeadline("2022-12-14"), "2023-05-11");
});

Deno.test("company annual return: 30 business days after the incorporation anniversary", () => {
  // Incorporated 15 Mar 2019; anniversary Sat 15 Mar 2025. Mar 17-20 (4; 21 Mar Human Rights Day),
  // Mar 24-28 (9), Mar 31-Apr 4 (14), Apr 7-11 (19), Apr 14-17 (23; Good Friday), Apr 22-25 (27; Family Day),
  // Apr 29-30 (29; Freedom Day observed 28 Apr), May 2 (30; Workers' Day 1 May).
  strictEqual(
    annualReturnDueDate({ kind: "company", incorporationDate: "2019-03-15", year: 2025 }),
    "2025-05-02",
  );
  strictEqual(
    annualReturnDueDate({
      kind: "company",
      incorporationDate: "2019-03-15",
      year: 2025,
      extra: ["2025-04-30"],
    }),
    "2025-05-05",
  );
  // Not the dispute calendar: an anniversary on 10 December runs straight through the festive season.
  // From Wed 10 Dec 2025: Dec 11, 12, 15 (3; 16 Dec), 17-19 (6), 22-24 (9; 25, 26 Dec), 29-31 (12; 1 Jan),
  // Jan 2 (13), Jan 5-9 (18), Jan 12-16 (23), Jan 19-23 (28), Jan 26, 27 (30).
  strictEqual(
    annualReturnDueDate({ kind: "company", incorporationDate: "2018-12-10", year: 2025 }),
    "2026-01-27",
  );
});

Deno.test("incorporated on 29 February: the anniversary is 28 February in other years", () => {
  strictEqual(anniversaryIn("2016-02-29", 2025), "2025-02-28");
  strictEqual(anniversaryIn("2016-02-29", 2028), "2028-02-29");
  strictEqual(anniversaryIn("2016-03-01", 2025), "2025-03-01");
  // From Fri 28 Feb 2025: Mar 3-7 (5), 10-14 (10), 17-20 (14), 24-28 (19), Mar 31-Apr 4 (24), Apr 7-11 (29),
  // Apr 14 (30).
  strictEqual(
    annualReturnDueDate({ kind: "company", incorporationDate: "2016-02-29", year: 2025 }),
    "2025-04-14",
  );
  // From Tue 29 Feb 2028 (Easter 2028 is 16 April, so Good Friday is after the due date).
  strictEqual(
    annualReturnDueDate({ kind: "company", incorporationDate: "2016-02-29", year: 2028 }),
    "2028-04-12",
  );
  strictEqual(
    annualReturnDueDate({ kind: "close-corporation", incorporationDate: "2008-02-29", year: 2025 }),
    "2025-03-31",
  );
});

Deno.test("close corporation annual return: the last day of the month after the anniversary month", () => {
  const cc = (incorporationDate: string, year: number) =>
    annualReturnDueDate({ kind: "close-corporation", incorporationDate, year });
  strictEqual(cc("2010-03-15", 2025), "2025-04-30");
  strictEqual(cc("2010-03-31", 2025), "2025-04-30");
  strictEqual(cc("2005-01-20", 2025), "2025-02-28");
  strictEqual(cc("2005-01-20", 2028), "2028-02-29");
  strictEqual(cc("2009-11-02", 2025), "2025-12-31");
  strictEqual(cc("2009-12-02", 2025), "2026-01-31");
});

Deno.test("no annual return before the first anniversary", () => {
  strictEqual(annualReturnDueDate({ kind: "company", incorporationDate: "2025-06-01", year: 2025 }), null);
  strictEqual(
    annualReturnDueDate({ kind: "close-corporation", incorporationDate: "2010-06-01", year: 2009 }),
    null,
  );
  throws(
    () => annualReturnDueDate({ kind: "company", incorporationDate: "2025-02-30", year: 2026 }),
    RangeError,
  );
});

Deno.test("annualReturnKindOf: only close corporations use the close-corporation rule", () => {
  strictEqual(annualReturnKindOf("close-corporation"), "close-corporation");
  strictEqual(annualReturnKindOf("private-company"), "company");
  strictEqual(annualReturnKindOf("public-company"), "company");
  strictEqual(annualReturnKindOf("non-profit-company"), "company");
  strictEqual(annualReturnKindOf("incorporated"), "company");
});

Deno.test("deadlineStatus: red once past, amber within 7 days, otherwise fine", () => {
  strictEqual(deadlineStatus("2025-06-09", "2025-06-10"), "overdue");
  strictEqual(deadlineStatus("2024-12-31", "2025-01-01"), "overdue");
  strictEqual(deadlineStatus("2025-06-10", "2025-06-10"), "due-soon"); // due today is not yet overdue
  strictEqual(deadlineStatus("2025-06-17", "2025-06-10"), "due-soon"); // 7 days ahead, inclusive
  strictEqual(deadlineStatus("2025-06-18", "2025-06-10"), "ok");
  strictEqual(deadlineStatus("2025-03-03", "2025-02-24"), "due-soon"); // across month end, 7 days
  strictEqual(deadlineStatus("2025-03-04", "2025-02-24"), "ok");
});

/** SARS's and CIPC's due dates (domain/workflows/due-dates.ts): one set of rules for the form, the API and triggers. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { addDays, dayOfWeek, isBusinessDay } from "../../domain/calendar.ts";
import {
  annualReturnWorkedOut,
  businessDayOnOrBefore,
  replyDueDate,
  returnDueDate,
} from "../../domain/workflows/due-dates.ts";

const due = (taxType: string, taxYear: number, client: Record<string, unknown> = {}) =>
  returnDueDate({ taxType, taxYear, client });

Deno.test("ITR12: 20 October after the tax year; on a weekend, the Friday before", () => {
  deepStrictEqual(due("ITR12", 2026), {
    date: "2026-10-20",
    rule: "individual",
    from: "2026-02-28",
    named: "2026-10-20",
  });
  // 20 October 2024 was a Sunday; the code is read whatever its case or blanks.
  deepStrictEqual(due(" itr12 ", 2024), {
    date: "2024-10-18",
    rule: "individual",
    from: "2024-02-29",
    named: "2024-10-20",
  });
  // An individual's year ends in February whatever the client's financial year end says.
  strictEqual(due("ITR12", 2026, { financialYearEnd: 6 })?.date, "2026-10-20");
});

Deno.test("provisional taxpayers and trusts: 31 January after the tax year, moved off a weekend", () => {
  // 31 January 2027 is a Sunday.
  deepStrictEqual(due("ITR12", 2026, { provisionalTaxpayer: true }), {
    date: "2027-01-29",
    rule: "provisional",
    from: "2026-02-28",
    named: "2027-01-31",
  });
  deepStrictEqual(due("IT12TR", 2026, { financialYearEnd: 6 }), {
    date: "2027-01-29",
    rule: "trust",
    from: "2026-02-28",
    named: "2027-01-31",
  });
  strictEqual(due("ITR12T", 2027)?.date, "2028-01-31");
});

Deno.test("ITR14: twelve months after the company's year end", () => {
  deepStrictEqual(due("ITR14", 2026, { financialYearEnd: 6 }), {
    date: "2027-06-30",
    rule: "company",
    from: "2026-06-30",
    named: "2027-06-30",
  });
  // February (the default) 2027 ends on a Sunday.
  strictEqual(due("ITR14", 2026)?.date, "2027-02-26");
  strictEqual(due("ITR14", 2027, { financialYearEnd: 2 })?.date, "2028-02-29");
});

Deno.test("tax types without a rule have no worked-out date", () => {
  for (const code of ["VAT201", "EMP201", "IRP6", ""]) strictEqual(due(code, 2026), null, code);
});

Deno.test("a date on a weekend or public holiday moves to the business day before", () => {
  strictEqual(businessDayOnOrBefore("2026-10-20"), "2026-10-20");
  // Sunday 27 December 2026, Saturday 26th, Christmas on Friday 25th: Thursday 24th.
  strictEqual(businessDayOnOrBefore("2026-12-27"), "2026-12-24");
  // A configured one-off holiday (an election day) moves it too.
  strictEqual(businessDayOnOrBefore("2026-10-20", ["2026-10-20"]), "2026-10-19");
  strictEqual(
    returnDueDate({ taxType: "ITR12", taxYear: 2026, client: {} }, ["2026-10-20"])?.date,
    "2026-10-19",
  );
});

Deno.test("replies to SARS: 21 business days after a letter that asks for one", () => {
  deepStrictEqual(replyDueDate({ direction: "in", kind: "verification", receivedOn: "2026-11-02" }), {
    date: "2026-12-01",
    rule: "reply",
    from: "2026-11-02",
    named: "2026-12-01",
  });
  // Over the December holidays (16th, 25th, 26th, 1 January): 4 January 2027.
  strictEqual(replyDueDate({ direction: "in", kind: "audit", receivedOn: "2026-12-01" })?.date, "2027-01-04");
  strictEqual(replyDueDate({ direction: "in", kind: "general", receivedOn: "2026-11-02" }), null);
  strictEqual(replyDueDate({ direction: "out", kind: "verification", receivedOn: "2026-11-02" }), null);
  strictEqual(replyDueDate({ direction: "in", kind: "verification", receivedOn: "2026-13-02" }), null);
  // Never on a weekend or holiday (no reply falls due on a Sunday), whatever day the letter came.
  for (let day = "2026-01-01"; day < "2028-01-01"; day = addDays(day, 1)) {
    const date = replyDueDate({ direction: "in", kind: "supporting-documents", receivedOn: day })!.date;
    ok(isBusinessDay(date) && dayOfWeek(date) !== 0, `${day} → ${date}`);
  }
});

Deno.test("annual returns: CIPC's rule from the incorporation anniversary", () => {
  deepStrictEqual(annualReturnWorkedOut({ kind: "company", incorporationDate: "2015-03-10", year: 2026 }), {
    date: "2026-04-23",
    rule: "annual-return-company",
    from: "2026-03-10",
    named: "2026-04-23",
  });
  deepStrictEqual(
    annualReturnWorkedOut({ kind: "close-corporation", incorporationDate: "2015-03-10", year: 2026 }),
    { date: "2026-04-30", rule: "annual-return-close-corporation", from: "2026-03-10", named: "2026-04-30" },
  );
});

Deno.test("every return rule lands on a business day, across years and year ends", () => {
  for (let year = 2020; year <= 2035; year++) {
    for (const taxType of ["ITR12", "IT12TR", "ITR14"]) {
      for (let month = 1; month <= 12; month++) {
        for (const provisionalTaxpayer of [true, false]) {
          const date = due(taxType, year, { financialYearEnd: month, provisionalTaxpayer })!.date;
          ok(isBusinessDay(date), `${taxType} ${year} ${month}: ${date}`);
        }
      }
    }
  }
});

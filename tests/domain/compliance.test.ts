/**
 * The statutory obligations' rules (domain/compliance) against dated examples worked out from the cited rules and
 * the calendar: each VAT category and both ways of filing, weekends and public holidays moving a due date the
 * way its rule says, configured one-off holidays, year ends other than February, and the filing season's table.
 */
import assert from "node:assert/strict";
import { annualReturnDueDate } from "../../domain/deadlines.ts";
import { complianceChecks } from "../../domain/compliance/checks.ts";
import { obligationsFor } from "../../domain/compliance/generate.ts";
import { type ComplianceProfile, profileProblems, profileSchema } from "../../domain/compliance/profile.ts";
import {
  beneficialOwnershipChangeDue,
  dividendsTaxDue,
  PERIOD_PATTERNS,
  ruleOf,
  RULES,
} from "../../domain/compliance/rules.ts";
import { type Kept, planObligations, summarize } from "../../domain/compliance/plan.ts";
import { STARTING_SEASONS } from "../../server/store/migration-compliance.ts";
import { OBLIGATION_KINDS } from "../../domain/compliance/kinds.ts";
import { obligationWorkedOut } from "../../domain/compliance/worked-out.ts";

const profile = (fields: Partial<ComplianceProfile>): ComplianceProfile =>
  profileSchema.parse({
    entityKind: "individual",
    financialYearEnd: 2,
    provisionalTaxpayer: false,
    ...fields,
  });

const season = (year: number) => STARTING_SEASONS.find((s) => s.year === year);
const periodsOf = (kind: string, p: ComplianceProfile, year: number, extra: string[] = []) =>
  ruleOf(kind as never)!.periods({ profile: p, season, extra }, year);
const dueOf = (kind: string, p: ComplianceProfile, year: number, extra: string[] = []) =>
  Object.fromEntries(periodsOf(kind, p, year, extra).map((d) => [d.period, d.due]));

Deno.test("provisional tax, February year end: 31 August, the last day of February moved back off a Sunday, the top-up in September", () => {
  const p = profile({ provisionalTaxpayer: true, provisionalTopUp: true });
  // 28 February 2027 is a Sunday: paid by Friday the 26th.
  assert.deepEqual(dueOf("irp6", p, 2027), {
    "2027/1": "2026-08-31",
    "2027/2": "2027-02-26",
    "2027/3": "2027-09-30",
  });
  assert.equal(periodsOf("irp6", p, 2027)[0].start, "2026-03-01");
  // Without the top-up, two periods.
  assert.deepEqual(Object.keys(dueOf("irp6", profile({ provisionalTaxpayer: true }), 2027)), [
    "2027/1",
    "2027/2",
  ]);
});

Deno.test("provisional tax, a June year end: December, June, and the top-up six months after", () => {
  const p = profile({
    entityKind: "company",
    financialYearEnd: 6,
    provisionalTaxpayer: true,
    provisionalTopUp: true,
  });
  assert.deepEqual(dueOf("irp6", p, 2027), {
    "2027/1": "2026-12-31",
    "2027/2": "2027-06-30",
    "2027/3": "2027-12-31",
  });
  assert.equal(periodsOf("irp6", p, 2027)[0].start, "2026-07-01");
});

Deno.test("VAT category A and B by a branch: the 25th, moved back off a Sunday and off Christmas Day", () => {
  const a = profile({ entityKind: "company", financialYearEnd: 2, vatCategory: "A", vatFiling: "branch" });
  const dueA = dueOf("vat201", a, 2026);
  assert.deepEqual(Object.keys(dueA), ["2026-01", "2026-03", "2026-05", "2026-07", "2026-09", "2026-11"]);
  // The period ending September: 25 October 2026 is a Sunday.
  assert.equal(dueA["2026-09"], "2026-10-23");
  // The period ending November: 25 December is Christmas Day (a Friday).
  assert.equal(dueA["2026-11"], "2026-12-24");
  const b = profile({ entityKind: "company", vatCategory: "B", vatFiling: "branch" });
  const dueB = dueOf("vat201", b, 2027);
  assert.deepEqual(Object.keys(dueB), ["2027-02", "2027-04", "2027-06", "2027-08", "2027-10", "2027-12"]);
  assert.equal(dueB["2027-02"], "2027-03-25");
  assert.equal(periodsOf("vat201", b, 2027)[0].start, "2027-01-01");
});

Deno.test("VAT on eFiling: the last business day of the month after the period", () => {
  const b = profile({ entityKind: "company", vatCategory: "B", vatFiling: "efiling" });
  // The period ending December 2026: 31 January 2027 is a Sunday.
  assert.equal(dueOf("vat201", b, 2026)["2026-12"], "2027-01-29");
  assert.equal(dueOf("vat201", b, 2027)["2027-02"], "2027-03-31");
});

Deno.test("VAT categories C, D, E and F: their months and their periods' lengths", () => {
  const spans = (category: string, yearEnd = 2) =>
    periodsOf(
      "vat201",
      profile({
        entityKind: "company",
        financialYearEnd: yearEnd,
        vatCategory: category as never,
        vatFiling: "branch",
      }),
      2027,
    ).map((d) => `${d.start}..${d.end}`);
  assert.equal(spans("C").length, 12);
  assert.equal(spans("C")[0], "2027-01-01..2027-01-31");
  assert.deepEqual(spans("D"), ["2026-09-01..2027-02-28", "2027-03-01..2027-08-31"]);
  assert.deepEqual(spans("F"), [
    "2026-11-01..2027-02-28",
    "2027-03-01..2027-06-30",
    "2027-07-01..2027-10-31",
  ]);
  assert.deepEqual(spans("E", 6), ["2026-07-01..2027-06-30"]);
});

Deno.test("EMP201 by the 7th, moved back off a Sunday; EMP501 on the season's dates", () => {
  const p = profile({ entityKind: "company", employer: true });
  const emp201 = dueOf("emp201", p, 2027);
  // February 2027's: 7 March 2027 is a Sunday.
  assert.equal(emp201["2027-02"], "2027-03-05");
  const dec = dueOf("emp201", p, 2026)["2026-11"];
  assert.equal(dec, "2026-12-07");
  assert.deepEqual(dueOf("emp501", p, 2025), { "2025/interim": "2024-10-31", "2025/annual": "2025-05-31" });
  assert.equal(periodsOf("emp501", p, 2025)[0].end, "2024-08-31");
});

Deno.test("a configured one-off holiday moves a due date like a public holiday", () => {
  const b = profile({ entityKind: "company", vatCategory: "B", vatFiling: "branch" });
  assert.equal(dueOf("vat201", b, 2026)["2026-10"], "2026-11-25");
  assert.equal(dueOf("vat201", b, 2026, ["2026-11-25"])["2026-10"], "2026-11-24");
});

Deno.test("income-tax returns: ITR12 by the season's date for the taxpayer, ITR12T, ITR14 and IT12EI twelve months on", () => {
  assert.deepEqual(dueOf("itr12", profile({}), 2025), { "2025": "2025-10-20" });
  assert.deepEqual(dueOf("itr12", profile({ provisionalTaxpayer: true }), 2025), { "2025": "2026-01-19" });
  assert.deepEqual(dueOf("itr12t", profile({ entityKind: "trust" }), 2024), { "2024": "2025-01-20" });
  assert.deepEqual(dueOf("itr12", profile({}), 2031), {}, "no season, no date");
  // A June 2026 year end: 30 June 2027. A February 2026 one: 28 February 2027 is a Sunday.
  assert.deepEqual(dueOf("itr14", profile({ entityKind: "company", financialYearEnd: 6 }), 2026), {
    "2026": "2027-06-30",
  });
  assert.deepEqual(dueOf("itr14", profile({ entityKind: "company" }), 2026), { "2026": "2027-02-26" });
  assert.deepEqual(dueOf("it12ei", profile({ entityKind: "npo", financialYearEnd: 12 }), 2025), {
    "2025": "2026-12-31",
  });
});

Deno.test("CIPC: the annual return as the Companies Act counts it, beneficial ownership due with it, a change in 10 business days", () => {
  const p = profile({ entityKind: "company", incorporationDate: "2015-03-10" });
  const due = annualReturnDueDate({ kind: "company", incorporationDate: "2015-03-10", year: 2027 });
  assert.deepEqual(dueOf("annual-return", p, 2027), { "2027": due });
  assert.deepEqual(dueOf("beneficial-ownership", p, 2027), { "2027": due });
  const cc = profile({ entityKind: "close-corporation", incorporationDate: "2001-12-05" });
  assert.deepEqual(dueOf("annual-return", cc, 2026), { "2026": "2027-01-31" });
  // Made on Friday 11 December 2026: the 16th (Day of Reconciliation) and the 25th do not count.
  assert.equal(beneficialOwnershipChangeDue("2026-12-11"), "2026-12-29");
});

Deno.test("dividends tax: the last business day of the month after the one the dividend was paid in", () => {
  assert.deepEqual(dividendsTaxDue("2026-12-15"), {
    kind: "dividends-tax",
    period: "2026-12",
    start: "2026-12-01",
    end: "2026-12-31",
    due: "2027-01-29",
  });
});

Deno.test("a window's obligations: every applicable kind not excluded, sorted, and the seasons the table lacks", () => {
  const p = profile({
    entityKind: "company",
    financialYearEnd: 6,
    provisionalTaxpayer: true,
    vatCategory: "C",
    vatFiling: "efiling",
    employer: true,
    incorporationDate: "2015-03-10",
    excluded: ["beneficial-ownership"],
  });
  const span = { from: "2026-12-01", to: "2028-02-29" };
  const { due, missingSeasons } = obligationsFor(p, span, STARTING_SEASONS);
  assert.deepEqual(missingSeasons, []);
  const kinds = new Set(due.map((d) => d.kind));
  assert.deepEqual([...kinds].sort(), ["annual-return", "emp201", "emp501", "irp6", "itr14", "vat201"]);
  assert.ok(due.every((d) => d.due >= span.from && d.due <= span.to));
  assert.deepEqual(due, [...due].sort((a, b) => a.due.localeCompare(b.due) || a.kind.localeCompare(b.kind)));
  assert.equal(due.filter((d) => d.kind === "emp201").length, 15, "fifteen months of EMP201");
  assert.equal(due.filter((d) => d.kind === "vat201").length, 15);
  // The same inputs, the same answer: a run can be previewed and repeated.
  assert.deepEqual(obligationsFor(p, span, STARTING_SEASONS), { due, missingSeasons });

  const later = obligationsFor(profile({ provisionalTaxpayer: true }), {
    from: "2029-01-01",
    to: "2030-03-31",
  }, STARTING_SEASONS);
  assert.deepEqual(later.missingSeasons, [2029]);
});

Deno.test("a profile that contradicts itself names the field and the reason", () => {
  assert.deepEqual(profileProblems(profile({ vatFiling: "efiling" })), [
    { field: "vatFiling", reason: "vatFilingWithoutVat" },
  ]);
  assert.deepEqual(profileProblems(profile({ vatCategory: "A" })), [{
    field: "vatFiling",
    reason: "vatWithoutFiling",
  }]);
  assert.deepEqual(profileProblems(profile({ provisionalTopUp: true })), [
    { field: "provisionalTopUp", reason: "topUpWithoutProvisional" },
  ]);
  assert.deepEqual(profileProblems(profile({ incorporationDate: "2010-01-01" })), [
    { field: "incorporationDate", reason: "incorporationForCompaniesOnly" },
  ]);
  assert.deepEqual(profileProblems(profile({ entityKind: "company", financialYearEnd: 6 })), []);
  assert.equal(
    profileSchema.safeParse({ entityKind: "company", financialYearEnd: 13, provisionalTaxpayer: false })
      .success,
    false,
  );
});

Deno.test("every kind has a period pattern that its own periods match, and every rule cites its source", () => {
  assert.deepEqual(Object.keys(PERIOD_PATTERNS).sort(), [...OBLIGATION_KINDS].sort());
  const p = profile({
    entityKind: "company",
    financialYearEnd: 6,
    provisionalTaxpayer: true,
    provisionalTopUp: true,
    vatCategory: "A",
    vatFiling: "branch",
    employer: true,
    incorporationDate: "2015-03-10",
  });
  for (const rule of RULES) {
    assert.ok(rule.source.length > 40, `${rule.kind} cites its source`);
    for (const made of rule.periods({ profile: p, season, extra: [] }, 2025)) {
      assert.match(made.period, PERIOD_PATTERNS[rule.kind], `${rule.kind} ${made.period}`);
    }
  }
  assert.match("2026-12-15", PERIOD_PATTERNS["beneficial-ownership"]);
  assert.doesNotMatch("2026/1", PERIOD_PATTERNS.vat201);
});

Deno.test("a run's plan: create what is missing, move open due dates, retire and reopen only what runs made", () => {
  const span = { from: "2026-12-01", to: "2027-12-31" };
  const today = "2026-12-10";
  const want = (period: string, due: string, account = "c1") => ({
    kind: "emp201" as const,
    period,
    start: `${period}-01`,
    end: `${period}-28`,
    due,
    account,
  });
  const keep = (period: string, dueDate: string, fields: Partial<Kept> = {}): Kept => ({
    id: `o-${period}`,
    version: 1,
    account: "c1",
    kind: "emp201",
    period,
    dueDate,
    status: "open",
    generated: true,
    retired: false,
    ...fields,
  });
  const wanted = [
    want("2026-11", "2026-12-07"),
    want("2026-12", "2027-01-07"),
    want("2027-01", "2027-02-05"),
    want("2027-02", "2027-03-05"),
    want("2027-03", "2027-04-07", "c2"),
  ];
  const kept = [
    keep("2026-11", "2026-12-07", { status: "submitted" }),
    keep("2026-12", "2027-01-08"),
    keep("2027-01", "2027-02-04", { generated: false }),
    keep("2027-02", "2027-03-05", { status: "not-required", retired: true }),
    keep("2027-04", "2027-05-07"),
    keep("2027-05", "2027-06-07", { status: "paid" }),
    keep("2026-10", "2026-11-06"),
  ];
  const plan = planObligations(wanted, kept, span, today);
  assert.deepEqual(plan.create, [wanted[4]]);
  assert.deepEqual(plan.change.map((c) => [c.kept.period, c.dueDate]), [["2026-12", "2027-01-07"]]);
  assert.deepEqual(plan.reopen.map((c) => [c.kept.period, c.dueDate]), [["2027-02", "2027-03-05"]]);
  // Open, made by a run and no longer called for; the one due before today is history, the paid one settled.
  assert.deepEqual(plan.retire.map((k) => k.period), ["2027-04"]);
  const summary = summarize(plan);
  assert.deepEqual([summary.create, summary.change, summary.retire, summary.reopen], [1, 1, 1, 1]);
  assert.deepEqual(summary.byKind.emp201, { create: 1, change: 1, retire: 1, reopen: 1 });
  assert.deepEqual(summary.clients, [{ account: "c1", count: 3 }, { account: "c2", count: 1 }]);
  // Applied, a second plan finds nothing to do.
  const applied: Kept[] = [
    keep("2026-11", "2026-12-07", { status: "submitted" }),
    keep("2026-12", "2027-01-07"),
    keep("2027-01", "2027-02-04", { generated: false }),
    keep("2027-02", "2027-03-05"),
    keep("2027-04", "2027-05-07", { status: "not-required", retired: true }),
    { ...keep("2027-03", "2027-04-07"), account: "c2" },
  ];
  const again = planObligations(wanted, applied, span, today);
  assert.deepEqual(again, { create: [], change: [], retire: [], reopen: [] });
});

Deno.test("the checks list what contradicts itself in a client's compliance data", () => {
  const today = "2027-03-20";
  const o = (kind: string, period: string, dueDate: string, status = "open") => ({
    kind: kind as never,
    period,
    dueDate,
    status,
  });
  const company = profile({
    entityKind: "company",
    financialYearEnd: 6,
    provisionalTaxpayer: true,
    vatCategory: "A",
    vatFiling: "efiling",
    employer: true,
  });
  const obligations = [
    o("irp6", "2027/1", "2026-12-31"),
    o("irp6", "2027/2", "2027-06-30"),
    o("emp201", "2027-01", "2027-02-05", "paid"),
    o("emp201", "2027-02", "2027-03-05"),
    o("annual-return", "2027", "2027-04-15"),
    o("beneficial-ownership", "2027", "2027-04-15"),
  ];
  assert.deepEqual(complianceChecks(company, { vatNumber: null }, obligations, today), [
    { code: "provisionalNoIrp6", periods: ["2027/1"] },
    { code: "vatWithoutNumber", periods: [] },
    { code: "employerNoEmp201", periods: ["2027-02"] },
    { code: "annualReturnBeforeOwnership", periods: ["2027"] },
  ]);
  // All in order: nothing to list.
  const settled = obligations.map((x) =>
    x.dueDate < today || x.kind === "beneficial-ownership" ? { ...x, status: "submitted" } : x
  );
  assert.deepEqual(complianceChecks(company, { vatNumber: "4123456789" }, settled, today), []);
  // A trust whose year end is not February (its year of assessment ends there by law).
  assert.deepEqual(complianceChecks(profile({ entityKind: "trust", financialYearEnd: 6 }), {}, [], today), [
    { code: "yearEndNotFebruary", periods: [] },
  ]);
});

Deno.test("an obligation entered by hand is dated by its rule: a period of the profile, a dividend paid, a change of beneficial ownership", () => {
  const inputs = { profile: profile({ provisionalTaxpayer: true }), seasons: STARTING_SEASONS, extra: [] };
  assert.deepEqual(obligationWorkedOut({ ...inputs, kind: "irp6", period: "2027/1" }), {
    date: "2026-08-31",
    rule: "obligation",
    from: "2026-08-31",
    named: "2026-08-31",
  });
  // Paid in March 2027: by Friday 30 April.
  assert.deepEqual(obligationWorkedOut({ ...inputs, kind: "dividends-tax", period: "2027-03" }), {
    date: "2027-04-30",
    rule: "dividends-tax",
    from: "2027-03-31",
    named: "2027-04-30",
  });
  // Changed on Monday 15 March 2027: Human Rights Day (kept on Monday the 22nd), Good Friday and Family Day
  // (26 and 29 March) do not count.
  assert.deepEqual(obligationWorkedOut({ ...inputs, kind: "beneficial-ownership", period: "2027-03-15" }), {
    date: "2027-04-01",
    rule: "ownership-change",
    from: "2027-03-15",
    named: "2027-04-01",
  });
  // A VAT period of a category B vendor on eFiling, kept under the year of assessment after its own digits' one.
  const vendor = profile({ entityKind: "company", vatCategory: "B", vatFiling: "efiling" });
  assert.equal(
    obligationWorkedOut({ ...inputs, profile: vendor, kind: "vat201", period: "2027-02" })?.date,
    "2027-03-31",
  );
  // No date from the rules: a period the profile's rule does not make, a rule it does not call for, no profile, a year the seasons lack, a
  // period not written its kind's way.
  assert.equal(obligationWorkedOut({ ...inputs, profile: vendor, kind: "vat201", period: "2027-03" }), null);
  assert.equal(obligationWorkedOut({ ...inputs, kind: "vat201", period: "2027-02" }), null);
  assert.equal(obligationWorkedOut({ ...inputs, profile: null, kind: "irp6", period: "2027/1" }), null);
  assert.equal(obligationWorkedOut({ ...inputs, kind: "itr12", period: "2040" }), null);
  assert.equal(obligationWorkedOut({ ...inputs, kind: "irp6", period: "2027-03" }), null);
});

Deno.test("each of the twelve year ends: IRP6 six months into the year and at its end, ITR14 twelve months on, each moved back off a weekend", () => {
  // Worked out from the Fourth Schedule par 21 and the ITR14's twelve months, by the calendar alone: the 2027 year
  // of assessment ending on the last day of month `m`; [first IRP6, second IRP6, ITR14].
  const expected: Record<number, [string, string, string]> = {
    1: ["2026-07-31", "2027-01-29", "2028-01-31"],
    2: ["2026-08-31", "2027-02-26", "2028-02-29"],
    3: ["2026-09-30", "2027-03-31", "2028-03-31"],
    4: ["2026-10-30", "2027-04-30", "2028-04-28"],
    5: ["2026-11-30", "2027-05-31", "2028-05-31"],
    6: ["2026-12-31", "2027-06-30", "2028-06-30"],
    7: ["2027-01-29", "2027-07-30", "2028-07-31"],
    8: ["2027-02-26", "2027-08-31", "2028-08-31"],
    9: ["2027-03-31", "2027-09-30", "2028-09-29"],
    10: ["2027-04-30", "2027-10-29", "2028-10-31"],
    11: ["2027-05-31", "2027-11-30", "2028-11-30"],
    12: ["2027-06-30", "2027-12-31", "2028-12-29"],
  };
  for (const [month, [first, second, itr14]] of Object.entries(expected)) {
    const p = profile({ entityKind: "company", financialYearEnd: Number(month), provisionalTaxpayer: true });
    assert.deepEqual(dueOf("irp6", p, 2027), { "2027/1": first, "2027/2": second }, `year end ${month}`);
    assert.deepEqual(dueOf("itr14", p, 2027), { "2027": itr14 }, `year end ${month}`);
  }
});

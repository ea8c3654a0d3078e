/** The retention rules of issue 35 (domain/documents/retention.ts), each beside the law it follows. */
import assert from "node:assert/strict";
import {
  auditOpen,
  binExpiresOn,
  objectionOpen,
  pastRetention,
  type RetentionFacts,
  retentionOf,
  taxYearEnd,
  yearsAfter,
} from "../../domain/documents/retention.ts";

const facts = (over: Partial<RetentionFacts> = {}): RetentionFacts => ({
  kind: "tax-return",
  taxYear: 2020,
  uploadedAt: "2020-06-01T10:00:00.000Z",
  companyClient: false,
  returnSubmittedOn: null,
  holds: [],
  ...over,
});

Deno.test("a tax year ends on the last day of February, a leap year's on the 29th", () => {
  assert.equal(taxYearEnd(2023), "2023-02-28");
  assert.equal(taxYearEnd(2024), "2024-02-29");
  assert.equal(yearsAfter("2024-02-29", 5), "2029-02-28");
  assert.equal(yearsAfter("2020-06-01T10:00:00.000Z", 5), "2025-06-01");
});

Deno.test("TAA s29: five years after the return was submitted, else after the tax year, else after upload", () => {
  assert.deepEqual(retentionOf(facts({ returnSubmittedOn: "2020-11-15" })), {
    rule: "taxReturnSubmitted",
    endsOn: "2025-11-15",
    holds: [],
  });
  assert.deepEqual(retentionOf(facts()), { rule: "taxYearEnded", endsOn: "2025-02-28", holds: [] });
  assert.deepEqual(retentionOf(facts({ taxYear: null })), {
    rule: "taxUploaded",
    endsOn: "2025-06-01",
    holds: [],
  });
});

Deno.test("Companies Act s24: a company's CIPC papers and financial statements are kept seven years", () => {
  const company = facts({
    companyClient: true,
    kind: "financial-statements",
    returnSubmittedOn: "2020-11-15",
  });
  assert.deepEqual(retentionOf(company), { rule: "companyRecord", endsOn: "2027-02-28", holds: [] });
  assert.equal(retentionOf({ ...company, kind: "cipc", taxYear: null }).endsOn, "2027-06-01");
  // Not a company's own record (an engagement letter), or not a company: the tax rule alone.
  assert.equal(retentionOf({ ...company, kind: "engagement-letter" }).rule, "taxReturnSubmitted");
  assert.equal(retentionOf({ ...company, companyClient: false }).rule, "taxReturnSubmitted");
  // A submission late enough makes the tax period the longer one: the later period holds.
  assert.equal(retentionOf({ ...company, returnSubmittedOn: "2023-01-10" }).rule, "taxReturnSubmitted");
});

Deno.test("past its period only after the day it ends; holds come with the period (s32)", () => {
  const ended = retentionOf(facts({ returnSubmittedOn: "2020-11-15" }));
  assert.equal(pastRetention(ended, "2025-11-15"), false);
  assert.equal(pastRetention(ended, "2025-11-16"), true);
  const held = retentionOf(facts({ holds: [{ resource: "objection", id: "o1" }] }));
  assert.deepEqual(held.holds, [{ resource: "objection", id: "o1" }]);
});

Deno.test("an objection holds until its outcome is decided; an audit letter until it is closed", () => {
  assert.equal(objectionOpen("pending"), true);
  assert.equal(objectionOpen(undefined), true);
  for (const outcome of ["allowed", "partly-allowed", "disallowed"]) {
    assert.equal(objectionOpen(outcome), false);
  }
  assert.equal(auditOpen({ kind: "audit", status: "open" }), true);
  assert.equal(auditOpen({ kind: "audit", status: "responded" }), true);
  assert.equal(auditOpen({ kind: "audit", status: "closed" }), false);
  assert.equal(auditOpen({ kind: "verification", status: "open" }), false);
});

Deno.test("the bin keeps a document 30 days", () => {
  assert.equal(binExpiresOn("2026-01-15T23:30:00.000Z"), "2026-02-14");
});

/**
 * Where a client's affairs stand, in client words (issue 37): every internal status maps to one of the portal's
 * few stages, and the portal's order is newest year first.
 */
import assert from "node:assert/strict";
import {
  AFFAIR_STAGES,
  annualReturnStage,
  incomeTaxStage,
  objectionStage,
  sortAffairs,
  taxClearanceStage,
} from "../../domain/portal-affairs.ts";
import { byYear, shareYear } from "../../domain/portal-shares.ts";
import { INCOME_TAX_STATUSES } from "../../domain/resources/tax.ts";
import { ANNUAL_RETURN_STATUSES } from "../../domain/resources/secretarial.ts";

Deno.test("each income-tax status is a client's stage: asked of them, ours, approved by them, with SARS, done", () => {
  assert.deepEqual(
    INCOME_TAX_STATUSES.map((s) => [s, incomeTaxStage(s)]),
    [
      ["requested", "waiting"],
      ["info-received", "preparing"],
      ["in-preparation", "preparing"],
      ["in-review", "preparing"],
      ["client-approved", "approved"],
      ["submitted", "submitted"],
      ["assessed", "done"],
      ["closed", "done"],
    ],
  );
  assert.equal(incomeTaxStage("a status added later"), "preparing", "never an internal word");
});

Deno.test("objections, annual returns and tax clearances by what their records say", () => {
  assert.equal(objectionStage({ outcome: "pending" }), "preparing");
  assert.equal(objectionStage({ outcome: "pending", lodgedOn: "2025-03-01" }), "submitted");
  assert.equal(objectionStage({ outcome: "partly-allowed", lodgedOn: "2025-03-01" }), "done");
  assert.equal(objectionStage({ outcome: "disallowed" }), "done");
  assert.deepEqual(ANNUAL_RETURN_STATUSES.map(annualReturnStage), ["preparing", "done", "preparing"]);
  assert.equal(taxClearanceStage({ issuedOn: null }), "preparing");
  assert.equal(taxClearanceStage({ issuedOn: "2025-02-10" }), "done");
  for (const stage of ["waiting", "preparing", "approved", "submitted", "done"]) {
    assert.ok((AFFAIR_STAGES as readonly string[]).includes(stage));
  }
});

Deno.test("affairs newest year first, then by kind; none of a year last", () => {
  const sorted = sortAffairs([
    { kind: "taxclearance", id: "c", year: null, stage: "done" },
    { kind: "annualreturn", id: "b", year: 2024, stage: "done" },
    { kind: "incometax", id: "a", year: 2024, stage: "preparing" },
    { kind: "objection", id: "d", year: 2025, stage: "submitted" },
  ]);
  assert.deepEqual(sorted.map((a) => a.id), ["d", "a", "b", "c"]);
});

Deno.test("a shared document's year: its tax year, else its upload's; listed by year, newest first", () => {
  assert.equal(shareYear(2023, "2026-05-01T10:00:00.000Z"), 2023);
  assert.equal(shareYear(null, "2026-05-01T10:00:00.000Z"), 2026);
  assert.equal(shareYear("", "2025-12-31T23:00:00.000Z"), 2025);
  const doc = (id: string, name: string, year: number) => ({
    id,
    name,
    year,
    size: 1,
    mediaType: "application/pdf",
    sharedAt: "2026-01-01T00:00:00.000Z",
  });
  assert.deepEqual(
    byYear([doc("1", "b.pdf", 2024), doc("2", "a.pdf", 2026), doc("3", "a.pdf", 2024)]).map((y) => [
      y.year,
      y.items.map((d) => d.id),
    ]),
    [[2026, ["2"]], [2024, ["3", "1"]]],
  );
});

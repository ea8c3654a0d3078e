/**
 * A client's standing as SARS's tax compliance status judges it (domain/compliance/standing.ts), on dated
 * examples: returns outstanding, debt outstanding (a VAT201 submitted but not paid), both, and what counts for
 * neither (not yet due, paid, not required, CIPC's filings).
 */
import assert from "node:assert/strict";
import { isOverdue, owed, sarsStanding, type StandingObligation } from "../../domain/compliance/standing.ts";

const TODAY = "2026-11-15";
const o = (kind: StandingObligation["kind"], status: string, dueDate: string): StandingObligation => ({
  kind,
  status,
  dueDate,
});

Deno.test("no obligation past due: compliant", () => {
  assert.equal(sarsStanding([], TODAY), "compliant");
  // Due today is not yet late; paid, submitted returns and obligations not required owe nothing.
  assert.equal(
    sarsStanding([
      o("itr12", "open", "2026-11-15"),
      o("irp6", "paid", "2026-08-31"),
      o("itr14", "submitted", "2026-06-30"),
      o("emp201", "paid", "2026-10-07"),
      o("vat201", "not-required", "2026-09-25"),
    ], TODAY),
    "compliant",
  );
});

Deno.test("an open return past due is a return outstanding", () => {
  assert.equal(sarsStanding([o("itr12", "open", "2026-10-20")], TODAY), "returns");
  assert.equal(sarsStanding([o("emp501", "open", "2026-10-31")], TODAY), "returns");
});

Deno.test("a payment past due and not paid is debt, a submitted VAT201 or EMP201 too", () => {
  assert.equal(sarsStanding([o("irp6", "open", "2026-08-31")], TODAY), "debt");
  assert.equal(sarsStanding([o("vat201", "submitted", "2026-10-30")], TODAY), "debt");
  assert.equal(sarsStanding([o("emp201", "submitted", "2026-11-06")], TODAY), "debt");
  assert.equal(sarsStanding([o("dividends-tax", "open", "2026-10-31")], TODAY), "debt");
  assert.deepEqual(owed(o("vat201", "submitted", "2026-10-30"), TODAY), {
    returns: false,
    debt: true,
    cipc: false,
  });
});

Deno.test("an open VAT201 past due is both a return and debt outstanding", () => {
  assert.equal(sarsStanding([o("vat201", "open", "2026-10-30")], TODAY), "both");
  assert.equal(
    sarsStanding([o("itr14", "open", "2026-06-30"), o("irp6", "submitted", "2026-08-31")], TODAY),
    "both",
  );
});

Deno.test("CIPC's filings past due are overdue, but not part of SARS's standing", () => {
  const annual = o("annual-return", "open", "2026-10-01");
  const ownership = o("beneficial-ownership", "open", "2026-10-01");
  assert.equal(sarsStanding([annual, ownership], TODAY), "compliant");
  assert.ok(isOverdue(annual, TODAY));
  assert.deepEqual(owed(ownership, TODAY), { returns: false, debt: false, cipc: true });
  assert.ok(!isOverdue(o("annual-return", "submitted", "2026-10-01"), TODAY));
});

/**
 * A client's compliance grid (issue 36): rows by kind in the rules' order, each obligation in the month of its
 * due date, its state as the deadlines read it or what became of it; the compliance screens' words in three
 * languages.
 */
import assert from "node:assert/strict";
import { cellState, complianceGrid } from "../../../client/backoffice/compliance/grid.ts";
import { COMPLIANCE_MESSAGES } from "../../../client/backoffice/compliance/messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

const TODAY = "2027-03-20";

Deno.test("each obligation's state: overdue, due soon, open, done or not required", () => {
  assert.equal(cellState("open", "2027-03-19", TODAY), "overdue");
  assert.equal(cellState("open", "2027-03-27", TODAY), "due-soon");
  assert.equal(cellState("open", "2027-03-28", TODAY), "later");
  assert.equal(cellState("submitted", "2027-01-07", TODAY), "done");
  assert.equal(cellState("paid", "2027-01-07", TODAY), "done");
  assert.equal(cellState("not-required", "2027-05-07", TODAY), "not-required");
});

Deno.test("a year's grid: kinds in the rules' order, months of the due dates, other years left out", () => {
  const grid = complianceGrid(
    [
      { id: "a", kind: "vat201", period: "2027-02", dueDate: "2027-03-31", status: "open" },
      { id: "b", kind: "emp201", period: "2027-02", dueDate: "2027-03-05", status: "submitted" },
      { id: "c", kind: "irp6", period: "2027/2", dueDate: "2027-02-26", status: "paid" },
      { id: "d", kind: "emp201", period: "2027-01", dueDate: "2027-02-05", status: "open" },
      { id: "e", kind: "vat201", period: "2026-12", dueDate: "2027-01-29", status: "not-required" },
      { id: "f", kind: "emp201", period: "2026-11", dueDate: "2026-12-07", status: "open" },
    ],
    2027,
    TODAY,
  );
  assert.deepEqual(grid.map((r) => r.kind), ["irp6", "vat201", "emp201"]);
  const emp201 = grid[2].months;
  assert.deepEqual(emp201[1], [{ id: "d", period: "2027-01", due: "2027-02-05", state: "overdue" }]);
  assert.deepEqual(emp201[2].map((c) => c.state), ["done"]);
  assert.equal(emp201.flat().length, 2, "December 2026's EMP201 is not this year's");
  assert.deepEqual(grid[1].months[0].map((c) => c.state), ["not-required"]);
});

Deno.test("the compliance screens' words are in English, Turkish and Arabic", () => {
  assertTranslated(COMPLIANCE_MESSAGES);
});

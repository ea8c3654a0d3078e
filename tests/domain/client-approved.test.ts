/**
 * A return approved by its client (issue 37): the status sits between in review and submitted, and a client's
 * approval moves only the returns before it.
 */
import assert from "node:assert/strict";
import { INCOME_TAX_STATUSES, movesOnClientApproval } from "../../domain/resources/tax.ts";

Deno.test("client-approved comes after in-review and before submitted", () => {
  const at = (s: string) => INCOME_TAX_STATUSES.indexOf(s as never);
  assert.equal(at("client-approved"), at("in-review") + 1);
  assert.equal(at("submitted"), at("client-approved") + 1);
});

Deno.test("a client's approval moves a return from requested to in-review, and none from later on", () => {
  assert.deepEqual(
    INCOME_TAX_STATUSES.filter(movesOnClientApproval),
    ["requested", "info-received", "in-preparation", "in-review"],
  );
  for (const other of [undefined, null, "", "In-Review", "a status added later", 3]) {
    assert.equal(movesOnClientApproval(other), false, String(other));
  }
});

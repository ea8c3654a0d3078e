/** The pure rules of document requests (issue 35): reminder days, a link's state, an item's id. */
import assert from "node:assert/strict";
import { itemId, parseItemId, TOKEN_PATTERN } from "../../domain/documents/request-link.ts";
import { linkExpiry, linkRefusal, reminderDue } from "../../domain/documents/request-schedule.ts";

const DUE = "2026-12-10";
const daysOf = (schedule: { days: number[]; repeatEvery: number }, from: number, to: number) => {
  const out: number[] = [];
  for (let d = from; d <= to; d++) {
    const day = new Date(Date.UTC(2026, 11, 10 + d)).toISOString().slice(0, 10);
    if (reminderDue(schedule, DUE, day)) out.push(d);
  }
  return out;
};

Deno.test("reminders fall on the listed days, then every repeatEvery days after the last", () => {
  assert.deepEqual(daysOf({ days: [-3, 0], repeatEvery: 7 }, -10, 30), [-3, 0, 7, 14, 21, 28]);
  assert.deepEqual(daysOf({ days: [-7, -1], repeatEvery: 0 }, -10, 30), [-7, -1], "no repeat");
  assert.deepEqual(daysOf({ days: [], repeatEvery: 5 }, -10, 12), [5, 10], "repeats count from the due date");
  assert.deepEqual(daysOf({ days: [2, -3], repeatEvery: 3 }, -5, 9), [-3, 2, 5, 8], "in any order");
});

Deno.test("a link opens until its end, and says why not after", () => {
  const now = new Date("2026-11-29T10:00:00Z");
  const expires = linkExpiry(now);
  assert.equal(expires.toISOString(), "2026-12-13T10:00:00.000Z", "fourteen days");
  const link = { expiresAt: expires.toISOString(), revokedAt: null };
  assert.equal(linkRefusal(link, now), null);
  assert.equal(linkRefusal(link, new Date(expires.getTime() - 1)), null);
  assert.equal(linkRefusal(link, expires), "requestLinkExpired");
  assert.equal(linkRefusal({ ...link, revokedAt: now.toISOString() }, now), "requestLinkRevoked");
  assert.equal(
    linkRefusal({ ...link, revokedAt: now.toISOString() }, new Date(expires.getTime() + 1)),
    "requestLinkRevoked",
    "revoked says so, even once past",
  );
});

Deno.test("an item's id names its request and number, and nothing else parses", () => {
  const id = itemId("01a2275e-e2a8-7791-928c-f14d2508ede2", 3);
  assert.deepEqual(parseItemId(id), { requestId: "01a2275e-e2a8-7791-928c-f14d2508ede2", n: 3 });
  for (const bad of ["", "abc", "abc.0", "abc.-1", ".3", "abc.3x", "abc.12345"]) {
    assert.equal(parseItemId(bad), null, bad);
  }
  assert.ok(TOKEN_PATTERN.test("a".repeat(64)));
  assert.ok(!TOKEN_PATTERN.test("A".repeat(64)));
  assert.ok(!TOKEN_PATTERN.test("a".repeat(63)));
});

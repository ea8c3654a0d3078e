import { strictEqual } from "node:assert/strict";
import { createFailureLimiter } from "../../server/auth/rate-limit.ts";

Deno.test("a key is refused after max failures until the window slides past the oldest one", () => {
  let now = 0;
  const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i++) {
    strictEqual(limiter.retryAfter("a@x"), 0);
    limiter.fail("a@x");
    now += 1000;
  }
  strictEqual(limiter.retryAfter("a@x"), 57);
  strictEqual(limiter.retryAfter("b@x"), 0, "other keys are unaffected");
  now = 60_001;
  strictEqual(limiter.retryAfter("a@x"), 0);
});

Deno.test("reset clears a key, and the key count stays bounded", () => {
  const limiter = createFailureLimiter({ max: 1, windowMs: 1000, maxKeys: 10 });
  limiter.fail("x");
  strictEqual(limiter.retryAfter("x") > 0, true);
  limiter.reset("x");
  strictEqual(limiter.retryAfter("x"), 0);
  for (let i = 0; i < 100; i++) limiter.fail(`k${i}`);
  strictEqual(limiter.retryAfter("k99") > 0, true);
  strictEqual(limiter.retryAfter("k0"), 0, "the oldest keys were dropped");
});

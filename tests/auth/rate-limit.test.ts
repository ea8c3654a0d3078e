import { strictEqual } from "node:assert/strict";
import { memoryLimiter } from "../../server/auth/rate-limit.ts";

Deno.test("a key is refused after max tries until the window slides past the oldest one", async () => {
  let now = 0;
  const limiter = memoryLimiter({ max: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i++) {
    strictEqual((await limiter.attempt("a@x")).wait, 0);
    now += 1000;
  }
  strictEqual((await limiter.attempt("a@x")).wait, 57);
  strictEqual((await limiter.attempt("b@x")).wait, 0, "other keys are unaffected");
  now = 60_001;
  strictEqual((await limiter.attempt("a@x")).wait, 0);
});

Deno.test("a forgiven try stops counting; reset clears a key; the key count stays bounded", async () => {
  const limiter = memoryLimiter({ max: 1, windowMs: 1000, maxKeys: 10 });
  await (await limiter.attempt("x")).forgive();
  strictEqual((await limiter.attempt("x")).wait, 0);
  strictEqual((await limiter.attempt("x")).wait > 0, true);
  await limiter.reset("x");
  strictEqual((await limiter.attempt("x")).wait, 0);
  for (let i = 0; i < 100; i++) await limiter.attempt(`k${i}`);
  strictEqual((await limiter.attempt("k99")).wait > 0, true);
  strictEqual((await limiter.attempt("k0")).wait, 0, "the oldest keys were dropped");
});

Deno.test("tries at once: of 2 × max started together, max go on", async () => {
  const limiter = memoryLimiter({ max: 5, windowMs: 60_000 });
  const tries = await Promise.all(Array.from({ length: 10 }, () => limiter.attempt("a@x")));
  strictEqual(tries.filter((t) => t.wait === 0).length, 5);
});

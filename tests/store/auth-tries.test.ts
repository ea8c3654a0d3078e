/**
 * The limits' tries in the store (server/auth/rate-limit.ts storeLimiter) on both engines: counted per limit and
 * key in a sliding window, shared by every limiter over one database (instances), exact under tries at once, and
 * swept as they age out.
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { storeLimiter } from "../../server/auth/rate-limit.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";

const WINDOW = 15 * 60_000;

/** A limiter of `max` tries over the test's store, on a clock the test moves. */
async function clocked(t: StoreTestContext, name: string, max: number) {
  const store = await t.openStore();
  const clock = { now: Date.UTC(2026, 10, 25, 9) };
  const limit = (n: string) =>
    storeLimiter(store.db, { name: n, max, windowMs: WINDOW, now: () => clock.now });
  return { store, clock, limiter: limit(name), limit };
}

storeTest(
  "store limits: refused past max until the window slides; forgiven tries and reset keys count no more",
  async (t) => {
    const { clock, limiter, limit } = await clocked(t, "sign-in-email", 3);
    const other = limit("sign-in-address");
    for (let i = 0; i < 3; i++) {
      strictEqual((await limiter.attempt("a@x.test")).wait, 0);
      clock.now += 60_000;
    }
    strictEqual((await limiter.attempt("a@x.test")).wait, 12 * 60, "the oldest try ages out in 12 minutes");
    strictEqual((await limiter.attempt("b@x.test")).wait, 0, "another key");
    strictEqual((await other.attempt("a@x.test")).wait, 0, "the same key under another limit");
    clock.now += 12 * 60_000 + 1;
    strictEqual((await limiter.attempt("a@x.test")).wait, 0, "the oldest try aged out");

    const right = await limiter.attempt("c@x.test");
    await right.forgive();
    for (let i = 0; i < 3; i++) strictEqual((await limiter.attempt("c@x.test")).wait, 0);
    await limiter.reset("c@x.test");
    strictEqual((await limiter.attempt("c@x.test")).wait, 0);
  },
);

storeTest(
  "store limits: two instances over one store count together, and tries at once pass max only",
  async (t) => {
    const [one, two] = [await t.openDb(), await t.openDb()];
    await t.openStore(); // migrated
    const max = 5;
    const a = storeLimiter(one, { name: "sign-in-address", max, windowMs: WINDOW });
    const b = storeLimiter(two, { name: "sign-in-address", max, windowMs: WINDOW });
    // In turn: the second instance sees the first one's tries.
    for (let i = 0; i < 3; i++) strictEqual((await a.attempt("203.0.113.9")).wait, 0);
    strictEqual((await b.attempt("203.0.113.9")).wait, 0);
    strictEqual((await b.attempt("203.0.113.9")).wait, 0);
    strictEqual((await a.attempt("203.0.113.9")).wait > 0, true, "a sixth try, whichever instance takes it");
    strictEqual((await b.attempt("203.0.113.9")).wait > 0, true);
    // At once: 2 × max tries, half on each instance, interleaved.
    const tries = await Promise.all(
      Array.from({ length: 2 * max }, (_, i) => (i % 2 ? a : b).attempt("198.51.100.7")),
    );
    strictEqual(tries.filter((x) => x.wait === 0).length, max);
  },
  { shared: true },
);

storeTest("store limits: tries older than the window are swept, so the table stays bounded", async (t) => {
  const { store, clock, limiter } = await clocked(t, "feed-miss", 20);
  for (let i = 0; i < 50; i++) await limiter.attempt(`198.51.100.${i}`);
  const count = async () => (await store.db.get<{ n: number }>("SELECT count(*) AS n FROM auth_try"))!.n;
  strictEqual(await count(), 50);
  clock.now += WINDOW + 1;
  await limiter.attempt("192.0.2.1");
  strictEqual(await count(), 1, "only the newest try is left");
  deepStrictEqual(
    await store.db.all("SELECT bucket FROM auth_try WHERE key = $1", ["192.0.2.1"]),
    [],
    "keys are kept as digests, not as typed",
  );
});

/**
 * Two app instances over one store (both engines): the sign-in limits count across both, and a demo user's reset
 * link asked for on one works on the other.
 */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { SIGN_IN_LIMITS } from "../../server/app.ts";
import { fromSocket, twoTestApps } from "../support/app.ts";
import { storeTest } from "../support/store.ts";

const post = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const ADMIN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };

storeTest(
  "two instances over one store: failed sign-ins on either count against the same email",
  async (t) => {
    const { one, two, close } = await twoTestApps(t.url);
    try {
      const wrong = { ...ADMIN, password: "wrong-password" };
      for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
        const instance = i % 2 ? two : one;
        strictEqual(
          (await instance.app.request("/api/users/login", post(wrong), fromSocket(`198.51.100.${i}`))).status,
          401,
        );
      }
      for (const instance of [one, two]) {
        const refused = await instance.app.request(
          "/api/users/login",
          post(ADMIN),
          fromSocket("203.0.113.9"),
        );
        strictEqual(refused.status, 429);
        strictEqual((await refused.json()).error.code, "tooManySignIns");
      }
    } finally {
      await close();
    }
  },
  { shared: true },
);

storeTest(
  "two instances over one store: a demo user's reset link asked for on one works on the other",
  async (t) => {
    const { one, two, close } = await twoTestApps(t.url);
    try {
      const email = "staff@demo.ledgerdesk.test";
      strictEqual((await one.app.request("/api/account/forgot-password", post({ email }))).status, 202);
      await one.background.idle();
      const line = one.logs.findLast((l) => l.includes("/pages/auth/reset-password?token="));
      ok(line, "a reset link in the log");
      const token = decodeURIComponent(line.match(/\?token=([^\s]+)/)![1]);
      const reset = await two.app.request(
        "/api/account/reset-password",
        post({ token, password: "a-new-password-1" }),
      );
      deepStrictEqual([reset.status, await reset.json()], [200, { email }]);
      const again = await one.app.request(
        "/api/account/reset-password",
        post({ token, password: "another-one-2" }),
      );
      strictEqual(again.status, 400, "used up on every instance");
    } finally {
      await close();
    }
  },
  { shared: true },
);

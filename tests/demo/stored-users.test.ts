/**
 * The demo apps' users in the store (both engines): two app instances over one store, as main.ts makes them, know
 * the same registrations, profile changes and reset passwords, and one email registers once.
 */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { createDemoUsers, type DemoUser, type KeptUsers, memoryUsers } from "../../server/demo/auth-users.ts";
import { storedUsers } from "../../server/demo/stored-users.ts";
import { fromSocket, type testApp, twoTestApps } from "../support/app.ts";
import { DEMO_SIGN_INS } from "../support/auth-server.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";

type Instance = Awaited<ReturnType<typeof testApp>>;

const TAKEN = { email: "The email is already in use", displayName: null, password: null };

/** A JSON call, with a token when given; each from an address of its own, so no test nears the address limit. */
async function call(instance: Instance, path: string, body: unknown, token?: string) {
  const res = await instance.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  }, fromSocket(`198.51.100.${Math.floor(Math.random() * 250)}`));
  strictEqual(res.status, 200, `${path}: ${res.status}`);
  return await res.json();
}

const register = (on: Instance, email: string, password: string, displayName = "Lindiwe Dube") =>
  call(on, "/api/auth/register", { displayName, password, email });
const signIn = (on: Instance, email: string, password: string) => call(on, "/api/auth", { email, password });
/** The signed-in demo user as the client reads it after a reload. */
const whoIs = async (on: Instance, token: string) =>
  (await call(on, "/api/auth/access-token", {}, token)).user;

/** Asks for a demo user's reset link on `on` and follows it there. */
async function resetPassword(on: Instance, email: string, password: string) {
  const res = await on.app.request("/api/account/forgot-password", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  strictEqual(res.status, 202);
  await on.background.idle();
  const line = on.logs.findLast((l) => l.includes("/pages/auth/reset-password?token="));
  ok(line, "a reset link in the log");
  const token = decodeURIComponent(line.match(/\?token=([^\s]+)/)![1]);
  deepStrictEqual(await call(on, "/api/account/reset-password", { token, password }), { email });
}

/** A test of two instances over one store of each engine. */
function twoInstanceTest(name: string, fn: (one: Instance, two: Instance) => Promise<void>) {
  storeTest(name, async (t) => {
    const { one, two, close } = await twoTestApps(t.url);
    try {
      await fn(one, two);
    } finally {
      await close();
    }
  }, { shared: true });
}

twoInstanceTest(
  "demo users: one registered on one instance signs in on the other, which answers them",
  async (one, two) => {
    const made = await register(one, "Lindiwe@Demo.Test", "lindiwe-pass-1");
    ok(made.user, JSON.stringify(made));
    const signedIn = await signIn(two, "lindiwe@demo.test", "lindiwe-pass-1");
    deepStrictEqual(signedIn.user, made.user);
    deepStrictEqual(await whoIs(two, made.access_token), made.user);
    deepStrictEqual(
      await signIn(two, "lindiwe@demo.test", "not-her-password"),
      { error: { email: null, password: "Check your password" } },
    );
    deepStrictEqual(
      (await register(two, "LINDIWE@demo.test", "another-pass-2")).error,
      TAKEN,
      "her email is taken on the other instance too",
    );
  },
);

twoInstanceTest("demo users: a profile change on one instance is seen on the other", async (one, two) => {
  const made = await register(one, "sipho@demo.test", "sipho-pass-1", "Sipho");
  const seeded = (await signIn(two, DEMO_SIGN_INS.staff.email, DEMO_SIGN_INS.staff.password)).access_token;
  for (const [token, name] of [[made.access_token, "Sipho Nkosi"], [seeded, "Arnold M."]]) {
    const changed = await call(one, "/api/auth/user/update", {
      user: { data: { displayName: name, shortcuts: ["notes"], settings: { layout: "classic" } } },
    }, token);
    strictEqual(changed.data.displayName, name);
    deepStrictEqual(await whoIs(two, token), changed, `${name} as the other instance reads them`);
    // A change of another field on the other instance keeps the first's.
    const again = await call(
      two,
      "/api/auth/user/update",
      { user: { data: { photoURL: "/me.png" } } },
      token,
    );
    deepStrictEqual(again, { ...changed, data: { ...changed.data, photoURL: "/me.png" } });
    deepStrictEqual(await whoIs(one, token), again);
  }
  const staff = await signIn(one, DEMO_SIGN_INS.staff.email, DEMO_SIGN_INS.staff.password);
  strictEqual(
    staff.user.data.displayName,
    "Arnold M.",
    "a changed seeded user keeps the fixture's password",
  );
  // Two changes of one user at once, one on each instance: each sets its own fields, neither undoes the other.
  const admin = (await signIn(two, DEMO_SIGN_INS.admin.email, DEMO_SIGN_INS.admin.password)).access_token;
  for (const token of [admin, made.access_token]) {
    await Promise.all([
      call(one, "/api/auth/user/update", { user: { data: { displayName: "At once" } } }, token),
      call(two, "/api/auth/user/update", { user: { data: { shortcuts: ["todo", "mail"] } } }, token),
    ]);
    const both = (await whoIs(one, token)).data;
    deepStrictEqual([both.displayName, both.shortcuts], ["At once", ["todo", "mail"]]);
  }
});

twoInstanceTest(
  "demo users: a password reset on one instance signs them in with it on the other",
  async (one, two) => {
    await register(two, "thandeka@demo.test", "thandeka-pass-1");
    for (const email of ["thandeka@demo.test", DEMO_SIGN_INS.admin.email]) {
      await resetPassword(one, email, "a-new-password-9");
      strictEqual((await signIn(two, email, "a-new-password-9")).user.data.email, email);
      deepStrictEqual(
        (await signIn(two, email, email === DEMO_SIGN_INS.admin.email ? "admin-demo" : "thandeka-pass-1"))
          .error,
        { email: null, password: "Check your password" },
        `${email}'s old password is refused`,
      );
    }
  },
);

twoInstanceTest(
  "demo users: one email registered at once through both instances is made once",
  async (one, two) => {
    for (const [a, b] of [["race@demo.test", "race@demo.test"], ["Case@demo.test", "case@DEMO.test"]]) {
      const answers = await Promise.all([
        register(one, a, "first-pass-1"),
        register(two, b, "second-pass-2"),
      ]);
      strictEqual(answers.filter((r) => r.user).length, 1, JSON.stringify(answers));
      deepStrictEqual(answers.find((r) => !r.user).error, TAKEN);
      const winner = answers.findIndex((r) => r.user);
      const signedIn = await signIn(winner ? one : two, a, winner ? "second-pass-2" : "first-pass-1");
      strictEqual(signedIn.user.uuid, answers[winner].user.uuid, "the one made signs in on either instance");
    }
  },
);

/** Each bounded to two registrations: in the store (this engine's, with its row count) and in memory (proxy mode). */
async function keptUsers(
  t: StoreTestContext,
): Promise<Array<{ where: string; kept: KeptUsers; rows?(): Promise<number> }>> {
  const db = (await t.openStore()).db;
  let now = 1_000;
  return [
    {
      where: "store",
      kept: storedUsers(db, { limit: 2, now: () => now++ }),
      rows: async () => (await db.get<{ n: number }>("SELECT count(*) AS n FROM demo_user"))!.n,
    },
    { where: "memory", kept: memoryUsers(2) },
  ];
}

const person = (name: string, email = `${name}@demo.test`): DemoUser => ({
  uuid: crypto.randomUUID(),
  from: "custom-db",
  role: "admin",
  data: { displayName: name, photoURL: "", email, settings: {}, shortcuts: [] },
});

storeTest(
  "demo users: bounded, the oldest registration goes first; seeded users stay, written only once changed",
  async (t) => {
    for (const { where, kept, rows } of await keptUsers(t)) {
      const users = createDemoUsers(kept);
      ok(await users.checkPassword(DEMO_SIGN_INS.admin.email, DEMO_SIGN_INS.admin.password), where);
      strictEqual(await rows?.(), rows && 0, "a seeded user is not written to be read");
      const [ann, bob, cem] = [person("ann"), person("bob"), person("cem")];
      for (const user of [ann, bob, cem]) {
        ok(await users.register(user, `${user.data.displayName}-pass`), where);
      }
      strictEqual(await users.findByUuid(ann.uuid), undefined, `${where}: the oldest went`);
      strictEqual(await users.findByEmail("ann@demo.test"), undefined, `${where}: and her email with her`);
      strictEqual(
        await users.setPassword(ann.uuid, "too-late"),
        undefined,
        `${where}: a reset finds her gone`,
      );
      strictEqual(
        await users.update(ann.uuid, { displayName: "Ann" }),
        undefined,
        `${where}: so does a change`,
      );
      deepStrictEqual(await users.findByEmail(" BOB@demo.test"), bob, where);
      ok(await users.checkPassword("cem@demo.test", "cem-pass"), where);
      ok(!(await users.register(person("cem", "Cem@Demo.test"), "again")), `${where}: cem's email is taken`);
      ok(
        !(await users.register(person("staff", "Staff@Demo.Ledgerdesk.Test"), "x")),
        `${where}: a seeded user's email is taken`,
      );
      // A seeded user, changed, is kept beside the registrations and does not count against their bound.
      await users.setPassword("demo-staff-0002", "staff-new-pass");
      ok(await users.checkPassword(DEMO_SIGN_INS.staff.email, "staff-new-pass"), where);
      ok(!(await users.checkPassword(DEMO_SIGN_INS.staff.email, DEMO_SIGN_INS.staff.password)), where);
      ok(await users.register(person("dan"), "dan-pass"), where);
      ok(await users.findByEmail(DEMO_SIGN_INS.staff.email), `${where}: the changed seeded user stays`);
      strictEqual(await users.findByUuid(bob.uuid), undefined, `${where}: bob went before cem and dan`);
      strictEqual(await rows?.(), rows && 3, "cem, dan and the changed staff user");
    }
  },
);

storeTest("demo users: the store keeps passwords only as hashes", async (t) => {
  const db = (await t.openStore()).db;
  const users = createDemoUsers(storedUsers(db));
  await users.register(person("eve"), "eve-secret-pass");
  await users.setPassword("demo-admin-0001", "admin-secret-pass");
  const hashes = await db.all<{ password_hash: string }>("SELECT password_hash FROM demo_user ORDER BY uuid");
  strictEqual(hashes.length, 2);
  for (const { password_hash } of hashes) {
    ok(password_hash.startsWith("pbkdf2-sha256$"), password_hash);
    ok(!password_hash.includes("secret-pass"), password_hash);
  }
});

import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { refusal } from "../../domain/api/index.ts";
import { SessionRegistry } from "../../server/auth/sessions.ts";
import type { Db, Store } from "../../server/store/index.ts";
import { findSession } from "../../server/store/sessions.ts";
import { storeTest } from "../support/store.ts";

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;

async function twoEmployees(store: Store) {
  const make = (email: string, role: "admin" | "staff") =>
    store.employees.create({ firstName: "T", lastName: "T", email, role, passwordHash: "x" }, null);
  return { ada: await make("ada@example.test", "admin"), sam: await make("sam@example.test", "staff") };
}

function registry(store: Store, clock: { now: number }, db: Db = store.db) {
  return new SessionRegistry({
    db,
    idleMs: IDLE,
    findEmployee: store.employees.findById,
    now: () => clock.now,
  });
}

storeTest(
  "sessions: a session stands while used, ends when idle, and ending all ends only that employee's",
  async (t) => {
    const store = await t.openStore();
    const { ada, sam } = await twoEmployees(store);
    const clock = { now: Date.UTC(2026, 10, 25, 9) };
    const sessions = registry(store, clock);
    const a1 = await sessions.start(ada.id);
    const a2 = await sessions.start(ada.id);
    const s1 = await sessions.start(sam.id);
    const check = (sub: string, role: string, sid: string) => sessions.check({ sub, role, sid });

    // Used every 29 minutes, a session outlives its idle time many times over.
    for (let i = 0; i < 4; i++) {
      clock.now += 29 * MINUTE;
      strictEqual(await check(ada.id, "admin", a1), "live");
      strictEqual(await check(sam.id, "staff", s1), "live");
    }
    // a2 was not used: idle, and it stays ended.
    strictEqual(await check(ada.id, "admin", a2), "idle");
    strictEqual(await check(ada.id, "admin", a2), "ended");
    // A token of another employee, role or an unknown (or no) session is refused.
    strictEqual(await check(sam.id, "staff", a1), "ended");
    strictEqual(await check(ada.id, "staff", a1), "ended");
    strictEqual(await check(ada.id, "admin", "no-such-session"), "ended");
    strictEqual(await sessions.check({ sub: ada.id, role: "admin" }), "ended");

    strictEqual(await sessions.endAll(ada.id), 1);
    strictEqual(await check(ada.id, "admin", a1), "ended");
    strictEqual(await check(sam.id, "staff", s1), "live");
  },
);

storeTest(
  "sessions: last use is kept in the database, so a restarted server still ends idle sessions",
  async (t) => {
    const store = await t.openStore();
    const { ada } = await twoEmployees(store);
    const clock = { now: Date.UTC(2026, 10, 25, 9) };
    const before = registry(store, clock);
    const sid = await before.start(ada.id);
    clock.now += 20 * MINUTE;
    strictEqual(await before.check({ sub: ada.id, role: "admin", sid }), "live");
    strictEqual((await findSession(store.db, sid))?.lastSeenAt, clock.now);

    // A new process: 25 minutes after the last use the session stands, 31 minutes after it is idle.
    clock.now += 25 * MINUTE;
    strictEqual(await registry(store, clock).check({ sub: ada.id, role: "admin", sid }), "live");
    clock.now += 31 * MINUTE;
    strictEqual(await registry(store, clock).check({ sub: ada.id, role: "admin", sid }), "idle");
    strictEqual(await findSession(store.db, sid), undefined);
  },
);

storeTest(
  "sessions: a deactivated or deleted employee's sessions are refused once the memory is told",
  async (t) => {
    const store = await t.openStore();
    const { ada, sam } = await twoEmployees(store);
    const clock = { now: Date.UTC(2026, 10, 25, 9) };
    const sessions = registry(store, clock);
    const sid = await sessions.start(sam.id);
    strictEqual(await sessions.check({ sub: sam.id, role: "staff", sid }), "live");
    await store.db.run("UPDATE employee SET active = $1 WHERE id = $2", [false, sam.id]);
    sessions.forget(sam.id);
    strictEqual(await sessions.check({ sub: sam.id, role: "staff", sid }), "ended");

    const other = await sessions.start(ada.id);
    await store.db.run("DELETE FROM employee WHERE id = $1", [ada.id]);
    deepStrictEqual(await findSession(store.db, other), undefined, "the session row goes with the employee");
    sessions.forget(ada.id);
    strictEqual(await sessions.check({ sub: ada.id, role: "admin", sid: other }), "ended");
  },
);

storeTest(
  "sessions: a change through another instance is seen within seconds without being told",
  async (t) => {
    const store = await t.openStore();
    const { sam } = await twoEmployees(store);
    const clock = { now: Date.UTC(2026, 10, 25, 9) };
    const here = registry(store, clock);
    const elsewhere = registry(store, clock);
    const sid = await here.start(sam.id);
    strictEqual(await here.check({ sub: sam.id, role: "staff", sid }), "live");
    strictEqual(await elsewhere.endAll(sam.id), 1);
    clock.now += 6_000;
    strictEqual(await here.check({ sub: sam.id, role: "staff", sid }), "ended");
  },
);

storeTest("sessions: signing in forgets sessions nobody can use any more", async (t) => {
  const store = await t.openStore();
  const { ada } = await twoEmployees(store);
  const clock = { now: Date.UTC(2026, 10, 25, 9) };
  const sessions = registry(store, clock);
  const old = await sessions.start(ada.id);
  clock.now += 2 * 3_600_000;
  const fresh = await sessions.start(ada.id);
  strictEqual(await findSession(store.db, old), undefined);
  strictEqual((await findSession(store.db, fresh))?.employeeId, ada.id);
});

storeTest(
  "sessions: on a full disk a session's use still stands, and is written once there is room",
  async (t) => {
    const store = await t.openStore();
    const { ada } = await twoEmployees(store);
    const clock = { now: Date.UTC(2026, 10, 25, 9) };
    // The store's database, refusing the write of a session's last use as a full disk does while `full`.
    let full = false;
    const db: Db = {
      dialect: store.db.dialect,
      all: (sql, params) => store.db.all(sql, params),
      get: (sql, params) => store.db.get(sql, params),
      run: (sql, params) =>
        full && sql.startsWith("UPDATE employee_session")
          ? Promise.reject(refusal("storeFull"))
          : store.db.run(sql, params),
      exec: (sql) => store.db.exec(sql),
      transaction: (fn) => store.db.transaction(fn),
      close: () => store.db.close(),
    };
    const sessions = registry(store, clock, db);
    const sid = await sessions.start(ada.id);
    const started = clock.now;
    full = true;
    clock.now += 2 * MINUTE;
    strictEqual(await sessions.check({ sub: ada.id, role: "admin", sid }), "live");
    strictEqual((await findSession(store.db, sid))?.lastSeenAt, started);
    full = false;
    clock.now += 10_000;
    strictEqual(await sessions.check({ sub: ada.id, role: "admin", sid }), "live");
    strictEqual((await findSession(store.db, sid))?.lastSeenAt, clock.now, "written by the next use");
  },
);

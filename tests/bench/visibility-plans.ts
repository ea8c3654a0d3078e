/**
 * What client visibility (CLIENT_VISIBILITY=assigned) costs over a large practice: seeds one (practice-seed.ts),
 * makes a staff member the manager of one client in `spread`, then reads as them what they read in the back
 * office — the client, return, assessment and objection lists (first page, a searched page, the next page), a
 * record, a CSV export, the dashboard and the report — timing each, and prints the query plan of every statement
 * those reads ran, marking any that reads a whole table. A store seeded by an earlier run is measured as it is.
 *
 *   deno run -A tests/bench/visibility-plans.ts [sqlite:<file> | postgres://…] [clients] [spread]
 */
import { RESOURCES } from "../../domain/resources/index.ts";
import { practiceToday } from "../../domain/today.ts";
import { createEngine } from "../../server/backoffice/index.ts";
import { parseListQuery } from "../../server/backoffice/list-query.ts";
import { summarize } from "../../server/backoffice/record-summary.ts";
import { pagesOf } from "../../server/backoffice/keyset.ts";
import type { Db, SqlValue } from "../../server/store/db.ts";
import { dashboard } from "../../server/workflows/dashboard.ts";
import { assessmentsNotReceived } from "../../server/workflows/report.ts";
import { openStore } from "../../server/store/index.ts";
import { fastHash, openPractice } from "./practice-store.ts";
import { seedPractice } from "./practice-seed.ts";

const [url = `sqlite:${await Deno.makeTempDir()}/plans.db`, clients = "20000", spread = "500"] = Deno.args;
const today = practiceToday(new Date());
const { store, engine: admin, actor } = await openPractice(url).catch(async () => {
  // A store seeded by an earlier run (its admin exists already): measured again as it is.
  const store = await openStore(url);
  const found = (await store.employees.findByEmail("admin@ledgerdesk.test"))!;
  return { store, engine: createEngine({ db: store.db }), actor: { id: found.id, role: "admin" } };
});
let staff = await store.employees.findByEmail("staff@ledgerdesk.test");
if (!staff) {
  const ctx = { root: ".", signal: new AbortController().signal, progress: (l: string) => console.error(l) };
  await seedPractice(ctx, { engine: admin, db: store.db, actor }, {
    accounts: Number(clients),
    returnsPerAccount: 4,
  }, today);
  staff = await store.employees.create({
    firstName: "Sam",
    lastName: "Staff",
    email: "staff@ledgerdesk.test",
    role: "staff",
    passwordHash: await fastHash("x"),
  }, null);
  const accountDef = RESOURCES.find((d) => d.name === "account")!;
  const accounts = await store.db.all<{ id: string; version: number }>(
    "SELECT id, version FROM record WHERE resource = 'account' ORDER BY id",
  );
  for (let i = 0; i < accounts.length; i += Number(spread)) {
    await admin.update(
      accountDef,
      accounts[i].id,
      { manager: staff.id, version: accounts[i].version },
      actor,
    );
  }
}
const me = { id: staff.id, role: "staff" };
await store.db.exec("ANALYZE");

/** The statements run through the store while `fn` runs, with their parameters. */
const seen = new Map<string, readonly SqlValue[]>();
const logged = (db: Db): Db => ({
  dialect: db.dialect,
  all: (sql, params) => (seen.set(sql, params ?? []), db.all(sql, params)),
  get: (sql, params) => (seen.set(sql, params ?? []), db.get(sql, params)),
  run: (sql, params) => db.run(sql, params),
  exec: (sql) => db.exec(sql),
  transaction: (fn) => db.transaction((tx) => fn(logged(tx))),
  close: () => db.close(),
});
const db = logged(store.db);
const engine = createEngine({ db, hash: fastHash, clientVisibility: "assigned" });
await engine.whenReady();

const def = (name: string) => RESOURCES.find((d) => d.name === name)!;
const request = (name: string, query = "") => parseListQuery(def(name), new URLSearchParams(query)).request;
const timings: Array<[string, number]> = [];
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  await fn(); // once to make the indexes it uses
  const runs: number[] = [];
  let out: T;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    out = await fn();
    runs.push(performance.now() - start);
  }
  timings.push([name, runs.sort((a, b) => a - b)[2]]);
  return out!;
}

seen.clear();
for (const name of ["account", "incometax", "assessment", "objection", "payment"]) {
  const page = await timed(`${name} list, first page`, () => engine.list(def(name), request(name), me));
  await timed(`${name} list, searched`, () => engine.list(def(name), request(name, "q=acc"), me));
  if (page.next) {
    await timed(
      `${name} list, next page`,
      () => engine.list(def(name), request(name, `after=${page.next}`), me),
    );
  }
  console.log(`${name}: ${page.total} of theirs`);
  const first = page.items[0];
  if (first) await timed(`${name} read`, () => engine.read(def(name), first.id, me));
}
await timed("incometax CSV", async () => {
  let n = 0;
  for await (
    const rows of pagesOf(engine.sourceFor("incometax", me), def("incometax"), request("incometax"), 1000)
  ) {
    n += rows.length;
  }
  return n;
});
const within = (name: string) => engine.visibility.within(name, me);
const confine = engine.visibility.confine("incometax", me);
await timed("dashboard", () => dashboard(db, { today, may: () => true, within, confine }));
await timed(
  "report, first page",
  () =>
    assessmentsNotReceived(db, {
      sort: "daysSinceSubmission",
      order: "desc",
      page: { limit: 25, offset: 0 },
      confine,
    }, today),
);
await timed(
  "report by client",
  () =>
    assessmentsNotReceived(
      db,
      { sort: "account", order: "asc", page: { limit: 25, offset: 0 }, confine },
      today,
    ),
);
await timed(
  "summarize accounts by status",
  () => summarize(db, def("account"), { ...request("account", "status=active"), within: within("account") }),
);

/** A whole table read (on PostgreSQL, of the record tables), not a subquery's own rows read back. */
function walks(plan: string): boolean {
  if (store.db.dialect === "postgres") return /Seq Scan on record/.test(plan);
  const own = new Set([...plan.matchAll(/CO-ROUTINE (\w+)/g)].map((m) => m[1]));
  return [...plan.matchAll(/^SCAN (\w+)/gm)].some((m) => !own.has(m[1]));
}
let walked = 0;
for (const [sql, params] of seen) {
  if (!/\bFROM record\b/.test(sql)) continue;
  const explain = store.db.dialect === "postgres" ? `EXPLAIN ${sql}` : `EXPLAIN QUERY PLAN ${sql}`;
  const rows = await store.db.all<Record<string, unknown>>(explain, params);
  const plan = rows.map((r) => String(r["QUERY PLAN"] ?? r.detail)).join("\n");
  const walk = walks(plan);
  if (walk) walked++;
  console.log(`\n${walk ? "FULL WALK " : ""}${sql.replace(/\s+/g, " ").slice(0, 300)}\n${plan}`);
}
console.log("\nmedian of 5, ms");
for (const [name, ms] of timings) console.log(`${name.padEnd(34)} ${ms.toFixed(1)}`);
console.log(`statements that read a whole table: ${walked}`);
await store.close();

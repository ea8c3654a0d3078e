import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { chatFixture } from "../../fixtures/chat.ts";
import { notesFixture } from "../../fixtures/notes.ts";
import type { Db, SqlValue } from "../../server/store/index.ts";
import { StoredSandboxes } from "../../server/demo/stored-sandboxes.ts";
import { demoApi, NOTE_DRAFT } from "../support/demo.ts";
import { testApp } from "../support/app.ts";
import { storeTest } from "../support/store.ts";

const NOTES = "/api/notes-app";
const draft = NOTE_DRAFT;
const ids = (notes: Array<{ id: string }>) => notes.map((n) => n.id);

storeTest("stored sandboxes: two instances on one store show a demo user their own writes", async (t) => {
  // Two apps as main.ts makes them (createApp over a store of its own), on the one database.
  const [one, two] = [await testApp({}, { databaseUrl: t.url }), await testApp({}, { databaseUrl: t.url })];
  try {
    const token = await one.tokens.issue("demo-ann", "admin", "demo");
    const other = await one.tokens.issue("demo-bob", "admin", "demo");
    const call = (app: typeof one.app, who: string, method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${who}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await call(one.app, token, "POST", `${NOTES}/create-note`, { note: draft });
    strictEqual(created.status, 200);
    const { id } = await created.json();
    for (const app of [one.app, two.app]) {
      const listed = await (await call(app, token, "GET", `${NOTES}/notes`)).json();
      deepStrictEqual(ids(listed), [id, ...ids(notesFixture.notes)]);
    }
    const bobs = await (await call(two.app, other, "GET", `${NOTES}/notes`)).json();
    deepStrictEqual(ids(bobs), ids(notesFixture.notes), "another user still sees the fixture");
  } finally {
    await one.store?.close();
    await two.store?.close();
  }
}, { shared: true });

storeTest("stored sandboxes: one user's concurrent writes through two instances all land", async (t) => {
  const [a, b] = [await t.openStore(), await t.openStore()];
  const apis = [
    await demoApi({ home: new StoredSandboxes(a.db) }),
    await demoApi({ home: new StoredSandboxes(b.db) }),
  ];
  const writes = Array.from(
    { length: 12 },
    (_, i) =>
      apis[i % 2].call("ann", "POST", `${NOTES}/create-note`, { note: { ...draft, title: `Note ${i}` } }),
  );
  const answers = await Promise.all(writes);
  deepStrictEqual(answers.map((r) => r.status), answers.map(() => 200));
  const listed = (await apis[0].call("ann", "GET", `${NOTES}/notes`)).body as Array<{ title: string }>;
  const titles = new Set(listed.map((n) => n.title));
  for (let i = 0; i < 12; i++) ok(titles.has(`Note ${i}`), `Note ${i} was kept`);
  strictEqual(listed.length, notesFixture.notes.length + 12);
}, { shared: true });

storeTest("stored sandboxes: bounded, the users who wrote least recently go first", async (t) => {
  const store = await t.openStore();
  let now = 1_000;
  const { call } = await demoApi({ home: new StoredSandboxes(store.db, 2, () => now++) });
  for (const user of ["ann", "bob", "ann", "cem"]) {
    strictEqual((await call(user, "POST", `${NOTES}/create-note`, { note: draft })).status, 200);
  }
  const count = async (user: string) => (await call(user, "GET", `${NOTES}/notes`)).body.length;
  strictEqual(await count("ann"), notesFixture.notes.length + 2);
  strictEqual(await count("cem"), notesFixture.notes.length + 1);
  strictEqual(await count("bob"), notesFixture.notes.length, "bob wrote least recently: his sandbox went");
  strictEqual(
    (await store.db.get<{ n: number }>("SELECT count(DISTINCT owner) AS n FROM demo_sandbox"))?.n,
    2,
  );
});

storeTest("stored sandboxes: a write that fails keeps nothing of what it changed", async (t) => {
  const store = await t.openStore();
  const { call } = await demoApi({ home: new StoredSandboxes(store.db) });
  const refused = await call("ann", "POST", `${NOTES}/create-note`, { note: { ...draft, labels: ["nope"] } });
  strictEqual(refused.status, 400);
  strictEqual((await store.db.get<{ n: number }>("SELECT count(*) AS n FROM demo_sandbox"))?.n, 0);
});

storeTest(
  "stored sandboxes: a GET that writes saves only over what it read, else answers a conflict",
  async (t) => {
    const store = await t.openStore();
    // A write of the same user lands between this GET's read of the sandbox and its save.
    let interleave = false;
    const db: Db = {
      dialect: store.db.dialect,
      all: (sql, params) => store.db.all(sql, params),
      run: (sql, params) => store.db.run(sql, params),
      exec: (sql) => store.db.exec(sql),
      transaction: (fn) => store.db.transaction(fn),
      close: () => store.db.close(),
      async get<T>(sql: string, params?: readonly SqlValue[]) {
        const row = await store.db.get<T>(sql, params);
        if (interleave && sql.includes("FROM demo_sandbox")) {
          interleave = false;
          await store.db.run("UPDATE demo_sandbox SET version = version + 1");
        }
        return row;
      },
    };
    const { call } = await demoApi({ home: new StoredSandboxes(db) });
    const opened = { contactId: "contact-johan", userId: chatFixture.user.id };
    strictEqual((await call("ann", "GET", "/api/chat/get-chat", opened)).status, 200);
    interleave = true;
    const fresh = { contactId: "contact-naledi", userId: chatFixture.user.id };
    const lost = await call("ann", "GET", "/api/chat/get-chat", fresh);
    strictEqual(lost.status, 409);
    strictEqual(lost.body.error.code, "demoSandboxChanged");
    const list = (await call("ann", "GET", "/api/chat/user")).body.chatList as Array<{ contactId: string }>;
    ok(!list.some((e) => e.contactId === "contact-naledi"), "the refused write left nothing behind");
    strictEqual((await call("ann", "GET", "/api/chat/get-chat", fresh)).status, 200, "asked again, it opens");
  },
);

import assert from "node:assert/strict";
import type { Db } from "../../server/store/db.ts";
import { openDb, sqlitePath } from "../../server/store/open.ts";
import { rewritePlaceholders } from "../../server/store/sqlite.ts";
import { delay, storeTest, within } from "../support/store.ts";

const SAMPLE = `CREATE TABLE sample (
  id TEXT PRIMARY KEY, flag BOOLEAN, n INTEGER, big BIGINT, note TEXT, data TEXT, at TEXT
)`;
const INSERT = "INSERT INTO sample (id, flag, n, big, note, data, at) VALUES ($1, $2, $3, $4, $5, $6, $7)";
const UNICODE = "Zoë Ndlovu — 東京 🚀 'single' \"double\" \\ back";
const JSON_TEXT = JSON.stringify({ theme: "dark", list: [1, "é", null, true], nested: { x: 1.5 } });

async function withSample(db: Db) {
  await db.exec(SAMPLE);
  return db;
}

async function ids(db: Db): Promise<string[]> {
  return (await db.all<{ id: string }>("SELECT id FROM sample ORDER BY id")).map((r) => r.id);
}

storeTest("values round-trip with the same JS types", async (t) => {
  const db = await withSample(await t.openDb());
  assert.equal(db.dialect, t.engine);
  assert.deepEqual(
    await db.run(INSERT, [
      "a",
      true,
      42,
      Number.MAX_SAFE_INTEGER,
      UNICODE,
      JSON_TEXT,
      new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)),
    ]),
    { changes: 1 },
  );
  await db.run(INSERT, ["b", false, -7, 0, "", null, undefined]);
  await db.run(INSERT, ["c", null, null, null, null, null, null]);

  const rows = await db.all("SELECT id, flag, n, big, note, data, at FROM sample ORDER BY id");
  assert.deepStrictEqual(rows, [
    {
      id: "a",
      flag: true,
      n: 42,
      big: Number.MAX_SAFE_INTEGER,
      note: UNICODE,
      data: JSON_TEXT,
      at: "2026-01-02T03:04:05.678Z",
    },
    { id: "b", flag: false, n: -7, big: 0, note: "", data: null, at: null },
    { id: "c", flag: null, n: null, big: null, note: null, data: null, at: null },
  ]);
  assert.deepEqual(JSON.parse(rows[0].data as string), JSON.parse(JSON_TEXT));

  // Aggregates are numbers on both engines (count and sum are int8 on PostgreSQL).
  assert.deepStrictEqual(
    await db.get("SELECT count(*) AS total, sum(n) AS n_sum, max(big) AS top FROM sample"),
    {
      total: 3,
      n_sum: 35,
      top: Number.MAX_SAFE_INTEGER,
    },
  );
  // A whole number bound to a TEXT column is stored as "5", not "5.0".
  await db.run("UPDATE sample SET note = $1 WHERE id = $2", [5, "c"]);
  assert.deepStrictEqual(await db.get("SELECT note FROM sample WHERE id = $1", ["c"]), { note: "5" });
});

storeTest("placeholders: reused, two-digit, and left alone inside literals and comments", async (t) => {
  const db = await withSample(await t.openDb());
  for (const id of ["a", "b", "c"]) await db.run(INSERT, [id, id !== "b", 1, 1, `note ${id}`, null, null]);

  assert.deepStrictEqual(
    await db.all(
      "SELECT id, '$1' AS lit FROM sample WHERE flag = $1 /* $2 */ AND note <> $2 -- $3\n ORDER BY id",
      [
        true,
        "note c",
      ],
    ),
    [{ id: "a", lit: "$1" }],
  );
  const eleven = Array.from({ length: 11 }, (_, i) => (i === 10 ? "c" : `x${i}`));
  assert.deepStrictEqual(
    await db.all(
      "SELECT id FROM sample WHERE id IN ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) OR note = 'note $1'",
      eleven,
    ),
    [{ id: "c" }],
  );
  assert.deepStrictEqual(
    await db.all("SELECT id FROM sample WHERE id = $1 OR note = $1 ORDER BY id", ["a"]),
    [
      { id: "a" },
    ],
  );
  // The wrong number of parameters is an error on both engines (node:sqlite alone would bind NULL).
  await assert.rejects(db.get("SELECT id FROM sample WHERE id = $1 AND note = $2", ["a"]));
  await assert.rejects(db.get("SELECT id FROM sample WHERE id = $1", ["a", "b"]));
  await assert.rejects(db.run(INSERT, ["d", { not: "bound" } as never, 1, 1, null, null, null]), TypeError);
});

storeTest("get gives the first row or undefined; run counts changes; exec runs a script", async (t) => {
  const db = await withSample(await t.openDb());
  await db.exec(`
    INSERT INTO sample (id, n) VALUES ('a', 1);
    INSERT INTO sample (id, n) VALUES ('b', 2);
  `);
  assert.deepStrictEqual(await db.get("SELECT id FROM sample ORDER BY id DESC"), { id: "b" });
  assert.equal(await db.get("SELECT id FROM sample WHERE id = $1", ["zzz"]), undefined);
  assert.deepEqual(await db.run("UPDATE sample SET n = n + 1"), { changes: 2 });
  assert.deepEqual(await db.run("DELETE FROM sample WHERE id = $1", ["zzz"]), { changes: 0 });
  assert.deepStrictEqual(await db.all("SELECT id, n FROM sample WHERE n > $1 ORDER BY id", [100]), []);
});

storeTest("foreign keys are enforced", async (t) => {
  const db = await t.openDb();
  await db.exec(`
    CREATE TABLE parent (id TEXT PRIMARY KEY);
    CREATE TABLE child (id TEXT PRIMARY KEY, parent_id TEXT NOT NULL REFERENCES parent (id));
  `);
  await assert.rejects(db.run("INSERT INTO child (id, parent_id) VALUES ($1, $2)", ["c", "missing"]));
  await db.run("INSERT INTO parent (id) VALUES ($1)", ["p"]);
  await db.run("INSERT INTO child (id, parent_id) VALUES ($1, $2)", ["c", "p"]);
  await assert.rejects(db.run("DELETE FROM parent WHERE id = $1", ["p"]));
});

storeTest("a transaction commits all or nothing", async (t) => {
  const db = await withSample(await t.openDb());
  const value = await db.transaction(async (tx) => {
    await tx.run(INSERT, ["a", true, 1, 1, null, null, null]);
    await tx.run(INSERT, ["b", true, 2, 2, null, null, null]);
    return ["done"];
  });
  assert.deepStrictEqual(value, ["done"]);
  assert.deepEqual(await ids(db), ["a", "b"]);

  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.run(INSERT, ["c", true, 3, 3, null, null, null]);
      await tx.run("UPDATE sample SET n = 99");
      assert.deepEqual(await ids(tx), ["a", "b", "c"]);
      throw new Error("boom");
    }),
    /boom/,
  );
  assert.deepEqual(await ids(db), ["a", "b"]);
  assert.deepStrictEqual(await db.all("SELECT n FROM sample ORDER BY id"), [{ n: 1 }, { n: 2 }]);

  // A failing statement rolls the whole transaction back too.
  await assert.rejects(db.transaction(async (tx) => {
    await tx.run(INSERT, ["d", true, 4, 4, null, null, null]);
    await tx.run(INSERT, ["a", true, 5, 5, null, null, null]); // duplicate key
  }));
  assert.deepEqual(await ids(db), ["a", "b"]);
  // The handle is dead once its transaction is over.
  let leaked: Db | undefined;
  await db.transaction((tx) => {
    leaked = tx;
    return Promise.resolve();
  });
  await assert.rejects(leaked!.get("SELECT 1 AS one"), /already finished/);
});

storeTest("a nested transaction is a savepoint of the same transaction", async (t) => {
  const db = await withSample(await t.openDb());
  await db.transaction(async (tx) => {
    await tx.run(INSERT, ["a", true, 1, 1, null, null, null]);
    await tx.transaction(async (inner) => {
      assert.deepEqual(await ids(inner), ["a"], "the savepoint sees the outer transaction's writes");
      await inner.run(INSERT, ["b", true, 2, 2, null, null, null]);
    });
    await assert.rejects(
      tx.transaction(async (inner) => {
        await inner.run(INSERT, ["c", true, 3, 3, null, null, null]);
        await inner.transaction(async (deeper) => {
          await deeper.run(INSERT, ["d", true, 4, 4, null, null, null]);
        });
        throw new Error("undo c and d only");
      }),
      /undo c and d only/,
    );
    // Sibling savepoints started together run one after the other.
    await Promise.all([
      assert.rejects(tx.transaction(async (inner) => {
        await inner.run(INSERT, ["e", true, 5, 5, null, null, null]);
        await delay(10);
        throw new Error("undo e");
      })),
      tx.transaction((inner) => inner.run(INSERT, ["f", true, 6, 6, null, null, null])),
    ]);
    // A statement expected to fail goes in a savepoint: the transaction survives it on PostgreSQL too.
    await assert.rejects(tx.transaction((inner) => inner.run(INSERT, ["a", true, 0, 0, null, null, null])));
    await tx.run(INSERT, ["g", true, 7, 7, null, null, null]);
  });
  assert.deepEqual(await ids(db), ["a", "b", "f", "g"]);

  await assert.rejects(db.transaction(async (tx) => {
    await tx.transaction((inner) => inner.run(INSERT, ["h", true, 8, 8, null, null, null]));
    throw new Error("the outer throw undoes the savepoint's work too");
  }));
  assert.deepEqual(await ids(db), ["a", "b", "f", "g"]);
});

storeTest("inside a transaction, the top-level handle joins it instead of deadlocking", async (t) => {
  const db = await withSample(await t.openDb());
  await assert.rejects(
    within(
      3000,
      db.transaction(async (tx) => {
        await db.run(INSERT, ["a", true, 1, 1, null, null, null]); // the outer handle, not tx
        assert.deepEqual(await ids(tx), ["a"]);
        await db.transaction(async (inner) => {
          await inner.run(INSERT, ["b", true, 2, 2, null, null, null]);
          await tx.transaction((deeper) => deeper.run(INSERT, ["c", true, 3, 3, null, null, null]));
        });
        assert.deepEqual(await ids(db), ["a", "b", "c"]);
        throw new Error("roll back");
      }),
    ),
    /roll back/,
  );
  assert.deepEqual(await ids(db), []);
});

storeTest("statements outside an open transaction see only committed data", async (t) => {
  const db = await withSample(await t.openDb());
  const events: string[] = [];
  let inserted!: () => void;
  const rowInserted = new Promise<void>((resolve) => (inserted = resolve));
  const tx = db.transaction(async (tx) => {
    await tx.run(INSERT, ["a", true, 1, 1, null, null, null]);
    inserted();
    await delay(30);
    events.push("tx end");
    throw new Error("roll back");
  }).catch((error) => error.message);
  await rowInserted;
  const outside = db.get<{ n: number }>("SELECT count(*) AS n FROM sample").then((row) => {
    events.push("outside read");
    return row?.n;
  });
  assert.equal(await outside, 0);
  assert.equal(await tx, "roll back");
  if (t.engine === "sqlite") {
    // One connection: the read had to wait for the transaction to end.
    assert.deepEqual(events, ["tx end", "outside read"]);
  }
});

storeTest("concurrent transactions both commit", async (t) => {
  const db = await withSample(await t.openDb());
  await Promise.all(["a", "b", "c"].map((id, i) =>
    db.transaction(async (tx) => {
      await tx.run(INSERT, [`${id}1`, true, i, i, null, null, null]);
      await delay(5);
      await tx.run(INSERT, [`${id}2`, true, i, i, null, null, null]);
    })
  ));
  assert.deepEqual(await ids(db), ["a1", "a2", "b1", "b2", "c1", "c2"]);
});

storeTest("concurrent transactions on the one connection never interleave", async (t) => {
  const db = await t.openDb();
  await db.exec("CREATE TABLE log (seq INTEGER PRIMARY KEY, who TEXT NOT NULL, step INTEGER NOT NULL)");
  const write = (who: string) =>
    db.transaction(async (tx) => {
      for (let step = 1; step <= 3; step++) {
        await tx.run("INSERT INTO log (who, step) VALUES ($1, $2)", [who, step]);
        await delay(2);
      }
      if (who === "B") throw new Error("B fails");
    });
  const outcomes = await Promise.allSettled([
    write("A"),
    write("B"),
    write("C"),
    db.run("INSERT INTO log (who, step) VALUES ('solo', 1)"),
  ]);
  assert.deepEqual(outcomes.map((o) => o.status), ["fulfilled", "rejected", "fulfilled", "fulfilled"]);
  const rows = await db.all<{ who: string; step: number }>("SELECT who, step FROM log ORDER BY seq");
  assert.deepEqual(rows.map((r) => `${r.who}${r.step}`), ["A1", "A2", "A3", "C1", "C2", "C3", "solo1"]);
}, { engines: ["sqlite"] });

Deno.test("[sqlite] a file database gets its folder, WAL, foreign keys and a busy timeout", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-sqlite-" });
  try {
    const path = `${dir}/nested/data/ledgerdesk.db`;
    const db = await openDb(`sqlite:${path}`);
    try {
      assert.equal((await Deno.stat(path)).isFile, true);
      assert.deepStrictEqual(await db.get("PRAGMA journal_mode"), { journal_mode: "wal" });
      assert.deepStrictEqual(await db.get("PRAGMA foreign_keys"), { foreign_keys: 1 });
      // Lock waits are retried on timers, not in SQLite's blocking busy handler (see sqlite.ts).
      assert.deepStrictEqual(await db.get("PRAGMA busy_timeout"), { timeout: 0 });
      await db.exec("CREATE TABLE kept (id TEXT PRIMARY KEY)");
      await db.run("INSERT INTO kept (id) VALUES ($1)", ["x"]);
    } finally {
      await db.close();
    }
    const again = await openDb(`sqlite:${path}`);
    try {
      assert.deepStrictEqual(await again.all("SELECT id FROM kept"), [{ id: "x" }]);
    } finally {
      await again.close();
      await again.close(); // closing twice is harmless
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[sqlite] a locked file is waited for without blocking the event loop", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-sqlite-" });
  const url = `sqlite:${dir}/shared.db`;
  const [a, b] = [await openDb(url), await openDb(url)];
  try {
    await a.exec("CREATE TABLE item (id TEXT PRIMARY KEY)");
    const events: string[] = [];
    const holder = a.transaction(async (tx) => {
      await tx.run("INSERT INTO item (id) VALUES ($1)", ["a"]);
      await delay(150);
      events.push("a commits");
    });
    const ticker = delay(20).then(() => events.push("timer fired"));
    const waiter = (async () => {
      await b.run("INSERT INTO item (id) VALUES ($1)", ["b"]);
      events.push("b wrote");
      await b.transaction((tx) => tx.run("INSERT INTO item (id) VALUES ($1)", ["c"]));
    })();
    await Promise.all([holder, ticker, waiter]);
    assert.deepEqual(events, ["timer fired", "a commits", "b wrote"]);
    assert.deepStrictEqual(await b.all("SELECT id FROM item ORDER BY id"), [{ id: "a" }, { id: "b" }, {
      id: "c",
    }]);
  } finally {
    await a.close();
    await b.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("openDb: URL forms", async () => {
  assert.equal(sqlitePath("sqlite::memory:"), ":memory:");
  assert.equal(sqlitePath("sqlite:./data/ledgerdesk.db"), "./data/ledgerdesk.db");
  assert.equal(sqlitePath("sqlite:/abs/path.db"), "/abs/path.db");
  assert.equal(sqlitePath("sqlite:///abs/path.db"), "/abs/path.db");
  assert.equal(sqlitePath("sqlite:"), undefined);
  assert.equal(sqlitePath("mysql://x"), undefined);
  await assert.rejects(openDb("mysql://user@host/db"), /unsupported database URL/);
  await assert.rejects(openDb("postgres://nobody:secret@127.0.0.1:1/none"), (error: Error) => {
    assert.match(
      error.message,
      /cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/,
    );
    assert.doesNotMatch(error.message, /secret/);
    return true;
  });
});

Deno.test("rewritePlaceholders: $n becomes ?n outside literals, identifiers and comments, ? when in order", () => {
  assert.deepEqual(rewritePlaceholders("INSERT INTO t VALUES ($1, $2), ($3, $4)"), {
    sql: "INSERT INTO t VALUES (?, ?), (?, ?)",
    params: 4,
  });
  assert.deepEqual(rewritePlaceholders("SELECT $2, $1"), { sql: "SELECT ?2, ?1", params: 2 });
  assert.deepEqual(rewritePlaceholders("SELECT $1, $2, $10, $1"), {
    sql: "SELECT ?1, ?2, ?10, ?1",
    params: 10,
  });
  assert.deepEqual(
    rewritePlaceholders(`SELECT '$1 it''s $2', "col$1", x$1, $3 -- $4\n/* $5 */ FROM t WHERE a = $2`),
    { sql: `SELECT '$1 it''s $2', "col$1", x$1, ?3 -- $4\n/* $5 */ FROM t WHERE a = ?2`, params: 3 },
  );
  assert.deepEqual(rewritePlaceholders("SELECT 1"), { sql: "SELECT 1", params: 0 });
  assert.throws(() => rewritePlaceholders("SELECT $0"), /invalid placeholder/);
});

import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { openDb } from "../../server/store/open.ts";
import { Checkpoints } from "../../server/store/sqlite-checkpoints.ts";
import { SmallDisk } from "../support/small-disk.ts";
import { delay } from "../support/store.ts";

const ROW = "x".repeat(2_000);

async function until(test: () => Promise<boolean> | boolean, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await delay(20)) if (await test()) return true;
  return test();
}

const sizeOf = (path: string) => Deno.stat(path).then((s) => s.size, () => 0);

Deno.test("[sqlite] committed pages reach the database file through the worker, not the committing connection", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-checkpoints-" });
  const path = `${dir}/ledgerdesk.db`;
  const db = await openDb(`sqlite:${path}`);
  try {
    assert.deepStrictEqual(await db.get("PRAGMA wal_autocheckpoint"), { wal_autocheckpoint: 0 });
    await db.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT)");
    const before = await sizeOf(path);
    // 1.2 MB: under SQLite's own 1,000-page line, which would leave it all in the WAL.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 600; i++) await tx.run("INSERT INTO item (id, body) VALUES ($1, $2)", [i, ROW]);
      assert.equal(await sizeOf(path), before, "nothing reaches the file before the commit");
    });
    assert.ok(
      await until(async () => (await sizeOf(path)) >= 1_200_000),
      `the file holds the rows (${await sizeOf(path)} bytes)`,
    );
    assert.deepStrictEqual(await db.get("SELECT count(*) AS n FROM item"), { n: 600 });
  } finally {
    await db.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[sqlite] pages written without rows (an index made) reach the file soon after, not when rows add up", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-checkpoints-" });
  const path = `${dir}/ledgerdesk.db`;
  const db = await openDb(`sqlite:${path}`);
  try {
    await db.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT)");
    await db.transaction(async (tx) => {
      for (let i = 0; i < 600; i++) await tx.run("INSERT INTO item (id, body) VALUES ($1, $2)", [i, ROW]);
    });
    assert.ok(await until(async () => (await sizeOf(path)) >= 1_200_000), "the rows reach the file");
    const rows = await sizeOf(path);
    // 1.2 MB of index, no row changed: no count of rows would ever ask for its copy.
    await db.exec("CREATE INDEX item_body ON item (body)");
    assert.ok(
      await until(async () => (await sizeOf(path)) >= rows + 1_000_000),
      `the index reaches the file (${await sizeOf(path)} bytes)`,
    );
  } finally {
    await db.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[sqlite] closing waits for the worker's checkpoint and leaves no WAL behind", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-checkpoints-" });
  const path = `${dir}/ledgerdesk.db`;
  const db = await openDb(`sqlite:${path}`);
  try {
    await db.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT)");
    for (let round = 0; round < 3; round++) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < 300; i++) {
          await tx.run("INSERT INTO item (id, body) VALUES ($1, $2)", [round * 300 + i, ROW]);
        }
      });
    }
  } finally {
    await db.close();
  }
  try {
    assert.equal(await sizeOf(`${path}-wal`), 0, "the WAL is gone with the last connection");
    const again = await openDb(`sqlite:${path}`);
    assert.deepStrictEqual(await again.get("SELECT count(*) AS n FROM item"), { n: 900 });
    await again.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[sqlite] when the worker cannot checkpoint, the connection checkpoints itself again", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-checkpoints-" });
  const conn = new DatabaseSync(`${dir}/ledgerdesk.db`);
  const said: string[] = [];
  const error = console.error;
  console.error = (message: string) => said.push(message);
  try {
    conn.exec("PRAGMA journal_mode = WAL; CREATE TABLE item (id INTEGER PRIMARY KEY)");
    // The worker opens the file by its path: one in a folder that does not exist fails to open.
    const checkpoints = new Checkpoints(conn, `${dir}/missing/ledgerdesk.db`);
    assert.deepStrictEqual({ ...conn.prepare("PRAGMA wal_autocheckpoint").get() }, { wal_autocheckpoint: 0 });
    conn.exec(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) INSERT INTO item (id) SELECT i FROM n",
    );
    checkpoints.committed();
    assert.ok(await until(() => said.length > 0), "the failure is told");
    assert.match(said[0], /SQLite checkpoints in a worker failed/);
    assert.deepStrictEqual({ ...conn.prepare("PRAGMA wal_autocheckpoint").get() }, {
      wal_autocheckpoint: 1_000,
    });
    await checkpoints.close();
  } finally {
    console.error = error;
    conn.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[sqlite] under writes without a pause the WAL stays bounded: past its limit the connection checkpoints", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-checkpoints-" });
  const path = `${dir}/ledgerdesk.db`;
  const conn = new DatabaseSync(path);
  const limit = 2 * 1024 * 1024;
  const checkpoints = new Checkpoints(conn, path, limit);
  try {
    conn.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
    conn.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT)");
    const insert = conn.prepare("INSERT INTO item (id, body) VALUES (?, ?)");
    let largest = 0;
    // 40 MB in commits of 100 KB, back to back: the worker copies beside them but never catches up (without the
    // connection's own checkpoints the WAL grew to 45 MB, checked).
    for (let commit = 0; commit < 400; commit++) {
      conn.exec("BEGIN");
      for (let i = 0; i < 50; i++) insert.run(commit * 50 + i, ROW);
      conn.exec("COMMIT");
      checkpoints.committed();
      largest = Math.max(largest, (await Deno.stat(`${path}-wal`)).size);
    }
    // Past the limit, one commit's worth at most.
    assert.ok(largest < limit + 200_000, `the WAL grew to ${largest} bytes`);
    assert.deepStrictEqual({ ...conn.prepare("SELECT count(*) AS n FROM item").get() }, { n: 20_000 });
  } finally {
    await checkpoints.close();
    conn.close();
    await Deno.remove(dir, { recursive: true });
  }
});

const noDisk = await SmallDisk.unavailable();
Deno.test({
  name: "[sqlite] a commit stands when its checkpoint finds the disk full; the next one copies the WAL",
  ignore: noDisk !== undefined,
  async fn() {
    const disk = await SmallDisk.mount(8 * 1024 * 1024);
    const path = `${disk.path}/ledgerdesk.db`;
    const conn = new DatabaseSync(path);
    // A WAL past 64 KB is copied by the committing connection itself, right after its commit.
    const checkpoints = new Checkpoints(conn, path, 64 * 1024);
    try {
      conn.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
      conn.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT)");
      checkpoints.committed();
      const filler = await disk.fill(400 * 1024);
      // 300 KB: room for it in the WAL, not for the WAL and its copy in the database file both.
      const insert = conn.prepare("INSERT INTO item (body) VALUES (?)");
      conn.exec("BEGIN");
      for (let i = 0; i < 150; i++) insert.run(ROW);
      conn.exec("COMMIT");
      checkpoints.committed();
      assert.deepStrictEqual({ ...conn.prepare("SELECT count(*) AS n FROM item").get() }, { n: 150 });
      assert.ok((await sizeOf(path)) < 300_000, "the copy found the disk full");
      await Deno.remove(filler);
      insert.run(ROW);
      checkpoints.committed();
      assert.ok(
        (await sizeOf(path)) > 300_000,
        "the next commit's copy brings the rows to the database file",
      );
    } finally {
      await checkpoints.close();
      conn.close();
      await disk.remove();
    }
  },
});

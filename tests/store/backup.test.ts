/** `deno task backup` / `deno task restore` (server/store/backup.ts) on SQLite, and their refusals. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BackupError, backupStore, restoreStore } from "../../server/store/backup.ts";
import { openStore } from "../../server/store/index.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

async function withDir(use: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-backup-" });
  try {
    await use(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a backup taken while writes go on is one moment of the store, and restores into an empty one", async () => {
  await withDir(async (dir) => {
    const url = `sqlite:${dir}/live.db`;
    const store = await openStore(url);
    await store.employees.create({
      firstName: "Ada",
      lastName: "Admin",
      email: "ada@ledgerdesk.test",
      role: "admin",
      passwordHash: "x",
    }, null);
    // Each write is a transaction of two rows: a copy of one moment holds both rows of every write or neither.
    await store.db.exec("CREATE TABLE pair (n INTEGER NOT NULL, side TEXT NOT NULL)");
    let n = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        const k = n++;
        await store.db.transaction(async (tx) => {
          await tx.run("INSERT INTO pair (n, side) VALUES ($1, 'a')", [k]);
          await tx.run("INSERT INTO pair (n, side) VALUES ($1, 'b')", [k]);
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const file = join(dir, "backups", "copy.db");
    const done = await backupStore(url, file);
    writing = false;
    await writes;
    assert.ok(done.bytes > 0);

    const restoredUrl = `sqlite:${dir}/restored/practice.db`;
    assert.ok((await restoreStore(file, restoredUrl)).migrations >= 1);
    const restored = await openStore(restoredUrl);
    try {
      const rows = await restored.db.all<{ n: number; sides: number }>(
        "SELECT n, count(*) AS sides FROM pair GROUP BY n ORDER BY n",
      );
      assert.ok(rows.length > 0, "writes made before the backup are in it");
      assert.ok(rows.every((r) => Number(r.sides) === 2), "no write is in it by half");
      assert.deepEqual(rows.map((r) => Number(r.n)), rows.map((_, i) => i), "no write is missing in between");
      assert.equal((await restored.employees.findByEmail("ada@ledgerdesk.test"))?.firstName, "Ada");
    } finally {
      await restored.close();
      await store.close();
    }
  });
});

Deno.test("backup and restore refuse what would lose or damage data, saying why", async () => {
  await withDir(async (dir) => {
    const url = `sqlite:${dir}/live.db`;
    const store = await openStore(url);
    await store.close();
    const file = join(dir, "copy.db");
    await backupStore(url, file);
    const refused = async (work: Promise<unknown>, reason: RegExp) => {
      await assert.rejects(
        work,
        (error: Error) => error instanceof BackupError && reason.test(error.message),
      );
    };
    await refused(backupStore(url, file), /exists already/);
    await refused(backupStore(`sqlite:${dir}/none.db`, join(dir, "x.db")), /no store/);
    await refused(restoreStore(file, url), /exists: restore only into an empty store/);
    await refused(restoreStore(join(dir, "missing.db"), `sqlite:${dir}/new.db`), /no backup/);
    await Deno.writeTextFile(join(dir, "notes.txt"), "not a database");
    await refused(
      restoreStore(join(dir, "notes.txt"), `sqlite:${dir}/new.db`),
      /not a readable SQLite|cannot be opened/,
    );
    const { DatabaseSync } = await import("node:sqlite");
    const other = new DatabaseSync(join(dir, "other.db"));
    other.exec("CREATE TABLE t (x)");
    other.close();
    await refused(restoreStore(join(dir, "other.db"), `sqlite:${dir}/new.db`), /not a Ledgerdesk store/);
    await refused(backupStore("postgres://u:p@localhost/db", file), /pg_dump/);
    await refused(restoreStore(file, "sqlite::memory:"), /in-memory/);
    // Nothing was written by the refusals (the live store's own -wal and -shm aside).
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => !n.startsWith("live.db"));
    assert.deepEqual(names.sort(), ["copy.db", "notes.txt", "other.db"]);
  });
});

Deno.test("deno task backup and restore run with the permissions the tasks give them", async () => {
  await withDir(async (dir) => {
    const store = await openStore(`sqlite:${dir}/live.db`);
    await store.close();
    const tasks = JSON.parse(await Deno.readTextFile(join(ROOT, "deno.json"))).tasks as Record<
      string,
      string
    >;
    const run = async (task: string, url: string, arg: string) => {
      const words = tasks[task].split(" ").slice(1); // without "deno"
      const out = await new Deno.Command(Deno.execPath(), {
        args: [...words, arg],
        cwd: ROOT,
        env: { DATABASE_URL: url, APP_ENV: "test" },
      }).output();
      return {
        code: out.code,
        text: new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr),
      };
    };
    const file = join(dir, "copy.db");
    const backedUp = await run("backup", `sqlite:${dir}/live.db`, file);
    assert.equal(backedUp.code, 0, backedUp.text);
    const restored = await run("restore", `sqlite:${dir}/new/practice.db`, file);
    assert.equal(restored.code, 0, restored.text);
    const again = await run("restore", `sqlite:${dir}/new/practice.db`, file);
    assert.equal(again.code, 1, again.text);
    assert.match(again.text, /restore only into an empty store/);
  });
});

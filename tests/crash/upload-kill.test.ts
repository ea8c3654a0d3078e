/**
 * A crash test of documents (issue 35): the real server on a SQLite file is killed with SIGKILL while a 24 MB
 * upload streams in, chunks of it already written. Started again on the file, it has the document it acknowledged
 * before, byte for byte, and no document of the cut-off upload; the dead upload's chunks are there until the
 * sweep (run by every server on a timer, with a clock here past the idle time) takes them, after which no chunk is
 * left that no kept content owns, and SQLite's integrity and foreign-key checks pass.
 */
import assert from "node:assert/strict";
import { ContentStore, UPLOAD_IDLE_MS } from "../../server/backoffice/index.ts";
import { openDb } from "../../server/store/index.ts";
import { Api, seedSignIns } from "./api.ts";
import { sqliteIntegrity } from "./consistency.ts";
import { killServer, type ServerProcess, startServer, stopServer } from "./server-process.ts";

const SECRET = "crash-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const MB = 1024 * 1024;
/** The cut-off upload's size, and how much of it is sent before the kill: several 1 MB chunks written by then. */
const CUT_FILE_BYTES = 24 * MB;
const SENT_BEFORE_KILL = 8 * MB;

/** A text file of `size` bytes, each line telling where it is: a file of a type the practice keeps. */
function textBytes(size: number, seed: string): Uint8Array {
  const line = (i: number) => `${seed} line ${String(i).padStart(9, "0")}\n`;
  const bytes = new Uint8Array(size);
  const encoder = new TextEncoder();
  for (let at = 0, i = 0; at < size; i++) {
    const piece = encoder.encode(line(i)).subarray(0, size - at);
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const uploadPath = (account: string, name: string) =>
  `/api/backoffice/document-files?${new URLSearchParams({ account, name, kind: "payroll" })}`;

/** Rows of the content tables that tell a dead upload's leftovers from kept files. */
async function leftovers(url: string) {
  const db = await openDb(url);
  try {
    const count = async (sql: string) => Number((await db.get<{ n: number }>(sql))!.n);
    return {
      uploads: await count("SELECT count(*) AS n FROM content_upload"),
      unowned: await count(
        "SELECT count(*) AS n FROM content_chunk c WHERE NOT EXISTS " +
          "(SELECT 1 FROM content k WHERE k.content_id = c.content_id)",
      ),
    };
  } finally {
    await db.close();
  }
}

Deno.test({
  name: "killed mid-upload and restarted, the server has no half a document and its chunks are swept",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-upload-kill-" });
    const url = `sqlite:${dir}/crash.db`;
    const api = new Api();
    await seedSignIns(url);
    let server: ServerProcess = await startServer(url, SECRET);
    try {
      api.origin = server.origin;
      const fixtures = await api.signIn();
      const account = await fixtures.ensure("account");
      const headers = { authorization: `Bearer ${api.token}`, "content-type": "application/octet-stream" };

      const kept = textBytes(3 * MB + 123, "kept");
      const made = await fetch(server.origin + uploadPath(account, "kept.txt"), {
        method: "POST",
        headers,
        body: kept as Uint8Array<ArrayBuffer>,
      });
      assert.equal(made.status, 201, await made.clone().text());
      const keptDoc = await made.json();

      // The cut-off upload: a stream that stops giving bytes part way, the server killed while it waits.
      const cut = textBytes(CUT_FILE_BYTES, "cut");
      let sent = 0;
      let reachedKillPoint!: () => void;
      const atKillPoint = new Promise<void>((resolve) => reachedKillPoint = resolve);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= SENT_BEFORE_KILL) {
            reachedKillPoint();
            return await new Promise<void>(() => {}); // Holds the rest back until the server is gone.
          }
          controller.enqueue(cut.slice(sent, sent + 256 * 1024));
          sent += 256 * 1024;
        },
      });
      const cutUpload = fetch(server.origin + uploadPath(account, "cut.txt"), {
        method: "POST",
        headers,
        body,
      })
        .then((r) => r.status, () => "connection lost");
      await atKillPoint;
      // The server writes each chunk as it fills: give it the time to write what it has, then kill it.
      const before = Date.now();
      let written = await leftovers(url);
      while (written.unowned < 3 && Date.now() - before < 10_000) {
        await new Promise((r) => setTimeout(r, 50));
        written = await leftovers(url);
      }
      assert.ok(
        written.unowned >= 3,
        `chunks of the upload were written before the kill (${written.unowned})`,
      );
      await killServer(server);
      assert.equal(await cutUpload, "connection lost");
      assert.deepEqual(server.errors(), [], "no 500 before the kill");

      server = await startServer(url, SECRET);
      api.origin = server.origin;
      const listed = await api.call("GET", `/api/backoffice/document?account=${account}`);
      assert.equal(listed.status, 200);
      assert.deepEqual(listed.body.items.map((d: { name: string }) => d.name), ["kept.txt"]);
      const download = await fetch(`${server.origin}/api/backoffice/document-files/${keptDoc.id}/file`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      assert.equal(download.status, 200);
      assert.equal(await sha256(new Uint8Array(await download.arrayBuffer())), await sha256(kept));

      // The dead upload's chunks wait for the sweep, which takes them once idle long enough, and nothing else.
      const found = await leftovers(url);
      assert.equal(found.uploads, 1, "the dead upload's row is there to be swept");
      assert.ok(found.unowned >= 3);
      const db = await openDb(url);
      try {
        const later = new ContentStore(db, { now: () => Date.now() + UPLOAD_IDLE_MS + 1_000 });
        assert.equal(await later.sweep(), 1);
        assert.deepEqual(await sqliteIntegrity(db), [], "PRAGMA integrity_check and foreign_key_check");
      } finally {
        await db.close();
      }
      assert.deepEqual(await leftovers(url), { uploads: 0, unowned: 0 });
      const again = await fetch(`${server.origin}/api/backoffice/document-files/${keptDoc.id}/file`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      assert.equal(await sha256(new Uint8Array(await again.arrayBuffer())), await sha256(kept));
      assert.deepEqual(server.errors(), [], "no 500 after the restart");
    } finally {
      await stopServer(server);
      await Deno.remove(dir, { recursive: true });
    }
  },
});

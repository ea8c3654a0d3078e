/**
 * Documents' bytes in the database, on both engines: streamed in and out a chunk at a time, kept once per
 * SHA-256, and nothing left behind by an upload that is refused, cut off, fails after its bytes, or whose server
 * died half way.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { Refusal } from "../../domain/api/index.ts";
import { HEAD_BYTES } from "../../domain/documents/content-type.ts";
import { ContentStore, UPLOAD_IDLE_MS } from "../../server/backoffice/documents/content-store.ts";
import type { Db } from "../../server/store/db.ts";
import { storeTest } from "../support/store.ts";

const CHUNK = HEAD_BYTES;

/** A PDF-looking file of `size` bytes whose content depends on `seed`. */
function pdf(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed * 7) & 0xff;
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

/** A body handing the bytes over in pieces of `piece` bytes; `failAfter`: errors once that many were given. */
function body(bytes: Uint8Array, piece = 10_000, failAfter?: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && at >= failAfter) return controller.error(new Error("connection reset"));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function counts(db: Db) {
  const n = async (table: string) =>
    Number((await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);
  return {
    chunks: await n("content_chunk"),
    contents: await n("content"),
    uploads: await n("content_upload"),
  };
}

const keep = (store: ContentStore, bytes: Uint8Array, name = "return.pdf", max = 10_000_000) =>
  store.put(body(bytes), name, max, (_tx, stored) => Promise.resolve(stored));

storeTest(
  "a file streams in by chunks and back out byte for byte, under its SHA-256",
  async ({ openStore }) => {
    const { db } = await openStore();
    const store = new ContentStore(db, { chunkBytes: CHUNK });
    const file = pdf(CHUNK * 3 + 123);
    const stored = await keep(store, file);
    assert.equal(stored.sha256, createHash("sha256").update(file).digest("hex"));
    assert.equal(stored.size, file.length);
    assert.equal(stored.type.mediaType, "application/pdf");
    assert.deepEqual(await counts(db), { chunks: 4, contents: 1, uploads: 0 });
    const kept = await db.get<{ size: number }>("SELECT size FROM content WHERE sha256 = $1", [
      stored.sha256,
    ]);
    assert.equal(Number(kept?.size), file.length);
    const back = await store.read(stored.sha256);
    assert.ok(back);
    assert.deepEqual(await readAll(back), file);
    assert.equal(await store.read("0".repeat(64)), undefined);
  },
);

storeTest("the same bytes uploaded twice are kept once", async ({ openStore }) => {
  const { db } = await openStore();
  const store = new ContentStore(db, { chunkBytes: CHUNK });
  const file = pdf(CHUNK * 2 + 5);
  const [a, b] = await Promise.all([keep(store, file, "a.pdf"), keep(store, file, "b.pdf")]);
  assert.equal(a.sha256, b.sha256);
  await keep(store, file, "c.pdf");
  assert.deepEqual(await counts(db), { chunks: 3, contents: 1, uploads: 0 });
  await keep(store, pdf(100, 2));
  assert.deepEqual(await counts(db), { chunks: 4, contents: 2, uploads: 0 });
});

storeTest(
  "refused uploads leave nothing: too large, empty, a refused type, cut off, failing after",
  async ({ openStore }) => {
    const { db } = await openStore();
    const store = new ContentStore(db, { chunkBytes: CHUNK });
    const tooLarge = await store.put(body(pdf(CHUNK * 3)), "big.pdf", CHUNK * 2, () => Promise.resolve())
      .then(() => undefined, (e) => e);
    assert.ok(tooLarge instanceof Refusal);
    assert.equal(tooLarge.problem.code, "documentTooLarge");
    const fileProblem = async (work: Promise<unknown>) => {
      const error = await work.then(() => undefined, (e) => e);
      assert.ok(error instanceof Refusal, String(error));
      assert.equal(error.problem.code, "invalidFields");
      return error.fields.file.code;
    };
    assert.equal(await fileProblem(keep(store, new Uint8Array())), "fileEmpty");
    const elf = pdf(CHUNK * 2);
    elf.set([0x7f, 0x45, 0x4c, 0x46], 0);
    assert.equal(await fileProblem(keep(store, elf, "tool.pdf")), "fileTypeRefused");
    const cut = store.put(
      body(pdf(CHUNK * 4), 10_000, CHUNK * 2 + 20_000),
      "cut.pdf",
      1e9,
      () => Promise.resolve(),
    );
    assert.equal(await fileProblem(cut), "fileCut");
    const failing = store.put(
      body(pdf(CHUNK * 2, 3)),
      "x.pdf",
      1e9,
      () => Promise.reject(new Error("no version")),
    );
    await assert.rejects(failing, /no version/);
    assert.deepEqual(await counts(db), { chunks: 0, contents: 0, uploads: 0 });
  },
);

storeTest(
  "the chunks of an upload whose server died are swept once it has been idle",
  async ({ openStore }) => {
    const { db } = await openStore();
    let now = 1_000_000;
    const store = new ContentStore(db, { chunkBytes: CHUNK, now: () => now });
    // A dead server's upload: its row and two chunks, never finished.
    await db.run("INSERT INTO content_upload (content_id, touched_at) VALUES ('dead', $1)", [now]);
    for (const seq of [0, 1]) {
      await db.run("INSERT INTO content_chunk (content_id, seq, bytes) VALUES ('dead', $1, $2)", [
        seq,
        pdf(10),
      ]);
    }
    const kept = await keep(store, pdf(CHUNK + 1));
    now += UPLOAD_IDLE_MS - 1;
    assert.equal(await store.sweep(), 0, "not yet idle long enough");
    now += 2;
    assert.equal(await store.sweep(), 1);
    assert.deepEqual(await counts(db), { chunks: 2, contents: 1, uploads: 0 });
    assert.deepEqual(await readAll((await store.read(kept.sha256))!), pdf(CHUNK + 1));
  },
);

storeTest("kept bytes are removed only when no document version names them", async ({ openStore }) => {
  const { db } = await openStore();
  const store = new ContentStore(db, { chunkBytes: CHUNK });
  const kept = await keep(store, pdf(CHUNK * 2));
  await db.run(
    `INSERT INTO document_version (document_id, n, sha256, name, size, media_type, uploaded_at)
     VALUES ('d1', 1, $1, 'a.pdf', 1, 'application/pdf', '2026-11-29')`,
    [kept.sha256],
  );
  assert.equal(await db.transaction((tx) => store.remove(tx, kept.sha256)), false);
  assert.deepEqual(await counts(db), { chunks: 2, contents: 1, uploads: 0 });
  await db.run("DELETE FROM document_version");
  assert.equal(await db.transaction((tx) => store.remove(tx, kept.sha256)), true);
  assert.deepEqual(await counts(db), { chunks: 0, contents: 0, uploads: 0 });
});

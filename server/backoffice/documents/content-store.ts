import { createHash } from "node:crypto";
import { invalidField, Refusal, refusal } from "../../../domain/api/index.ts";
import { type ContentType, HEAD_BYTES, sniffContentType } from "../../../domain/documents/content-type.ts";
import type { Db } from "../../store/db.ts";

/**
 * Documents' bytes in the database (issue 35; the tables of migration 22). A file streams in a chunk at a time,
 * so that a 200 MB upload holds one chunk in memory, not the file: each chunk is written as it fills, under a
 * fresh content id, while its SHA-256 is worked out; at the end one short transaction either makes the content
 * row for those bytes or, when the same bytes are already kept, drops the new chunks (kept once however often
 * uploaded). Nothing of an upload that fails, is refused or is cut off stays: its chunks are deleted at once, and
 * those of one whose server died are swept once its `content_upload` row has gone untouched for UPLOAD_IDLE_MS.
 * Downloads stream a chunk at a time the same way.
 */

/**
 * Bytes a chunk holds: at least HEAD_BYTES, so the first chunk tells the file's type. A megabyte keeps a 200 MB
 * file to 200 rows, each its own short transaction.
 */
export const CHUNK_BYTES = 1024 * 1024;
/** An upload whose row has not been touched this long belongs to a server that died: its chunks are swept. */
export const UPLOAD_IDLE_MS = 5 * 60_000;

export type StoredContent = { sha256: string; size: number; type: ContentType };

export type ContentStoreOptions = { now?: () => number; chunkBytes?: number };

/**
 * Chunks read ahead of the one being written (an upload) or sent (a download): the network keeps flowing while
 * the database works.
 */
const AHEAD = 3;

function typeOf(head: Uint8Array, name: string, whole: boolean): ContentType {
  const sniffed = sniffContentType(head, name, whole);
  if ("refused" in sniffed) {
    throw invalidField("file", sniffed.refused === "empty" ? "fileEmpty" : "fileTypeRefused");
  }
  return sniffed;
}

/**
 * A body cut into chunks of `size` bytes (the last may be shorter) as it streams through, its SHA-256 and size
 * worked out on the way; past `maxBytes` it fails with the 413. Up to AHEAD chunks wait to be written, so that a
 * body is read while the chunk before is written (read only between writes, a 200 MB upload to PostgreSQL
 * stalled the sender at every write: 12 MB/s where the writes alone went at 70).
 */
function chunked(size: number, maxBytes: number) {
  const hash = createHash("sha256");
  let total = 0;
  let chunk = new Uint8Array(size);
  let filled = 0;
  const stream = new TransformStream<Uint8Array, Uint8Array>(
    {
      transform(piece, controller) {
        total += piece.length;
        if (total > maxBytes) {
          throw refusal("documentTooLarge", { maxMb: Math.round(maxBytes / 1024 / 1024) });
        }
        hash.update(piece);
        while (piece.length > 0) {
          const taken = Math.min(piece.length, size - filled);
          chunk.set(piece.subarray(0, taken), filled);
          filled += taken;
          piece = piece.subarray(taken);
          if (filled === size) {
            controller.enqueue(chunk);
            chunk = new Uint8Array(size);
            filled = 0;
          }
        }
      },
      flush(controller) {
        if (filled > 0) controller.enqueue(chunk.subarray(0, filled));
      },
    },
    undefined,
    { highWaterMark: AHEAD },
  );
  return Object.assign(stream, { sha256: () => hash.digest("hex"), size: () => total });
}

export class ContentStore {
  readonly #db: Db;
  readonly #now: () => number;
  readonly #chunkBytes: number;

  constructor(db: Db, options: ContentStoreOptions = {}) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
    this.#chunkBytes = Math.max(options.chunkBytes ?? CHUNK_BYTES, HEAD_BYTES);
  }

  /**
   * Keeps the bytes of `body` (a file named `name`), then runs `then` with their hash, size and type in the same
   * transaction that makes them kept (the document's version is written there: bytes and the version that uses
   * them come to be together, or neither does). Refused, with nothing kept: more than `maxBytes` (413
   * documentTooLarge), an empty file, a type a practice does not keep, a body that ends in an error (cut off).
   */
  async put<T>(
    body: ReadableStream<Uint8Array>,
    name: string,
    maxBytes: number,
    then: (tx: Db, stored: StoredContent) => Promise<T>,
  ): Promise<T> {
    const contentId = crypto.randomUUID();
    await this.#db.run("INSERT INTO content_upload (content_id, touched_at) VALUES ($1, $2)", [
      contentId,
      this.#now(),
    ]);
    try {
      const written = await this.#writeChunks(body, contentId, name, maxBytes);
      return await this.#db.transaction(async (tx) => {
        // Bytes kept already (or by an upload ending at the same moment): the new chunks go, the kept ones serve.
        const made = await tx.run(
          `INSERT INTO content (sha256, content_id, size, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (sha256) DO NOTHING`,
          [written.sha256, contentId, written.size, new Date(this.#now()).toISOString()],
        );
        if (made.changes === 0) await tx.run("DELETE FROM content_chunk WHERE content_id = $1", [contentId]);
        await tx.run("DELETE FROM content_upload WHERE content_id = $1", [contentId]);
        return await then(tx, written);
      });
    } catch (error) {
      await this.#drop(contentId);
      throw error;
    }
  }

  async #writeChunks(
    body: ReadableStream<Uint8Array>,
    contentId: string,
    name: string,
    maxBytes: number,
  ): Promise<StoredContent> {
    const file = chunked(this.#chunkBytes, maxBytes);
    const reader = body.pipeThrough(file).getReader();
    let seq = 0;
    let type: ContentType | undefined;
    try {
      for (;;) {
        const next = await reader.read().catch((error) => {
          throw error instanceof Refusal ? error : invalidField("file", "fileCut");
        });
        if (next.done) break;
        const bytes = next.value;
        // A file shorter than the head is told whole: a character its end cuts in two is then not text.
        type ??= typeOf(bytes.subarray(0, HEAD_BYTES), name, bytes.length < HEAD_BYTES);
        await this.#db.transaction(async (tx) => {
          // Chunks need not reach the disk one by one: the upload's last transaction, which makes them a file,
          // waits for the log, and PostgreSQL's log is written in order, so it carries every chunk before it.
          if (tx.dialect === "postgres") await tx.run("SET LOCAL synchronous_commit TO OFF");
          await tx.run("INSERT INTO content_chunk (content_id, seq, bytes) VALUES ($1, $2, $3)", [
            contentId,
            seq++,
            bytes,
          ]);
          await tx.run("UPDATE content_upload SET touched_at = $2 WHERE content_id = $1", [
            contentId,
            this.#now(),
          ]);
        });
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
    if (!type) throw invalidField("file", "fileEmpty");
    return { sha256: file.sha256(), size: file.size(), type };
  }

  /** An upload's chunks and row, gone. */
  async #drop(contentId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.run("DELETE FROM content_chunk WHERE content_id = $1", [contentId]);
      await tx.run("DELETE FROM content_upload WHERE content_id = $1", [contentId]);
    });
  }

  /**
   * The kept bytes under `sha256`, a chunk at a time as the reader pulls (undefined when none are kept), up to
   * AHEAD chunks read before they are asked for (the next is read while one is sent). The chunks are read by
   * position, so the download's memory is those few chunks whatever the file's size.
   */
  async read(sha256: string): Promise<ReadableStream<Uint8Array> | undefined> {
    const row = await this.#db.get<{ content_id: string }>(
      "SELECT content_id FROM content WHERE sha256 = $1",
      [sha256],
    );
    if (!row) return undefined;
    const db = this.#db;
    let seq = -1;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await db.get<{ seq: number; bytes: Uint8Array }>(
          "SELECT seq, bytes FROM content_chunk WHERE content_id = $1 AND seq > $2 ORDER BY seq LIMIT 1",
          [row.content_id, seq],
        );
        if (!next) return controller.close();
        seq = Number(next.seq);
        controller.enqueue(new Uint8Array(next.bytes));
      },
    }, { highWaterMark: AHEAD });
  }

  /**
   * Removes the bytes kept under `sha256` in the caller's transaction unless a document version still names
   * them: answers whether they went. One statement decides and deletes, so an upload of the same bytes committing
   * meanwhile either finds them kept or makes them anew.
   */
  async remove(tx: Db, sha256: string): Promise<boolean> {
    const row = await tx.get<{ content_id: string }>(
      `DELETE FROM content WHERE sha256 = $1 AND NOT EXISTS (SELECT 1 FROM document_version WHERE sha256 = $1)
       RETURNING content_id`,
      [sha256],
    );
    if (row) await tx.run("DELETE FROM content_chunk WHERE content_id = $1", [row.content_id]);
    return row !== undefined;
  }

  /** Sweeps the chunks of uploads whose server died mid-way (untouched for UPLOAD_IDLE_MS); answers how many. */
  async sweep(): Promise<number> {
    const stale = await this.#db.all<{ content_id: string }>(
      "SELECT content_id FROM content_upload WHERE touched_at < $1",
      [this.#now() - UPLOAD_IDLE_MS],
    );
    for (const { content_id } of stale) await this.#drop(content_id);
    return stale.length;
  }
}

import { invalid, invalidField, refusal } from "../../../domain/api/index.ts";
import type { DocumentVersion } from "../../../domain/documents/document-version.ts";
import { NAME_MAX, nameProblem } from "../../../domain/documents/file-name.ts";
import { document } from "../../../domain/resources/documents.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { practiceToday } from "../../../domain/today.ts";
import type { Db } from "../../store/db.ts";
import { auditActor, writeAudit } from "../audit.ts";
import type { ApiRecord } from "../engine-reads.ts";
import type { Engine } from "../engine.ts";
import { notFound } from "../engine-reads.ts";
import type { Actor } from "../hooks/types.ts";
import type { Stored } from "../source.ts";
import { TitleResolver } from "../titles.ts";
import { ContentStore, type StoredContent } from "./content-store.ts";

/**
 * A client's documents and their versions (issue 35): a document is made by uploading its file, and uploading to
 * it again adds a version (the earlier ones kept, each readable). The document's record (the generic engine's:
 * list, search, edit, visibility, audit) holds what it is filed by and its current version; every version is a
 * row of document_version naming its bytes (content-store.ts). Bytes, record and version row are written in one
 * transaction once the file is in, so a document never names bytes that are not kept, nor bytes a version that
 * never came to be.
 */

/** What an upload files a new document under: the document's own fields, as its record takes them. */
export type DocumentFiling = {
  account: string;
  name: string;
  kind?: string;
  taxYear?: number | string;
  tags?: string;
  /** The records it belongs to besides its client (domain/resources/documents.ts DOCUMENT_LINKS). */
  returns?: string[];
  objections?: string[];
  letters?: string[];
  cipcJobs?: string[];
};

/** A version's bytes as a download serves them. */
export type VersionFile = { name: string; mediaType: string; size: number; body: ReadableStream<Uint8Array> };

export type DocumentFilesDeps = { db: Db; engine: Engine; maxBytes: number; content?: ContentStore };

export class DocumentFiles {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #content: ContentStore;
  readonly maxBytes: number;

  constructor(deps: DocumentFilesDeps) {
    this.#db = deps.db;
    this.#engine = deps.engine;
    this.#content = deps.content ?? new ContentStore(deps.db);
    this.maxBytes = deps.maxBytes;
  }

  /**
   * A new document of `filing`'s client from the file in `body`. Its fields are checked before a byte is read (a
   * mistyped year must not cost a 50 MB upload first); the client's existence and visibility when it is written.
   * `within` runs in the same transaction once the document is made (a request's item it satisfies): it fails,
   * and no document was made.
   */
  async upload(
    filing: DocumentFiling,
    body: ReadableStream<Uint8Array>,
    actor: Actor,
    within?: (tx: Db, record: Stored) => Promise<void>,
  ): Promise<ApiRecord> {
    const fields = { ...filing, name: filing.name.trim() };
    const checked = validateRecord(document, fields, {
      mode: "create",
      today: practiceToday(this.#engine.now()),
    });
    if (!checked.ok) throw invalid(checked.problems);
    const stored = await this.#content.put(body, fields.name, this.maxBytes, async (tx, content) => {
      const record = await this.#engine.insert(document, fields, actor, current(content, 1));
      await this.#addVersion(tx, record.id, 1, fields.name, content, actor);
      await within?.(tx, record);
      return record;
    });
    return (await this.#engine.present(document, [stored], this.#titles(actor)))[0];
  }

  /**
   * A new version of document `id` from the file in `body`, over the record's `version` the uploader saw (409 if
   * it changed meanwhile). `name`: the new version's file name; the document's own name stays as staff filed it.
   */
  async addVersion(
    id: string,
    version: number,
    name: string,
    body: ReadableStream<Uint8Array>,
    actor: Actor,
  ): Promise<ApiRecord> {
    const fileName = name.trim();
    checkName(fileName);
    await this.#visible(id, actor);
    const stored = await this.#content.put(body, fileName, this.maxBytes, async (tx, content) => {
      const latest = await tx.get<{ n: number }>(
        "SELECT max(n) AS n FROM document_version WHERE document_id = $1",
        [id],
      );
      const n = Number(latest?.n ?? 0) + 1;
      const record = await this.#engine.setServerFields(document, id, version, current(content, n), actor);
      await this.#addVersion(tx, id, n, fileName, content, actor);
      return record;
    });
    return (await this.#engine.present(document, [stored], this.#titles(actor)))[0];
  }

  /** Every version of a document the actor can see, newest first. */
  async versions(id: string, actor: Actor): Promise<DocumentVersion[]> {
    await this.#visible(id, actor);
    const rows = await this.#db.all<{
      n: number;
      name: string;
      size: number;
      media_type: string;
      sha256: string;
      uploaded_by: string | null;
      first_name: string | null;
      last_name: string | null;
      uploaded_at: string;
    }>(
      `SELECT v.n, v.name, v.size, v.media_type, v.sha256, v.uploaded_by, e.first_name, e.last_name, v.uploaded_at
       FROM document_version v LEFT JOIN employee e ON e.id = v.uploaded_by
       WHERE v.document_id = $1 ORDER BY v.n DESC`,
      [id],
    );
    return rows.map((r) => ({
      n: Number(r.n),
      name: r.name,
      size: Number(r.size),
      mediaType: r.media_type,
      sha256: r.sha256,
      uploadedBy: r.uploaded_by,
      uploadedByName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim(),
      uploadedAt: r.uploaded_at,
    }));
  }

  /** Version `n` of a document the actor can see (the current one when `n` is omitted), as bytes to serve. */
  async file(id: string, n: number | undefined, actor: Actor): Promise<VersionFile> {
    const record = await this.#visible(id, actor);
    const wanted = n ?? Number(record.data.versions);
    const row = await this.#db.get<{ name: string; size: number; media_type: string; sha256: string }>(
      "SELECT name, size, media_type, sha256 FROM document_version WHERE document_id = $1 AND n = $2",
      [id, wanted],
    );
    if (!row) throw refusal("noSuchDocumentVersion", { n: wanted });
    const body = await this.#content.read(row.sha256);
    // A version names its bytes by a foreign key: missing bytes would be a broken store, not a user's mistake.
    if (!body) throw new Error(`document ${id} version ${wanted}: its content ${row.sha256} is missing`);
    // Every read of a document's bytes (a download, a preview) is in its history, with who and from where.
    await writeAudit(this.#db, {
      resource: document.name,
      recordId: id,
      action: "download",
      ...auditActor(actor),
      at: this.#engine.now().toISOString(),
      changed: [],
      version: record.version,
    });
    return { name: row.name, mediaType: row.media_type, size: Number(row.size), body };
  }

  async #visible(id: string, actor: Actor) {
    const record = await this.#engine.sourceFor(document.name, actor).get(document, id);
    if (!record) throw notFound(document, id);
    return record;
  }

  #titles(actor: Actor): TitleResolver {
    return new TitleResolver(this.#engine.lookup(actor));
  }

  async #addVersion(tx: Db, id: string, n: number, name: string, content: StoredContent, actor: Actor) {
    await tx.run(
      `INSERT INTO document_version (document_id, n, sha256, name, size, media_type, uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        n,
        content.sha256,
        name,
        content.size,
        content.type.mediaType,
        actor.id,
        this.#engine.now().toISOString(),
      ],
    );
  }
}

/** The fields of a document's record that describe its current version. */
function current(content: StoredContent, versions: number) {
  return { mediaType: content.type.mediaType, size: content.size, sha256: content.sha256, versions };
}

/** A version's file name, held to a document's name's rules (its record's name is checked as a field). */
function checkName(name: string): void {
  const problem = nameProblem(name);
  if (problem) throw invalidField("name", problem, { max: NAME_MAX });
}

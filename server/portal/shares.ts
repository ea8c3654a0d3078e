import { refusal } from "../../domain/api/index.ts";
import { document } from "../../domain/resources/documents.ts";
import { type SharedDocument, type ShareState, shareYear } from "../../domain/portal-shares.ts";
import {
  type Actor,
  type AuditAction,
  auditActor,
  ContentStore,
  type Engine,
  notFound,
  type Stored,
  writeAudit,
} from "../backoffice/index.ts";
import type { Db } from "../store/db.ts";
import type { Portal } from "./portal.ts";
import { documentsGranted, seenDocument } from "./staff-documents.ts";

export type PortalSharesDeps = { db: Db; engine: Engine; portal: Portal; now: () => number };

type ShareRow = { document_id: string; account_id: string; shared_at: number; uploaded_at: string | null };

/** A version's bytes as the portal serves them (server/backoffice/documents/routes.ts fileResponse). */
export type SharedFile = { name: string; mediaType: string; size: number; body: ReadableStream<Uint8Array> };

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * Documents shared with a client in the client portal (issue 37). Staff share or unshare a document they see
 * (the documents' update grant; its read grant to read what is shared), each change an entry of the document's
 * history. A portal user lists and downloads the shared documents of the clients they act for; any other
 * document, shared or not, of their client or another, is the 404 of a missing document. A share names the
 * client the document had when shared: a document moved to another client since is shared with no one.
 */
export class PortalShares {
  readonly #content: ContentStore;

  constructor(private readonly deps: PortalSharesDeps) {
    this.#content = new ContentStore(deps.db);
  }

  // ---- staff ----

  /** Shares document `id` with its client's portal users, or stops sharing it; a change is audited. */
  async setShared(id: string, shared: boolean, actor: Actor): Promise<ShareState> {
    const record = await this.#seenDocument(id, actor, "update");
    const account = String(record.data.account);
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const { changes } = shared
        ? await tx.run(
          `INSERT INTO portal_share (document_id, account_id, shared_at, shared_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (document_id) DO UPDATE SET account_id = $2, shared_at = $3, shared_by = $4
           WHERE portal_share.account_id <> $2`,
          [id, account, at, actor.id],
        )
        : await tx.run("DELETE FROM portal_share WHERE document_id = $1", [id]);
      if (changes > 0) await this.#audit(tx, record, shared ? "portalShare" : "portalUnshare", actor, at);
    });
    return await this.state(id, actor);
  }

  /** Whether document `id` is shared with its client now. */
  async state(id: string, actor: Actor): Promise<ShareState> {
    const record = await this.#seenDocument(id, actor, "read");
    const row = await this.deps.db.get<{ shared_at: number }>(
      "SELECT shared_at FROM portal_share WHERE document_id = $1 AND account_id = $2",
      [id, String(record.data.account)],
    );
    return { document: id, shared: row !== undefined, sharedAt: row ? iso(row.shared_at) : null };
  }

  /** Client `account`'s shared documents that the actor sees (the portal panel); the 404 of none if not seen. */
  async ofClient(account: string, actor: Actor): Promise<SharedDocument[]> {
    await documentsGranted(this.deps.engine, actor, "read");
    const { engine } = this.deps;
    const accountDef = engine.def("account")!;
    if (!await engine.sourceFor("account", actor).get(accountDef, account)) {
      throw notFound(accountDef, account);
    }
    return await this.#list(account, (ids) => engine.sourceFor(document.name, actor).getMany(document, ids));
  }

  // ---- the portal user ----

  /** Client `account`'s shared documents, if user `userId` acts for it (else the 404 of a missing client). */
  async forClient(userId: string, account: string): Promise<SharedDocument[]> {
    await this.deps.portal.actsFor(userId, account);
    const { engine } = this.deps;
    return await this.#list(account, (ids) => engine.source(document.name).getMany(document, ids));
  }

  /**
   * The current version of shared document `id` of client `account`, for user `userId`; its download is an entry
   * of the document's history (a portal user, from their address). Anything else is the 404 of a missing one.
   */
  async file(userId: string, account: string, id: string, address: string): Promise<SharedFile> {
    await this.deps.portal.actsFor(userId, account);
    const { db, engine } = this.deps;
    const shared = await db.get<{ document_id: string }>(
      "SELECT document_id FROM portal_share WHERE document_id = $1 AND account_id = $2",
      [id, account],
    );
    const record = shared ? await engine.source(document.name).get(document, id) : undefined;
    if (!record || record.data.account !== account) throw notFound(document, id);
    const n = Number(record.data.versions);
    const row = await db.get<{ name: string; size: number; media_type: string; sha256: string }>(
      "SELECT name, size, media_type, sha256 FROM document_version WHERE document_id = $1 AND n = $2",
      [id, n],
    );
    if (!row) throw refusal("noSuchDocumentVersion", { n });
    const body = await this.#content.read(row.sha256);
    // A version names its bytes by a foreign key: missing bytes would be a broken store, not a user's mistake.
    if (!body) throw new Error(`document ${id} version ${n}: its content ${row.sha256} is missing`);
    const actor = await this.deps.portal.actor(userId, address);
    await this.#audit(db, record, "portalDownload", actor, this.deps.now());
    return { name: row.name, mediaType: row.media_type, size: Number(row.size), body };
  }

  /** The shares of client `account` whose documents `read` finds still of that client, as the portal lists them. */
  async #list(account: string, read: (ids: string[]) => Promise<Stored[]>): Promise<SharedDocument[]> {
    const rows = await this.deps.db.all<ShareRow>(
      `SELECT s.document_id, s.account_id, s.shared_at,
         (SELECT v.uploaded_at FROM document_version v WHERE v.document_id = s.document_id
          ORDER BY v.n DESC LIMIT 1) AS uploaded_at
       FROM portal_share s WHERE s.account_id = $1`,
      [account],
    );
    if (rows.length === 0) return [];
    const shares = new Map(rows.map((r) => [r.document_id, r]));
    // A binned document is no record: it is not listed (and listed again if restored).
    const records = await read(rows.map((r) => r.document_id));
    return records.filter((r) => r.data.account === account).map((r) => {
      const share = shares.get(r.id)!;
      return {
        id: r.id,
        name: String(r.data.name ?? ""),
        year: shareYear(r.data.taxYear, share.uploaded_at ?? r.createdAt),
        size: Number(r.data.size ?? 0),
        mediaType: String(r.data.mediaType ?? ""),
        sharedAt: iso(share.shared_at),
      };
    }).sort((a, b) => b.year - a.year || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** Document `id`, if the actor holds the documents' grant to `action` and sees it (the 404 of none if not). */
  async #seenDocument(id: string, actor: Actor, action: "read" | "update"): Promise<Stored> {
    const record = await seenDocument(this.deps.engine, id, actor, action);
    if (!record) throw notFound(document, id);
    return record;
  }

  /** An entry of the document's history: who (an employee, or none for a portal user), from where, when. */
  async #audit(db: Db, record: Stored, action: AuditAction, actor: Actor, at: number): Promise<void> {
    await writeAudit(db, {
      resource: document.name,
      recordId: record.id,
      action,
      ...auditActor(actor),
      at: iso(at),
      changed: [],
      version: record.version,
    });
  }
}

import { createHash } from "node:crypto";
import { refusal } from "../../domain/api/index.ts";
import type { ApprovalKind, ApprovalStatus, PortalApproval } from "../../domain/portal-approvals.ts";
import { document } from "../../domain/resources/documents.ts";
import { movesOnClientApproval } from "../../domain/resources/tax.ts";
import {
  type Actor,
  type AuditAction,
  auditActor,
  type ContentStore,
  type Engine,
  notFound,
  type Stored,
  writeAudit,
} from "../backoffice/index.ts";
import type { Db } from "../store/db.ts";
import { newId } from "../store/ids.ts";
import { portalActor } from "./actor.ts";
import type { Portal } from "./portal.ts";
import { documentsGranted, seenDocument } from "./staff-documents.ts";

export type PortalApprovalsDeps = {
  db: Db;
  engine: Engine;
  portal: Portal;
  content: ContentStore;
  now: () => number;
};

type Row = {
  id: string;
  account_id: string;
  document_id: string;
  version_n: number;
  kind: ApprovalKind;
  status: ApprovalStatus;
  asked_by_name: string;
  asked_at: number;
  withdrawn_at: number | null;
  signed_name: string | null;
  signed_user_email: string | null;
  signed_at: number | null;
  signed_address: string | null;
  signed_sha256: string | null;
  file_name: string | null;
  media_type: string | null;
};

/** A version's bytes to serve, as the documents' downloads take them. */
export type ApprovalFile = {
  name: string;
  mediaType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
};

const SELECT = `SELECT a.*, v.name AS file_name, v.media_type FROM portal_approval a
  LEFT JOIN document_version v ON v.document_id = a.document_id AND v.n = a.version_n`;
const iso = (ms: number | null) => ms === null ? null : new Date(Number(ms)).toISOString();
const missing = (id: string) => refusal("noSuchApproval", { id });

/**
 * Approvals asked of a client in the portal (issue 37): staff ask a client to approve a version of a document, or
 * to accept an engagement letter; a portal user acting for that client accepts it by typing their name and
 * confirming. The acceptance is refused when the document has a newer version than the one asked, and records
 * the typed name, the user, the time, their address and the SHA-256 of the version's bytes, hashed again from the
 * kept bytes then. Staff need the documents' grant (update to ask and withdraw, read to read) and see only the
 * documents and clients they see; a portal user only their clients' approvals (any other, and a withdrawn one, is
 * the 404 of a missing approval). Each step is an entry of the document's history.
 */
export class PortalApprovals {
  constructor(private readonly deps: PortalApprovalsDeps) {}

  // ---- staff ----

  /** Asks document `documentId`'s client to approve (or accept) its current version. */
  async ask(documentId: string, kind: ApprovalKind, actor: Actor): Promise<PortalApproval> {
    const record = await this.#document(documentId, actor, "update");
    const version = Number(record.data.versions);
    const { engine, db } = this.deps;
    const employee = await engine.source("employee").get(engine.def("employee")!, String(actor.id));
    const askedBy = [employee?.data.firstName, employee?.data.lastName].filter((p) => p).join(" ");
    const id = newId();
    const at = this.deps.now();
    await db.transaction(async (tx) => {
      const open = await tx.get<{ version_n: number }>(
        "SELECT version_n FROM portal_approval WHERE document_id = $1 AND kind = $2 AND status = 'asked'",
        [documentId, kind],
      );
      if (open) throw refusal("approvalAlreadyAsked", { version: Number(open.version_n) });
      await tx.run(
        `INSERT INTO portal_approval (id, account_id, document_id, version_n, kind, status, asked_by, asked_by_name,
           asked_at) VALUES ($1, $2, $3, $4, $5, 'asked', $6, $7, $8)`,
        [id, String(record.data.account), documentId, version, kind, String(actor.id), askedBy, at],
      );
      await this.#audit(tx, record, "approvalAsked", actor, at);
    });
    return (await this.#present([(await this.#row(id))!]))[0];
  }

  /** Withdraws approval `id` while it is open (409 once accepted or withdrawn). */
  async withdraw(id: string, actor: Actor): Promise<PortalApproval> {
    const row = await this.#row(id);
    if (!row) throw missing(id);
    const record = await this.#document(row.document_id, actor, "update", id);
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const { changes } = await tx.run(
        "UPDATE portal_approval SET status = 'withdrawn', withdrawn_at = $1 WHERE id = $2 AND status = 'asked'",
        [at, id],
      );
      if (changes === 0) throw refusal("approvalNotOpen");
      await this.#audit(tx, record, "approvalWithdrawn", actor, at);
    });
    return (await this.#present([(await this.#row(id))!]))[0];
  }

  /** Approval `id` as staff read it (its printable record). */
  async one(id: string, actor: Actor): Promise<PortalApproval> {
    const row = await this.#row(id);
    if (!row) throw missing(id);
    await this.#document(row.document_id, actor, "read", id);
    return (await this.#present([row]))[0];
  }

  /** The approvals asked about document `documentId`, or of client `account`, newest first. */
  async list(where: { document?: string; client?: string }, actor: Actor): Promise<PortalApproval[]> {
    const { engine, db } = this.deps;
    if (where.document) await this.#document(where.document, actor, "read");
    else if (where.client) {
      await documentsGranted(this.deps.engine, actor, "read");
      const def = engine.def("account")!;
      if (!await engine.sourceFor("account", actor).get(def, where.client)) throw notFound(def, where.client);
    } else return [];
    const rows = await db.all<Row>(
      where.document
        ? `${SELECT} WHERE a.document_id = $1 ORDER BY a.asked_at DESC, a.id DESC`
        : `${SELECT} WHERE a.account_id = $1 ORDER BY a.asked_at DESC, a.id DESC`,
      [where.document ?? where.client],
    );
    if (where.document) return await this.#present(rows);
    // A client's list holds only the documents the actor sees (a document may be confined beyond its client).
    const seen = new Set(
      (await engine.sourceFor(document.name, actor).getMany(document, [
        ...new Set(rows.map((r) => r.document_id)),
      ]))
        .map((d) => d.id),
    );
    return await this.#present(rows.filter((r) => seen.has(r.document_id)));
  }

  // ---- the portal ----

  /** Client `account`'s approvals open or accepted, as portal user `userId` reads them. */
  async forClient(userId: string, account: string): Promise<PortalApproval[]> {
    await this.deps.portal.actsFor(userId, account);
    const rows = await this.deps.db.all<Row>(
      `${SELECT} WHERE a.account_id = $1 AND a.status <> 'withdrawn' ORDER BY a.asked_at DESC, a.id DESC`,
      [account],
    );
    return await this.#present(rows);
  }

  /** Approval `id` of a client portal user `userId` acts for (not withdrawn), with its printable record. */
  async forUser(userId: string, id: string): Promise<PortalApproval> {
    return (await this.#present([await this.#mine(userId, id)]))[0];
  }

  /** The bytes of the version approval `id` asks about, read by portal user `userId` from `address`. */
  async file(userId: string, id: string, address: string): Promise<ApprovalFile> {
    const row = await this.#mine(userId, id);
    const version = await this.#version(row);
    const body = await this.deps.content.read(version.sha256);
    if (!body) throw new Error(`approval ${id}: the content ${version.sha256} of its version is missing`);
    const record = await this.#stored(row);
    const actor = await this.deps.portal.actor(userId, address);
    await this.#audit(this.deps.db, record, "download", actor, this.deps.now());
    return { name: version.name, mediaType: version.media_type, size: Number(version.size), body };
  }

  /**
   * Accepts approval `id` as portal user `userId`, who typed `name`, from `address`: refused (409) once accepted,
   * or when the document has a version newer than the one asked. The kept bytes are hashed again, and that hash is
   * what the signature records.
   */
  async accept(userId: string, id: string, name: string, address: string): Promise<PortalApproval> {
    const row = await this.#mine(userId, id);
    if (row.status !== "asked") throw refusal("approvalNotOpen");
    const record = await this.#stored(row);
    const current = Number(record.data.versions);
    if (current !== Number(row.version_n)) {
      throw refusal("approvalStale", { asked: Number(row.version_n), current });
    }
    const version = await this.#version(row);
    const sha256 = await this.#hash(version.sha256);
    // The bytes kept are named by their hash: another hash now would be a broken store, not a client's mistake.
    if (sha256 !== version.sha256) {
      throw new Error(`approval ${id}: the kept bytes no longer hash to their name`);
    }
    const me = await this.deps.portal.me(userId);
    const actor = portalActor(userId, me, address);
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const latest = await tx.get<{ n: number }>(
        "SELECT max(n) AS n FROM document_version WHERE document_id = $1",
        [row.document_id],
      );
      if (Number(latest?.n) !== Number(row.version_n)) {
        throw refusal("approvalStale", { asked: Number(row.version_n), current: Number(latest?.n) });
      }
      const { changes } = await tx.run(
        `UPDATE portal_approval SET status = 'accepted', signed_name = $1, signed_user_id = $2,
           signed_user_email = $3, signed_at = $4, signed_address = $5, signed_sha256 = $6
         WHERE id = $7 AND status = 'asked'`,
        [name, userId, me.email, at, address, sha256, id],
      );
      if (changes === 0) throw refusal("approvalNotOpen");
      await this.#audit(tx, record, "approvalAccepted", actor, at);
      // The returns the document belongs to hear of it in their history; an approval moves those not yet that far.
      for (const linked of await this.#returns(record)) {
        await this.#audit(tx, linked, "approvalAccepted", actor, at, "incometax");
        if (row.kind === "approval") await this.#clientApproved(linked, actor);
      }
      if (row.kind === "engagement-letter") await this.#engaged(String(row.account_id), actor);
    });
    return await this.forUser(userId, id);
  }

  // ---- inside ----

  async #row(id: string): Promise<Row | undefined> {
    return await this.deps.db.get<Row>(`${SELECT} WHERE a.id = $1`, [id]);
  }

  /** Approval `id` if user `userId` acts for its client and it was not withdrawn; the 404 of none if not. */
  async #mine(userId: string, id: string): Promise<Row> {
    const row = await this.#row(id);
    if (!row || row.status === "withdrawn") throw missing(id);
    const clients = await this.deps.portal.clients(userId);
    if (!clients.some((c) => c.id === row.account_id)) throw missing(id);
    return row;
  }

  /** The document an approval names, as the store has it (gone to the bin for good: the approval is gone). */
  async #stored(row: Row): Promise<Stored> {
    const record = await this.deps.engine.source(document.name).get(document, row.document_id);
    if (!record) throw missing(row.id);
    return record;
  }

  async #version(row: Row) {
    const version = await this.deps.db.get<
      { name: string; media_type: string; size: number; sha256: string }
    >(
      "SELECT name, media_type, size, sha256 FROM document_version WHERE document_id = $1 AND n = $2",
      [row.document_id, row.version_n],
    );
    if (!version) throw missing(row.id);
    return version;
  }

  /**
   * An engagement letter accepted makes a prospect the practice's client: its status moves to active in the
   * acceptance's write (versioned and audited as the portal's); a client already active, dormant or ceased stays.
   */
  async #engaged(accountId: string, actor: Actor): Promise<void> {
    const { engine } = this.deps;
    const def = engine.def("account")!;
    const client = await engine.source("account").get(def, accountId);
    if (client?.data.status !== "prospect") return;
    await engine.setServerFields(def, client.id, client.version, { status: "active" }, actor);
  }

  /**
   * A return linked to a document its client approved moves to `client-approved` in the acceptance's write
   * (versioned and audited as the portal user's) while it is before that status; one approved, submitted or later
   * stays: submitting is staff's act.
   */
  async #clientApproved(linked: Stored, actor: Actor): Promise<void> {
    if (!movesOnClientApproval(linked.data.status)) return;
    const def = this.deps.engine.def("incometax")!;
    await this.deps.engine.setServerFields(
      def,
      linked.id,
      linked.version,
      { status: "client-approved" },
      actor,
    );
  }

  /** The income-tax returns document `record` belongs to, as stored. */
  async #returns(record: Stored): Promise<Stored[]> {
    const ids = Array.isArray(record.data.returns) ? record.data.returns.map(String) : [];

    if (ids.length === 0) return [];
    const { engine } = this.deps;
    return await engine.source("incometax").getMany(engine.def("incometax")!, ids);
  }

  /** The SHA-256 (hex) of the bytes kept under `stored`, read again a chunk at a time. */
  async #hash(stored: string): Promise<string> {
    const body = await this.deps.content.read(stored);
    if (!body) throw new Error(`the content ${stored} is missing`);
    const hash = createHash("sha256");
    for await (const chunk of body) hash.update(chunk);
    return hash.digest("hex");
  }

  /** Document `id` if the actor may `action` documents (403) and sees it (the 404 of a missing one). */
  async #document(id: string, actor: Actor, action: "read" | "update", approval?: string): Promise<Stored> {
    const record = await seenDocument(this.deps.engine, id, actor, action);
    if (!record) throw approval ? missing(approval) : notFound(document, id);
    return record;
  }

  async #present(rows: Row[]): Promise<PortalApproval[]> {
    const { engine } = this.deps;
    const clients = await engine.source("account").getMany(
      engine.def("account")!,
      [...new Set(rows.map((r) => r.account_id))],
    );
    const names = new Map(clients.map((c) => [c.id, String(c.data.name ?? "")]));
    return rows.map((r) => ({
      id: r.id,
      client: r.account_id,
      clientName: names.get(r.account_id) ?? "",
      document: r.document_id,
      documentName: r.file_name ?? "",
      version: Number(r.version_n),
      mediaType: r.media_type ?? "",
      kind: r.kind,
      status: r.status,
      askedBy: r.asked_by_name,
      askedAt: iso(r.asked_at)!,
      withdrawnAt: iso(r.withdrawn_at),
      accepted: r.status === "accepted"
        ? {
          name: r.signed_name ?? "",
          user: r.signed_user_email ?? "",
          at: iso(r.signed_at)!,
          address: r.signed_address ?? "",
          sha256: r.signed_sha256 ?? "",
        }
        : null,
    }));
  }

  async #audit(
    db: Db,
    record: Stored,
    action: AuditAction,
    actor: Actor,
    at: number,
    resource: string = document.name,
  ) {
    await writeAudit(db, {
      resource,
      recordId: record.id,
      action,
      ...auditActor(actor),
      at: new Date(at).toISOString(),
      changed: [],
      version: record.version,
    });
  }
}

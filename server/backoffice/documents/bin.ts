import { refusal } from "../../../domain/api/index.ts";
import { BIN_DAYS, binExpiresOn } from "../../../domain/documents/retention.ts";
import type { BinnedDocument } from "../../../domain/documents/bin.ts";
import { document } from "../../../domain/resources/documents.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import type { ApiRecord } from "../engine-reads.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import type { Stored } from "../source.ts";
import type { DocumentRemoval } from "./removal.ts";
import type { RetentionReader } from "./retention-facts.ts";

/**
 * The documents' bin (issue 35). Deleting a document (the engine's delete, hooks/document.ts) takes its record
 * out of the record tables, so it leaves every list, search, count and linked record's page, and keeps it here
 * whole, its versions and bytes untouched, for BIN_DAYS: restored as it was, or then removed for good.
 */

/** Keeps a deleted document's record in the bin, inside the delete's transaction. */
export async function binDocument(db: Db, record: Stored, actor: Actor, at: string): Promise<void> {
  await db.run(
    "INSERT INTO document_bin (document_id, account, record, binned_by, binned_at) VALUES ($1, $2, $3, $4, $5)",
    [
      record.id,
      typeof record.data.account === "string" ? record.data.account : null,
      JSON.stringify(record),
      actor.id,
      at,
    ],
  );
}

/** How often the server looks for documents due to leave the bin: a day late at most by an hour. */
export const BIN_SWEEP_MS = 60 * 60_000;

/** The sweep's actor: the server itself. */
const SERVER: Actor = { id: null, role: "system" };

type BinRow = {
  document_id: string;
  record: string;
  binned_by: string | null;
  first_name: string | null;
  last_name: string | null;
  binned_at: string;
};

export class DocumentBin {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #removal: DocumentRemoval;
  readonly #holds: () => RetentionReader;

  constructor(deps: { db: Db; engine: Engine; removal: DocumentRemoval; holds: () => RetentionReader }) {
    this.#db = deps.db;
    this.#engine = deps.engine;
    this.#removal = deps.removal;
    this.#holds = deps.holds;
  }

  /** The binned documents `actor` sees (CLIENT_VISIBILITY as every list), latest binned first. */
  async list(actor: Actor): Promise<BinnedDocument[]> {
    const values: SqlValue[] = [];
    const add = (value: SqlValue) => `$${values.push(value)}`;
    const confine = this.#engine.visibility.confine("account", actor);
    const rows = await this.#db.all<BinRow>(
      `SELECT b.document_id, b.record, b.binned_by, e.first_name, e.last_name, b.binned_at
       FROM document_bin b LEFT JOIN employee e ON e.id = b.binned_by
       ${confine ? `WHERE ${confine("b.account", add)}` : ""}
       ORDER BY b.binned_at DESC, b.document_id`,
      values,
    );
    const stored = rows.map((r) => JSON.parse(r.record) as Stored);
    const presented = await this.#engine.present(document, stored);
    return rows.map((r, i) => ({
      ...presented[i],
      version: stored[i].version + 1,
      binnedBy: r.binned_by,
      binnedByName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim(),
      binnedAt: r.binned_at,
      goesOn: binExpiresOn(r.binned_at),
    }));
  }

  /** Puts a binned document back as it was, over the bin entry's `version` the actor saw. */
  async restore(id: string, version: number, actor: Actor): Promise<ApiRecord> {
    return await this.#db.transaction(async (tx) => {
      const row = await this.#visibleRow(tx, id, actor);
      const previous = JSON.parse(row.record) as Stored;
      if (previous.version + 1 !== version) throw refusal("binnedChanged");
      await tx.run("DELETE FROM document_bin WHERE document_id = $1", [id]);
      return await this.#engine.reinstate(
        document,
        { ...previous, version: previous.version + 1 },
        actor,
        "restore",
      );
    });
  }

  /**
   * Removes for good what has been in the bin BIN_DAYS or longer, as `actor` (the server), one document at a
   * time; a document an objection or audit opened since holds stays (TAA s32). Answers how many went.
   */
  async sweep(actor: Actor = SERVER): Promise<number> {
    const before = new Date(this.#engine.now().getTime() - BIN_DAYS * 86_400_000).toISOString();
    const due = await this.#db.all<{ document_id: string }>(
      "SELECT document_id FROM document_bin WHERE binned_at <= $1 ORDER BY binned_at",
      [before],
    );
    let removed = 0;
    for (const { document_id: id } of due) {
      await this.#removal.removeForGood(id, actor, async (tx) => {
        const row = await tx.get<{ record: string }>(
          "SELECT record FROM document_bin WHERE document_id = $1 AND binned_at <= $2",
          [id, before],
        );
        if (!row) throw new Gone();
        const record = JSON.parse(row.record) as Stored;
        if ((await this.#holds().factsOf(record)).holds.length > 0) throw new Gone();
        return record.version + 1;
      }).then(() => removed++, (error) => {
        if (!(error instanceof Gone)) throw error;
      });
    }
    return removed;
  }

  async #visibleRow(tx: Db, id: string, actor: Actor): Promise<BinRow> {
    const values: SqlValue[] = [id];
    const add = (value: SqlValue) => `$${values.push(value)}`;
    const confine = this.#engine.visibility.confine("account", actor);
    const row = await tx.get<BinRow>(
      `SELECT document_id, record, binned_by, NULL AS first_name, NULL AS last_name, binned_at
       FROM document_bin WHERE document_id = $1 ${confine ? `AND ${confine("account", add)}` : ""}`,
      values,
    );
    if (!row) throw refusal("notInBin");
    return row;
  }
}

/** A document the sweep leaves: restored meanwhile, or held. */
class Gone extends Error {}

import { document } from "../../../domain/resources/documents.ts";
import type { Db } from "../../store/db.ts";
import { auditActor, writeAudit } from "../audit.ts";
import { dialectOf } from "../dialect.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import type { ContentStore } from "./content-store.ts";

/**
 * Removes documents for good (issue 35): the bin's sweep after 30 days and an administrator's purge past the
 * retention period. One transaction per document, all or nothing: its record (when it is not in the bin), its bin
 * entry, its version rows, the bytes no other version names (ContentStore.remove) and a `purge` audit entry,
 * which outlives the record.
 */
export class DocumentRemoval {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #content: ContentStore;

  constructor(deps: { db: Db; engine: Engine; content: ContentStore }) {
    this.#db = deps.db;
    this.#engine = deps.engine;
    this.#content = deps.content;
  }

  /**
   * Removes document `id` for good. `check` runs first inside the transaction, on what is there then, and
   * answers the version the document was at (its record's, or its bin entry's + 1), or throws to keep it.
   */
  async removeForGood(id: string, actor: Actor, check: (tx: Db) => Promise<number>): Promise<void> {
    await this.#db.transaction(async (tx) => {
      // Two instances sweeping, or a purge and a sweep, remove a document once: the second checks what is left.
      await dialectOf(tx).lock(tx, `document-removal ${id}`);
      const version = await check(tx);
      await this.#engine.erase(document, id);
      await tx.run("DELETE FROM document_bin WHERE document_id = $1", [id]);
      const contents = await tx.all<{ sha256: string }>(
        "SELECT DISTINCT sha256 FROM document_version WHERE document_id = $1",
        [id],
      );
      await tx.run("DELETE FROM document_version WHERE document_id = $1", [id]);
      for (const { sha256 } of contents) await this.#content.remove(tx, sha256);
      await writeAudit(tx, {
        resource: document.name,
        recordId: id,
        action: "purge",
        ...auditActor(actor),
        at: this.#engine.now().toISOString(),
        changed: [],
        version: version + 1,
      });
    });
  }
}

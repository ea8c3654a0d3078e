import { refusal } from "../../../domain/api/index.ts";
import type { PastRetention } from "../../../domain/documents/bin.ts";
import { pastRetention, retentionOf } from "../../../domain/documents/retention.ts";
import { document } from "../../../domain/resources/documents.ts";
import { practiceToday } from "../../../domain/today.ts";
import type { Db } from "../../store/db.ts";
import { notFound } from "../engine-reads.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import type { Stored } from "../source.ts";
import type { DocumentRemoval } from "./removal.ts";
import type { RetentionReader } from "./retention-facts.ts";

/** Documents read at a time while the review looks for those past their period. */
const PAGE = 500;

/**
 * The retention review (issue 35): the documents past their period (domain/documents/retention.ts), for an
 * administrator to purge after a confirmation. For administrators alone, whatever the grants say: a purge cannot
 * be undone and answers for the whole practice to SARS and the CIPC, so it is not every deleter's to make (staff
 * hold the documents delete grant by default), and an administrator sees every client.
 */
export class RetentionReview {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #removal: DocumentRemoval;
  readonly #reader: () => RetentionReader;

  constructor(deps: { db: Db; engine: Engine; removal: DocumentRemoval; reader: () => RetentionReader }) {
    this.#db = deps.db;
    this.#engine = deps.engine;
    this.#removal = deps.removal;
    this.#reader = deps.reader;
  }

  /** The documents whose period has ended, the held ones with what holds them; the earliest ended first. */
  async list(actor: Actor): Promise<PastRetention[]> {
    admin(actor);
    const today = practiceToday(this.#engine.now());
    const reader = this.#reader();
    const source = this.#engine.source(document.name);
    const past: {
      record: Stored;
      rule: PastRetention["rule"];
      endedOn: string;
      holds: PastRetention["holds"];
    }[] = [];
    let after = "";
    for (;;) {
      const ids = await this.#db.all<{ id: string }>(
        `SELECT id FROM record WHERE resource = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
        [document.name, after],
      );
      if (ids.length === 0) break;
      after = ids[ids.length - 1].id;
      for (const record of await source.getMany(document, ids.map((r) => r.id))) {
        const retention = retentionOf(await reader.factsOf(record));
        if (!pastRetention(retention, today)) continue;
        past.push({ record, rule: retention.rule, endedOn: retention.endsOn, holds: [...retention.holds] });
      }
    }
    past.sort((a, b) => a.endedOn.localeCompare(b.endedOn) || a.record.id.localeCompare(b.record.id));
    const presented = await this.#engine.present(document, past.map((p) => p.record));
    return past.map(({ rule, endedOn, holds }, i) =>
      ({ ...presented[i], rule, endedOn, holds }) as PastRetention
    );
  }

  /**
   * Removes the chosen documents for good, each in its own transaction, after checking them all: one held
   * (TAA s32) or not yet past its period refuses the purge before any goes. Each is checked again as it goes,
   * so an objection opened meanwhile still holds it. Answers how many went.
   */
  async purge(ids: readonly string[], actor: Actor): Promise<number> {
    admin(actor);
    const today = practiceToday(this.#engine.now());
    const due = async (id: string, reader = this.#reader()) => {
      const record = await this.#engine.source(document.name).get(document, id);
      if (!record) throw notFound(document, id);
      const retention = retentionOf(await reader.factsOf(record));
      if (retention.holds.length > 0) throw refusal("documentOnHold");
      if (!pastRetention(retention, today)) {
        throw refusal("documentNotDue", { name: String(record.data.name), endsOn: retention.endsOn });
      }
      return record.version;
    };
    const reader = this.#reader();
    for (const id of new Set(ids)) await due(id, reader);
    for (const id of new Set(ids)) await this.#removal.removeForGood(id, actor, () => due(id));
    return new Set(ids).size;
  }
}

function admin(actor: Actor): void {
  if (actor.role !== "admin") throw refusal("retentionAdminsOnly");
}

import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { auditActor, type AuditWrite, changedFields, writeAudits, writeOnlyGiven } from "./audit.ts";
import { type RecordData, refValues } from "./fields.ts";
import type { Actor } from "./hooks/types.ts";
import { addRefs } from "./refs.ts";
import { storedSearchTexts } from "./search-sync.ts";
import type { RecordSource, Stored } from "./source.ts";
import type { TitleResolver } from "./titles.ts";

/** Records per part of insertMany's search texts and audit entries. */
const PART = 2_000;

/** Distinct bodies validatedBodies looks up before it takes a batch's bodies to be each its own. */
const DISTINCT_BODIES = 1_000;

/**
 * A batch's bodies as `validate` reads them, each distinct body validated once: a job run's 50,000 bodies are a
 * few dozen (the first stage, its checklist, an assignee, a due date) repeated over the clients, and validating
 * each took 37 µs, a copy of the first's answer 6 µs. Each record gets a copy of its own, as a hook may change its
 * data (validated data is JSON: it is stored as such). Past DISTINCT_BODIES distinct bodies the rest are
 * validated each (a trigger run's returns differ one from another).
 */
export function validatedBodies(
  bodies: readonly unknown[],
  validate: (body: unknown) => RecordData,
): RecordData[] {
  if (bodies.length < 2) return bodies.map(validate);
  const seen = new Map<string, string>();
  return bodies.map((body) => {
    if (seen.size >= DISTINCT_BODIES) return validate(body);
    const key = JSON.stringify(body);
    let data = seen.get(key);
    if (data === undefined) seen.set(key, data = JSON.stringify(validate(body)));
    return JSON.parse(data);
  });
}

/** A new record of a batch: its data as validated and computed, its secrets (a hash), and the record to store. */
export type NewRecord = { data: RecordData; secrets: RecordData; stored: Stored };

/**
 * Writes a batch of new records (insertMany), each already computed and holding its unique values: their ref
 * rows, audit entries and the records with their search texts, many rows at once. The refs go first: while the
 * database takes them in (PostgreSQL: a COPY, server/store/postgres.ts), the search texts and audit entries are
 * made, a part at a time with a turn of the event loop between parts so that the connection goes on sending;
 * their own writes then follow in turn.
 */
export async function writeBatch(
  db: Db,
  def: ResourceDef,
  source: RecordSource,
  writes: readonly NewRecord[],
  { actor, at, titles }: { actor: Actor; at: string; titles: TitleResolver },
): Promise<void> {
  const records = writes.map((w) => w.stored);
  const sent = new Sent();
  try {
    sent.add(
      addRefs(db, def.name, records.map((r) => ({ id: r.id, refs: refValues(def.fields, r.data) }))),
    );
    const search: string[] = [];
    const audits: AuditWrite[] = [];
    for (let start = 0; start < writes.length && !sent.failed; start += PART) {
      const part = writes.slice(start, start + PART);
      search.push(...await storedSearchTexts(def, part.map((w) => w.stored), titles));
      for (const { data, stored } of part) {
        audits.push({
          resource: def.name,
          recordId: stored.id,
          action: "create",
          ...auditActor(actor),
          at,
          changed: changedFields({}, stored.data, writeOnlyGiven(def, data)),
          version: 1,
        });
      }
      if (writes.length > PART) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (!sent.failed) {
      sent.add(writeAudits(db, audits));
      sent.add(source.insert(
        def,
        writes.map(({ stored, secrets }) => ({ ...stored, data: { ...stored.data, ...secrets } })),
        search,
      ));
    }
  } finally {
    // Nothing may be left running when the transaction ends, however it ends.
    await sent.settled();
  }
  sent.check();
}

/** Writes sent and not yet waited for: the first to fail (in the order sent) is what the batch reports. */
class Sent {
  readonly #writes: Promise<void>[] = [];
  #failed = false;
  #failure: { error: unknown } | undefined;

  /** Whether a write has failed already: nothing more is worth sending. */
  get failed(): boolean {
    return this.#failed;
  }

  add(write: Promise<void>): void {
    this.#writes.push(write);
    write.catch(() => this.#failed = true);
  }

  /** Waits for every write; `check` then throws the first failure. */
  async settled(): Promise<void> {
    const failed = (await Promise.allSettled(this.#writes)).find((r) => r.status === "rejected");
    if (failed) this.#failure = { error: failed.reason };
  }

  check(): void {
    if (this.#failure) throw this.#failure.error;
  }
}

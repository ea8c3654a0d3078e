import type { Db } from "../../store/db.ts";
import type { ListQuery } from "../../../domain/list-query.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { RecordData } from "../fields.ts";
import type { Refusal } from "../../../domain/api/index.ts";
import type { Stored } from "../source.ts";
import type { WorkedOutDate } from "../../../domain/workflows/due-dates.ts";

/**
 * Who writes: an employee, or (id null) the server itself, as the daily trigger schedule, or (id null, role
 * "portal") a client's portal user, named by `portal`. `address`: where the request came from
 * (server/auth/client-address.ts), kept in the audit history; none for the server.
 */
export type Actor = { id: string | null; role: string; address?: string; portal?: PortalPerson };

/** A client's portal user as the audit names them: their id and their name then (issue 37). */
export type PortalPerson = { id: string; name: string };

/** What working out a record's date reads: other records, the day and the configured holidays. */
export interface RecordReader {
  /** The practice's calendar day (ISO). */
  today: string;
  /** One-off public holidays from configuration (election days), for business-day deadlines. */
  extraHolidays: readonly string[];
  get(resource: string, id: string): Promise<Stored | undefined>;
  /** Ids of `resource` records whose `field` refers to `to`/`id`. */
  referring(resource: string, field: string, to: string, id: string): Promise<string[]>;
  /** Every record's fields of a resource that holds a few rows (the filing seasons), read without a list's index. */
  smallResource(resource: string): Promise<RecordData[]>;
}

/** What a hook may do besides looking at the write: read and patch other records in the same transaction. */
export interface HookContext extends RecordReader {
  def: ResourceDef;
  actor: Actor;
  /** The write's instant (ISO). */
  at: string;
  /** The write's transaction, for the tables a resource keeps beside its records (a document's bin). */
  db: Db;
  /** How many `resource` records a list with these filters holds (`{ role: "admin", active: "true" }`). */
  count(resource: string, where: ListQuery["where"]): Promise<number>;
  /** Changes fields of another record as the actor: version bumped, refs and audit kept, no hooks run. */
  patch(resource: string, id: string, changes: RecordData): Promise<void>;
  /** The next free generated code of a unique field: `format(n)` for the next number after `prefix`. */
  nextCode(field: string, prefix: string, format: (n: number) => string): Promise<string>;
  /** Serializes concurrent writers on key until the transaction ends (PostgreSQL; SQLite always is). */
  lock(key: string): Promise<void>;
  /** Forgets the cached permission grants. */
  invalidateGrants(): void;
  /** Ends the employee's back-office sessions with the write (their tokens are refused once it commits). */
  endSessions(employeeId: string): Promise<void>;
  /** Runs fn once the write has committed (a cache cleared earlier could be refilled with the old values). */
  onCommit(fn: () => void): void;
}

export type WriteAction = "create" | "update" | "delete";

/**
 * A resource's own behaviour, beside the generic engine (ARCHITECTURE.md: "special behaviour lives in its own
 * small module beside the resource, not as flags inside the engine").
 */
export interface ResourceHooks {
  /** Methods the resource never supports, whoever asks: 405 (the engine sets it from ResourceDef.unsupported). */
  unsupported?: readonly WriteAction[];
  /** Refuses one write before anything is written (deleting oneself); locked records are the declaration's. */
  refuse?(ctx: HookContext, action: WriteAction, previous?: Stored): Refusal | undefined;
  /**
   * Fills in computed and generated fields of a create or update, inside its transaction and after its refs are
   * known to exist. Mutates `data`.
   */
  compute?(ctx: HookContext, data: RecordData, previous?: Stored): Promise<void>;
  /**
   * The due date the rules give a record with these fields (domain/workflows/worked-out-dates.ts), or null: what
   * `compute` fills in when none was given, and what the form shows as the record is filled in.
   */
  workOut?(read: RecordReader, data: RecordData): Promise<WorkedOutDate | null>;
  /** Side effects, inside the write's transaction: they commit or roll back with it. */
  after?(ctx: HookContext, action: WriteAction, record: Stored, previous?: Stored): Promise<void>;
}

import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Value } from "./dialect.ts";
import type { SqlValue } from "../store/db.ts";
import type { RecordData } from "./fields.ts";
import type { FieldProblems } from "../../domain/api/index.ts";
import type { Cursor, PageStart } from "./keyset.ts";

/** A record as a source keeps it: the business data and the server's stamps. */
export type Stored = {
  id: string;
  data: RecordData;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** One `?field=` filter of a list, already checked against the declaration (list-query.ts). */
export type Filter =
  | { kind: "eq"; value: Value; params: Array<string | number | boolean> }
  | { kind: "ref"; field: string; to: string; ids: string[] }
  | { kind: "contains"; field: string; params: string[] }
  /** `?dueDateFrom=` / `?dueDateTo=`: the value at or after / at or before the bound (dates, numbers, money). */
  | { kind: "range"; value: Value; bound: "from" | "to"; param: string | number }
  /** `?lodgedOnEmpty=true|false`: the field is (not) blank. */
  | { kind: "blank"; value: Value; blank: boolean };

/** A list request: search, filters, sort, and a page (absent for the CSV export, which takes everything). */
export type ListRequest = {
  q: string;
  filters: Filter[];
  sort: Value;
  order: "asc" | "desc";
  page?: { limit: number } & PageStart;
  /** False when the caller needs no total (an export walking page by page): not counted. */
  count?: boolean;
  /**
   * Only the records this condition on `id` holds for (a confined employee's, visibility.ts); `add` binds a
   * parameter. They are few, so the list is read from them, not from the sort's index.
   */
  within?: (add: (value: SqlValue) => string) => string;
};

/**
 * A list's answer: the page (or all) of its records; how many match, counted up to COUNT_LIMIT (`capped` when
 * there are more); the places of the pages on either side (null where the list ends, and without a page).
 */
export type ListPage = {
  rows: Stored[];
  total: number;
  capped: boolean;
  next: Cursor | null;
  prev: Cursor | null;
};

/**
 * Matches are counted up to this many. Counting every match of a search over a million returns costs more than
 * the page itself, and grows with the practice; past ten thousand, "10,000+" tells a user what they need (narrow
 * the search), as GitLab and GitHub do with their large lists.
 */
export const COUNT_LIMIT = 1_000;

/**
 * Where the records of a resource live. The generic `record` table serves every resource but one; the employee
 * adapter serves `employee` from the sign-in table. Methods run on whatever transaction is open in the caller's
 * async context (server/store/db.ts), so the engine wraps several calls in one transaction without passing it.
 */
export interface RecordSource {
  get(def: ResourceDef, id: string): Promise<Stored | undefined>;
  /** The records among ids that exist, in no particular order. */
  getMany(def: ResourceDef, ids: readonly string[]): Promise<Stored[]>;
  /** The page (or all) of the list, and how many match without paging. */
  list(def: ResourceDef, request: ListRequest): Promise<ListPage>;
  /** Makes ready what a list asked every day (a saved view) reads: its index and its count's tally. */
  keep?(def: ResourceDef, request: ListRequest): Promise<void>;
  /**
   * Work done before the write's transaction opens (hashing a password takes a few hundred ms and must not hold
   * the database's write lock). Returns what insert/update need beyond the stored data (the hash).
   */
  prepare?(def: ResourceDef, data: RecordData): Promise<RecordData>;
  /** Claims the record's unique values; returns the clashing fields and their messages (empty when none). */
  /** The unique fields whose value another record holds, each with its problem; {} when none. */
  claimUnique(def: ResourceDef, id: string, data: RecordData): Promise<FieldProblems>;
  /**
   * Stores new records, `search[i]` being the search text of `records[i]` (search-sync.ts): many rows per
   * statement where the database gains by it. A source that searches its own way ignores the texts.
   */
  insert(def: ResourceDef, records: readonly Stored[], search: readonly string[]): Promise<void>;
  /** Writes record when the stored version is still `expected`; false when it is not (or the record is gone). */
  update(def: ResourceDef, record: Stored, expected: number): Promise<boolean>;
  remove(def: ResourceDef, id: string): Promise<void>;
}

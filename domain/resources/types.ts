import type { Label, ResourceRoute } from "./catalogue.ts";

/** The modules of DOMAIN.md "Administration": what a permission grants, per module. */
export const MODULES = [
  "clients",
  "tax",
  "secretarial",
  "payments",
  "documents",
  "compliance",
  "reports",
  "master-data",
  "employees",
  "administration",
] as const;
export type ModuleKey = (typeof MODULES)[number];

export const ACTIONS = ["read", "create", "update", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

/** Every record's server-set fields (DOMAIN.md): never declared as fields, ignored on input. */
export const SYSTEM_FIELDS = ["id", "createdAt", "updatedAt", "createdBy", "updatedBy", "version"] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** Identifier formats checked by domain/identifiers.ts. */
export type IdentifierFormat =
  | "incomeTaxNumber"
  | "vatNumber"
  | "payeNumber"
  | "cipcNumber"
  | "registrationNumber"
  | "idNumber";

type Common = {
  name: string;
  label: Label;
  required?: boolean;
  /** Set by the server (computed or from the route): shown, never written by a client. */
  readOnly?: boolean;
  /** Accepted on write, never returned (a password); kept exactly as typed (not trimmed). */
  writeOnly?: boolean;
  /**
   * Required when creating a record only; on update a blank value means "leave it as it is" and is dropped from
   * the validated data (a password: required on create, changed only when a new one is typed).
   */
  requiredOnCreate?: boolean;
  /**
   * Filled in by the server when left blank on create (an account's code `ACC0001`, an annual return's due date):
   * a `required` field that is generated may be blank on create, and the validated data then holds null for it.
   */
  generated?: boolean;
  /**
   * The field only applies while the sibling field `field` (an enum) has one of the values `is` (a trigger
   * schedule's `month` and `day` for `kind: "yearly"`). Otherwise it is dropped and its `required` does not apply;
   * forms hide it.
   */
  when?: { field: string; is: readonly string[] };
  /** Unique among the resource's records (case-insensitive for text). */
  unique?: boolean;
  /** Included in the list's `?q=` search. */
  searchable?: boolean;
};

/** One field of a resource. The kind decides the schema, the form widget and how the list shows it. */
export type Field =
  | Common & {
    kind: "text";
    min?: number;
    max?: number;
    /** `fileName`: a document's name (domain/documents/file-name.ts): no path, control or direction characters. */
    format?: "email" | "phone" | "fileName" | IdentifierFormat;
    /** A time on the practice's clock as the server writes it (`2026-11-22 02:00:05`): shown as a date and time. */
    clock?: boolean;
  }
  | Common & { kind: "longtext"; max?: number }
  | Common & {
    kind: "integer";
    min?: number;
    max?: number;
    default?: number;
    /** A month of the year (1–12), picked and shown by its name. */
    month?: boolean;
  }
  | Common & { kind: "money"; allowNegative?: boolean }
  | Common & { kind: "date" }
  | Common & { kind: "enum"; options: readonly string[]; default?: string }
  /** A set of the options (checkboxes): an array in the options' order, no duplicates. */
  | Common & { kind: "enums"; options: readonly string[]; default?: readonly string[] }
  | Common & { kind: "bool"; default?: boolean }
  /**
   * A ref's record must exist when the record is written. A `weak` one only mentions it (a log entry naming what it
   * made): it never keeps that record from being deleted, and may then name an id that is gone.
   */
  | Common & {
    kind: "ref";
    to: string;
    weak?: boolean;
    /**
     * The picker offers only the records whose top-level ref of this name holds the same record as this one's
     * (a job's return: `sameAs: "account"`, its client's returns). The list filters by it (`?account=`).
     */
    sameAs?: string;
  }
  | Common & { kind: "refs"; to: string; weak?: boolean }
  | Common & { kind: "items"; fields: Field[] }
  | Common & { kind: "object"; fields: Field[] };

export type FieldKind = Field["kind"];

/**
 * Actions a resource may never support, whoever asks: permission records are never added or deleted, a log
 * (trigger runs) is never changed by hand.
 */
export const UNSUPPORTABLE = ["create", "update", "delete"] as const;
export type UnsupportedAction = (typeof UNSUPPORTABLE)[number];

/** A list of records of another resource shown on this one's view page (e.g. an account's contacts). */
export type Related = { resource: string; field: string };

/** Everything the engine, the pages and the pickers need to know about a resource, declared once. */
export type ResourceDef = ResourceRoute & {
  module: ModuleKey;
  fields: Field[];
  /** Field names shown as list columns, in order. */
  columns: string[];
  /**
   * The fields a record's name is made of (in pickers, titles, search and 409 messages); refs among them stand for
   * their records' own titles.
   */
  titleFields: string[];
  /**
   * How the name reads, from the titleFields' texts (a ref as its record's title, an enum option in words, "" when
   * blank): "Ada Lovelace", "ACC0001 — Karoo Bricks". Without it the non-blank texts are joined with " · ". Reads
   * only titleFields (index.ts checks).
   */
  title?: (text: Readonly<Record<string, string>>) => string;
  /** A declared field, or `createdAt` / `updatedAt`. */
  defaultSort: { field: string; order: "asc" | "desc" };
  related?: Related[];
  /** Fixed values set by the route rather than the user (entrance/exit letters share one shape). */
  fixed?: Record<string, string>;
  /** What no one may do here, whatever their grants: the server answers 405, the pages offer no button. */
  unsupported?: readonly UnsupportedAction[];
  /**
   * Records no one may change or delete (the admin's permission record): those whose top-level `field` holds one
   * of `is`. The server refuses with 403 and `reason`; the pages show the reason instead of a form.
   */
  locked?: { field: string; is: readonly string[]; reason: Label };
};

/**
 * The one validator for back-office writes (DOMAIN.md, "Rules that hold for every resource"): a zod/mini schema
 * generated from a resource's fields, the same on the server (400 with `fields`) and in the client's forms.
 *
 * What a write schema does:
 * - keeps only the declared, writable fields: readOnly fields and the system fields an answer holds (`id`,
 *   `createdAt`...) are dropped; on update `version` (a positive whole number) is required and kept; a key
 *   that is neither a field nor one of those is refused (`unknownField`, validateRecord);
 * - trims text (not write-only text: a password is kept as typed); a blank value ("", null, missing) of an
 *   optional field becomes null ([] for lists), of a required field is "Required";
 * - on create, applies defaults and fills in every field, so the data is a complete record (less what the server
 *   sets: generated fields left blank are null, readOnly fields and `fixed` route values are the server's); on
 *   update, checks and returns only the fields present (PUT sends the whole record anyway);
 * - normalises: money "1250" or 1250 → "1250.00", emails lowercased, tax/ID numbers without spaces or dashes,
 *   lists without duplicates;
 * - never checks that a ref exists (that needs the store: the server's job).
 *
 * A failed result gives each field's problem as a code of the catalogue with its parameters (domain/api): the
 * server words it in the request's language, the client's forms in the user's.
 */
import * as z from "zod/mini";
import type { FieldProblems, Problem, ProblemCode, ProblemParams } from "../api/problems.ts";
import { problemMessage, problemsOfIssues } from "../api/zod-issues.ts";
import { isIsoDate } from "../calendar.ts";
import { NAME_MAX, nameProblem } from "../documents/file-name.ts";
import {
  compactDigits,
  validateCipcNumber,
  validateIdNumber,
  validateIncomeTaxNumber,
  validatePayeNumber,
  validateRegistrationNumber,
  validateVatNumber,
} from "../identifiers.ts";
import type { Field, FieldKind, IdentifierFormat, ResourceDef } from "./types.ts";

export type WriteMode = "create" | "update";

export type ValidateOptions = {
  mode: WriteMode;
  /** Today's ISO date: the latest plausible CIPC registration year and the century of ID-number birth dates. */
  today: string;
};

export type ValidationResult =
  | { ok: true; data: Record<string, unknown> }
  /** Field path (`name`, `directors.0.idNumber`; "" for the body itself) → its problem. */
  | { ok: false; problems: FieldProblems };

/** The stored value of each kind of field (null when blank, except lists). */
export type ValueOfKind<K extends FieldKind> = K extends "integer" ? number
  : K extends "bool" ? boolean
  : K extends "refs" | "enums" ? string[]
  : K extends "items" ? Record<string, unknown>[]
  : K extends "object" ? Record<string, unknown>
  : string;

/** A record as the store keeps it: field name → value. */
export type RecordData = Record<string, unknown>;

export const TEXT_MAX = 200;
export const LONGTEXT_MAX = 5000;
/** Refs and list items per field. */
export const LIST_MAX = 500;
const REF_MAX = 200;

/** Every message given to zod is a problem (domain/api's `problemMessage`): read back as codes, never as text. */
function say(code: ProblemCode, params?: ProblemParams): string {
  return problemMessage(code, params);
}

export const MESSAGES = {
  required: say("required"),
  object: say("object"),
  text: say("text"),
  list: say("list"),
  integer: say("integer"),
  money: say("money"),
  negative: say("negative"),
  date: say("date"),
  bool: say("bool"),
  ref: say("ref"),
  email: say("email"),
  phone: say("phone"),
  version: say("version"),
  oneOf: (options: readonly string[]) => say("oneOf", { options: options.join(", ") }),
  atMostChars: (n: number) => say("atMostChars", { n }),
  atLeastChars: (n: number) => say("atLeastChars", { n }),
  atMostItems: (n: number) => say("atMostItems", { n }),
  between: (min: number, max: number) => say("between", { min, max }),
  atLeast: (n: number) => say("atLeast", { n }),
  atMost: (n: number) => say("atMost", { n }),
} as const;

/** 12 digits before the point at most, exactly two after; the sign only where the field allows it. */
export const MONEY_PATTERN = /^-?\d{1,12}\.\d{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

/** A write schema (zod/mini): its output is the validated data. */
export type WriteSchema = z.ZodMiniType;
type Schema = WriteSchema;
type Context = { today: string; year: number };

/** Marks a conditional field whose condition does not hold: it is not checked and leaves the data. */
const NOT_APPLICABLE = Symbol("not applicable");

const isList = (f: Field) => f.kind === "refs" || f.kind === "items" || f.kind === "enums";

/** The value of a blank optional field: [] for lists, null otherwise. */
const emptyOf = (f: Field): unknown => (isList(f) ? [] : null);

function issue(message: string, input: unknown) {
  return { code: "custom" as const, message, input };
}

// ---------------------------------------------------------------------------------------------------------------
// Values (a present, non-blank value of one field)

const IDENTIFIERS: Record<IdentifierFormat, (value: string, ctx: Context) => Problem | null> = {
  incomeTaxNumber: (v) => validateIncomeTaxNumber(v),
  vatNumber: (v) => validateVatNumber(v),
  payeNumber: (v) => validatePayeNumber(v),
  idNumber: (v, ctx) => validateIdNumber(v, ctx.today),
  cipcNumber: (v, ctx) => validateCipcNumber(v, ctx.year),
  registrationNumber: (v, ctx) => validateRegistrationNumber(v, ctx.year),
};

function textSchema(f: Extract<Field, { kind: "text" | "longtext" }>, ctx: Context): Schema {
  const max = f.max ?? (f.kind === "text" ? TEXT_MAX : LONGTEXT_MAX);
  const checks: z.core.$ZodCheck<string>[] = [z.maxLength(max, MESSAGES.atMostChars(max))];
  if (f.kind === "text" && f.min !== undefined) checks.push(z.minLength(f.min, MESSAGES.atLeastChars(f.min)));
  const format = f.kind === "text" ? f.format : undefined;
  if (format === "email") checks.push(z.regex(EMAIL_PATTERN, MESSAGES.email), z.toLowerCase());
  else if (format === "phone") checks.push(z.regex(PHONE_PATTERN, MESSAGES.phone));
  else if (format === "fileName") {
    checks.push(z.check<string>((payload) => {
      const problem = nameProblem(payload.value);
      if (problem) payload.issues.push(issue(say(problem, { max: NAME_MAX }), payload.value));
    }));
  } else if (format) {
    // Digits may be pasted grouped ("084 308 984-8"); CIPC numbers keep their slashes.
    if (format !== "cipcNumber" && format !== "registrationNumber") {
      checks.unshift(z.overwrite(compactDigits));
    }
    checks.push(z.check<string>((payload) => {
      const problem = IDENTIFIERS[format](payload.value, ctx);
      if (problem) payload.issues.push(issue(say(problem.code, problem.params), payload.value));
    }));
  }
  return z.string({ error: MESSAGES.text }).check(...checks);
}

/** Accepts 1250, "1250", "1250.5" and "-0" as well as "1250.00", and writes them with two decimals. */
function normaliseMoney(value: unknown): unknown {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.round(value * 100) / 100 !== value || Math.abs(value) >= 1e12) {
      return value;
    }
    return value === 0 ? "0.00" : value.toFixed(2);
  }
  if (typeof value !== "string") return value;
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return value;
  const units = String(Number(m[2]));
  const cents = (m[3] ?? "").padEnd(2, "0");
  const zero = units === "0" && cents === "00";
  return `${zero ? "" : m[1]}${units}.${cents}`;
}

function moneySchema(f: Extract<Field, { kind: "money" }>): Schema {
  const checks: z.core.$ZodCheck<string>[] = [z.regex(MONEY_PATTERN, MESSAGES.money)];
  if (!f.allowNegative) {
    checks.push(z.refine((v: string) => !v.startsWith("-"), MESSAGES.negative));
  }
  return z.pipe(z.transform(normaliseMoney), z.string({ error: MESSAGES.money }).check(...checks));
}

/** Whole numbers, also written as digits ("2026", as a form field gives them). */
function wholeNumber(value: unknown): unknown {
  return typeof value === "string" && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

function integerSchema(f: Extract<Field, { kind: "integer" }>): Schema {
  const checks: z.core.$ZodCheck<number>[] = [];
  const { min, max } = f;
  const range = min !== undefined && max !== undefined
    ? MESSAGES.between(min, max)
    : min !== undefined
    ? MESSAGES.atLeast(min)
    : max !== undefined
    ? MESSAGES.atMost(max)
    : "";
  if (min !== undefined) checks.push(z.gte(min, range));
  if (max !== undefined) checks.push(z.lte(max, range));
  return z.pipe(z.transform(wholeNumber), z.int({ error: MESSAGES.integer }).check(...checks));
}

/** Ids: non-empty text, trimmed. Whether the record exists is the server's question. */
const refSchema: Schema = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? v.trim() : v)),
  z.string({ error: MESSAGES.ref }).check(
    z.minLength(1, MESSAGES.required),
    z.maxLength(REF_MAX, MESSAGES.atMostChars(REF_MAX)),
  ),
);

function listOf(element: Schema, required: boolean, transform?: (list: unknown[]) => unknown[]): Schema {
  const checks: z.core.$ZodCheck<unknown[]>[] = [z.maxLength(LIST_MAX, MESSAGES.atMostItems(LIST_MAX))];
  if (required) checks.unshift(z.minLength(1, MESSAGES.required));
  const list = z.array(element, { error: MESSAGES.list }).check(...checks);
  return transform ? z.pipe(list, z.transform(transform)) : list;
}

const unique = (list: unknown[]) => [...new Set(list)];

/** The schema of one field's value once it is known to be present and not blank. */
function valueSchema(f: Field, ctx: Context, required: boolean): Schema {
  switch (f.kind) {
    case "text":
    case "longtext":
      return textSchema(f, ctx);
    case "integer":
      return integerSchema(f);
    case "money":
      return moneySchema(f);
    case "date":
      return z.string({ error: MESSAGES.date }).check(z.refine(isIsoDate, MESSAGES.date));
    case "enum":
      return z.enum(f.options as [string, ...string[]], { error: MESSAGES.oneOf(f.options) });
    case "enums":
      return listOf(
        z.enum(f.options as [string, ...string[]], { error: MESSAGES.oneOf(f.options) }),
        required,
        (list) => f.options.filter((o) => list.includes(o)),
      );
    case "bool":
      return z.boolean({ error: MESSAGES.bool });
    case "ref":
      return refSchema;
    case "refs":
      return listOf(refSchema, required, unique);
    case "items":
      return listOf(objectSchema(f.fields, "create", ctx), required);
    case "object":
      return objectSchema(f.fields, "create", ctx);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fields and records

/** Whether a blank value of `f` is an error in `mode` (a conditional field's only while its condition holds). */
function isRequired(f: Field, mode: WriteMode): boolean {
  if (mode === "create") return (!!f.required && !f.generated) || !!f.requiredOnCreate;
  return !!f.required;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** One field of a record being written: blank handling, "Required", defaults, then the value's own schema. */
function fieldSchema(f: Field, mode: WriteMode, ctx: Context): Schema {
  const required = isRequired(f, mode);
  // On update a blank write-only field (the password box left empty) means "keep it": dropped from the data.
  const blank = mode === "update" && f.requiredOnCreate ? undefined : emptyOf(f);
  const prepare = z.transform((v: unknown, payload) => {
    if (v === NOT_APPLICABLE) return emptyOf(f); // dropped once the record is checked, see objectSchema
    if (typeof v === "string" && !f.writeOnly) v = v.trim();
    if (!isBlank(v)) return v;
    if (required) {
      payload.issues.push(issue(MESSAGES.required, v));
      return z.NEVER;
    }
    return blank;
  });
  const value = valueSchema(f, ctx, required);
  // The value stage must not be optional where a blank becomes null: zod skips absent keys of schemas that are
  // optional on both ends, and on create every key has to be checked and filled in.
  const stage = isList(f) ? value : blank === undefined ? z.optional(z.nullable(value)) : z.nullable(value);
  let schema: Schema = z.pipe(prepare, stage);
  if (mode === "create" && "default" in f && f.default !== undefined) {
    const initial = f.default;
    // A fresh array each time: records must not share the declaration's default list.
    schema = z._default(schema, (() => (Array.isArray(initial) ? [...initial] : initial)) as () => never);
  }
  // On update a missing key means "not sent": it stays missing, nothing is checked.
  return mode === "update" ? z.optional(schema) : schema;
}

/**
 * Replaces the values of conditional fields whose condition does not hold with NOT_APPLICABLE: they are not
 * checked and leave the data (a yearly schedule is `{ kind, month, day }`, without `days`). The condition is read
 * from the raw sibling value (or its default on create); on update, with the sibling not sent, nothing is known
 * and the field is checked as sent.
 */
function markNotApplicable(fields: Field[], mode: WriteMode) {
  const conditional = fields.filter((f) => f.when && !f.readOnly);
  return (input: unknown): unknown => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...input };
    for (const f of conditional) {
      const sibling = fields.find((s) => s.name === f.when!.field);
      let value = out[f.when!.field];
      if (typeof value === "string") value = value.trim();
      if (isBlank(value)) {
        if (mode === "update" && !(f.when!.field in out)) continue;
        value = mode === "create" && sibling && "default" in sibling ? sibling.default : undefined;
      }
      if (!f.when!.is.includes(value as string)) out[f.name] = NOT_APPLICABLE;
    }
    return out;
  };
}

/** The fields of a record, an object field or a list item; readOnly fields are left out (hence dropped). */
function objectSchema(
  fields: Field[],
  mode: WriteMode,
  ctx: Context,
  extra: Record<string, Schema> = {},
): Schema {
  const shape: Record<string, Schema> = {};
  for (const f of fields) {
    if (!f.readOnly) shape[f.name] = fieldSchema(f, mode, ctx);
  }
  Object.assign(shape, extra);
  const object = z.object(shape, { error: MESSAGES.object });
  if (!fields.some((f) => f.when)) return object;
  return z.pipe(
    z.pipe(z.transform(markNotApplicable(fields, mode)), object),
    z.transform((data) => {
      // The fields whose condition does not hold leave the data; the condition is now read off checked values. An
      // update merges into the stored record, so there such a field is cleared (null), not left out: a VAT filing
      // must not outlive the VAT category that called for it.
      const out = { ...(data as RecordData) };
      for (const f of fields) {
        if (f.when && f.when.field in out && !f.when.is.includes(out[f.when.field] as string)) {
          if (mode === "update") out[f.name] = null;
          else delete out[f.name];
        }
      }
      return out;
    }),
  );
}

const versionSchema: Schema = z.pipe(
  z.transform((v: unknown, payload) => {
    if (isBlank(v)) {
      payload.issues.push(issue(MESSAGES.required, v));
      return z.NEVER;
    }
    return wholeNumber(v);
  }),
  z.int({ error: MESSAGES.version }).check(z.gte(1, MESSAGES.version)),
);

function buildWriteSchema(def: ResourceDef, mode: WriteMode, today: string): Schema {
  const ctx: Context = { today, year: Number(today.slice(0, 4)) };
  const record = objectSchema(def.fields, mode, ctx, mode === "update" ? { version: versionSchema } : {});
  const fixed = def.fixed;
  if (mode !== "create" || !fixed) return record;
  // The route's fixed values (an exit letter's kind) are part of the created record.
  return z.pipe(record, z.transform((data) => ({ ...(data as RecordData), ...fixed })));
}

const schemas = new WeakMap<ResourceDef, Map<string, Schema>>();

/**
 * The zod/mini schema of a write to `def`. Its output is the validated data (see the header). `today` (ISO date)
 * bounds CIPC registration years and resolves ID-number birth centuries. Built once per resource, mode and day.
 */
export function writeSchema(def: ResourceDef, mode: WriteMode, today: string): WriteSchema {
  if (!isIsoDate(today)) throw new RangeError(`today must be an ISO date, got ${JSON.stringify(today)}`);
  let byKey = schemas.get(def);
  if (!byKey) schemas.set(def, byKey = new Map());
  const key = `${mode} ${today}`;
  let schema = byKey.get(key);
  if (!schema) {
    if (byKey.size >= 8) byKey.clear(); // yesterday's schemas
    schema = buildWriteSchema(def, mode, today);
    byKey.set(key, schema);
  }
  return schema;
}

/**
 * Validates a create or update body for `def`. On success `data` is what to store (see the header); otherwise
 * `problems` maps each bad field's path to its first problem.
 */
export function validateRecord(def: ResourceDef, input: unknown, opts: ValidateOptions): ValidationResult {
  const result = writeSchema(def, opts.mode, opts.today).safeParse(input);
  const unknown = unknownKeys(def, input);
  if (result.success && unknown.length === 0) {
    const data = result.data as RecordData;
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return { ok: true, data };
  }
  const problems = result.success ? {} : problemsOfIssues(result.error.issues, "", input);
  for (const key of unknown) problems[key] ??= { code: "unknownField" };
  return { ok: false, problems };
}

/**
 * What a record as the API answers it holds besides its fields (server/backoffice/engine.ts ApiRecord): a form
 * that sends a record back whole (PUT) may send these, and they are let go. Any other key is no field of the
 * resource: refused, so that a misspelt field is never dropped without a word.
 */
const ANSWERED_KEYS = new Set([
  "id",
  "version",
  "createdAt",
  "updatedAt",
  "createdBy",
  "updatedBy",
  "_title",
  "_refTitles",
  "_renewed",
]);

function unknownKeys(def: ResourceDef, input: unknown): string[] {
  return unknownIn(def.fields, input, "", ANSWERED_KEYS);
}

/** The paths of keys in `input` that are none of `fields` (nor `allowed`), inside objects and list items too. */
function unknownIn(
  fields: readonly Field[],
  input: unknown,
  path: string,
  allowed: ReadonlySet<string>,
): string[] {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    const field = fields.find((f) => f.name === key);
    if (!field) {
      if (!allowed.has(key)) out.push(at);
    } else if (field.kind === "object") {
      out.push(...unknownIn(field.fields, value, at, NONE));
    } else if (field.kind === "items" && Array.isArray(value)) {
      value.forEach((item, i) => out.push(...unknownIn(field.fields, item, `${at}.${i}`, NONE)));
    }
  }
  return out;
}

const NONE: ReadonlySet<string> = new Set();

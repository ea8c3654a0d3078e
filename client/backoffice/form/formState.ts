import type { Field } from "../../../domain/resources/types.ts";
import { normalizeMoney } from "../format.ts";

/**
 * A form's values in the shape its inputs edit: text-like kinds (text, longtext, integer, money, date, enum, ref)
 * as strings ("" for empty), bools as booleans, refs as id arrays, items as arrays of nested values, objects as
 * nested values. Converting to and from the API's record shape happens here and nowhere else.
 */
export type FormValue = string | boolean | string[] | FormValues | FormValues[];
export type FormValues = { [name: string]: FormValue };
export type Mode = "create" | "update";

/** Fields a form shows: read-only ones only when editing (the server sets them), never fixed route values. */
export function formFields(
  fields: readonly Field[],
  mode: Mode,
  fixed: Record<string, string> = {},
): Field[] {
  return fields.filter((f) => !(f.name in fixed) && (mode === "update" || !f.readOnly));
}

/**
 * A yes/no field without a default that may stay blank ("agrees with return", not known yet; a filter's "any"):
 * it has three states, "" for blank. One with a default is a plain switch.
 */
export function isTriState(field: Field): boolean {
  return field.kind === "bool" && field.default === undefined && !field.required;
}

function emptyOf(field: Field): FormValue {
  switch (field.kind) {
    case "bool":
      return field.default ?? (isTriState(field) ? "" : false);
    case "enum":
      return field.default ?? "";
    case "integer":
      return field.default === undefined ? "" : String(field.default);
    case "enums":
      return [...(field.default ?? [])];
    case "refs":
    case "items":
      return [];
    case "object":
      return emptyValues(field.fields);
    default:
      return "";
  }
}

/** A new record's values: declared defaults, then `prefill` (e.g. `?account=<id>` from a related list's Add). */
export function emptyValues(fields: readonly Field[], prefill: Record<string, string> = {}): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    values[f.name] = emptyOf(f);
    const given = prefill[f.name];
    if (given === undefined || f.readOnly) continue;
    if (f.kind === "bool") values[f.name] = given === "true" ? true : given === "false" ? false : emptyOf(f);
    else if (f.kind === "refs" || f.kind === "enums") values[f.name] = given.split(",").filter(Boolean);
    else if (f.kind !== "items" && f.kind !== "object") values[f.name] = given;
  }
  return values;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function toFormValue(field: Field, raw: unknown): FormValue {
  if (field.writeOnly) return emptyOf(field);
  switch (field.kind) {
    case "bool":
      return typeof raw === "boolean" ? raw : emptyOf(field);
    case "refs":
    case "enums":
      return Array.isArray(raw) ? raw.map(String) : [];
    case "items":
      return Array.isArray(raw)
        ? raw.map((item) => recordToValues(field.fields, isRecord(item) ? item : {}))
        : [];
    case "object":
      return recordToValues(field.fields, isRecord(raw) ? raw : {});
    case "money":
      return raw === null || raw === undefined ? "" : normalizeMoney(String(raw));
    default:
      return raw === null || raw === undefined ? "" : String(raw);
  }
}

/** A stored record's values for editing; write-only fields (a password) start empty. */
export function recordToValues(fields: readonly Field[], record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const f of fields) values[f.name] = toFormValue(f, record[f.name]);
  return values;
}

const INTEGER = /^-?\d+$/;

/** One value as the API takes it, or undefined for "empty". */
export function toBodyValue(field: Field, value: FormValue | undefined): unknown {
  switch (field.kind) {
    case "bool":
      return typeof value === "boolean" ? value : isTriState(field) ? undefined : false;
    case "refs":
    case "enums":
      return Array.isArray(value) ? value : [];
    case "items":
      return Array.isArray(value)
        ? (value as FormValues[]).map((item) => nestedBody(field.fields, item))
        : [];
    case "object": {
      const body = nestedBody(field.fields, isRecord(value) ? value as FormValues : {});
      return Object.keys(body).length === 0 ? undefined : body;
    }
    default: {
      // A password is sent exactly as typed; anything else without surrounding blanks.
      const s = typeof value !== "string" ? "" : field.writeOnly ? value : value.trim();
      if (s.trim() === "") return undefined;
      if (field.kind === "integer") return INTEGER.test(s) ? Number(s) : s;
      if (field.kind === "money") return normalizeMoney(s);
      return s;
    }
  }
}

/** Whether a field applies, given its siblings' values (`when`: a trigger's `month` only for yearly schedules). */
export function applies(field: Field, values: FormValues): boolean {
  if (!field.when) return true;
  const v = values[field.when.field];
  return typeof v === "string" && field.when.is.includes(v);
}

function nestedBody(fields: readonly Field[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly || !applies(f, values)) continue;
    const v = toBodyValue(f, values[f.name]);
    if (v !== undefined) body[f.name] = v;
  }
  return body;
}

/**
 * The request body for a save. Read-only and fixed fields are never sent; a write-only field only when something
 * was typed. On create an empty field is left out; on update it is sent as null, so a cleared value is cleared.
 */
export function valuesToBody(
  fields: readonly Field[],
  values: FormValues,
  mode: Mode,
  fixed: Record<string, string> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly || f.name in fixed || !applies(f, values)) continue;
    const v = toBodyValue(f, values[f.name]);
    if (v !== undefined) body[f.name] = v;
    else if (mode === "update" && !f.writeOnly) body[f.name] = null;
  }
  return body;
}

/** A stable spelling of values for comparison (keys in field order, nested too). */
function canonical(fields: readonly Field[], values: FormValues): unknown[] {
  return fields.map((f) => {
    const v = values[f.name];
    if (f.kind === "items" && Array.isArray(v)) return (v as FormValues[]).map((i) => canonical(f.fields, i));
    if (f.kind === "object" && isRecord(v)) return canonical(f.fields, v as FormValues);
    if (typeof v === "string") return v.trim();
    return v ?? null;
  });
}

/** Whether two sets of values say the same thing (surrounding blanks do not count). */
export function sameValue(field: Field, a: FormValue | undefined, b: FormValue | undefined): boolean {
  return JSON.stringify(canonical([field], { [field.name]: a ?? "" })) ===
    JSON.stringify(canonical([field], { [field.name]: b ?? "" }));
}

/** The names of the fields whose values differ: the form is dirty when this is not empty. */
export function changedFields(fields: readonly Field[], from: FormValues, to: FormValues): string[] {
  return fields.filter((f) => !sameValue(f, from[f.name], to[f.name])).map((f) => f.name);
}

export function isDirty(fields: readonly Field[], baseline: FormValues, values: FormValues): boolean {
  return changedFields(fields, baseline, values).length > 0;
}

/** Sets the value at a path (`["directors", 0, "name"]`) and returns new values; the old ones are untouched. */
export function setAt(values: FormValues, path: readonly (string | number)[], value: FormValue): FormValues {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...values, [head]: value };
  const child = values[head as string];
  if (Array.isArray(child)) {
    const list = [...(child as FormValues[])];
    const [index, ...deeper] = rest;
    list[index as number] = deeper.length === 0
      ? value as FormValues
      : setAt(list[index as number] ?? {}, deeper, value);
    return { ...values, [head]: list };
  }
  return { ...values, [head]: setAt(isRecord(child) ? child as FormValues : {}, rest, value) };
}

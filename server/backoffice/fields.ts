import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { foldText, identifierOf } from "../../domain/search-words.ts";
import { assertIdentifier, type Value, type ValueKind } from "./dialect.ts";

/** A record's business fields, as validated and stored (no id or stamps). */
export type RecordData = Record<string, unknown>;

/** The record's own columns that lists may sort by. */
const META_VALUES: Record<string, Value> = {
  createdAt: { field: "createdAt", kind: "plain", column: "created_at" },
  updatedAt: { field: "updatedAt", kind: "plain", column: "updated_at" },
};

/** How a scalar field compares and sorts; undefined for refs, lists and nested fields. */
export function valueKindOf(field: Field): ValueKind | undefined {
  switch (field.kind) {
    case "text":
    case "longtext":
      return "text";
    case "enum":
    case "date":
      return "plain";
    case "integer":
      return "integer";
    case "money":
      return "money";
    case "bool":
      return "bool";
    default:
      return undefined;
  }
}

export function fieldOf(def: ResourceDef, name: string): Field | undefined {
  return def.fields.find((f) => f.name === name);
}

/** What `?sort=name` sorts by: a scalar top-level field that is ever returned, or createdAt/updatedAt. */
export function sortValue(def: ResourceDef, name: string): Value | undefined {
  if (Object.hasOwn(META_VALUES, name)) return META_VALUES[name];
  const field = fieldOf(def, name);
  if (!field || field.writeOnly) return undefined;
  const kind = valueKindOf(field);
  return kind && { field: name, kind };
}

/**
 * One ref value found in a record: where (`path` as validation names it, `field` without list positions), and
 * whether record_ref holds it (`indexed`): every ref but a weak list's. A weak list is a log's (the returns a
 * trigger run made: 80,000 ids in one run over 100,000 clients, a third of its refs); nothing looks its ids up
 * from the other side, as it keeps no record from being deleted, and a filter on it reads the few logs' JSON.
 */
export type RefValue = { path: string; field: string; to: string; id: string; indexed: boolean };

/** Every ref and refs value of a record, nested objects and item lists included. */
export function refValues(
  fields: readonly Field[],
  data: RecordData,
  prefix = "",
  fieldPrefix = "",
): RefValue[] {
  const out: RefValue[] = [];
  for (const f of fields) {
    const value = data[f.name];
    const path = prefix + f.name;
    const field = fieldPrefix + f.name;
    if (value === null || value === undefined) continue;
    if (f.kind === "ref" && typeof value === "string") {
      out.push({ path, field, to: f.to, id: value, indexed: true });
    } else if (f.kind === "refs" && Array.isArray(value)) {
      const indexed = !f.weak;
      value.forEach((id, i) => {
        if (typeof id === "string") out.push({ path: `${path}.${i}`, field, to: f.to, id, indexed });
      });
    } else if (f.kind === "object" && typeof value === "object") {
      out.push(...refValues(f.fields, value as RecordData, `${path}.`, `${field}.`));
    } else if (f.kind === "items" && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item && typeof item === "object") {
          out.push(...refValues(f.fields, item as RecordData, `${path}.${i}.`, `${field}.`));
        }
      });
    }
  }
  return out;
}

/**
 * The text `?q=` searches: the searchable fields' values, folded (domain/search-words.ts: no accents, lower case),
 * one per line (so no match spans two); an identifier written with separators also as its digits run together,
 * so that it is found however it is typed.
 */
export function searchText(def: ResourceDef, data: RecordData): string {
  const parts: string[] = [];
  for (const f of def.fields) {
    if (!f.searchable || f.writeOnly) continue;
    const value = data[f.name];
    if (value === null || value === undefined || typeof value === "object") continue;
    parts.push(foldText(String(value)));
    const identifier = identifierOf(String(value));
    if (identifier) parts.push(identifier);
  }
  return parts.join("\n");
}

/** How search texts are made, beyond their fields: a change re-indexes every resource at start-up. */
const SEARCH_RULE = "folded";

/** Names the search text is built from; stored per resource so a change to them re-indexes (search-sync.ts). */
export function searchSignature(def: ResourceDef): string {
  return `${
    def.fields.filter((f) => f.searchable && !f.writeOnly).map((f) => f.name).join(",")
  };${SEARCH_RULE}`;
}

/** One value as a person reads it in a title or a CSV cell (refs are resolved by the caller). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(displayValue).join("; ");
  if (typeof value === "object") {
    // An object field (a permission's grants, a trigger's schedule) as "key: value" pairs.
    return Object.entries(value).filter(([, v]) => displayValue(v) !== "")
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.map(displayValue).join(", ") : displayValue(v)}`).join(
        "; ",
      );
  }
  return String(value);
}

/** The record without write-only fields: what any answer may show. */
export function publicData(def: ResourceDef, data: RecordData): RecordData {
  const hidden = def.fields.filter((f) => f.writeOnly).map((f) => f.name);
  if (hidden.length === 0) return data;
  const out = { ...data };
  for (const name of hidden) delete out[name];
  return out;
}

/**
 * Checks at start-up that a set of declarations is one the engine can serve: names it may splice into SQL, refs
 * to declared resources, titles and sorts on real fields. A bad declaration fails loudly here, not as a 500 later.
 */
export function checkServable(defs: readonly ResourceDef[]): void {
  const names = new Set(defs.map((d) => d.name));
  const walk = (def: ResourceDef, fields: readonly Field[]) => {
    for (const f of fields) {
      assertIdentifier(f.name, `${def.name}: field`);
      if ((f.kind === "ref" || f.kind === "refs") && !names.has(f.to)) {
        throw new Error(`${def.name}.${f.name} refers to an undeclared resource ${f.to}`);
      }
      if (f.kind === "object" || f.kind === "items") walk(def, f.fields);
    }
  };
  for (const def of defs) {
    assertIdentifier(def.name, "resource");
    walk(def, def.fields);
    for (const t of def.titleFields) {
      if (!fieldOf(def, t)) throw new Error(`${def.name}: title field ${t} is not declared`);
    }
    if (!sortValue(def, def.defaultSort.field)) {
      throw new Error(`${def.name}: default sort ${def.defaultSort.field} is not a sortable field`);
    }
  }
}

/**
 * Every back-office resource, declared once (STYLE.md, react-admin): the server engine turns these into the API,
 * the client engine into list/add/view/edit pages and pickers, and validate.ts into the write schema.
 */
import { ADMINISTRATION } from "./administration.ts";
import { RESOURCE_ROUTES } from "./catalogue.ts";
import { CLIENTS } from "./clients.ts";
import { COMPLIANCE } from "./compliance.ts";
import { DOCUMENT_REQUESTS } from "./document-requests.ts";
import { DOCUMENTS } from "./documents.ts";
import { EMPLOYEES } from "./employees.ts";
import { JOBS } from "./jobs.ts";
import { MASTER_DATA } from "./master-data.ts";
import { PAYMENTS } from "./payments.ts";
import { SECRETARIAL } from "./secretarial.ts";
import { TAX } from "./tax.ts";
import { type Field, MODULES, type ResourceDef, SYSTEM_FIELDS, UNSUPPORTABLE } from "./types.ts";

/** Every declaration, as the group files list them. */
export const DECLARED: readonly ResourceDef[] = [
  ...MASTER_DATA,
  ...EMPLOYEES,
  ...CLIENTS,
  ...TAX,
  ...SECRETARIAL,
  ...PAYMENTS,
  ...DOCUMENTS,
  ...COMPLIANCE,
  ...DOCUMENT_REQUESTS,
  ...JOBS,
  ...ADMINISTRATION,
];

const byName = new Map(DECLARED.map((def) => [def.name, def]));

/** All resources, in catalogue (navigation) order. */
export const RESOURCES: readonly ResourceDef[] = RESOURCE_ROUTES.flatMap((r) => byName.get(r.name) ?? []);

export function resourceDef(name: string): ResourceDef | undefined {
  return byName.get(name);
}

/** Sort keys every resource has besides its fields. */
const SORTABLE_SYSTEM_FIELDS = ["createdAt", "updatedAt"];

const LANGUAGES = ["en", "tr", "ar"] as const;

/** Problems with one level of fields (a record, an object field, a list item), reported under `where`. */
function checkFields(fields: Field[], where: string, declared: Set<string>, top: boolean): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const f of fields) {
    const at = `${where}.${f.name}`;
    if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(f.name)) problems.push(`${at}: not a valid field name`);
    if (seen.has(f.name)) problems.push(`${at}: duplicate field name`);
    seen.add(f.name);
    if (top && (SYSTEM_FIELDS as readonly string[]).includes(f.name)) {
      problems.push(`${at}: "${f.name}" is a system field, set by the server`);
    }
    for (const lang of LANGUAGES) {
      if (!f.label?.[lang]?.trim()) problems.push(`${at}: no ${lang} label`);
    }
    // A ref is searched by the title of the record it points at.
    if (f.searchable && !["text", "longtext", "ref", "refs"].includes(f.kind)) {
      problems.push(`${at}: only text and ref fields can be searchable`);
    }
    if (f.searchable && !top && (f.kind === "ref" || f.kind === "refs")) {
      problems.push(`${at}: only top-level refs can be searchable`);
    }
    if (f.unique && f.kind !== "text") problems.push(`${at}: only text fields can be unique`);
    if (f.readOnly && (f.required || f.requiredOnCreate || f.writeOnly)) {
      problems.push(`${at}: a readOnly field cannot be required or write-only`);
    }
    if (f.writeOnly && f.searchable) problems.push(`${at}: a write-only field cannot be searchable`);
    switch (f.kind) {
      case "ref":
      case "refs":
        if (!declared.has(f.to)) problems.push(`${at}: refers to unknown resource "${f.to}"`);
        if (f.kind === "ref" && f.sameAs !== undefined && !top) {
          problems.push(`${at}: only a top-level ref can offer records "sameAs" its own`);
        }
        break;
      case "enum":
      case "enums": {
        if (f.options.length === 0) problems.push(`${at}: no options`);
        if (new Set(f.options).size !== f.options.length) problems.push(`${at}: duplicate options`);
        const defaults = f.default === undefined
          ? []
          : typeof f.default === "string"
          ? [f.default]
          : f.default;
        for (const d of defaults) {
          if (!f.options.includes(d)) problems.push(`${at}: default "${d}" is not an option`);
        }
        break;
      }
      case "integer":
        if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
          problems.push(`${at}: min above max`);
        }
        if (
          f.default !== undefined &&
          (!Number.isInteger(f.default) || f.default < (f.min ?? -Infinity) ||
            f.default > (f.max ?? Infinity))
        ) {
          problems.push(`${at}: default ${f.default} is out of range`);
        }
        break;
      case "items":
      case "object":
        if (f.fields.length === 0) problems.push(`${at}: no fields`);
        problems.push(...checkFields(f.fields, at, declared, false));
        break;
    }
    if (f.when) {
      const sibling = fields.find((s) => s.name === f.when!.field);
      if (!sibling || sibling.kind !== "enum") {
        problems.push(`${at}: "when" names "${f.when.field}", not an enum field beside it`);
      } else {
        for (const v of f.when.is) {
          if (!sibling.options.includes(v)) problems.push(`${at}: "when" value "${v}" is not an option`);
        }
      }
    }
  }
  return problems;
}

/** A title that reads a field beyond titleFields (its refs would not be resolved), or gives nothing. */
function checkTitle(def: ResourceDef): string[] {
  if (!def.title) return [];
  const read = new Set<string>();
  const text = new Proxy({}, {
    get: (_, key) => {
      if (typeof key === "string") read.add(key);
      return "x";
    },
  }) as Record<string, string>;
  const problems = def.title(text).trim() === "" ? [`${def.name}: title reads as blank`] : [];
  for (const key of read) {
    if (!def.titleFields.includes(key)) problems.push(`${def.name}: title reads "${key}", not a titleField`);
  }
  return problems;
}

/**
 * Everything that can be wrong between the declarations and the catalogue; [] when all is well. Checks: one
 * declaration per catalogue entry with its route unchanged, known modules, field names and labels, refs and
 * related lists that name real resources and fields, columns/titleFields/defaultSort/fixed that name fields.
 */
export function checkDeclarations(defs: readonly ResourceDef[] = DECLARED): string[] {
  const problems: string[] = [];
  const declared = new Set(defs.map((d) => d.name));
  const fieldsOf = new Map(defs.map((d) => [d.name, d.fields]));

  for (const route of RESOURCE_ROUTES) {
    const matching = defs.filter((d) => d.name === route.name);
    if (matching.length === 0) problems.push(`${route.name}: catalogue entry has no declaration`);
    if (matching.length > 1) problems.push(`${route.name}: declared ${matching.length} times`);
    for (const def of matching) {
      for (const key of ["base", "add", "view", "icon"] as const) {
        if (def[key] !== route[key]) problems.push(`${def.name}: ${key} differs from the catalogue`);
      }
      for (const lang of LANGUAGES) {
        if (def.label[lang] !== route.label[lang]) {
          problems.push(`${def.name}: ${lang} label differs from the catalogue`);
        }
      }
    }
  }

  for (const def of defs) {
    const name = def.name;
    if (!RESOURCE_ROUTES.some((r) => r.name === name)) problems.push(`${name}: not in the catalogue`);
    if (!(MODULES as readonly string[]).includes(def.module)) {
      problems.push(`${name}: unknown module "${def.module}"`);
    }
    problems.push(...checkFields(def.fields, name, declared, true));

    const top = new Map(def.fields.map((f) => [f.name, f]));
    // A picker offering records "sameAs" this one's ref: the same ref on both sides, to one resource.
    for (const f of def.fields) {
      if (f.kind !== "ref" || f.sameAs === undefined) continue;
      const own = top.get(f.sameAs);
      const theirs = fieldsOf.get(f.to)?.find((s) => s.name === f.sameAs);
      if (own?.kind !== "ref" || theirs?.kind !== "ref" || own.to !== theirs.to) {
        problems.push(
          `${name}.${f.name}: "sameAs" names "${f.sameAs}", not a ref to one resource here and on "${f.to}"`,
        );
      }
    }
    const listed = (what: string, names: readonly string[]) => {
      if (new Set(names).size !== names.length) problems.push(`${name}: duplicate ${what}`);
      for (const n of names) {
        const f = top.get(n);
        if (!f) problems.push(`${name}: ${what} "${n}" is not a field`);
        else if (f.writeOnly) problems.push(`${name}: ${what} "${n}" is write-only`);
      }
    };
    if (def.columns.length === 0) problems.push(`${name}: no columns`);
    listed("column", def.columns);
    if (def.titleFields.length === 0) problems.push(`${name}: no titleFields`);
    listed("titleField", def.titleFields);
    problems.push(...checkTitle(def));
    const sortField = top.get(def.defaultSort.field);
    if (sortField?.writeOnly || (!sortField && !SORTABLE_SYSTEM_FIELDS.includes(def.defaultSort.field))) {
      problems.push(`${name}: defaultSort "${def.defaultSort.field}" is not a sortable field`);
    }

    for (const rel of def.related ?? []) {
      const at = `${name}: related ${rel.resource}.${rel.field}`;
      const other = fieldsOf.get(rel.resource);
      if (!other) {
        problems.push(`${at}: unknown resource`);
        continue;
      }
      const f = other.find((o) => o.name === rel.field);
      if (!f) problems.push(`${at}: not a field`);
      else if ((f.kind !== "ref" && f.kind !== "refs") || f.to !== name) {
        problems.push(`${at}: not a ref to ${name}`);
      }
    }

    for (const action of def.unsupported ?? []) {
      if (!(UNSUPPORTABLE as readonly string[]).includes(action)) {
        problems.push(`${name}: "${action}" cannot be unsupported`);
      }
    }
    if (def.unsupported?.includes("create") && def.add) problems.push(`${name}: an add page, but no create`);
    if (def.locked) {
      const f = top.get(def.locked.field);
      if (!f) problems.push(`${name}: locked "${def.locked.field}" is not a field`);
      else if (f.kind === "enum") {
        for (const v of def.locked.is) {
          if (!f.options.includes(v)) problems.push(`${name}: locked value "${v}" is not an option`);
        }
      }
      for (const lang of LANGUAGES) {
        if (!def.locked.reason[lang]?.trim()) problems.push(`${name}: locked has no ${lang} reason`);
      }
    }

    for (const [key, value] of Object.entries(def.fixed ?? {})) {
      const f = top.get(key);
      if (!f) problems.push(`${name}: fixed "${key}" is not a field`);
      else if (!f.readOnly) problems.push(`${name}: fixed "${key}" must be readOnly`);
      else if (f.kind === "enum" && !f.options.includes(value)) {
        problems.push(`${name}: fixed "${key}" value "${value}" is not an option`);
      }
    }
  }
  return problems;
}

export type { Action, Field, FieldKind, ModuleKey, Related, ResourceDef } from "./types.ts";
export { ACTIONS, MODULES, SYSTEM_FIELDS } from "./types.ts";
export { RESOURCE_ROUTES, resourceByName } from "./catalogue.ts";
export {
  type ValidateOptions,
  validateRecord,
  type ValidationResult,
  type WriteMode,
  writeSchema,
} from "./validate.ts";

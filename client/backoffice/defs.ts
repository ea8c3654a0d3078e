import { RESOURCES } from "../../domain/resources/index.ts";
import type { Label } from "../../domain/resources/catalogue.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { language } from "../kit/i18n/index.ts";

/**
 * Reading the resource declarations for the pages: labels in the current language, the paths of a record's
 * pages, the fields a list may filter by. Reading a label subscribes the component to the language.
 */
export function labelOf(item: { label: Label }): string {
  return item.label[language.value];
}

export function findDef(name: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** A resource's name in the current language (its catalogue label), or the bare name if it is not declared. */
export function resourceLabel(name: string): string {
  const def = findDef(name);
  return def ? labelOf(def) : name;
}

export function fieldOf(def: ResourceDef, name: string): Field | undefined {
  return def.fields.find((f) => f.name === name);
}

export { editPath, recordPath } from "../../domain/resources/paths.ts";

/** The add page, with values to prefill (`?account=<id>`), or null when the resource has none. */
export function addPath(def: ResourceDef, prefill: Record<string, string> = {}): string | null {
  if (!def.add) return null;
  const qs = new URLSearchParams(prefill).toString();
  return `${def.base}/${def.add}${qs ? `?${qs}` : ""}`;
}

const FILTER_KINDS = new Set(["enum", "bool", "ref"]);

/** Fields a list can be filtered by through the address (`?status=active`, `?account=<id>`). */
export function filterableFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) => FILTER_KINDS.has(f.kind) && !f.writeOnly);
}

/**
 * The rows chosen for a bulk change (issue 39): ids ticked one by one or a page at a time (kept across pages),
 * or every record the list's query holds ("all 1,240 matching"), which the server reads again by that query.
 */
import { supports } from "../../../domain/resources/access.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";

export type Selection =
  | { kind: "ids"; ids: readonly string[] }
  /** Every record of the list's `query` (matchingQuery), `count` of them when chosen. */
  | { kind: "matching"; query: string; count: number };

export const NOTHING: Selection = { kind: "ids", ids: [] };

export function isChosen(selection: Selection, id: string): boolean {
  return selection.kind === "matching" || selection.ids.includes(id);
}

export function chosenCount(selection: Selection): number {
  return selection.kind === "matching" ? selection.count : selection.ids.length;
}

/** How many of the page's rows are chosen (the page's box is ticked when all are, half-ticked when some). */
export function chosenOnPage(selection: Selection, page: readonly string[]): number {
  return page.filter((id) => isChosen(selection, id)).length;
}

/** A row's box: ticks or unticks it. Unticking a row of "all matching" leaves the rest of the page chosen. */
export function toggleRow(selection: Selection, id: string, page: readonly string[]): Selection {
  if (selection.kind === "matching") return { kind: "ids", ids: page.filter((p) => p !== id) };
  const ids = selection.ids.includes(id) ? selection.ids.filter((c) => c !== id) : [...selection.ids, id];
  return { kind: "ids", ids };
}

/** The page's box: chooses every row of the page, or (all of them chosen already) none of them. */
export function togglePage(selection: Selection, page: readonly string[]): Selection {
  if (selection.kind === "matching") return NOTHING;
  const all = page.length > 0 && page.every((id) => selection.ids.includes(id));
  const ids = all
    ? selection.ids.filter((id) => !page.includes(id))
    : [...selection.ids, ...page.filter((id) => !selection.ids.includes(id))];
  return { kind: "ids", ids };
}

/**
 * The selection once the list shows `query`: "all matching" of another query no longer says what is shown, so it
 * is dropped; ids chosen stay chosen (they are named, whatever the list shows).
 */
export function selectionFor(selection: Selection, query: string): Selection {
  return selection.kind === "matching" && selection.query !== query ? NOTHING : selection;
}

/** The records of a bulk request: the ids chosen, or the list's query. */
export function bulkTarget(selection: Selection): { ids: string[] } | { query: string } {
  return selection.kind === "matching" ? { query: selection.query } : { ids: [...selection.ids] };
}

/** Kinds a bulk "Set a field…" offers: one value that fits many records (a status, a reference, a date). */
const SETTABLE_KINDS = new Set<Field["kind"]>(["enum", "ref", "date", "bool"]);

/** The fields a bulk change may set, as the server allows them (server/backoffice/bulk/selection.ts). */
export function bulkFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) =>
    SETTABLE_KINDS.has(f.kind) && !f.readOnly && !f.unique && !f.writeOnly && !f.when &&
    def.fixed?.[f.name] === undefined
  );
}

/**
 * Resources kept outside the record tables, which the server never changes in bulk (cannotBulkChange): the
 * employees live in the sign-in table, each write with its sessions and password.
 */
const KEPT_ELSEWHERE = new Set(["employee"]);

/**
 * The bulk actions a list offers, by the resource's declaration and the user's grants: setting a field needs
 * update; a delete needs delete, and create too, since its undo puts the records back (not documents, which
 * only an upload makes).
 */
export function bulkActions(
  def: ResourceDef,
  may: { update: boolean; delete: boolean },
): { set: boolean; delete: boolean } {
  if (KEPT_ELSEWHERE.has(def.name)) return { set: false, delete: false };
  return {
    set: may.update && supports(def, "update") && bulkFields(def).length > 0,
    delete: may.delete && supports(def, "delete") && supports(def, "create"),
  };
}

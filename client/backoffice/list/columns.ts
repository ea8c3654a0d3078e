/**
 * A list's columns as the user arranged them (domain/list-views.ts: fields in order, each with its width), and a
 * view's list state as the view keeps it: the list query of the address without its page.
 */
import { DEFAULT_PAGE_SIZE } from "../../../domain/list-query.ts";
import { type ListColumn, VIEW_PARAM } from "../../../domain/list-views.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import { FIRST_PAGE, type ListState, writeListState } from "./listState.ts";

/** A column as the table shows it: its field, and its width when the user set one. */
export type ShownColumn = { field: Field; width?: number };

/** Every field that may be a column (all but those never returned, such as a password). */
export function columnChoices(def: ResourceDef): Field[] {
  return def.fields.filter((f) => !f.writeOnly);
}

/** The columns chosen (a view's, else the user's), else the resource's declared ones; unknown fields dropped. */
export function shownColumns(def: ResourceDef, chosen: readonly ListColumn[] | null): ShownColumn[] {
  const choices = columnChoices(def);
  const wanted: readonly ListColumn[] = chosen ?? def.columns.map((field) => ({ field }));
  return wanted.flatMap(({ field, width }) => {
    const f = choices.find((c) => c.name === field);
    return f ? [width === undefined ? { field: f } : { field: f, width }] : [];
  });
}

/** The columns as the API keeps them. */
export function columnsOf(shown: readonly ShownColumn[]): ListColumn[] {
  return shown.map(({ field, width }) =>
    width === undefined ? { field: field.name } : { field: field.name, width }
  );
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** What a view keeps of the list's state: search, filters and sort (not the page, nor its size). */
export function viewQueryOf(state: ListState): string {
  return writeListState({ ...state, ...FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE }).toString();
}

/** A view's address query: its id, then its own state, so that a link opens the same list. */
export function viewAddress(view: { id: string; query: string }): URLSearchParams {
  const params = new URLSearchParams({ [VIEW_PARAM]: view.id });
  for (const [name, value] of new URLSearchParams(view.query)) params.append(name, value);
  return params;
}

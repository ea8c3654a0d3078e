import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useRef } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { SORTABLE_KINDS } from "../../../domain/list-conditions.ts";
import type { RecordData } from "../data/types.ts";
import { labelOf } from "../defs.ts";
import { DeadlineValue } from "../workflows/deadlines/DeadlineValue.tsx";
import type { ShownColumn } from "./columns.ts";
import { EDITABLE_CELL, editFirstOnF2, InlineCell } from "./inline/InlineCell.tsx";
import type { InlineEdit } from "./inline/useInlineEdit.ts";
import type { SortOrder } from "./listState.ts";
import { type RowPages, useRowKeys } from "./row-keys.ts";
import "../crud-words/index.ts";

/**
 * From this many rows a page draws only the rows in view (WindowedRows, issue 39). The `rows` bench measured the
 * main thread at 242 ms to draw 100 rows against 138 ms for 25, and 126 against 38 ms a key: past a screen-full
 * (about 18 rows at 800 px), every row drawn is paid for and not seen. 25 rows (the default) stay whole.
 */
export const WINDOW_FROM = 50;
// Loaded with the first long page: a page of 25 does without it.
const WindowedRows = lazy(() => import("./WindowedRows.tsx").then((m) => ({ default: m.WindowedRows })));

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The rows' boxes of a list that changes in bulk (BulkBar): which are ticked, and what ticking does. */
export type RowSelect = {
  isChosen: (id: string) => boolean;
  /** How many of the page's rows are chosen. */
  onPage: number;
  toggle: (id: string) => void;
  togglePage: () => void;
};

/**
 * The list's table: headers that sort (a button each where the field's kind sorts, `aria-sort` on the sorted
 * one), one row per record; a click or Enter on a row opens the record; the rows are one Tab stop, walked with
 * the arrows (useRowKeys). With `select`, a box per row (Space on the row ticks it too) and one for the page.
 * With `inline`, simple fields are edited in the row (InlineCell; F2). A long page draws only the rows in view
 * (useWindowedRows), keeping the focused row and an open editor's drawn; the table then says how many rows it has
 * and each row its place (`aria-rowcount`, `aria-rowindex`), for a screen reader.
 */
export function ListTable(
  { resource, columns, items, sortOf, onSort, onOpen, select, pages, inline }: {
    /** The resource listed: its deadline columns are marked when due soon or overdue. */
    resource: string;
    /** The fields shown, in order, each with the width the user set. */
    columns: ShownColumn[];
    items: RecordData[];
    sortOf: (field: string) => SortOrder | null;
    onSort: (field: string) => void;
    onOpen: (record: RecordData) => void;
    select?: RowSelect;
    /** The pages PageDown and PageUp turn to. */
    pages?: RowPages;
    inline?: InlineEdit;
  },
) {
  useSignals();
  const ids = items.map((i) => String(i.id));
  const reveal = useRef((_: number) => {});
  const keys = useRowKeys(ids, {
    pages,
    tickPage: select?.togglePage,
    // The shortcuts dialog ("?") lists F2 where a row may be edited.
    edits: Boolean(inline && inline.fields.length > 0),
    reveal: (i) => reveal.current(i),
  });
  const windowed = items.length >= WINDOW_FROM;
  const open = inline?.editing ? ids.indexOf(inline.editing.id) : -1;
  const span = columns.length + (select ? 1 : 0);
  const editable = new Set(inline?.fields.map((f) => f.name));
  return (
    <div className="overflow-x-auto">
      <table
        className="table table-sm"
        data-testid="list-table"
        data-windowed={windowed ? "" : undefined}
        aria-rowcount={windowed ? items.length + 1 : undefined}
      >
        <thead>
          <tr aria-rowindex={windowed ? 1 : undefined}>
            {select && (
              <th className="w-8">
                <SelectAll
                  total={items.length}
                  selected={select.onPage}
                  onChange={select.togglePage}
                  label={t("bulk.selectPage")}
                  testId="select-page"
                />
              </th>
            )}
            {columns.map(({ field: f, width }) => {
              const sorted = sortOf(f.name);
              const money = f.kind === "money";
              return (
                <th
                  key={f.name}
                  data-column={f.name}
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className={money ? "text-end" : ""}
                  style={width === undefined ? undefined : { width, minWidth: width }}
                >
                  {SORTABLE_KINDS.has(f.kind)
                    ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:underline"
                        aria-label={t("crud.sortBy", { label: labelOf(f) })}
                        onClick={() => onSort(f.name)}
                        data-testid={`sort-${f.name}`}
                      >
                        {labelOf(f)}
                        <Icon
                          name={sorted === "desc" ? "arrow_downward" : "arrow_upward"}
                          size={16}
                          className={sorted ? "" : "opacity-0"}
                        />
                      </button>
                    )
                    : labelOf(f)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={keys.body} onKeyDown={inline && editFirstOnF2(inline, items)}>
          {windowed
            ? (
              // Until its chunk comes, the page is drawn whole.
              <Suspense fallback={items.map((_, i) => drawRow(i))}>
                <WindowedRows
                  body={keys.body}
                  count={items.length}
                  keyOf={(i) => ids[i]}
                  keep={[keys.stop === undefined ? -1 : ids.indexOf(keys.stop), open]}
                  span={span}
                  reveal={reveal}
                  row={drawRow}
                />
              </Suspense>
            )
            : items.map((_, i) => drawRow(i))}
        </tbody>
      </table>
    </div>
  );

  function drawRow(index: number, measure?: (el: HTMLElement | null) => void) {
    const item = items[index];
    return (
      <tr
        key={String(item.id)}
        ref={measure}
        data-index={index}
        aria-rowindex={windowed ? index + 2 : undefined}
        {...keys.row(String(item.id))}
        className="hover:bg-base-200 cursor-pointer focus:outline-2 focus:outline-primary focus:-outline-offset-2"
        data-testid="list-row"
        data-id={String(item.id)}
        aria-label={item._title}
        // A ticked row says so when it takes focus (its box is out of the Tab order); the others say nothing.
        aria-selected={select?.isChosen(String(item.id)) || undefined}
        // An editor holding a change is saved or cancelled before the record opens (inline.hold).
        onClick={() => inline?.hold() || onOpen(item)}
        onKeyDown={(e) => {
          if (e.target !== e.currentTarget || keys.onKeyDown(e, String(item.id))) return;
          if (e.key === "Enter" && !inline?.hold()) onOpen(item);
          if (e.key === " " && select) {
            // Space ticks the row's box, rather than scroll the page.
            e.preventDefault();
            select.toggle(String(item.id));
          }
        }}
      >
        {select && (
          <td onClick={(e) => e.stopPropagation()}>
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              aria-label={t("bulk.selectRow", { title: item._title ?? String(item.id) })}
              checked={select.isChosen(String(item.id))}
              // The row is the Tab stop, and Space on it ticks this box: Tab leaves the rows in one step.
              tabIndex={-1}
              onChange={() => select.toggle(String(item.id))}
              data-testid="select-row"
            />
          </td>
        )}
        {columns.map(({ field: f }) => (
          <td
            key={f.name}
            className={`${f.kind === "money" ? "text-end" : ""} ${editable.has(f.name) ? EDITABLE_CELL : ""}`}
          >
            {inline
              ? (
                <InlineCell
                  edit={inline}
                  field={f}
                  item={item}
                  tabbable={keys.row(String(item.id)).tabIndex === 0}
                >
                  <DeadlineValue resource={resource} field={f} record={item} />
                </InlineCell>
              )
              : <DeadlineValue resource={resource} field={f} record={item} />}
          </td>
        ))}
      </tr>
    );
  }
}

import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { type Shortcut, useShortcuts } from "../../kit/shortcuts.ts";
import "./keys-messages.ts";

/** The keys of an event that decide what a row does with it. */
export type RowKeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

/** What a key on a list's row asks for: focus on another row of the page, another page, or the page's boxes. */
export type RowAction = { to: number } | { page: "next" | "previous" } | { tickPage: true };

/**
 * What a key pressed on the row at `at` (of `count` rows) asks for, or null when the row leaves it to the
 * browser (Tab, a key with a modifier it does not use). At the first or last row, a move stays there (and the
 * page does not scroll instead).
 */
export function rowAction(press: RowKeyPress, at: number, count: number): RowAction | null {
  const { key, ctrlKey, metaKey, altKey, shiftKey } = press;
  if (altKey || count === 0) return null;
  if ((ctrlKey || metaKey) && !shiftKey && key.toLowerCase() === "a") return { tickPage: true };
  if (ctrlKey || metaKey || shiftKey) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return { to: Math.min(at + 1, last) };
    case "ArrowUp":
      return { to: Math.max(at - 1, 0) };
    case "Home":
      return { to: 0 };
    case "End":
      return { to: last };
    case "PageDown":
      return { page: "next" };
    case "PageUp":
      return { page: "previous" };
    default:
      return null;
  }
}

const MOVES: readonly Shortcut[] = [
  { group: "listKeys.group", keys: ["ArrowDown", "ArrowUp"], words: "listKeys.move" },
  { group: "listKeys.group", keys: ["Home", "End"], words: "listKeys.ends" },
  { group: "listKeys.group", keys: ["PageDown", "PageUp"], words: "listKeys.pages" },
  { group: "listKeys.group", keys: ["Enter"], words: "listKeys.open" },
];
const TICKS: readonly Shortcut[] = [
  { group: "listKeys.group", keys: ["Space"], words: "listKeys.tick" },
  { group: "listKeys.group", keys: ["Control+A"], words: "listKeys.tickPage" },
];
const F2: readonly Shortcut[] = [{ group: "listKeys.group", keys: ["F2"], words: "inline.f2" }];
/**
 * The lines the dialog lists for a list, one constant per kind of list, in one registration: added apart, the
 * editor's F2 went before the moves whenever the rows' lines were added again (the grants come after the rows).
 */
const LINES: readonly (readonly Shortcut[])[] = [
  MOVES,
  [...MOVES, ...TICKS],
  [...MOVES, ...F2],
  [...MOVES, ...TICKS, ...F2],
];

/** The list's pages a key turns to: null where there is no such page. */
export type RowPages = { next: (() => void) | null; previous: (() => void) | null };

/**
 * The rows of a list's page as one stop of Tab (a roving tabindex: only the current row, the one last focused,
 * else the first, is in the Tab order), walked with the arrows, Home and End; PageDown and PageUp turn the page
 * and focus its first row once it shows; Ctrl+A (⌘A) ticks the page's boxes. The keys are listed in the
 * shortcuts dialog while the list shows. Enter and Space stay the row's own (ListTable).
 */
export function useRowKeys(
  ids: readonly string[],
  { pages, tickPage, edits, reveal }: {
    pages?: RowPages;
    tickPage?: () => void;
    /** F2 edits a row in place (useInlineEdit): listed with the rows' keys. */
    edits?: boolean;
    /** Draws and scrolls to a row of a windowed page (WindowedRows.tsx) that is not drawn. */
    reveal?: (index: number) => void;
  },
): {
  body: RefObject<HTMLTableSectionElement | null>;
  /** The row that is the Tab stop: a windowed page keeps it drawn. */
  stop: string | undefined;
  row: (id: string) => { tabIndex: number; onFocus: () => void };
  /** Handles a key pressed on the row itself; true when it was the row's to handle. */
  onKeyDown: (e: KeyboardEvent<HTMLElement>, id: string) => boolean;
} {
  useShortcuts(LINES[(tickPage ? 1 : 0) + (edits ? 2 : 0)]);
  const body = useRef<HTMLTableSectionElement | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const stop = current !== null && ids.includes(current) ? current : ids[0];
  // A page turned by a key: its first row takes the focus when its rows come (the old rows took it along).
  const turned = useRef<string | null>(null);
  const shown = ids.join("\n");
  useEffect(() => {
    if (turned.current === null || turned.current === shown) return;
    turned.current = null;
    body.current?.querySelector<HTMLElement>("tr[data-id]")?.focus();
  }, [shown]);

  const rowOf = (id: string) => body.current?.querySelector<HTMLElement>(`tr[data-id="${CSS.escape(id)}"]`);
  // A row a key moved to that was not drawn (a windowed page): it becomes the Tab stop, which is always drawn, and
  // takes the focus once it is.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const row = pending.current === null ? null : rowOf(pending.current);
    if (!row) return;
    pending.current = null;
    row.focus();
  });
  const focusRow = (index: number) => {
    const row = rowOf(ids[index]);
    if (row) return row.focus();
    pending.current = ids[index];
    setCurrent(ids[index]);
    reveal?.(index);
  };

  return {
    body,
    stop,
    row: (id) => ({ tabIndex: id === stop ? 0 : -1, onFocus: () => setCurrent(id) }),
    onKeyDown: (e, id) => {
      const action = rowAction(e, ids.indexOf(id), ids.length);
      if (!action) return false;
      if ("to" in action) focusRow(action.to);
      else if ("page" in action) {
        const turn = pages?.[action.page];
        if (!turn) return false;
        turned.current = shown;
        turn();
      } else {
        if (!tickPage) return false;
        tickPage();
      }
      e.preventDefault();
      return true;
    },
  };
}

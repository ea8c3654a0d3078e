/** The keys of a list's rows (issue 39): which row, page or ticking a key asks for. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { LIST_KEYS_MESSAGES } from "../../../client/backoffice/list/keys-messages.ts";
import { rowAction, type RowKeyPress } from "../../../client/backoffice/list/row-keys.ts";
import { assertTranslated } from "../../support/i18n.ts";

const press = (key: string, mods: Partial<RowKeyPress> = {}): RowKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

Deno.test("the arrows move one row, and stop at the page's first and last rows", () => {
  deepStrictEqual(rowAction(press("ArrowDown"), 0, 5), { to: 1 });
  deepStrictEqual(rowAction(press("ArrowDown"), 3, 5), { to: 4 });
  deepStrictEqual(rowAction(press("ArrowDown"), 4, 5), { to: 4 });
  deepStrictEqual(rowAction(press("ArrowUp"), 2, 5), { to: 1 });
  deepStrictEqual(rowAction(press("ArrowUp"), 0, 5), { to: 0 });
  deepStrictEqual(rowAction(press("ArrowDown"), 0, 1), { to: 0 });
});

Deno.test("Home and End go to the first and last rows; PageDown and PageUp turn the page", () => {
  deepStrictEqual(rowAction(press("Home"), 3, 5), { to: 0 });
  deepStrictEqual(rowAction(press("End"), 1, 5), { to: 4 });
  deepStrictEqual(rowAction(press("PageDown"), 1, 5), { page: "next" });
  deepStrictEqual(rowAction(press("PageUp"), 1, 5), { page: "previous" });
});

Deno.test("Ctrl+A and ⌘A tick the page; other keys and chords are left to the browser", () => {
  deepStrictEqual(rowAction(press("a", { ctrlKey: true }), 2, 5), { tickPage: true });
  deepStrictEqual(rowAction(press("A", { metaKey: true }), 2, 5), { tickPage: true });
  strictEqual(rowAction(press("a"), 2, 5), null);
  strictEqual(rowAction(press("a", { ctrlKey: true, shiftKey: true }), 2, 5), null);
  for (const key of ["Tab", "Enter", " ", "ArrowLeft", "F2", "Escape"]) {
    strictEqual(rowAction(press(key), 2, 5), null);
  }
  strictEqual(rowAction(press("ArrowDown", { shiftKey: true }), 2, 5), null);
  strictEqual(rowAction(press("End", { ctrlKey: true }), 2, 5), null);
  strictEqual(rowAction(press("ArrowDown", { altKey: true }), 2, 5), null);
  strictEqual(rowAction(press("ArrowDown"), 0, 0), null);
});

Deno.test("the list's keys are named in every language", () => assertTranslated(LIST_KEYS_MESSAGES));

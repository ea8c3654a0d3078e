/** The shortcuts' registry (issue 39): lines features add while shown, grouped as the "?" dialog lists them. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  addShortcuts,
  type Shortcut,
  shortcutGroups,
  shortcuts,
  typing,
} from "../../../client/kit/shortcuts.ts";
import { SHORTCUTS_MESSAGES } from "../../../client/kit/ui/shortcuts/messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

const search: Shortcut = { group: "anywhere", keys: ["/", "Control+K"], words: "openSearch" };
const help: Shortcut = { group: "anywhere", keys: ["?"], words: "show" };
const move: Shortcut = { group: "list", keys: ["ArrowDown", "ArrowUp"], words: "move" };
const edit: Shortcut = { group: "list", keys: ["F2"], words: "edit" };

Deno.test("lines are grouped in the order their groups first come, each line once", () => {
  deepStrictEqual(shortcutGroups([[search, move], [help], [move, edit]]), [
    { group: "anywhere", lines: [search, help] },
    { group: "list", lines: [move, edit] },
  ]);
  deepStrictEqual(shortcutGroups([]), []);
});

Deno.test("a feature's lines are listed until it takes them back, the others' stay", () => {
  const before = shortcuts.value.length;
  const list = [move];
  const dropShell = addShortcuts([search, help]);
  const dropList = addShortcuts(list);
  // Two lists on one page add the same constant: each is listed once, and stays while either is shown.
  const dropOther = addShortcuts(list);
  deepStrictEqual(shortcutGroups(shortcuts.value).map((g) => g.lines.length), [2, 1]);
  dropList();
  deepStrictEqual(shortcutGroups(shortcuts.value).map((g) => g.group), ["anywhere", "list"]);
  dropOther();
  deepStrictEqual(shortcutGroups(shortcuts.value).map((g) => g.group), ["anywhere"]);
  dropShell();
  strictEqual(shortcuts.value.length, before);
});

Deno.test("a key typed into a field is a character, not a shortcut", () => {
  const el = (tagName: string, isContentEditable = false) =>
    ({ tagName, isContentEditable }) as unknown as EventTarget;
  for (const tag of ["INPUT", "TEXTAREA", "SELECT"]) strictEqual(typing(el(tag)), true);
  strictEqual(typing(el("DIV", true)), true);
  strictEqual(typing(el("TR")), false);
  strictEqual(typing(el("BUTTON")), false);
  strictEqual(typing(null), false);
});

Deno.test("the shortcuts dialog speaks every language", () => assertTranslated(SHORTCUTS_MESSAGES));

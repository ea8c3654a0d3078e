import { signal } from "@preact/signals-react";
import { useEffect } from "react";

/**
 * One keyboard shortcut as the shortcuts dialog ("?") lists it. `group` and `words` are message keys (the
 * feature that adds the line brings their words); `keys` are the alternatives, each a chord of key names joined
 * by "+" as `KeyboardEvent.key` spells them ("ArrowDown", "Control+K", "/").
 */
export type Shortcut = { group: string; keys: readonly string[]; words: string };

/** A group of shortcuts as the dialog shows it: its title's key and its lines. */
export type ShortcutGroup = { group: string; lines: Shortcut[] };

/** Every line added and not taken back, in the order added (the shell's first, then the page's). */
export const shortcuts = signal<readonly (readonly Shortcut[])[]>([]);

/**
 * Adds lines to the dialog; the function returned takes them back. Features add theirs while the screen that
 * answers the keys is shown (useShortcuts), so the dialog lists what works on the page at hand.
 */
export function addShortcuts(lines: readonly Shortcut[]): () => void {
  // A copy of its own: two screens adding the same constant take back only their own.
  const added = [...lines];
  shortcuts.value = [...shortcuts.value, added];
  return () => {
    shortcuts.value = shortcuts.value.filter((l) => l !== added);
  };
}

/** Adds `lines` while the component is mounted (pass a constant: a new array each render adds it again). */
export function useShortcuts(lines: readonly Shortcut[]) {
  useEffect(() => addShortcuts(lines), [lines]);
}

/**
 * The lines grouped, groups in the order first seen; a line added twice (two lists on one page) shown once.
 */
export function shortcutGroups(added: readonly (readonly Shortcut[])[]): ShortcutGroup[] {
  const groups = new Map<string, Shortcut[]>();
  for (const line of added.flat()) {
    const lines = groups.get(line.group) ?? [];
    if (!lines.some((l) => l.words === line.words)) lines.push(line);
    groups.set(line.group, lines);
  }
  return [...groups].map(([group, lines]) => ({ group, lines }));
}

/** Whether a key pressed on `target` types into something (a field, an editor): "/" or "?" is then a character. */
export function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

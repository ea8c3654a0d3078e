/**
 * Whether an element is on screen and not covered: laid out with a size, and what is drawn at its centre is it,
 * inside it or around it (the splash screen covers the app until the session is known). It runs in the page, so
 * it refers to nothing outside itself; ON_SCREEN puts it there.
 */
export function shownUncovered(el: Element | null): boolean {
  if (!el) return false;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return top !== null && (top === el || el.contains(top) || top.contains(el));
}

/** The page's side of the bench's timers: `shownUncovered`, for the timers that run in the page. */
export type OnScreen = { shownUncovered: typeof shownUncovered };

/** An init script (`addInitScript(ON_SCREEN)`) that gives the page `globalThis.shownUncovered`. */
export const ON_SCREEN = { content: `globalThis.shownUncovered = ${shownUncovered.toString()};` };

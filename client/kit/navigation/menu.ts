import type { NavItem } from "./items.ts";

/**
 * The menu the signed-in user sees, for the pages that offer its entries as suggestions (the 404 page, the
 * search page). The shell composes it from the features and provides it here at start-up, so a feature reads it
 * without knowing the shell.
 */
let read: () => NavItem[] = () => [];

export function provideMenu(source: () => NavItem[]): void {
  read = source;
}

/** The menu as the user may see it; reads the session's signals: call it from a component that calls useSignals(). */
export function useMenu(): NavItem[] {
  return read();
}

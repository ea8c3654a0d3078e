import { useLayoutEffect } from "react";
import type { LANGUAGE_COOKIE, PORTAL_SESSION_COOKIE, THEME_COOKIE } from "../../domain/prerendered.ts";

/**
 * The prerendered first page. `/login` and `/register` arrive with their form already in the HTML (`#shell`,
 * made at build time from the same components: build/prerender.tsx), so a person sees it and can type before
 * any script has run; the app renders into the hidden `#root` meanwhile. When the app's own page is ready it
 * takes over: what was typed and where the cursor was carry over, and the shell goes.
 */

/**
 * Keeps one of the cookies the server reads to serve a prerendered page in the app's language and theme
 * (domain/prerendered.ts), for a year, for every address of the site. A word: nothing to escape.
 */
export function keepCookie(name: PageCookie, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** Forgets one of those cookies. */
export function dropCookie(name: PageCookie) {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

type PageCookie = typeof LANGUAGE_COOKIE | typeof THEME_COOKIE | typeof PORTAL_SESSION_COOKIE;

export type CarriedOver = { values: Record<string, string>; focused: string | null };

/** Removes the shell and shows the app; what the shell held, or null when there was none (or it is gone). */
export function releaseShell(): CarriedOver | null {
  const shell = globalThis.document?.getElementById("shell");
  if (!shell) return null;
  const values: Record<string, string> = {};
  for (const input of shell.querySelectorAll<HTMLInputElement>("input[name]")) {
    values[input.name] = input.value;
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && shell.contains(active) ? active.name : null;
  shell.remove();
  document.getElementById("root")?.removeAttribute("hidden");
  return { values, focused };
}

/**
 * For the prerendered pages' forms: on mount, takes over from the shell before the first paint, filling in
 * what was typed there (`fill`) and putting the cursor back in the field it was in (the first field if none).
 */
export function useShellTakeOver(fill: (values: Record<string, string>) => void) {
  useLayoutEffect(() => {
    const carried = releaseShell();
    if (!carried) return;
    fill(carried.values);
    const root = document.getElementById("root");
    const input = carried.focused
      ? root?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(carried.focused)}"]`)
      : root?.querySelector<HTMLInputElement>("input[autofocus], input");
    input?.focus();
    // Once, on mount: the shell is gone after the first call, so later values of `fill` have nothing to take.
  }, []);
}

import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { originOf, stepsBackTo } from "../../kit/routes/origin.ts";

/**
 * Warns before unsaved changes are lost. react-router's declarative mode has no navigation blocker, so this
 * covers the three ways out by hand:
 * - closing, reloading or leaving the site: the browser's own `beforeunload` prompt;
 * - a click on an in-app link: intercepted before the router sees it, then a confirm;
 * - the Back button: while dirty an extra history entry for this same page is pushed, so Back lands here again
 *   and can ask; leaving then goes back once more, staying pushes the entry again.
 * Returns `leave(to)`, the way out that does not ask: it replaces the extra entry if there is one. After a save
 * (`{ saved: true }`) the form's own entry goes too, so Back never returns to the form: the page that opened it
 * (its origin: my work, the calendar, a list, the record's page) is gone back to, else `to` takes the form's place.
 * Not covered: a navigation the app starts itself in code (none of the back-office pages does while dirty).
 */
export function useUnsavedChanges(
  dirty: boolean,
  message: string,
): (to: string, how?: { saved?: boolean }) => void {
  const navigate = useNavigate();
  const origin = originOf(useLocation().state);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const messageRef = useRef(message);
  messageRef.current = message;
  /** A history entry of this page was pushed in front of the real one. */
  const guarded = useRef(false);
  /** Leaving on purpose: ask nothing more. */
  const leaving = useRef(false);
  /** Where to go in place of the form's entry once Back has left the extra one. */
  const instead = useRef<string | null>(null);

  const leave = useCallback((to: string, { saved = false } = {}) => {
    leaving.current = true;
    const extra = guarded.current ? 1 : 0;
    guarded.current = false;
    const back = saved && origin ? stepsBackTo(origin, extra) : null;
    if (back !== null) navigate(back);
    else if (saved && extra === 1) {
      instead.current = to;
      history.back();
    } else navigate(to, { replace: saved || extra === 1 });
  }, [navigate, origin?.idx]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      // Older browsers want a string; the text itself is never shown.
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return; // leaving the app: beforeunload asks
      const to = url.pathname + url.search + url.hash;
      e.preventDefault();
      e.stopPropagation();
      if (to === location.pathname + location.search + location.hash) return;
      if (globalThis.confirm(messageRef.current)) leave(to);
    };
    addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    if (!guarded.current) {
      history.pushState(history.state, "", location.href);
      guarded.current = true;
    }
    return () => {
      removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, leave]);

  useEffect(() => {
    const onPopState = () => {
      if (instead.current !== null) {
        const to = instead.current;
        instead.current = null;
        navigate(to, { replace: true });
        return;
      }
      if (!guarded.current) return;
      // Back took us from the extra entry to the real one: still on this page.
      guarded.current = false;
      if (!dirtyRef.current || leaving.current) return;
      if (globalThis.confirm(messageRef.current)) {
        leaving.current = true;
        history.back();
      } else {
        history.pushState(history.state, "", location.href);
        guarded.current = true;
      }
    };
    addEventListener("popstate", onPopState);
    return () => removeEventListener("popstate", onPopState);
  }, [navigate]);

  return leave;
}

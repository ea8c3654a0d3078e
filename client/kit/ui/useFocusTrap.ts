import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable=true]",
].join(",");

/** The elements inside `root` that Tab reaches, in order (those not rendered left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]")
  );
}

/**
 * While `active`, Tab and Shift+Tab go round the elements inside `ref` and never leave it (a modal dialog or
 * panel); when it ends, focus goes back to what had it before (the button that opened it), if that is still on
 * the page. A native modal `<dialog>` makes the page inert but lets Tab leave for the browser's own controls.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  // The opener is read while rendering the opening: by the time effects run, autoFocus inside may have moved focus.
  const opener = useRef<HTMLElement | null>(null);
  const wasActive = useRef(false);
  if (active && !wasActive.current) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasActive.current = active;
  useEffect(() => {
    if (!active) return;
    const back = opener.current;
    const onKey = (e: KeyboardEvent) => {
      const root = ref.current;
      if (e.key !== "Tab" || !root) return;
      const stops = tabbables(root);
      if (stops.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = stops[0];
      const last = stops[stops.length - 1];
      const at = document.activeElement;
      const inside = at instanceof Node && root.contains(at);
      if (e.shiftKey && (at === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (at === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (back?.isConnected) back.focus();
    };
  }, [ref, active]);
}

import { type RefObject, useEffect, useState } from "react";

/** How far below (or above) what is shown a part counts as near: its data is asked for before it is scrolled to. */
const NEAR = "400px";

/** The element's nearest ancestor that scrolls, else null (the page): the margin must apply to what scrolls. */
function scroller(el: Element): Element | null {
  for (let at = el.parentElement; at; at = at.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(at).overflowY)) return at;
  }
  return null;
}

/**
 * Whether `ref`'s element has come within NEAR of what is shown, once (it stays true). A part below the fold asks
 * the server for its data only when the reader is about to see it, so that the page's first answers, and the
 * task that starts them, are not held up by parts no one has looked at yet.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { root: scroller(el), rootMargin: NEAR });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

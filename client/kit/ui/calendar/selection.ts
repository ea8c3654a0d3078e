import { type PointerEvent as ReactPointerEvent, useEffect, useState } from "react";

/** Pointer selection across cells: press on one, release on another; a plain click is a one-cell selection. */
export function useSelection<T>(done: (a: T, b: T) => void) {
  const [anchor, setAnchor] = useState<T | null>(null);
  const [hover, setHover] = useState<T | null>(null);
  useEffect(() => {
    if (anchor === null) return;
    const cancel = () => {
      setAnchor(null);
      setHover(null);
    };
    document.addEventListener("pointerup", cancel);
    return () => document.removeEventListener("pointerup", cancel);
  }, [anchor]);
  return {
    anchor,
    hover,
    props: (cell: T) => ({
      onPointerDown: (e: ReactPointerEvent) => {
        if ((e.target as HTMLElement).closest("[data-testid=calendar-entry], button")) return;
        setAnchor(cell);
        setHover(cell);
      },
      onPointerEnter: () => anchor !== null && setHover(cell),
      onPointerUp: () => {
        if (anchor !== null) done(anchor, cell);
        setAnchor(null);
        setHover(null);
      },
    }),
  };
}

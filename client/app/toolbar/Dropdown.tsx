import { type ReactNode, useRef, useState } from "react";
import { useDismiss } from "../ui/useDismiss.ts";

/** A toolbar menu: a button that opens a panel, closed by Escape, a click outside, or choosing an entry. */
export function Dropdown(
  { label, button, children, testId }: {
    label: string;
    button: ReactNode;
    children: ReactNode;
    testId: string;
  },
) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="btn btn-ghost gap-1 px-2"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {open && (
        <ul
          role="menu"
          className="menu absolute end-0 top-full mt-1 w-56 bg-base-100 text-base-content rounded-box shadow-xl z-50"
          onClick={(e) => (e.target as HTMLElement).closest("a,button") && setOpen(false)}
        >
          {children}
        </ul>
      )}
    </div>
  );
}

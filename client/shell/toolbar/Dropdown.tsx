import { type ReactNode, useRef, useState } from "react";
import { useDismiss } from "../../kit/ui/useDismiss.ts";

/**
 * One entry of a Dropdown's menu: the list item is only a wrapper (role none), so the menu's children are its
 * menu items, as ARIA's menu role requires.
 */
export function MenuEntry({ className, children }: { className?: string; children: ReactNode }) {
  return <li role="none" className={className}>{children}</li>;
}

/**
 * A toolbar menu: a button that opens a panel, closed by Escape, a click outside, or choosing an entry. The
 * button's name is its label (for screen readers only) followed by what it shows, so the name contains the
 * visible text (WCAG 2.5.3, label in name).
 */
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
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{label}</span>
        {button}
      </button>
      {open && (
        <ul
          role="menu"
          aria-label={label}
          className="menu absolute end-0 top-full mt-1 w-56 bg-base-100 text-base-content rounded-box shadow-xl z-50"
          onClick={(e) => (e.target as HTMLElement).closest("a,button") && setOpen(false)}
        >
          {children}
        </ul>
      )}
    </div>
  );
}

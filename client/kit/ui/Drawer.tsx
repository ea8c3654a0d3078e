import { type ReactNode, useEffect, useRef } from "react";
import { t } from "../i18n/index.ts";
import { Icon } from "./Icon.tsx";
import { useFocusTrap } from "./useFocusTrap.ts";
import { useDismiss } from "./useDismiss.ts";

/**
 * A panel that slides over the page from the end side, closed by its button, Escape or a click outside. It is a
 * modal dialog: Tab stays inside while it is open, and focus goes back to the opener when it closes.
 */
export function Drawer(
  { open, onClose, title, width, testId, children }: {
    open: boolean;
    onClose: () => void;
    title: ReactNode;
    width: "w-[280px]" | "w-[360px]";
    testId: string;
    children: ReactNode;
  },
) {
  const ref = useRef<HTMLElement>(null);
  useDismiss(ref, open, onClose);
  useFocusTrap(ref, open);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] bg-black/30">
      <aside
        ref={ref}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        data-testid={testId}
        className={`absolute inset-y-0 end-0 ${width} max-w-full bg-base-100 text-base-content shadow-2xl flex flex-col outline-none`}
      >
        <header className="flex items-center justify-between gap-2 px-4 min-h-14 border-b border-base-300">
          <h2 className="font-semibold text-lg">{title}</h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t("shell.close")}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className="flex-1 min-h-0 overflow-y-auto">{children}</div>
      </aside>
    </div>
  );
}

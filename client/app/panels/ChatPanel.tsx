import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { t } from "../i18n/index.ts";
import { chatPanelOpen, openPanel } from "../panels.ts";
import { Icon } from "../ui/Icon.tsx";
import { useDismiss } from "../ui/useDismiss.ts";

/**
 * The chat panel's frame: a 70 px strip at the end of the page that opens to 360 px over the content; hidden on
 * small screens. Escape, a click outside or the close button close it. Contacts and conversations arrive with the
 * demo apps.
 */
export function ChatPanel({ className = "" }: { className?: string }) {
  useSignals();
  const open = chatPanelOpen.value;
  const ref = useRef<HTMLElement>(null);
  useDismiss(ref, open, () => openPanel(null));
  return (
    <div className={`hidden lg:block relative w-[70px] shrink-0 ${className}`}>
      <aside
        ref={ref}
        data-testid="chat-panel"
        data-open={open}
        aria-label={t("chat.title")}
        className={`absolute inset-y-0 end-0 z-40 flex flex-col bg-base-100 text-base-content border-s border-base-300 transition-[width] duration-200 ${
          open ? "w-[360px] shadow-2xl" : "w-[70px]"
        }`}
      >
        <header className="flex items-center min-h-16 border-b border-base-300">
          <button
            type="button"
            className="btn btn-ghost btn-square mx-[11px] shrink-0"
            aria-label={t("chat.open")}
            aria-expanded={open}
            onClick={() => openPanel(open ? null : "chat")}
          >
            <Icon name="chat" />
          </button>
          {open && (
            <>
              <h2 className="flex-1 font-semibold">{t("chat.title")}</h2>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square me-2"
                aria-label={t("shell.close")}
                onClick={() => openPanel(null)}
              >
                <Icon name="close" size={20} />
              </button>
            </>
          )}
        </header>
        {open && (
          <div className="flex-1 min-h-0 flex">
            <div className="w-[70px] shrink-0 border-e border-base-300" />
            <div className="flex-1 flex items-center justify-center p-6 text-center">
              <div>
                <Icon name="chat" size={32} className="opacity-40" />
                <p className="mt-2 opacity-70">{t("chat.selectContact")}</p>
              </div>
            </div>
          </div>
        )}
      </aside>
    </div>
  );
}

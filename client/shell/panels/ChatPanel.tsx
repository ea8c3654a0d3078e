import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { t } from "../../kit/i18n/index.ts";
import { chatPanelOpen, openPanel } from "../../kit/panels.ts";
import { chunkSignal } from "../../kit/routes/chunk-signal.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";

import { loadChatPanel } from "../../demo/chat/index.ts";

/**
 * The chat's contents (its data layer, conversation, words, the dayjs plugin) are a chunk of their own, fetched when the
 * panel first opens: the first page's JS is near its budget. Once in, the closed strip shows the contacts.
 */
const chunk = chunkSignal(loadChatPanel);

/**
 * The chat panel (demo-apps.md §2, §4): a 70 px strip at the end of the page that opens to 360 px over the
 * content; hidden on small screens. Escape, a click outside or the close button close it.
 */
export function ChatPanel({ className = "" }: { className?: string }) {
  useSignals();
  const open = chatPanelOpen.value;
  const ref = useRef<HTMLElement>(null);
  useDismiss(ref, open, () => openPanel(null));
  useEffect(() => {
    if (open) chunk.load();
  }, [open]);
  const loaded = chunk.loaded();
  return (
    <div className={`hidden lg:block print:hidden relative w-[70px] shrink-0 ${className}`}>
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
              <h2 className="flex-1 min-w-0 font-semibold" data-testid="chat-title">
                {loaded ? <loaded.ChatHeader /> : t("chat.title")}
              </h2>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square mx-2"
                aria-label={t("shell.close")}
                onClick={() => openPanel(null)}
              >
                <Icon name="close" size={20} />
              </button>
            </>
          )}
        </header>
        {loaded
          ? <loaded.ChatBody />
          : open && (
            <div className="flex-1 flex items-center justify-center p-6 text-center">
              {chunk.failed()
                ? (
                  <div role="alert" className="flex flex-col items-center gap-3">
                    <span>{t("auth.networkError")}</span>
                    <button type="button" className="btn btn-sm" onClick={chunk.load}>
                      {t("crud.retry")}
                    </button>
                  </div>
                )
                : <span className="loading loading-spinner opacity-60" />}
            </div>
          )}
      </aside>
    </div>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { MESSAGE_MAX, type PortalMessage } from "../../../domain/portal.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { formatDateTime } from "../../kit/i18n/dates.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { MessageForm } from "../../kit/ui/MessageForm.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { Panel } from "../ui/Panel.tsx";
import { usePortalThread, useThreadWrite } from "./portal-api.ts";
import "./thread-messages.ts";

/**
 * A client's message thread with the client portal (issue 37), on the client's page: the newest messages (older on
 * asking), the client's unread ones marked, "Mark as read", and a box to answer.
 */
export function PortalThread({ account }: { account: string }) {
  useSignals();
  const thread = usePortalThread(account);
  const [text, setText] = useState("");
  const writing = useThreadWrite(account, t("portalThread.refused"), (kind) => {
    if (kind === "answer") setText("");
    showMessage(t(kind === "answer" ? "portalThread.sent" : "portalThread.read"), { variant: "success" });
  });
  const unread = thread.data?.unread ?? 0;
  return (
    <Panel
      id="portal-thread-title"
      testId="portal-thread-panel"
      title={t("portalThread.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("portalThread.intro")}</p>}
      aside={unread > 0 && (
        <div className="flex items-center gap-2">
          <span className="badge badge-warning" data-testid="portal-thread-unread">
            {t("portalThread.unread", { count: unread })}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={writing.busy}
            onClick={() => void writing.write({ kind: "read" })}
            data-testid="portal-thread-read"
          >
            {t("portalThread.markRead")}
          </button>
        </div>
      )}
    >
      <QueryState query={thread} failure={t("portalThread.failed")}>
        {(page) =>
          page.items.length === 0
            ? <p className="text-sm opacity-70" data-testid="portal-thread-none">{t("portalThread.none")}</p>
            : <Page account={account} items={page.items} before={page.before} />}
      </QueryState>
      <MessageForm
        label={t("portalThread.answer")}
        send={t("portalThread.send")}
        sending={t("portalThread.sending")}
        busy={writing.busy}
        text={text}
        max={MESSAGE_MAX}
        onText={setText}
        onSend={(body) => void writing.write({ kind: "answer", body })}
        testId="portal-thread-text"
        compact
      />
    </Panel>
  );
}

/** A page of messages, oldest first, with the page before it shown above on asking. */
function Page(
  { account, items, before }: { account: string; items: PortalMessage[]; before: string | null },
) {
  const [older, setOlder] = useState(false);
  return (
    <>
      {before && (older
        ? <OlderPage account={account} before={before} />
        : (
          <button type="button" className="btn btn-xs btn-ghost self-center" onClick={() => setOlder(true)}>
            {t("portalThread.older")}
          </button>
        ))}
      <ol className="flex flex-col gap-2">
        {items.map((m) => <Message key={m.id} message={m} />)}
      </ol>
    </>
  );
}

function OlderPage({ account, before }: { account: string; before: string }) {
  const page = usePortalThread(account, before);
  return (
    <QueryState query={page} failure={t("portalThread.failed")}>
      {(p) => <Page account={account} items={p.items} before={p.before} />}
    </QueryState>
  );
}

function Message({ message: m }: { message: PortalMessage }) {
  useSignals();
  const client = m.from === "client";
  return (
    <li
      className={`rounded-box p-3 max-w-[85%] ${
        client ? "self-start bg-base-200" : "self-end bg-primary/10"
      }`}
      data-testid="portal-thread-message"
      data-from={m.from}
      data-read={m.read}
    >
      <p className="text-xs opacity-70 flex flex-wrap items-center gap-x-2">
        <bdi className="font-medium">{m.author}</bdi>
        <span>{t(client ? "portalThread.fromClient" : "portalThread.fromPractice")}</span>
        <span>{formatDateTime(m.at, language.value)}</span>
        {!m.read && <span className="badge badge-warning badge-sm">{t("portalThread.new")}</span>}
      </p>
      <p className="whitespace-pre-wrap break-words">{m.body}</p>
    </li>
  );
}

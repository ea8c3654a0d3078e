import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { MESSAGE_MAX, type PortalMessage } from "../../domain/portal.ts";
import { formatDateTime } from "../kit/i18n/dates.ts";
import { language, t } from "../kit/i18n/core.ts";
import { MessageForm } from "../kit/ui/MessageForm.tsx";
import { fetchThread, sendMessage } from "./api.ts";
import { Notice, reasonOf } from "./ui.tsx";

/**
 * Client `client`'s message thread with the practice, newest last, older pages on asking; a form to write, which
 * says it is sending and why a message did not go (the text stays to send again). Messages are plain text.
 */
export function Thread({ client }: { client: string }) {
  useSignals();
  const [messages, setMessages] = useState<PortalMessage[] | null>(null);
  const [before, setBefore] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = (older?: string, signal?: AbortSignal) =>
    fetchThread(client, older, signal).then((page) => {
      setMessages((shown) => [...page.items, ...(older ? shown ?? [] : [])]);
      setBefore(page.before);
    }, (error) => !signal?.aborted && setProblem(reasonOf(error)));
  useEffect(() => {
    const abort = new AbortController();
    void load(undefined, abort.signal);
    return () => abort.abort();
  }, [client]);

  const send = async (body: string) => {
    setSending(true);
    setProblem(null);
    try {
      const sent = await sendMessage(client, body);
      setMessages((shown) => [...shown ?? [], sent]);
      setText("");
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby="portal-messages" data-testid="portal-thread">
      <h2 id="portal-messages" className="text-lg font-semibold">{t("portal.messages")}</h2>
      {before && (
        <button
          type="button"
          className="btn btn-sm btn-ghost self-center"
          onClick={() => void load(before)}
        >
          {t("portal.older")}
        </button>
      )}
      {!messages
        ? <p role="status">{t("portal.loading")}</p>
        : messages.length === 0
        ? <Notice tone="info">{t("portal.noMessages")}</Notice>
        : (
          <ol className="flex flex-col gap-2" aria-live="polite">
            {messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-box p-3 max-w-[85%] ${
                  m.from === "client" ? "self-end bg-primary/10" : "self-start bg-base-100"
                }`}
                data-testid="portal-message"
                data-from={m.from}
              >
                <p className="text-xs opacity-70">
                  <bdi>{m.author}</bdi> · {formatDateTime(m.at, language.value)}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      {problem && <Notice tone="error">{problem}</Notice>}
      <MessageForm
        label={t("portal.write")}
        send={t("portal.send")}
        sending={t("portal.sendingMessage")}
        busy={sending}
        text={text}
        max={MESSAGE_MAX}
        onText={setText}
        onSend={send}
        testId="portal-message-text"
      />
    </section>
  );
}

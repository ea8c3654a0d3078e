import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import type { Chat, ChatContact, ChatUser } from "../../../../domain/demo/chat.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { formatMessageTime } from "./format.ts";
import { groupMessages } from "./grouping.ts";
import { type ChatSession, chatUser, dataState, loadChatData } from "./store.ts";

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex-1 flex items-center justify-center p-6 text-center">{children}</div>;
}

function Failed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <Centered>
      <div role="alert" className="flex flex-col items-center gap-3">
        <span>{text}</span>
        <button type="button" className="btn btn-sm" onClick={retry}>{t("chatPanel.retry")}</button>
      </div>
    </Centered>
  );
}

/**
 * The dialog, grouped by consecutive sender: own runs at the end side, the contact's at the start side. A group
 * ends with its timestamp; the contact's groups end with their avatar too, beside the last message.
 */
function Messages({ chat, contact, me }: { chat: Chat; contact: ChatContact; me: ChatUser }) {
  const ref = useRef<HTMLDivElement>(null);
  // Whenever the chat changes (another contact, a message sent), the newest message comes into view.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat]);
  const locale = language.value;
  if (chat.dialog.length === 0) {
    return (
      <Centered>
        <div>
          <Icon name="chat" size={32} className="opacity-40" />
          <p className="mt-2 opacity-70">{t("chatPanel.startConversation")}</p>
        </div>
      </Centered>
    );
  }
  return (
    <div ref={ref} className="flex-1 min-h-0 overflow-y-auto px-3 py-4 space-y-4" data-testid="chat-messages">
      {groupMessages(chat.dialog, me.id).map((group, g) => (
        <div
          key={g}
          className={`flex items-end gap-2 ${group.own ? "justify-end" : "justify-start"}`}
          data-testid="chat-group"
          data-own={group.own}
        >
          {!group.own && (
            <span className="mb-6">
              <ChatAvatar name={contact.name} avatar={contact.avatar} size="w-8" />
            </span>
          )}
          <div className={`flex flex-col gap-1 max-w-[85%] ${group.own ? "items-end" : "items-start"}`}>
            <span className="sr-only">{group.own ? t("chatPanel.you") : contact.name}</span>
            {group.messages.map((m, i) => {
              const last = i === group.messages.length - 1;
              const corner = last ? (group.own ? "rounded-ee-sm" : "rounded-es-sm") : "";
              return (
                <div
                  key={i}
                  className={`rounded-2xl px-3 py-2 whitespace-pre-wrap break-words ${corner} ${
                    group.own ? "bg-primary text-primary-content" : "bg-base-200"
                  }`}
                  dir="auto"
                  data-testid="chat-message"
                >
                  {m.message}
                </div>
              );
            })}
            <time
              className="text-xs opacity-60 px-1"
              dateTime={group.messages.at(-1)!.time}
              data-testid="chat-time"
            >
              {formatMessageTime(group.messages.at(-1)!.time, locale)}
            </time>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The message input: Enter sends; an empty message is not sent; the text clears only once it is sent. */
function Composer({ session }: { session: ChatSession }) {
  useSignals();
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === "") return;
    if (await session.send(text)) setText("");
    inputRef.current?.focus();
  };
  const error = session.sendError.value;
  return (
    <form onSubmit={submit} className="border-t border-base-300 p-3">
      {error && (
        <p role="alert" className="text-error text-sm mb-2" data-testid="chat-send-error">
          {t("chatPanel.sendFailed", { reason: error })}
        </p>
      )}
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          type="text"
          className="input input-sm flex-1 min-w-0"
          placeholder={t("chatPanel.typeMessage")}
          aria-label={t("chatPanel.typeMessage")}
          value={text}
          autoFocus
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm btn-square"
          aria-label={t("chatPanel.send")}
          disabled={session.sending.value || text.trim() === ""}
        >
          <Icon name="send" size={18} className="rtl-flip" />
        </button>
      </div>
    </form>
  );
}

/** The conversation column: a prompt, the loading and failure states, or the chosen contact's chat. */
export function Conversation({ session }: { session: ChatSession }) {
  useSignals();
  if (dataState.value === "error") {
    return (
      <Failed
        text={t("chatPanel.loadFailed")}
        retry={() => loadChatData(true)}
      />
    );
  }
  if (dataState.value !== "ready") {
    return (
      <Centered>
        <span className="loading loading-spinner" aria-label={t("chatPanel.loading")} />
      </Centered>
    );
  }
  const contact = session.selectedContact.value;
  const chat = session.currentChat.value;
  const me = chatUser.value;
  if (!contact) {
    return (
      <Centered>
        <div>
          <Icon name="chat" size={32} className="opacity-40" />
          <p className="mt-2 opacity-70">{t("chat.selectContact")}</p>
        </div>
      </Centered>
    );
  }
  if (session.chatLoad.value === "error") {
    return (
      <Failed
        text={t("chatPanel.chatFailed")}
        retry={() => session.select(contact.id)}
      />
    );
  }
  if (!chat || !me) {
    return (
      <Centered>
        <span className="loading loading-spinner" aria-label={t("chatPanel.loading")} />
      </Centered>
    );
  }
  return (
    <div className="flex-1 min-w-0 min-h-0 flex flex-col">
      <Messages chat={chat} contact={contact} me={me} />
      <Composer key={chat.id} session={session} />
    </div>
  );
}

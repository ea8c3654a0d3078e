import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import type { Chat, ChatContact, ChatUser } from "../../../../domain/demo/chat.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { useSubmit } from "../../../lib/submit.ts";
import { useChat, useChatContacts, useChatUser, useSendMessage } from "../api.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { formatMessageTime } from "./format.ts";
import { groupMessages } from "./grouping.ts";

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex-1 flex items-center justify-center p-6 text-center">{children}</div>;
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
function Composer({ chat, contactId, me }: { chat: Chat; contactId: string; me: ChatUser }) {
  useSignals();
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const send = useSubmit(useSendMessage().send, { done: () => setText("") });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === "") return;
    await send.submit({ chatId: chat.id, contactId, userId: me.id, text });
    inputRef.current?.focus();
  };
  return (
    <form onSubmit={submit} className="border-t border-base-300 p-3">
      {send.error && (
        <p role="alert" className="text-error text-sm mb-2" data-testid="chat-send-error">
          {t("chatPanel.sendFailed", { reason: send.error.message })}
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
          disabled={send.busy || text.trim() === ""}
        >
          <Icon name="send" size={18} className="rtl-flip" />
        </button>
      </div>
    </form>
  );
}

/**
 * The conversation column: the contacts and the chat user (loading, failed), a prompt until a contact is
 * chosen, then the chosen contact's chat.
 */
export function Conversation({ contactId }: { contactId: string | null }) {
  useSignals();
  const contacts = useChatContacts();
  const me = useChatUser();
  return (
    <QueryState query={contacts} failure={t("chatPanel.loadFailed")}>
      {(all) => (
        <QueryState query={me} failure={t("chatPanel.loadFailed")}>
          {(user) => {
            const contact = all.find((c) => c.id === contactId);
            return contact ? <ContactChat key={contact.id} contact={contact} me={user} /> : (
              <Centered>
                <div>
                  <Icon name="chat" size={32} className="opacity-40" />
                  <p className="mt-2 opacity-70">{t("chat.selectContact")}</p>
                </div>
              </Centered>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/** The chosen contact's chat: its messages and the input. */
function ContactChat({ contact, me }: { contact: ChatContact; me: ChatUser }) {
  useSignals();
  const chat = useChat(contact.id, me.id);
  return (
    <QueryState query={chat} failure={t("chatPanel.chatFailed")}>
      {(open) => (
        <div className="flex-1 min-w-0 min-h-0 flex flex-col">
          <Messages chat={open} contact={contact} me={me} />
          <Composer key={open.id} chat={open} contactId={contact.id} me={me} />
        </div>
      )}
    </QueryState>
  );
}

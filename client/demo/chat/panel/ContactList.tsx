import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import type { ChatContact } from "../../../../domain/demo/chat.ts";
import { t } from "../../../kit/i18n/index.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { contactSections } from "./contact-order.ts";
import { useChatContacts, useChatUser } from "../api.ts";

function ContactButton(
  { contact, selected, onSelect }: { contact: ChatContact; selected: boolean; onSelect: () => void },
) {
  const label = [
    contact.name,
    t(`chatPanel.presence.${contact.status}`),
    contact.unread > 0 ? t("chatPanel.unread", { count: contact.unread }) : "",
  ].filter(Boolean).join(", ");
  return (
    <li>
      <button
        type="button"
        className={`relative flex w-full justify-center py-2 hover:bg-base-200 focus-visible:bg-base-200 outline-none ${
          selected
            ? "bg-base-200 before:absolute before:inset-y-1 before:start-0 before:w-1 before:bg-primary"
            : ""
        }`}
        aria-label={label}
        aria-pressed={selected}
        title={contact.name}
        data-testid="chat-contact"
        data-contact-id={contact.id}
        onClick={onSelect}
      >
        <ChatAvatar
          name={contact.name}
          avatar={contact.avatar}
          status={contact.status}
          unread={contact.unread}
        />
      </button>
    </li>
  );
}

/**
 * The contact column (70 wide, also the closed panel's strip): contacts with a chat in chat-list order, a
 * divider, then all the others. Choosing one scrolls the column back to the top. Too narrow for words: while the
 * contacts load it shows a spinner, and the conversation beside it says why they did not.
 */
export function ContactList(
  { load, selected, onSelect }: { load: boolean; selected: string | null; onSelect: (id: string) => void },
) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const contacts = useChatContacts(load);
  const me = useChatUser(load);
  useEffect(() => {
    if (selected) ref.current?.scrollTo({ top: 0 });
  }, [selected]);
  if (!contacts.data || !me.data) {
    return (
      <div className="w-[70px] shrink-0 flex justify-center pt-4">
        {(contacts.loading || me.loading) && (
          <span className="loading loading-spinner loading-sm opacity-60" />
        )}
      </div>
    );
  }
  const { withChat, others } = contactSections(contacts.data, me.data.chatList);
  const list = (items: ChatContact[], testId: string) => (
    <ul data-testid={testId}>
      {items.map((c) => (
        <ContactButton
          key={c.id}
          contact={c}
          selected={c.id === selected}
          onSelect={() => onSelect(c.id)}
        />
      ))}
    </ul>
  );
  return (
    <div
      ref={ref}
      role="group"
      aria-label={t("chatPanel.contacts")}
      className="w-[70px] shrink-0 overflow-y-auto overflow-x-hidden py-1"
      data-testid="chat-contacts"
    >
      {list(withChat, "chat-contacts-with-chat")}
      {withChat.length > 0 && others.length > 0 && (
        <hr className="mx-4 my-2 border-base-300" data-testid="chat-contacts-divider" />
      )}
      {list(others, "chat-contacts-others")}
    </div>
  );
}

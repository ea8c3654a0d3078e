import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { CHAT_PRESENCE, type ChatContact } from "../../../domain/demo/chat.ts";
import { formatShort } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { ChatAvatar } from "./panel/ChatAvatar.tsx";
import { contactSections } from "./panel/contact-order.ts";
import { Conversation } from "./panel/Conversation.tsx";
import "./panel/screens.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useChatContacts, useChatUser, useUpdateChatUser } from "./api.ts";
import "./messages.ts";
import { matchContacts } from "./people.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/**
 * The full-page chat (demo-apps.md §2-4): your status and mood, chats and contacts with search, and the
 * conversation the panel shows, from the same queries and components. `?contact=` keeps the open chat.
 */
export function ChatPage() {
  useSignals();
  const [search, setSearch] = useAddressParams();
  const [query, setQuery] = useState("");
  const contacts = useChatContacts();
  const user = useChatUser();
  const updateChatUser = useUpdateChatUser();
  const open = (id: string) => setSearch({ contact: id });
  // The open conversation is the address's (`?contact=`), apart from the panel's: both can be open at once.
  const contact = contacts.data?.find((c) => c.id === search.get("contact")) ?? null;
  const me = user.data;
  const { withChat, others } = contactSections(contacts.data ?? [], me?.chatList ?? []);
  const lastTime = new Map((me?.chatList ?? []).map((e) => [e.contactId, e.lastMessageTime]));
  const row = (c: ChatContact) => (
    <li key={c.id}>
      <button
        type="button"
        className={`flex w-full items-center gap-3 px-4 py-2 text-start hover:bg-base-200 ${
          contact?.id === c.id ? "bg-base-200" : ""
        }`}
        aria-pressed={contact?.id === c.id}
        data-testid="chat-app-contact"
        data-contact-id={c.id}
        onClick={() => open(c.id)}
      >
        <ChatAvatar name={c.name} avatar={c.avatar} status={c.status} unread={c.unread} />
        <span className="flex-1 min-w-0">
          <span className="block font-medium truncate">{c.name}</span>
          <span className="block text-xs opacity-70 truncate">
            {c.mood || t(`chatPanel.presence.${c.status}`)}
          </span>
        </span>
        {lastTime.has(c.id) && (
          <time className="text-xs opacity-60 whitespace-nowrap" dateTime={lastTime.get(c.id)}>
            {formatShort(lastTime.get(c.id), language.value)}
          </time>
        )}
        {c.unread > 0 && <span className="sr-only">{t("chatPanel.unread", { count: c.unread })}</span>}
      </button>
    </li>
  );
  const chats = matchContacts(withChat, query);
  const rest = matchContacts(others, query);
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-96 bg-base-100" data-testid="chat-app">
      <aside
        className={`${
          contact ? "hidden lg:flex" : "flex"
        } flex-col w-full lg:w-80 shrink-0 border-e border-base-300 min-h-0`}
        aria-label={t("chatApp.title")}
      >
        <header className="p-4 border-b border-base-300 flex flex-col gap-3">
          <h1 className="text-xl font-bold" data-testid="page-title">{t("chatApp.title")}</h1>
          {me && (
            <div className="flex items-center gap-3" data-testid="chat-app-me">
              <ChatAvatar name={me.name} avatar={me.avatar} status={me.status} />
              <div className="flex-1 min-w-0 flex flex-col gap-1">
                <span className="font-semibold truncate">{me.name}</span>
                <select
                  className="select select-xs w-full"
                  aria-label={t("chatApp.status")}
                  data-testid="chat-app-status"
                  value={me.status}
                  onChange={(e) =>
                    void updateChatUser.write({ status: e.target.value as ChatContact["status"] })}
                >
                  {CHAT_PRESENCE.map((p) => (
                    <option key={p} value={p}>{t(`chatPanel.presence.${p}`)}</option>
                  ))}
                </select>
                <input
                  key={me.mood}
                  className="input input-xs w-full"
                  aria-label={t("chatApp.mood")}
                  placeholder={t("chatApp.moodPlaceholder")}
                  defaultValue={me.mood}
                  data-testid="chat-app-mood"
                  onBlur={(e) => {
                    if (e.target.value.trim() !== me.mood) {
                      void updateChatUser.write({ mood: e.target.value.trim() });
                    }
                  }}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") e.currentTarget.blur();
                  }}
                />
              </div>
            </div>
          )}
          <SearchField
            value={query}
            onChange={setQuery}
            label={t("chatApp.search")}
            testId="chat-app-search"
            className="w-full"
          />
        </header>
        <div className="flex-1 min-h-0 overflow-y-auto">
          {/* The sections need both: the contacts, and the user's chat list that orders them. */}
          <QueryState query={user} failure={t("chatPanel.loadFailed")}>
            {() => (
              <QueryState
                query={contacts}
                failure={t("chatPanel.loadFailed")}
                empty={{
                  when: () => chats.length + rest.length === 0,
                  view: <EmptyState icon="search_off" title={t("chatApp.noMatch", { query })} />,
                }}
              >
                {() => (
                  <>
                    {chats.length > 0 && (
                      <>
                        <h2 className="px-4 pt-3 pb-1 text-sm font-semibold text-primary">
                          {t("chatApp.chats")}
                        </h2>
                        <ul data-testid="chat-app-chats">{chats.map(row)}</ul>
                      </>
                    )}
                    {rest.length > 0 && (
                      <>
                        <h2 className="px-4 pt-3 pb-1 text-sm font-semibold text-primary">
                          {t("chatApp.contacts")}
                        </h2>
                        <ul data-testid="chat-app-others">{rest.map(row)}</ul>
                      </>
                    )}
                  </>
                )}
              </QueryState>
            )}
          </QueryState>
        </div>
      </aside>
      <section
        className={`${contact ? "flex" : "hidden lg:flex"} flex-col flex-1 min-w-0 min-h-0`}
        data-testid="chat-app-conversation"
      >
        {contact && (
          <header className="flex items-center gap-3 px-3 sm:px-4 min-h-16 border-b border-base-300">
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square lg:hidden"
              aria-label={t("chatApp.back")}
              data-testid="chat-app-back"
              onClick={() => setSearch({})}
            >
              <Icon name="arrow_back" size={20} className="rtl:rotate-180" />
            </button>
            <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
            <div className="min-w-0">
              <div className="font-semibold truncate" data-testid="chat-app-contact-name">{contact.name}</div>
              <div className="text-xs opacity-70 truncate">
                {t(`chatPanel.presence.${contact.status}`)}
                {contact.mood ? ` · ${contact.mood}` : ""}
              </div>
            </div>
          </header>
        )}
        <Conversation contactId={contact?.id ?? null} />
      </section>
    </div>
  );
}

import type { Chat, ChatContact, ChatMessage, ChatUser } from "../../../domain/demo/chat.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { cached, patch, remember, useData, useWrite } from "../../lib/data/index.ts";

const BASE = "/api/chat";

/**
 * The chat's data (demo-apps.md §2, §4), shared by the panel and the chat app: the contacts and the chat user,
 * and each contact's chat. The answers of get-chat and send-message also carry the user's chat list, which
 * takes the place of the cached one.
 */
const chatKeys = {
  contacts: ["chat/contacts", "getList"] as const,
  user: ["chat/user", "get"] as const,
  chat: (contactId: string, userId: string) => ["chat/chats", "getOne", { contactId, userId }] as const,
};

/** `enabled` false: nothing is asked (the panel's closed strip before it first opens), what is in stays. */
export const useChatContacts = (enabled = true) =>
  useData(chatKeys.contacts, (signal) => api<ChatContact[]>(`${BASE}/contacts`, { signal }), { enabled });

export const useChatUser = (enabled = true) =>
  useData(chatKeys.user, (signal) => api<ChatUser>(`${BASE}/user`, { signal }), { enabled });

/** A contact's chat, created empty by the server when there is none; reading it clears the contact's unread count. */
export function useChat(contactId: string, userId: string) {
  return useData(chatKeys.chat(contactId, userId), async (signal) => {
    const answer = await api<{ chat: Chat; userChatData: ChatUser }>(`${BASE}/get-chat`, {
      query: { contactId, userId },
      signal,
    });
    remember(chatKeys.user, answer.userChatData);
    const contacts = cached<ChatContact[]>(chatKeys.contacts);
    if (contacts) {
      remember(
        chatKeys.contacts,
        contacts.map((c) => c.id === contactId && c.unread ? { ...c, unread: 0 } : c),
      );
    }
    return answer.chat;
  }, { keepPrevious: false });
}

/**
 * Sends a message: the answer's message joins the chat, and the contact's entry comes first in the user's chat
 * list (the answer's). The composer shows a refusal.
 */
export function useSendMessage() {
  return useWrite({
    send: (
      { chatId, contactId, userId, text }: {
        chatId: string;
        contactId: string;
        userId: string;
        text: string;
      },
    ) =>
      api<{ message: ChatMessage; userChatData: ChatUser }>(`${BASE}/send-message`, {
        body: { chatId, message: { who: userId, message: text, time: new Date().toISOString() }, contactId },
      }),
    done: (answer, { contactId, userId }) => {
      remember(chatKeys.user, answer.userChatData);
      const key = chatKeys.chat(contactId, userId);
      const shown = cached<Chat>(key);
      if (shown) remember(key, { ...shown, dialog: [...shown.dialog, answer.message] });
    },
  });
}

/** The chat user's own status or mood (user/data merges them), shown at once, put back with a message if refused. */
export function useUpdateChatUser() {
  return useWrite({
    send: (change: Partial<Pick<ChatUser, "status" | "mood">>) =>
      api<ChatUser>(`${BASE}/user/data`, { body: change }),
    patches: (change) => [patch<ChatUser>(chatKeys.user, (u) => ({ ...u, ...change }))],
    failure: () => t("chatApp.saveFailed"),
    done: (user) => remember(chatKeys.user, user),
  });
}

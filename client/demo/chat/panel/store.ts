import { batch, computed, effect, signal } from "@preact/signals-react";
import type { Chat, ChatContact, ChatMessage, ChatUser } from "../../../../domain/demo/chat.ts";
import { user as sessionUser } from "../../../session/session.ts";
import { api, ApiError } from "../../../lib/api.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { chatPanelOpen, openPanel } from "../../../kit/panels.ts";

/**
 * The chat's state (demo-apps.md §2, §4). The contacts and the chat user are shared by the panel and the chat
 * app, loaded once per sign-in. Each place that shows a conversation has a session of its own (the selected
 * contact, its chat, sending): the panel's clears whenever the panel closes; the app's lives with its page.
 */

type Load = "idle" | "loading" | "ready" | "error";

export const contacts = signal<ChatContact[]>([]);
export const chatUser = signal<ChatUser | null>(null);
export const dataState = signal<Load>("idle");

/** The sign-in the data belongs to: another sign-in in the same page must not see this one's chats. */
let loadedFor: string | null = null;
const sessionId = computed(() => sessionUser.value?.uuid ?? null);

/** Loads the contacts and the chat user once per sign-in (again after a failure, or when `force`). */
export async function loadChatData(force = false) {
  const owner = sessionId.peek();
  const state = dataState.peek();
  if (!force && loadedFor === owner && (state === "loading" || state === "ready")) return;
  loadedFor = owner;
  dataState.value = "loading";
  try {
    const [list, me] = await Promise.all([
      api<ChatContact[]>("/api/chat/contacts"),
      api<ChatUser>("/api/chat/user"),
    ]);
    if (loadedFor !== owner) return;
    batch(() => {
      contacts.value = list;
      chatUser.value = me;
      dataState.value = "ready";
    });
  } catch {
    if (loadedFor === owner) dataState.value = "error";
  }
}

/**
 * Changes the chat user's own status or mood (user/data merges them), shown at once; a refusal puts them back
 * and says why.
 */
export async function updateChatUser(change: Partial<Pick<ChatUser, "status" | "mood">>, failure: string) {
  const before = chatUser.peek();
  if (!before) return;
  chatUser.value = { ...before, ...change };
  try {
    chatUser.value = await api<ChatUser>("/api/chat/user/data", { body: change });
  } catch (err) {
    chatUser.value = before;
    showMessage(`${failure}: ${err instanceof Error ? err.message : String(err)}`, { variant: "error" });
  }
}

/** One place's conversation: the selected contact, its chat, and sending to it. */
export function createChatSession({ onSelect }: { onSelect?: () => void } = {}) {
  const selectedContactId = signal<string | null>(null);
  const currentChat = signal<Chat | null>(null);
  const chatLoad = signal<Load>("idle");
  const sending = signal(false);
  /** Why the last send failed (the server's message); cleared by the next attempt or another chat. */
  const sendError = signal<string | null>(null);
  const selectedContact = computed(() =>
    contacts.value.find((c) => c.id === selectedContactId.value) ?? null
  );

  /** Opens a contact's chat (created empty by the server when there is none); opening it reads it. */
  async function select(contactId: string) {
    const me = chatUser.peek();
    if (!me) return;
    onSelect?.();
    batch(() => {
      selectedContactId.value = contactId;
      currentChat.value = null;
      sendError.value = null;
      chatLoad.value = "loading";
    });
    try {
      const answer = await api<{ chat: Chat; userChatData: ChatUser }>("/api/chat/get-chat", {
        query: { contactId, userId: me.id },
      });
      // Another contact was chosen, or the session cleared, while this one loaded.
      if (selectedContactId.peek() !== contactId) return;
      batch(() => {
        currentChat.value = answer.chat;
        chatUser.value = answer.userChatData;
        chatLoad.value = "ready";
        contacts.value = contacts.peek().map((c) => c.id === contactId && c.unread ? { ...c, unread: 0 } : c);
      });
    } catch {
      if (selectedContactId.peek() === contactId) chatLoad.value = "error";
    }
  }

  /**
   * Sends a message to the selected contact. True when it was sent; an empty (or blank) one is not sent, and a
   * failure keeps the text with the server's reason in `sendError`.
   */
  async function send(text: string): Promise<boolean> {
    const chat = currentChat.peek();
    const contactId = selectedContactId.peek();
    const me = chatUser.peek();
    if (!chat || !contactId || !me || text.trim() === "" || sending.peek()) return false;
    const message: ChatMessage = { who: me.id, message: text, time: new Date().toISOString() };
    batch(() => {
      sending.value = true;
      sendError.value = null;
    });
    try {
      const answer = await api<{ message: ChatMessage; userChatData: ChatUser }>("/api/chat/send-message", {
        body: { chatId: chat.id, message, contactId },
      });
      batch(() => {
        chatUser.value = answer.userChatData;
        const shown = currentChat.peek();
        if (shown?.id === chat.id) {
          currentChat.value = { ...shown, dialog: [...shown.dialog, answer.message] };
        }
      });
      return true;
    } catch (err) {
      if (currentChat.peek()?.id === chat.id) {
        sendError.value = err instanceof ApiError ? err.message : String(err);
      }
      return false;
    } finally {
      sending.value = false;
    }
  }

  function clear() {
    batch(() => {
      selectedContactId.value = null;
      currentChat.value = null;
      chatLoad.value = "idle";
      sendError.value = null;
    });
  }

  const session = {
    selectedContactId,
    currentChat,
    chatLoad,
    sending,
    sendError,
    selectedContact,
    select,
    send,
    clear,
  };
  sessions.add(session);
  return session;
}

export type ChatSession = ReturnType<typeof createChatSession>;

const sessions = new Set<{ clear: () => void }>();

/** The panel's conversation: choosing a contact opens the panel. */
export const panelChat = createChatSession({ onSelect: () => openPanel("chat") });

// Closing the panel (button, Escape, a click outside, another panel) clears its contact and chat.
effect(() => {
  if (!chatPanelOpen.value) panelChat.clear();
});

// A new sign-in starts from nothing: its data loads when a chat is next shown.
effect(() => {
  if (sessionId.value === loadedFor) return;
  loadedFor = null;
  batch(() => {
    for (const s of sessions) s.clear();
    contacts.value = [];
    chatUser.value = null;
    dataState.value = "idle";
  });
});

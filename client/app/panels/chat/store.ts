import { batch, computed, effect, signal } from "@preact/signals-react";
import type { Chat, ChatContact, ChatMessage, ChatUser } from "../../../../fixtures/chat.ts";
import { user as sessionUser } from "../../../auth/session.ts";
import { api, ApiError } from "../../../lib/api.ts";
import { chatPanelOpen, openPanel } from "../../panels.ts";

/**
 * The chat panel's state (demo-apps.md §2, §4): the contacts and the chat user, loaded when the panel first
 * opens; the selected contact and its chat. Closing the panel, however it closes, clears the selection.
 */

type Load = "idle" | "loading" | "ready" | "error";

export const contacts = signal<ChatContact[]>([]);
export const chatUser = signal<ChatUser | null>(null);
export const dataState = signal<Load>("idle");

export const selectedContactId = signal<string | null>(null);
export const currentChat = signal<Chat | null>(null);
export const chatLoad = signal<Load>("idle");
export const sending = signal(false);
/** Why the last send failed (the server's message); cleared by the next attempt or another chat. */
export const sendError = signal<string | null>(null);

export const selectedContact = computed(() =>
  contacts.value.find((c) => c.id === selectedContactId.value) ?? null
);

/** The session the data belongs to: another sign-in in the same page must not see this one's chats. */
let loadedFor: string | null = null;
const sessionId = computed(() => sessionUser.value?.uuid ?? null);

/** Loads the contacts and the chat user once per session (again after a failure, or when `force`). */
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

/** Opens the panel on a contact's chat (created empty by the server when there is none). */
export async function selectContact(contactId: string) {
  const me = chatUser.peek();
  if (!me) return;
  openPanel("chat");
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
    // Another contact was chosen, or the panel closed, while this one loaded.
    if (selectedContactId.peek() !== contactId) return;
    batch(() => {
      currentChat.value = answer.chat;
      chatUser.value = answer.userChatData;
      chatLoad.value = "ready";
      // Opening a chat reads it: the server has cleared the unread count too.
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
export async function sendMessage(text: string): Promise<boolean> {
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
      if (shown?.id === chat.id) currentChat.value = { ...shown, dialog: [...shown.dialog, answer.message] };
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

function clearSelection() {
  batch(() => {
    selectedContactId.value = null;
    currentChat.value = null;
    chatLoad.value = "idle";
    sendError.value = null;
  });
}

// Closing the panel (button, Escape, a click outside, another panel) clears the selected contact and its chat.
effect(() => {
  if (!chatPanelOpen.value) clearSelection();
});

// A new sign-in starts from nothing: its data loads when the panel next opens.
effect(() => {
  if (sessionId.value === loadedFor) return;
  loadedFor = null;
  batch(() => {
    clearSelection();
    contacts.value = [];
    chatUser.value = null;
    dataState.value = "idle";
  });
});

import type { ChatContact, ChatListEntry } from "../../../../domain/demo/chat.ts";

/**
 * The contact column's two sections: contacts with a chat, in chat-list order (most recent first), then every
 * other contact in the contact list's order.
 */
export function contactSections(
  contacts: readonly ChatContact[],
  chatList: readonly ChatListEntry[],
): { withChat: ChatContact[]; others: ChatContact[] } {
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const withChat = chatList.flatMap((e) => byId.get(e.contactId) ?? []);
  const chatting = new Set(withChat.map((c) => c.id));
  return { withChat, others: contacts.filter((c) => !chatting.has(c.id)) };
}

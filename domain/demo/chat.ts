/**
 * The team chat's contract (demo-apps.md §3, §4): contacts and their presence, chats and their messages, and the
 * signed-in user's chat identity with its chat list, as the mock API answers them. No zod: the client imports its
 * values too.
 */

/** Chat presence (demo-apps.md §4). */
export const CHAT_PRESENCE = ["online", "away", "do-not-disturb", "offline"] as const;
export type ChatPresence = (typeof CHAT_PRESENCE)[number];

export type ChatContact = {
  id: string;
  name: string;
  /** An image path on this site, or "" for the first letter of the name. */
  avatar: string;
  status: ChatPresence;
  mood: string;
  unread: number;
};

/** One line of a conversation: `who` is the sender's id (the chat user's or a contact's); `time` is ISO 8601. */
export type ChatMessage = { who: string; message: string; time: string };
export type Chat = { id: string; dialog: ChatMessage[] };
export type ChatListEntry = { chatId: string; contactId: string; lastMessageTime: string };

export type ChatUser = {
  id: string;
  name: string;
  avatar: string;
  status: ChatPresence;
  mood: string;
  /** Most recent conversation first. */
  chatList: ChatListEntry[];
};

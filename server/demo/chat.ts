import { Hono } from "hono";
import { z } from "zod";
import { chatFixture, type ChatState } from "../../fixtures/chat.ts";
import { CHAT_PRESENCE } from "../../domain/demo/chat.ts";
import { validate } from "../middleware/validate.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { invalidField, problemCheck, refusal } from "../../domain/api/index.ts";

const chatState = demoState("chat", chatFixture);

/** Longer texts belong in a mail or a document, not a chat line. */
export const MAX_MESSAGE_LENGTH = 2000;
/** A conversation keeps its latest messages only, so one sandbox cannot grow without bound. */
export const DIALOG_LIMIT = 200;

const id = z.string().trim().min(1, "is required").max(100);

const getChatQuery = z.object({ contactId: id, userId: id });

const sendMessageBody = z.object({
  chatId: id,
  contactId: id,
  message: z.object({
    who: id,
    message: z.string().trim().min(1, "Enter a message: an empty message is not sent").max(
      MAX_MESSAGE_LENGTH,
    ),
    time: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" }),
  }),
});

/** A picture the page may load (CSP img-src 'self'), or "" for the first letter of the name. */
const avatar = z.string().trim().max(500).regex(
  /^$|^\/(?!\/)/,
  "must be empty or a path on this site, starting with /",
);

/**
 * The user fields that may change; any other field (id, chatList) is a 400 naming it, rather than silently
 * dropped, so a client that tries to rewrite its chat list learns that it cannot.
 */
const userDataBody = z.object({
  name: z.string().trim().min(1, "Enter a name").max(100),
  avatar,
  status: z.enum(CHAT_PRESENCE),
  mood: z.string().trim().max(200),
}).partial().catchall(z.custom<never>(() => false, problemCheck("unchangeable")));

/**
 * The chat's mock API (demo-apps.md §3, §4, §7) at /api/chat. Each signed-in user chats as the fixture's chat
 * user in a sandbox of their own. The spec shows no error handling for chat calls: unknown ids are 404s with a
 * clear message, a body of the wrong shape (an empty message included) a 400 naming the field.
 */
export function chatApp() {
  const app = new Hono<DemoEnv>();

  app.get("/contacts", (c) => sendJson(c, chatState.read(c).contacts));

  app.get("/user", (c) => sendJson(c, chatState.read(c).user));

  /**
   * A contact without a chat gets an empty one, added at the end of the chat list (the list runs by last message
   * and this chat has none yet; its time is when it was opened). Opening a chat reads it, so the contact's unread
   * count goes to 0. An anonymous reader cannot write: they get an empty chat that is not kept.
   */
  app.get("/get-chat", validate("json", getChatQuery), (c) => {
    const query = c.req.valid("json");
    const { contactId, userId } = query;
    const view = chatState.read(c);
    if (userId !== view.user.id) {
      throw refusal("chatUserNotFound", { id: userId });
    }
    const contact = view.contacts.find((x) => x.id === contactId);
    if (!contact) throw refusal("chatContactNotFound", { id: contactId });
    const known = view.user.chatList.find((e) => e.contactId === contactId);
    if (!c.var.sandbox) {
      const chat = known
        ? view.chats.find((x) => x.id === known.chatId)
        : { id: crypto.randomUUID(), dialog: [] };
      return c.json({ chat, userChatData: view.user });
    }
    if (known && contact.unread === 0) {
      return c.json({ chat: view.chats.find((x) => x.id === known.chatId), userChatData: view.user });
    }
    return c.json(chatState.write(c, (state) => openChat(state, contactId)));
  });

  app.post("/user/data", validate("json", userDataBody), (c) => {
    const body = c.req.valid("json");
    const data = body;
    return c.json(chatState.write(c, (state) => Object.assign(state.user, data)));
  });

  /** Appends to the dialog and moves (or adds) the contact's chat-list entry to the top. */
  app.post("/send-message", validate("json", sendMessageBody), (c) => {
    const body = c.req.valid("json");
    const { chatId, contactId, message } = body;
    const view = chatState.read(c);
    if (message.who !== view.user.id) throw invalidField("message.who", "notYourChatUser");
    if (!view.contacts.some((x) => x.id === contactId)) {
      throw refusal("chatContactNotFound", { id: contactId });
    }
    if (!view.chats.some((x) => x.id === chatId)) {
      throw refusal("chatNotFound", { id: chatId });
    }
    const owner = view.user.chatList.find((e) => e.chatId === chatId);
    if (owner && owner.contactId !== contactId) {
      throw invalidField("chatId", "chatOfAnotherContact");
    }
    const known = view.user.chatList.find((e) => e.contactId === contactId);
    if (known && known.chatId !== chatId) throw invalidField("chatId", "notThisContactsChat");
    return c.json(chatState.write(c, (state) => {
      const chat = state.chats.find((x) => x.id === chatId)!;
      chat.dialog.push(message);
      if (chat.dialog.length > DIALOG_LIMIT) chat.dialog.splice(0, chat.dialog.length - DIALOG_LIMIT);
      const list = state.user.chatList.filter((e) => e.contactId !== contactId);
      state.user.chatList = [{ chatId, contactId, lastMessageTime: message.time }, ...list];
      return { message, userChatData: state.user };
    }));
  });

  return app;
}

/** The contact's chat (created empty when there is none) with the unread count cleared. */
function openChat(state: ChatState, contactId: string) {
  state.contacts.find((x) => x.id === contactId)!.unread = 0;
  let entry = state.user.chatList.find((e) => e.contactId === contactId);
  if (!entry) {
    entry = { chatId: crypto.randomUUID(), contactId, lastMessageTime: new Date().toISOString() };
    state.chats.push({ id: entry.chatId, dialog: [] });
    state.user.chatList.push(entry);
  }
  const chatId = entry.chatId;
  return { chat: state.chats.find((x) => x.id === chatId)!, userChatData: state.user };
}

import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { chatFixture } from "../../fixtures/chat.ts";
import { CHAT_PRESENCE } from "../../domain/demo/chat.ts";
import { DIALOG_LIMIT, MAX_MESSAGE_LENGTH } from "../../server/demo/chat.ts";
import { demoApi } from "../support/demo.ts";

const USER = chatFixture.user.id;
const [JOHAN, THABO] = ["contact-johan", "contact-thabo"];
/** A contact with no chat in the fixture. */
const NALEDI = "contact-naledi";
const chatIdOf = (contactId: string) =>
  chatFixture.user.chatList.find((e) => e.contactId === contactId)!.chatId;
const message = (text: string, time = "2025-02-25T08:00:00.000Z") => ({ who: USER, message: text, time });
const send = (contactId: string, text: string, chatId = chatIdOf(contactId)) => ({
  chatId,
  contactId,
  message: message(text),
});

Deno.test("chat: contacts carry the spec's fields and presence values", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "GET", "/api/chat/contacts");
  strictEqual(res.status, 200);
  ok(res.body.length >= 10);
  for (const c of res.body) {
    deepStrictEqual(Object.keys(c).sort(), ["avatar", "id", "mood", "name", "status", "unread"]);
    ok((CHAT_PRESENCE as readonly string[]).includes(c.status), c.status);
  }
  deepStrictEqual(new Set(res.body.map((c: { status: string }) => c.status)), new Set(CHAT_PRESENCE));
});

Deno.test("chat: the user record holds the chat list, most recent first", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "GET", "/api/chat/user");
  strictEqual(res.status, 200);
  deepStrictEqual(Object.keys(res.body).sort(), ["avatar", "chatList", "id", "mood", "name", "status"]);
  const times = res.body.chatList.map((e: { lastMessageTime: string }) => e.lastMessageTime);
  deepStrictEqual(times, [...times].sort().reverse());
});

Deno.test("chat: get-chat answers the chat and userChatData, and clears the contact's unread", async () => {
  const { call } = await demoApi();
  const before = await call("ann", "GET", "/api/chat/contacts");
  ok(before.body.find((c: { id: string }) => c.id === JOHAN).unread > 0);
  const res = await call("ann", "GET", "/api/chat/get-chat", { contactId: JOHAN, userId: USER });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.chat, chatFixture.chats.find((c) => c.id === chatIdOf(JOHAN)));
  deepStrictEqual(res.body.userChatData, chatFixture.user);
  const after = await call("ann", "GET", "/api/chat/contacts");
  strictEqual(after.body.find((c: { id: string }) => c.id === JOHAN).unread, 0);
});

Deno.test("chat: get-chat with a contact who has no chat creates an empty one in the chat list", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "GET", "/api/chat/get-chat", { contactId: NALEDI, userId: USER });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.chat.dialog, []);
  const list = res.body.userChatData.chatList;
  strictEqual(list.length, chatFixture.user.chatList.length + 1);
  deepStrictEqual(list.at(-1).chatId, res.body.chat.id);
  strictEqual(list.at(-1).contactId, NALEDI);
  // Asked again, the same chat: not a second one.
  const again = await call("ann", "GET", "/api/chat/get-chat", { contactId: NALEDI, userId: USER });
  strictEqual(again.body.chat.id, res.body.chat.id);
  strictEqual(again.body.userChatData.chatList.length, list.length);
  const user = await call("ann", "GET", "/api/chat/user");
  deepStrictEqual(user.body.chatList, list);
});

Deno.test("chat: get-chat with an unknown contact or user is a 404, a missing parameter a 400", async () => {
  const { call } = await demoApi();
  const contact = await call("ann", "GET", "/api/chat/get-chat", { contactId: "nobody", userId: USER });
  strictEqual(contact.status, 404);
  ok(contact.body.error.message.includes('"nobody"'), contact.text);
  const user = await call("ann", "GET", "/api/chat/get-chat", { contactId: JOHAN, userId: "someone" });
  strictEqual(user.status, 404);
  ok(user.body.error.message.startsWith("Chat user not found"), user.text);
  const missing = await call("ann", "GET", "/api/chat/get-chat", { userId: USER });
  strictEqual(missing.status, 400);
  ok("contactId" in missing.body.error.fields);
  // None of these created a chat.
  deepStrictEqual((await call("ann", "GET", "/api/chat/user")).body, chatFixture.user);
});

Deno.test("chat: send-message appends to the dialog and moves the contact first in the chat list", async () => {
  const { call } = await demoApi();
  const last = chatFixture.user.chatList.at(-1)!;
  const body = { chatId: last.chatId, contactId: last.contactId, message: message("  Thanks, submitted.  ") };
  const res = await call("ann", "POST", "/api/chat/send-message", body);
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.message, message("Thanks, submitted."), "the text is stored trimmed");
  const list = res.body.userChatData.chatList;
  deepStrictEqual(list[0], { ...last, lastMessageTime: body.message.time });
  deepStrictEqual(list.slice(1), chatFixture.user.chatList.slice(0, -1), "the others keep their order");
  const chat = await call("ann", "GET", "/api/chat/get-chat", { contactId: last.contactId, userId: USER });
  deepStrictEqual(chat.body.chat.dialog.at(-1), message("Thanks, submitted."));
  strictEqual(
    chat.body.chat.dialog.length,
    chatFixture.chats.find((c) => c.id === last.chatId)!.dialog.length + 1,
  );
});

Deno.test("chat: the first message of a new chat brings it from the end of the list to the top", async () => {
  const { call } = await demoApi();
  const opened = await call("ann", "GET", "/api/chat/get-chat", { contactId: NALEDI, userId: USER });
  const res = await call(
    "ann",
    "POST",
    "/api/chat/send-message",
    send(NALEDI, "Hi Naledi", opened.body.chat.id),
  );
  strictEqual(res.status, 200);
  const list = res.body.userChatData.chatList;
  strictEqual(list.length, chatFixture.user.chatList.length + 1, "moved, not added twice");
  deepStrictEqual(list[0], {
    chatId: opened.body.chat.id,
    contactId: NALEDI,
    lastMessageTime: message("").time,
  });
});

Deno.test("chat: an empty or blank message is not sent: 400 naming message.message", async () => {
  const { call } = await demoApi();
  for (const text of ["", "   \n\t "]) {
    const res = await call("ann", "POST", "/api/chat/send-message", send(THABO, text));
    strictEqual(res.status, 400);
    ok("message.message" in res.body.error.fields, res.text);
    ok(res.body.error.message.startsWith("message.message"), res.text);
  }
  const chat = await call("ann", "GET", "/api/chat/get-chat", { contactId: JOHAN, userId: USER });
  deepStrictEqual(chat.body.userChatData.chatList, chatFixture.user.chatList, "nothing changed");
});

Deno.test("chat: send-message rejects bad fields and unknown ids, changing nothing", async () => {
  const { call } = await demoApi();
  const cases: [unknown, number, string][] = [
    [{ ...send(THABO, "Hi"), message: { ...message("Hi"), who: THABO } }, 400, "message.who"],
    [{ ...send(THABO, "Hi"), message: { ...message("Hi"), time: "yesterday" } }, 400, "message.time"],
    [
      { ...send(THABO, "Hi"), message: { ...message("Hi"), message: "x".repeat(MAX_MESSAGE_LENGTH + 1) } },
      400,
      "message.message",
    ],
    [{ contactId: THABO, message: message("Hi") }, 400, "chatId"],
    [send(THABO, "Hi", chatIdOf(JOHAN)), 400, "chatId"],
    [send("nobody", "Hi", "chat-new"), 404, 'no contact with id "nobody"'],
    [send(THABO, "Hi", "no-such-chat"), 404, 'no chat with id "no-such-chat"'],
  ];
  for (const [body, status, says] of cases) {
    const res = await call("ann", "POST", "/api/chat/send-message", body);
    strictEqual(res.status, status, res.text);
    ok(res.body.error.message.includes(says), `${says} in ${res.text}`);
  }
  deepStrictEqual((await call("ann", "GET", "/api/chat/user")).body, chatFixture.user);
});

Deno.test("chat: a conversation keeps its latest messages only", async () => {
  const { call } = await demoApi();
  for (let i = 0; i < DIALOG_LIMIT + 2; i++) {
    strictEqual((await call("ann", "POST", "/api/chat/send-message", send(THABO, `m${i}`))).status, 200);
  }
  const chat = await call("ann", "GET", "/api/chat/get-chat", { contactId: THABO, userId: USER });
  strictEqual(chat.body.chat.dialog.length, DIALOG_LIMIT);
  strictEqual(chat.body.chat.dialog.at(-1).message, `m${DIALOG_LIMIT + 1}`);
});

Deno.test("chat: user/data merges the fields that may change and refuses the others", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", "/api/chat/user/data", { status: "away", mood: " At SARS " });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, { ...chatFixture.user, status: "away", mood: "At SARS" });
  const named = await call("ann", "POST", "/api/chat/user/data", { name: "Lindi K", avatar: "" });
  deepStrictEqual(named.body, {
    ...chatFixture.user,
    status: "away",
    mood: "At SARS",
    name: "Lindi K",
    avatar: "",
  });

  const bad: [unknown, string][] = [
    [{ status: "busy" }, "status"],
    [{ name: "  " }, "name"],
    [{ avatar: "https://elsewhere.example/a.png" }, "avatar"],
    [{ id: "someone-else" }, "id"],
    [{ chatList: [] }, "chatList"],
    [{ mood: "ok", status: 3 }, "status"],
  ];
  for (const [body, field] of bad) {
    const res = await call("ann", "POST", "/api/chat/user/data", body);
    strictEqual(res.status, 400, JSON.stringify(body));
    ok(field in res.body.error.fields, res.text);
  }
  deepStrictEqual(
    (await call("ann", "GET", "/api/chat/user")).body,
    named.body,
    "the refused bodies changed nothing",
  );
});

Deno.test("chat: one user's messages and changes are not seen by another user nor anonymously", async () => {
  const { call } = await demoApi();
  strictEqual((await call("ann", "POST", "/api/chat/send-message", send(THABO, "Ann only"))).status, 200);
  strictEqual((await call("ann", "POST", "/api/chat/user/data", { mood: "Ann's mood" })).status, 200);
  await call("ann", "GET", "/api/chat/get-chat", { contactId: NALEDI, userId: USER });
  for (const reader of ["bob", null]) {
    deepStrictEqual((await call(reader, "GET", "/api/chat/user")).body, chatFixture.user);
    deepStrictEqual((await call(reader, "GET", "/api/chat/contacts")).body, chatFixture.contacts);
    const chat = await call(reader, "GET", "/api/chat/get-chat", { contactId: THABO, userId: USER });
    deepStrictEqual(chat.body.chat, chatFixture.chats.find((c) => c.id === chatIdOf(THABO)));
  }
  strictEqual((await call("ann", "GET", "/api/chat/user")).body.mood, "Ann's mood");
});

Deno.test("chat: an anonymous reader cannot write and an empty chat opened by them is not kept", async () => {
  const { call, sandboxes } = await demoApi();
  strictEqual((await call(null, "POST", "/api/chat/send-message", send(THABO, "Hi"))).status, 401);
  strictEqual((await call(null, "POST", "/api/chat/user/data", { mood: "x" })).status, 401);
  const opened = await call(null, "GET", "/api/chat/get-chat", { contactId: NALEDI, userId: USER });
  strictEqual(opened.status, 200);
  deepStrictEqual(opened.body.chat.dialog, []);
  deepStrictEqual(opened.body.userChatData, chatFixture.user);
  deepStrictEqual((await call(null, "GET", "/api/chat/user")).body, chatFixture.user);
  strictEqual(sandboxes.size, 0);
});

import { deepStrictEqual, strictEqual } from "node:assert/strict";
import type { ChatContact, ChatListEntry, ChatMessage } from "../../domain/demo/chat.ts";
import { contactSections } from "../../client/demo/chat/panel/contact-order.ts";
import { formatMessageTime } from "../../client/demo/chat/panel/format.ts";
import { groupMessages } from "../../client/demo/chat/panel/grouping.ts";
import { chatPanelMessages } from "../../client/demo/chat/panel/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

const msg = (who: string, message: string): ChatMessage => ({
  who,
  message,
  time: "2025-02-24T07:42:10.000Z",
});

Deno.test("chat grouping: consecutive messages of one sender form one group; own groups are marked", () => {
  const dialog = [
    msg("me", "a"),
    msg("me", "b"),
    msg("jo", "c"),
    msg("me", "d"),
    msg("jo", "e"),
    msg("jo", "f"),
  ];
  const groups = groupMessages(dialog, "me");
  deepStrictEqual(
    groups.map((g) => [g.who, g.own, g.messages.map((m) => m.message).join("")]),
    [["me", true, "ab"], ["jo", false, "c"], ["me", true, "d"], ["jo", false, "ef"]],
  );
  strictEqual(groups[0].messages[0], dialog[0], "the messages themselves, not copies");
});

Deno.test("chat grouping: an empty dialog has no groups, and a lone message is a group of one", () => {
  deepStrictEqual(groupMessages([], "me"), []);
  deepStrictEqual(groupMessages([msg("jo", "hi")], "me"), [{
    who: "jo",
    own: false,
    messages: [msg("jo", "hi")],
  }]);
});

Deno.test("chat contacts: those with a chat in chat-list order, then the others in contact order", () => {
  const contact = (id: string): ChatContact => ({
    id,
    name: id,
    avatar: "",
    status: "online",
    mood: "",
    unread: 0,
  });
  const entry = (contactId: string): ChatListEntry => ({
    chatId: `c-${contactId}`,
    contactId,
    lastMessageTime: "",
  });
  const contacts = ["a", "b", "c", "d", "e"].map(contact);
  const { withChat, others } = contactSections(contacts, [entry("d"), entry("b"), entry("gone")]);
  deepStrictEqual(withChat.map((c) => c.id), ["d", "b"], "an entry of an unknown contact is skipped");
  deepStrictEqual(others.map((c) => c.id), ["a", "c", "e"]);
});

Deno.test("chat timestamp: 'MMMM Do YYYY, h:mm:ss a', in the interface language", () => {
  // Local times (no offset), so the answer is the same in every time zone.
  strictEqual(formatMessageTime("2025-02-24T07:42:10"), "February 24th 2025, 7:42:10 am");
  strictEqual(formatMessageTime("2025-03-01T13:05:09"), "March 1st 2025, 1:05:09 pm");
  strictEqual(formatMessageTime("2025-03-01T13:05:09", "tr"), "Mart 1. 2025, 1:05:09 pm");
});

Deno.test("chat panel words: Turkish and Arabic translate every English key", () => {
  assertTranslated(chatPanelMessages);
});

import { deepStrictEqual } from "node:assert/strict";
import { chatFixture } from "../../fixtures/chat.ts";
import { CHAT_APP_MESSAGES } from "../../client/demo/chat/messages.ts";
import { matchContacts } from "../../client/demo/chat/people.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("chat app words exist in English, Turkish and Arabic", () => assertTranslated(CHAT_APP_MESSAGES));

Deno.test("contacts match by name, whatever the case and accents; an empty query keeps them all", () => {
  const people = [
    { ...chatFixture.contacts[0], id: "a", name: "Zoë Müller" },
    { ...chatFixture.contacts[0], id: "b", name: "Sipho Dlamini" },
  ];
  deepStrictEqual(matchContacts(people, "  ZOE ").map((c) => c.id), ["a"]);
  deepStrictEqual(matchContacts(people, "muller").map((c) => c.id), ["a"]);
  deepStrictEqual(matchContacts(people, "").map((c) => c.id), ["a", "b"]);
  deepStrictEqual(matchContacts(people, "x"), []);
});

import { deepStrictEqual } from "node:assert/strict";
import { contactsFixture } from "../../fixtures/contacts.ts";
import { CONTACTS_MESSAGES } from "../../client/demo/contacts/messages.ts";
import { blankContact, checkContact, filterContacts, formField } from "../../client/demo/contacts/book.ts";
import { assertTranslated } from "../support/i18n.ts";

const { contacts } = contactsFixture;

Deno.test("contacts words exist in English, Turkish and Arabic", () => assertTranslated(CONTACTS_MESSAGES));

Deno.test("search needs every word in a visible field; a group keeps to its members", () => {
  deepStrictEqual(filterContacts(contacts, "anele ZULU").map((c) => c.id), ["contact-01"]);
  deepStrictEqual(filterContacts(contacts, "").length, contacts.length);
  const group = { id: "g", name: "G", contactIds: ["contact-01", contacts[1].id] };
  deepStrictEqual(filterContacts(contacts, "", group).map((c) => c.id), ["contact-01", contacts[1].id]);
  deepStrictEqual(filterContacts(contacts, "anele", group).map((c) => c.id), ["contact-01"]);
});

Deno.test("a contact needs a first name, a valid email if any, and a birthday not in the future", () => {
  deepStrictEqual(checkContact(blankContact(), "2026-11-24"), { name: "nameRequired" });
  deepStrictEqual(
    checkContact({ ...blankContact(), name: "A", email: "a@", birthday: "2027-01-01" }, "2026-11-24"),
    { email: "emailInvalid", birthday: "birthdayInvalid" },
  );
  deepStrictEqual(
    checkContact({ ...blankContact(), name: "A", email: "a@b.test", birthday: "1990-02-03" }),
    {},
  );
  deepStrictEqual([formField("newContact.email"), formField("contact.name"), formField("x")], [
    "email",
    "name",
    "x",
  ]);
});

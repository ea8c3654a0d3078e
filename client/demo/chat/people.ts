import type { ChatContact } from "../../../fixtures/chat.ts";

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("en");

/** The contacts whose name holds the query, whatever the case and accents; an empty query keeps them all. */
export function matchContacts(contacts: ChatContact[], query: string): ChatContact[] {
  const q = fold(query.trim());
  return q === "" ? contacts : contacts.filter((c) => fold(c.name).includes(q));
}

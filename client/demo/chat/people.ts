import type { ChatContact } from "../../../domain/demo/chat.ts";
import { foldText } from "../../kit/text.ts";

/** The contacts whose name holds the query, whatever the case and accents; an empty query keeps them all. */
export function matchContacts(contacts: ChatContact[], query: string): ChatContact[] {
  const q = foldText(query.trim());
  return q === "" ? contacts : contacts.filter((c) => foldText(c.name).includes(q));
}

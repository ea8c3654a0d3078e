import type { Contact, ContactGroup } from "../../../domain/demo/contacts.ts";
import { practiceToday } from "../../../domain/today.ts";
import { hasEveryWord } from "../../kit/text.ts";

export const FILTERS = ["all", "frequent", "starred"] as const;
export type ContactsFilter = (typeof FILTERS)[number];

export type ContactDraft = Omit<Contact, "id"> & { id?: string };

export const blankContact = (): ContactDraft => ({
  name: "",
  lastName: "",
  avatar: "",
  nickname: "",
  company: "",
  jobTitle: "",
  email: "",
  phone: "",
  address: "",
  birthday: "",
  notes: "",
});

export const fullName = (c: Pick<Contact, "name" | "lastName">) => `${c.name} ${c.lastName}`.trim();

/** The contacts of the group (when one is chosen) that hold every word of the query in a visible field. */
export function filterContacts(contacts: Contact[], query: string, group?: ContactGroup): Contact[] {
  const members = group ? new Set(group.contactIds) : null;
  return contacts.filter((c) =>
    (!members || members.has(c.id)) &&
    hasEveryWord([c.name, c.lastName, c.nickname, c.email, c.company, c.jobTitle, c.phone].join(" "), query)
  );
}

/**
 * The checks the server makes, by field, made first so they show at once: a name, a valid e-mail if any, a
 * birthday that is a date not after today. Keys are the contact's field names; values are message keys.
 */
export function checkContact(d: ContactDraft, today = practiceToday()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.name.trim() === "") errors.name = "nameRequired";
  if (d.email.trim() !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) {
    errors.email = "emailInvalid";
  }
  if (d.birthday !== "" && (!/^\d{4}-\d{2}-\d{2}$/.test(d.birthday) || d.birthday > today)) {
    errors.birthday = "birthdayInvalid";
  }
  return errors;
}

/** The server names a field `newContact.email` or `contact.email`: the form knows it as `email`. */
export function formField(path: string): string {
  return path.replace(/^(newContact|contact)\./, "");
}

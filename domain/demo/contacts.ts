import { z } from "zod";

/**
 * The contacts' contract (demo-apps.md §3 "Contact", "Contacts user", §7 "Contacts"): a contact and the signed-in
 * user's view of the address book, as the mock API answers them and validates writes. The client imports it as
 * types only.
 */

/** A whole contact, with the id given as `id` (add-contact lets the server assign it). Empty strings are unknowns. */
const contactWith = <I extends z.ZodType<string | undefined>>(id: I) =>
  z.object({
    id,
    name: z.string().trim().min(1).max(100),
    lastName: z.string().trim().max(100),
    avatar: z.string().max(500),
    nickname: z.string().max(100),
    company: z.string().max(200),
    jobTitle: z.string().max(200),
    email: z.email().max(320).or(z.literal("")),
    phone: z.string().max(50),
    address: z.string().max(500),
    birthday: z.iso.date().or(z.literal("")),
    notes: z.string().max(5_000),
  });

export const contactSchema = contactWith(z.string().min(1).max(100));
export const newContactSchema = contactWith(z.string().max(100).optional());

export type Contact = z.infer<typeof contactSchema>;
export type ContactGroup = { id: string; name: string; contactIds: string[] };
/** The signed-in user's view of the address book: starred, frequent and groups all hold contact ids. */
export type ContactsUser = {
  id: string;
  name: string;
  avatar: string;
  starred: string[];
  frequentContacts: string[];
  groups: ContactGroup[];
};

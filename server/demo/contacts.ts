import { type Context, Hono } from "hono";
import { z } from "zod";
import { contactsFixture } from "../../fixtures/contacts.ts";
import {
  type Contact,
  contactSchema,
  type ContactsUser,
  newContactSchema,
} from "../../domain/demo/contacts.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { invalidField } from "../../domain/api/index.ts";

const book = demoState("contacts", contactsFixture);

const contactId = z.string().min(1).max(100);
const contactIds = z.array(contactId).max(1000);
const contactsQuery = z.object({ id: z.string().max(100).optional() });
/** add-contact: the server assigns the id, so one sent along is ignored. */
const addContactBody = z.object({ newContact: newContactSchema });
const updateContactBody = z.object({ contact: contactSchema });
const oneContactBody = z.object({ contactId });
const manyContactsBody = z.object({ contactIds });

/** The index of the first id that names no contact, or -1 when all do. */
function firstUnknown(ids: string[], contacts: readonly Contact[]): number {
  const known = new Set(contacts.map((contact) => contact.id));
  return ids.findIndex((id) => !known.has(id));
}

/** Removes contacts and every reference the user holds to them (starred, frequent, groups). */
function removeContacts(c: Context<DemoEnv>, ids: string[]): Contact[] {
  const gone = new Set(ids);
  const keep = (id: string) => !gone.has(id);
  return book.write(c, (state) => {
    state.contacts = state.contacts.filter((contact) => keep(contact.id));
    const { user } = state;
    user.starred = user.starred.filter(keep);
    user.frequentContacts = user.frequentContacts.filter(keep);
    for (const group of user.groups) group.contactIds = group.contactIds.filter(keep);
    return state.contacts;
  });
}

/** Changes the starred list and answers the user. */
function star(c: Context<DemoEnv>, change: (starred: Set<string>) => void): ContactsUser {
  return book.write(c, ({ user }) => {
    const starred = new Set(user.starred);
    change(starred);
    user.starred = [...starred];
    return user;
  });
}

/**
 * The contacts demo app (demo-apps.md §3, §4, §7 "Contacts"). Every contact id a write names must exist; otherwise
 * a 400 names the field and nothing changes.
 *
 * Answers the spec leaves open, by what the write changes: add, update and remove answer the whole contact list
 * (unfiltered; the client filters by its route), and the starred writes answer the user, whose starred list is
 * what changed. Removing a contact also takes it off the user's starred, frequent and group lists; the client
 * reloads the user after a removal.
 */
export function contactsApp() {
  const app = new Hono<DemoEnv>();

  // 'frequent' and 'starred' keep the address-book order; any other id (or none) is the whole book.
  app.get("/contacts", validate("json", contactsQuery), answers(z.array(contactSchema)), (c) => {
    const query = c.req.valid("json");
    const { id } = query;
    const { contacts, user } = book.read(c);
    if (id !== "frequent" && id !== "starred") return sendJson(c, contacts);
    const picked = new Set(id === "frequent" ? user.frequentContacts : user.starred);
    return sendJson(c, contacts.filter((contact) => picked.has(contact.id)));
  });

  app.get("/user", (c) => sendJson(c, book.read(c).user));

  app.post("/add-contact", validate("json", addContactBody), answers(z.array(contactSchema)), (c) => {
    const body = c.req.valid("json");
    const contact: Contact = { ...body.newContact, id: crypto.randomUUID() };
    const contacts = book.write(c, (state) => {
      state.contacts.push(contact);
      return state.contacts;
    });
    return c.json(contacts);
  });

  app.post("/update-contact", validate("json", updateContactBody), answers(z.array(contactSchema)), (c) => {
    const body = c.req.valid("json");
    const { contact } = body;
    const at = book.read(c).contacts.findIndex((existing) => existing.id === contact.id);
    if (at < 0) throw invalidField("contact.id", "noSuchContact");
    const contacts = book.write(c, (state) => {
      state.contacts[at] = contact;
      return state.contacts;
    });
    return c.json(contacts);
  });

  app.post("/remove-contact", validate("json", oneContactBody), answers(z.array(contactSchema)), (c) => {
    const body = c.req.valid("json");
    const id = body.contactId;
    if (firstUnknown([id], book.read(c).contacts) >= 0) {
      throw invalidField("contactId", "noSuchContact");
    }
    return c.json(removeContacts(c, [id]));
  });

  app.post("/remove-contacts", validate("json", manyContactsBody), answers(z.array(contactSchema)), (c) => {
    const body = c.req.valid("json");
    const ids = body.contactIds;
    const at = firstUnknown(ids, book.read(c).contacts);
    if (at >= 0) throw invalidField(`contactIds.${at}`, "noSuchContact");
    return c.json(removeContacts(c, ids));
  });

  app.post("/toggle-starred-contact", validate("json", oneContactBody), (c) => {
    const body = c.req.valid("json");
    const id = body.contactId;
    if (firstUnknown([id], book.read(c).contacts) >= 0) {
      throw invalidField("contactId", "noSuchContact");
    }
    return c.json(star(c, (starred) => starred.has(id) ? starred.delete(id) : starred.add(id)));
  });

  // The bulk starred writes: the same checks, then one change to the starred set (a repeated id counts once).
  const starMany = (path: string, change: (starred: Set<string>, ids: Set<string>) => void) =>
    app.post(path, validate("json", manyContactsBody), (c) => {
      const { contactIds: ids } = c.req.valid("json");
      const at = firstUnknown(ids, book.read(c).contacts);
      if (at >= 0) throw invalidField(`contactIds.${at}`, "noSuchContact");
      return c.json(star(c, (starred) => change(starred, new Set(ids))));
    });
  // Each selected contact flips on its own: the starred ones are unstarred, the others starred.
  starMany(
    "/toggle-starred-contacts",
    (starred, ids) => ids.forEach((id) => starred.has(id) ? starred.delete(id) : starred.add(id)),
  );
  starMany("/set-contacts-starred", (starred, ids) => ids.forEach((id) => starred.add(id)));
  starMany("/set-contacts-unstarred", (starred, ids) => ids.forEach((id) => starred.delete(id)));

  return app;
}

import type { Contact, ContactsUser } from "../../../domain/demo/contacts.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { invalidate, useApiQuery } from "../../lib/query.ts";
import type { ContactDraft, ContactsFilter } from "./book.ts";

const BASE = "/api/contacts-app";

export const contactKeys = {
  all: ["contacts"] as const,
  lists: ["contacts", "list"] as const,
  list: (filter: ContactsFilter) => ["contacts", "list", filter],
  user: ["contacts", "user"] as const,
};

export function useContacts(filter: ContactsFilter) {
  return useApiQuery(
    contactKeys.list(filter),
    (signal) => api<Contact[]>(`${BASE}/contacts`, { query: { id: filter }, signal }),
  );
}

export function useContactsUser() {
  return useApiQuery(contactKeys.user, (signal) => api<ContactsUser>(`${BASE}/user`, { signal }));
}

/**
 * Stars or unstars contacts; the star shows at once, the starred list loads again. One contact's star button
 * toggles it (toggle-starred-contact); a selection is set one way (set-contacts-starred / -unstarred).
 */
export function setStarred(ids: string[], on: boolean, toggle = false) {
  const chosen = new Set(ids);
  return optimisticWrite({
    patches: [patch<ContactsUser>(contactKeys.user, (u) => ({
      ...u,
      starred: on ? [...new Set([...u.starred, ...ids])] : u.starred.filter((id) => !chosen.has(id)),
    }))],
    send: () =>
      toggle
        ? api(`${BASE}/toggle-starred-contact`, { body: { contactId: ids[0] } })
        : api(`${BASE}/${on ? "set-contacts-starred" : "set-contacts-unstarred"}`, {
          body: { contactIds: ids },
        }),
    refresh: [contactKeys.list("starred")],
    failure: t("contactsApp.writeFailed"),
  });
}

export async function removeContacts(ids: string[]): Promise<boolean> {
  const gone = new Set(ids);
  const done = await optimisticWrite({
    patches: [patch<Contact[]>(contactKeys.lists, (list) => list.filter((c) => !gone.has(c.id)))],
    send: () =>
      ids.length === 1
        ? api(`${BASE}/remove-contact`, { body: { contactId: ids[0] } })
        : api(`${BASE}/remove-contacts`, { body: { contactIds: ids } }),
    refresh: [contactKeys.user],
    failure: t("contactsApp.writeFailed"),
  });
  if (done) showMessage(t("contactsApp.removed", { count: ids.length }), { variant: "success" });
  return done !== null;
}

/** Adds or updates a contact; refusals reach the dialog, which shows them by field. */
export async function saveContact(draft: ContactDraft): Promise<void> {
  if (draft.id) await api(`${BASE}/update-contact`, { body: { contact: draft } });
  else await api(`${BASE}/add-contact`, { body: { newContact: draft } });
  await invalidate(contactKeys.all);
}

import type { Contact, ContactsUser } from "../../../domain/demo/contacts.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { patch, useData, useWrite } from "../../lib/data/index.ts";
import type { ContactDraft, ContactsFilter } from "./book.ts";

const BASE = "/api/contacts-app";

const contactKeys = {
  all: ["contacts/"] as const,
  lists: ["contacts/contacts", "getList"] as const,
  list: (filter: ContactsFilter) => ["contacts/contacts", "getList", { filter }] as const,
  user: ["contacts/user", "get"] as const,
};

export function useContacts(filter: ContactsFilter) {
  return useData(
    contactKeys.list(filter),
    (signal) => api<Contact[]>(`${BASE}/contacts`, { query: { id: filter }, signal }),
  );
}

export function useContactsUser() {
  return useData(contactKeys.user, (signal) => api<ContactsUser>(`${BASE}/user`, { signal }));
}

/**
 * Stars or unstars contacts; the star shows at once, the starred list loads again. One contact's star button
 * toggles it (toggle-starred-contact); a selection is set one way (set-contacts-starred / -unstarred).
 */
export function useSetStarred() {
  return useWrite({
    send: ({ ids, on, toggle = false }: { ids: string[]; on: boolean; toggle?: boolean }) =>
      toggle
        ? api(`${BASE}/toggle-starred-contact`, { body: { contactId: ids[0] } })
        : api(`${BASE}/${on ? "set-contacts-starred" : "set-contacts-unstarred"}`, {
          body: { contactIds: ids },
        }),
    patches: ({ ids, on }) => [patch<ContactsUser>(contactKeys.user, (u) => ({
      ...u,
      starred: on ? [...new Set([...u.starred, ...ids])] : u.starred.filter((id) => !ids.includes(id)),
    }))],
    refresh: [contactKeys.list("starred")],
    failure: () => t("contactsApp.writeFailed"),
  });
}

export function useRemoveContacts() {
  return useWrite({
    send: (ids: string[]) =>
      ids.length === 1
        ? api(`${BASE}/remove-contact`, { body: { contactId: ids[0] } })
        : api(`${BASE}/remove-contacts`, { body: { contactIds: ids } }),
    patches: (
      ids,
    ) => [patch<Contact[]>(contactKeys.lists, (list) => list.filter((c) => !ids.includes(c.id)))],
    refresh: [contactKeys.user],
    failure: () => t("contactsApp.writeFailed"),
    done: (_answer, ids) =>
      showMessage(t("contactsApp.removed", { count: ids.length }), { variant: "success" }),
  });
}

/** Adds or updates a contact; the dialog shows a refusal by its fields. */
export function useSaveContact() {
  return useWrite({
    send: (draft: ContactDraft) =>
      draft.id
        ? api(`${BASE}/update-contact`, { body: { contact: draft } })
        : api(`${BASE}/add-contact`, { body: { newContact: draft } }),
    refresh: [contactKeys.all],
  });
}

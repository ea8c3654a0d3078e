import type { Compose, Mail, MailFilter, MailFolder, MailLabel } from "../../../domain/demo/mail.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { patch, useData, useWrite } from "../../lib/data/index.ts";
import { changeMails, type MailLists, type MailView, toggleLabel, viewQuery } from "./mailbox.ts";

const BASE = "/api/mail-app";

/** Every list of mails sits under `lists`, so one patch reaches them all; one mail under `one`. */
const mailKeys = {
  lists: ["mail/mails", "getList"] as const,
  view: (v: MailView) => ["mail/mails", "getList", viewQuery(v)] as const,
  everything: ["mail/mails", "getList", { everyFolder: true }] as const,
  one: ["mail/mails", "getOne"] as const,
  mail: (id: string) => ["mail/mails", "getOne", { id }] as const,
  sidebar: ["mail/sidebar", "get"] as const,
};

/** Folders, filters and labels: fixed lists, loaded once together. */
export function useMailLists() {
  return useData<MailLists>(mailKeys.sidebar, async (signal) => {
    const [folders, filters, labels] = await Promise.all([
      api<MailFolder[]>(`${BASE}/folders`, { signal }),
      api<MailFilter[]>(`${BASE}/filters`, { signal }),
      api<MailLabel[]>(`${BASE}/labels`, { signal }),
    ]);
    return { folders, filters, labels };
  });
}

export function useViewMails(view: MailView) {
  return useData(
    mailKeys.view(view),
    (signal) => api<Mail[]>(`${BASE}/mails`, { query: viewQuery(view), signal }),
  );
}

/** Every mail, from the five folders (a mail is in exactly one): the sidebar's unread counts. */
export function useEveryMail(folders: MailFolder[]) {
  return useData(
    mailKeys.everything,
    async (signal) =>
      (await Promise.all(
        folders.map((f) => api<Mail[]>(`${BASE}/mails`, { query: { folderHandle: f.handle }, signal })),
      )).flat(),
  );
}

export function useMail(id: string) {
  return useData(
    mailKeys.mail(id),
    (signal) => api<Mail>(`${BASE}/mail`, { query: { mailId: id }, signal }),
    { keepPrevious: false },
  );
}

/** The same change, shown at once in every list and open mail. */
function patches(ids: readonly string[], change: (m: Mail) => Mail) {
  const chosen = new Set(ids);
  return [
    patch<Mail[]>(mailKeys.lists, (mails) => changeMails(mails, chosen, change)),
    patch<Mail>(mailKeys.one, (m) => chosen.has(m.id) ? change(m) : m),
  ];
}

const writeFailed = () => t("mailApp.writeFailed");

/** Changes flags of whole mails (read, starred, important) with update-mail, one call per mail. */
export function useUpdateMails() {
  return useWrite({
    send: ({ mails, change }: { mails: Mail[]; change: (m: Mail) => Mail }) =>
      Promise.all(mails.map((m) => api<Mail>(`${BASE}/update-mail`, { body: change(m) }))),
    patches: ({ mails, change }) => patches(mails.map((m) => m.id), change),
    failure: writeFailed,
  });
}

export function useMoveMails() {
  return useWrite({
    send: ({ ids, folder }: { ids: string[]; folder: MailFolder }) =>
      api(`${BASE}/set-folder`, { body: { selectedMailIds: ids, folderId: folder.id } }),
    patches: ({ ids, folder }) => patches(ids, (m) => ({ ...m, folder: folder.id })),
    failure: writeFailed,
    done: (_answer, { ids, folder }) =>
      showMessage(t("mailApp.moved", { count: ids.length, folder: t(`mailApp.folder.${folder.handle}`) }), {
        variant: "success",
      }),
  });
}

export function useToggleMailLabel() {
  return useWrite({
    send: ({ ids, labelId }: { ids: string[]; labelId: number }) =>
      api(`${BASE}/toggle-label`, { body: { selectedMailIds: ids, labelId } }),
    patches: ({ ids, labelId }) => patches(ids, (m) => toggleLabel(m, labelId)),
    failure: writeFailed,
  });
}

export function useDeleteMails() {
  return useWrite({
    send: (ids: string[]) => api(`${BASE}/delete-mails`, { body: { selectedMailIds: ids } }),
    patches: (ids) => [patch<Mail[]>(mailKeys.lists, (mails) => mails.filter((m) => !ids.includes(m.id)))],
    failure: writeFailed,
    done: (_answer, ids) => showMessage(t("mailApp.deleted", { count: ids.length }), { variant: "success" }),
  });
}

/** Sends (or drafts) a written mail; the dialog shows a refusal by its fields. */
export function useSendMail() {
  return useWrite({
    send: (mail: Compose) => api<Mail>(`${BASE}/send-mail`, { body: mail }),
    refresh: [mailKeys.lists],
  });
}

import type { Compose, Mail, MailFilter, MailFolder, MailLabel } from "../../../domain/demo/mail.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { invalidate, useApiQuery } from "../../lib/query.ts";
import { changeMails, type MailLists, type MailView, toggleLabel, viewQuery } from "./mailbox.ts";

const BASE = "/api/mail-app";

/** Every list of mails sits under `lists`, so one patch reaches them all; one mail under `one`. */
export const mailKeys = {
  all: ["mail"] as const,
  lists: ["mail", "lists"] as const,
  view: (v: MailView) => ["mail", "lists", v.kind, v.handle],
  everything: ["mail", "lists", "everything"] as const,
  one: ["mail", "one"] as const,
  mail: (id: string) => ["mail", "one", id],
  meta: ["mail", "meta"] as const,
};

/** Folders, filters and labels: fixed lists, loaded once together. */
export function useMailLists() {
  return useApiQuery<MailLists>(mailKeys.meta, async (signal) => {
    const [folders, filters, labels] = await Promise.all([
      api<MailFolder[]>(`${BASE}/folders`, { signal }),
      api<MailFilter[]>(`${BASE}/filters`, { signal }),
      api<MailLabel[]>(`${BASE}/labels`, { signal }),
    ]);
    return { folders, filters, labels };
  });
}

export function useViewMails(view: MailView) {
  return useApiQuery(
    mailKeys.view(view),
    (signal) => api<Mail[]>(`${BASE}/mails`, { query: viewQuery(view), signal }),
  );
}

/** Every mail, from the five folders (a mail is in exactly one): the sidebar's unread counts. */
export function useEveryMail(folders: MailFolder[] | undefined) {
  return useApiQuery(
    mailKeys.everything,
    async (signal) =>
      (await Promise.all(
        folders!.map((f) => api<Mail[]>(`${BASE}/mails`, { query: { folderHandle: f.handle }, signal })),
      )).flat(),
    { enabled: folders !== undefined },
  );
}

export function useMail(id: string | undefined) {
  return useApiQuery(
    mailKeys.mail(id ?? ""),
    (signal) => api<Mail>(`${BASE}/mail`, { query: { mailId: id! }, signal }),
    {
      enabled: id !== undefined,
      keepPrevious: false,
    },
  );
}

/** The same change, shown at once in every list and open mail. */
function patches(ids: ReadonlySet<string>, change: (m: Mail) => Mail) {
  return [
    patch<Mail[]>(mailKeys.lists, (mails) => changeMails(mails, ids, change)),
    patch<Mail>(mailKeys.one, (m) => ids.has(m.id) ? change(m) : m),
  ];
}

/** Changes flags of whole mails (read, starred, important) with update-mail, one call per mail. */
export function updateMails(mails: Mail[], change: (m: Mail) => Mail) {
  const ids = new Set(mails.map((m) => m.id));
  return optimisticWrite({
    patches: patches(ids, change),
    send: () => Promise.all(mails.map((m) => api<Mail>(`${BASE}/update-mail`, { body: change(m) }))),
    failure: t("mailApp.writeFailed"),
  });
}

export async function moveMails(ids: string[], folder: MailFolder) {
  const done = await optimisticWrite({
    patches: patches(new Set(ids), (m) => ({ ...m, folder: folder.id })),
    send: () => api(`${BASE}/set-folder`, { body: { selectedMailIds: ids, folderId: folder.id } }),
    failure: t("mailApp.writeFailed"),
  });
  if (done) {
    showMessage(t("mailApp.moved", { count: ids.length, folder: t(`mailApp.folder.${folder.handle}`) }), {
      variant: "success",
    });
  }
}

export function toggleMailLabel(ids: string[], labelId: number) {
  return optimisticWrite({
    patches: patches(new Set(ids), (m) => toggleLabel(m, labelId)),
    send: () => api(`${BASE}/toggle-label`, { body: { selectedMailIds: ids, labelId } }),
    failure: t("mailApp.writeFailed"),
  });
}

export async function deleteMails(ids: string[]): Promise<boolean> {
  const gone = new Set(ids);
  const done = await optimisticWrite({
    patches: [patch<Mail[]>(mailKeys.lists, (mails) => mails.filter((m) => !gone.has(m.id)))],
    send: () => api(`${BASE}/delete-mails`, { body: { selectedMailIds: ids } }),
    failure: t("mailApp.writeFailed"),
  });
  if (!done) return false;
  showMessage(t("mailApp.deleted", { count: ids.length }), { variant: "success" });
  return true;
}

/** Sends (or drafts) a written mail; refusals reach the dialog, which shows them by its fields. */
export async function sendMail(mail: Compose): Promise<Mail> {
  const created = await api<Mail>(`${BASE}/send-mail`, { body: mail });
  await invalidate(mailKeys.lists);
  return created;
}

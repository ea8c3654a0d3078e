import type { Mail, MailFilter, MailFolder, MailLabel } from "../../../domain/demo/mail.ts";
import { hasEveryWord } from "../../kit/text.ts";

/** Which mails the list shows: a folder, a label or a filter, by handle (as in the URL). */
export type MailView = { kind: "folder" | "label" | "filter"; handle: string };

/** The mail list's query for a view (demo-apps.md §7: folderHandle, labelHandle or filterHandle). */
export function viewQuery(view: MailView): Record<string, string> {
  return { [`${view.kind}Handle`]: view.handle };
}

/** The address of a view, and of one of its mails. */
export function viewPath(view: MailView, mailId?: string): string {
  const base = view.kind === "folder"
    ? `/apps/mail/${view.handle}`
    : `/apps/mail/${view.kind}/${view.handle}`;
  return mailId ? `${base}/${encodeURIComponent(mailId)}` : base;
}

export type MailLists = { folders: MailFolder[]; filters: MailFilter[]; labels: MailLabel[] };

/**
 * Whether a mail belongs in a view as the server selects it: a changed mail (moved, unstarred) leaves the list at
 * once, before the list loads again.
 */
export function inView(mail: Mail, view: MailView, lists: MailLists): boolean {
  switch (view.kind) {
    case "folder":
      return lists.folders.find((f) => f.handle === view.handle)?.id === mail.folder;
    case "label": {
      const label = lists.labels.find((l) => l.handle === view.handle);
      return label !== undefined && mail.labels.includes(label.id);
    }
    case "filter":
      return view.handle === "starred" ? mail.starred : view.handle === "important" ? mail.important : false;
  }
}

/** Folds case and accents, so "muller" finds "Müller". */
/** The mails whose subject, sender, recipients or text hold every word of the query. */
export function searchMails(mails: Mail[], query: string): Mail[] {
  return mails.filter((m) =>
    hasEveryWord(
      [m.subject, m.from.name, m.from.email, ...m.to.map((t) => `${t.name} ${t.email}`), stripTags(m.message)]
        .join(" "),
      query,
    )
  );
}

/** Text of an HTML body for search and previews (never rendered as HTML). */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ")
    .trim();
}

/** Unread mails per folder id. */
export function unreadByFolder(mails: Mail[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const m of mails) if (!m.read) counts.set(m.folder, (counts.get(m.folder) ?? 0) + 1);
  return counts;
}

/** The same change made to the selected mails, others untouched. */
export function changeMails(mails: Mail[], ids: ReadonlySet<string>, change: (m: Mail) => Mail): Mail[] {
  return mails.map((m) => ids.has(m.id) ? change(m) : m);
}

/** demo-apps.md §4: a label on a mail is toggled, added if absent and removed if present. */
export function toggleLabel(mail: Mail, labelId: number): Mail {
  return {
    ...mail,
    labels: mail.labels.includes(labelId)
      ? mail.labels.filter((l) => l !== labelId)
      : [...mail.labels, labelId],
  };
}

/** Parses the compose dialog's "To" line: addresses separated by commas or semicolons, "Name <a@b>" allowed. */
export function parseRecipients(
  line: string,
): { list: { name: string; email: string }[]; invalid: string[] } {
  const list: { name: string; email: string }[] = [];
  const invalid: string[] = [];
  for (const part of line.split(/[,;]/).map((p) => p.trim()).filter(Boolean)) {
    const named = /^(.*)<([^>]+)>$/.exec(part);
    const email = (named ? named[2] : part).trim();
    const name = named ? named[1].trim().replace(/^"|"$/g, "") : "";
    if (/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email)) list.push({ name, email });
    else invalid.push(part);
  }
  return { list, invalid };
}

/** A file size for people: 184320 → "180 KB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

import { z } from "zod";
import { problemCheck } from "../api/index.ts";

/**
 * The mail app's contract (demo-apps.md §3 "Mail", §7 "Mail"): the fixed folders, filters and labels, a mail as
 * the mock API answers it and update-mail validates it, and a mail written in the compose dialog. The client
 * imports it as types only.
 */

/** A folder, filter or label of the sidebar: fixed lists, nobody edits them. */
export type MailFolder = { id: number; handle: string; title: string; translate: string; icon: string };
export type MailFilter = {
  id: number;
  handle: "starred" | "important";
  title: string;
  translate: string;
  icon: string;
};
export type MailLabel = { id: number; handle: string; title: string; color: string };

export const MAIL_FOLDERS: readonly MailFolder[] = [
  { id: 0, handle: "inbox", title: "Inbox", translate: "INBOX", icon: "inbox" },
  { id: 1, handle: "sent", title: "Sent", translate: "SENT", icon: "send" },
  { id: 2, handle: "drafts", title: "Drafts", translate: "DRAFTS", icon: "drafts" },
  { id: 3, handle: "spam", title: "Spam", translate: "SPAM", icon: "report" },
  { id: 4, handle: "trash", title: "Trash", translate: "TRASH", icon: "delete" },
];

export const MAIL_FILTERS: readonly MailFilter[] = [
  { id: 0, handle: "starred", title: "Starred", translate: "STARRED", icon: "star" },
  { id: 1, handle: "important", title: "Important", translate: "IMPORTANT", icon: "label_important" },
];

export const MAIL_LABELS: readonly MailLabel[] = [
  { id: 0, handle: "note", title: "Note", color: "#7cb342" },
  { id: 1, handle: "paypal", title: "Paypal", color: "#d84315" },
  { id: 2, handle: "invoice", title: "Invoice", color: "#607d8b" },
  { id: 3, handle: "amazon", title: "Amazon", color: "#03a9f4" },
];

const isoTime = z.iso.datetime({ offset: true });
export const mailFolderId = z.number().int().refine(
  (id) => MAIL_FOLDERS.some((f) => f.id === id),
  problemCheck("noSuchFolder"),
);
export const mailLabelId = z.number().int().refine(
  (id) => MAIL_LABELS.some((l) => l.id === id),
  problemCheck("noSuchLabel"),
);

const attachmentSchema = z.object({
  type: z.string().max(100),
  fileName: z.string().min(1).max(255),
  preview: z.string().max(500),
  url: z.string().max(500),
  /** Bytes; the client formats it. */
  size: z.number().int().nonnegative(),
});

/** A whole mail, as update-mail receives it: folder and labels must name existing ones. */
export const mailSchema = z.object({
  id: z.string().min(1).max(100),
  from: z.object({ name: z.string().max(200), avatar: z.string().max(500), email: z.string().max(320) }),
  to: z.array(z.object({ name: z.string().max(200), email: z.string().max(320) })).max(100),
  subject: z.string().max(500),
  message: z.string().max(200_000),
  time: isoTime,
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(attachmentSchema).max(50),
  labels: z.array(mailLabelId).max(MAIL_LABELS.length)
    .refine((ids) => new Set(ids).size === ids.length, problemCheck("duplicate")),
  folder: mailFolderId,
}).refine(
  (m) => m.hasAttachments === (m.attachments.length > 0),
  problemCheck("attachmentsFlag", undefined, ["hasAttachments"]),
);

export type Mail = z.infer<typeof mailSchema>;

/** A mail written in the compose dialog: sent (to the sent folder) or kept as a draft. */
export const composeSchema = z.object({
  to: z.array(z.object({ name: z.string().max(200), email: z.email().max(320) })).min(1).max(100),
  subject: z.string().trim().max(500),
  message: z.string().max(200_000),
  draft: z.boolean(),
}).refine(
  (m) => m.subject !== "" || m.message.trim() !== "",
  problemCheck("required", undefined, ["subject"]),
);
export type Compose = z.infer<typeof composeSchema>;
export type MailAttachment = z.infer<typeof attachmentSchema>;

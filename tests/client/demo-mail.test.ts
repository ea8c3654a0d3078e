import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { mailFixture } from "../../fixtures/mail.ts";
import { type Mail, MAIL_FILTERS, MAIL_FOLDERS, MAIL_LABELS } from "../../domain/demo/mail.ts";
import { MAIL_MESSAGES } from "../../client/demo/mail/messages.ts";
import {
  changeMails,
  fileSize,
  inView,
  parseRecipients,
  searchMails,
  toggleLabel,
  unreadByFolder,
  viewPath,
  viewQuery,
} from "../../client/demo/mail/mailbox.ts";
import { assertTranslated } from "../support/i18n.ts";

const lists = { folders: [...MAIL_FOLDERS], filters: [...MAIL_FILTERS], labels: [...MAIL_LABELS] };
const mails = mailFixture.mails;

Deno.test("mail words exist in English, Turkish and Arabic", () => assertTranslated(MAIL_MESSAGES));

Deno.test("a view is its address and its query", () => {
  strictEqual(viewPath({ kind: "folder", handle: "spam" }), "/apps/mail/spam");
  strictEqual(viewPath({ kind: "label", handle: "note" }, "m 1"), "/apps/mail/label/note/m%201");
  deepStrictEqual(viewQuery({ kind: "filter", handle: "starred" }), { filterHandle: "starred" });
});

Deno.test("a mail is in a view as the server selects it", () => {
  const m: Mail = { ...mails[0], folder: 3, labels: [1], starred: true, important: false };
  strictEqual(inView(m, { kind: "folder", handle: "spam" }, lists), true);
  strictEqual(inView(m, { kind: "folder", handle: "inbox" }, lists), false);
  strictEqual(inView(m, { kind: "label", handle: "paypal" }, lists), true);
  strictEqual(inView(m, { kind: "label", handle: "note" }, lists), false);
  strictEqual(inView(m, { kind: "filter", handle: "starred" }, lists), true);
  strictEqual(inView(m, { kind: "filter", handle: "important" }, lists), false);
});

Deno.test("search needs every word, in subject, sender or text, whatever the case and accents", () => {
  const found = searchMails(mails, "  IRP5   priya ");
  deepStrictEqual(found.map((m) => m.id), ["m-2026-0301"]);
  strictEqual(searchMails(mails, "").length, mails.length);
  strictEqual(searchMails(mails, "nothing-like-this").length, 0);
});

Deno.test("labels toggle; a change reaches only the selected mails; unread counts per folder", () => {
  const m = { ...mails[0], labels: [0], read: true };
  deepStrictEqual(toggleLabel(m, 2).labels, [0, 2]);
  deepStrictEqual(toggleLabel(m, 0).labels, []);
  const changed = changeMails(mails, new Set([mails[1].id]), (x) => ({ ...x, read: false }));
  strictEqual(changed[1].read, false);
  strictEqual(changed[0], mails[0]);
  const unread = unreadByFolder([{ ...m, read: false, folder: 0 }, { ...m, read: false, folder: 0 }, m]);
  deepStrictEqual([...unread], [[0, 2]]);
});

Deno.test("recipients: commas or semicolons, names in angle brackets, bad ones named", () => {
  deepStrictEqual(parseRecipients('a@b.test; "Priya" <priya@x.test>, nope'), {
    list: [{ name: "", email: "a@b.test" }, { name: "Priya", email: "priya@x.test" }],
    invalid: ["nope"],
  });
  deepStrictEqual(parseRecipients("  "), { list: [], invalid: [] });
  strictEqual(fileSize(184_320), "180 KB");
  strictEqual(fileSize(3 * 1024 * 1024), "3.0 MB");
});

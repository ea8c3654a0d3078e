import { type Context, Hono } from "hono";
import { z } from "zod";
import { MAIL_OWNER, mailFixture } from "../../fixtures/mail.ts";
import {
  composeSchema,
  type Mail,
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LABELS,
  mailFolderId,
  mailLabelId,
  mailSchema,
} from "../../domain/demo/mail.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { checkSelection, listQuery, selectedIds, toggleLabel } from "./selection.ts";
import { deepFreeze, type DemoEnv, demoState, derived, sendJson } from "./sandbox.ts";
import { invalidField, problem, refusal } from "../../domain/api/index.ts";

const mail = demoState("mail", mailFixture);
const folders = deepFreeze(MAIL_FOLDERS);
const filters = deepFreeze(MAIL_FILTERS);
const labels = deepFreeze(MAIL_LABELS);

const mailsQuery = listQuery(MAIL_LABELS, MAIL_FILTERS, MAIL_FOLDERS, "inbox");
const mailQuery = z.object({ mailId: z.string().min(1).max(100) });
const selectedMailIds = selectedIds;
const setFolderBody = z.object({ selectedMailIds, folderId: mailFolderId });
const toggleLabelBody = z.object({ selectedMailIds, labelId: mailLabelId });
const deleteMailsBody = z.object({ selectedMailIds });

const selection = (ids: string[], c: Context<DemoEnv>) =>
  checkSelection("selectedMailIds", ids, mail.read(c).mails, "noSuchMail");

/**
 * The mail demo app (demo-apps.md §3, §4, §7 "Mail"). Every id a write names must exist (folders 0 to 4, the four
 * labels, the caller's mails); otherwise a 400 names the field and nothing changes.
 */
export function mailApp() {
  const app = new Hono<DemoEnv>();

  app.get("/folders", (c) => sendJson(c, folders));
  app.get("/filters", (c) => sendJson(c, filters));
  app.get("/labels", (c) => sendJson(c, labels));

  app.get("/mails", validate("json", mailsQuery), answers(z.array(mailSchema)), (c) => {
    const query = c.req.valid("json");
    const { labelHandle, filterHandle, folderHandle } = query;
    const { mails } = mail.read(c);
    const select = () => {
      if (labelHandle) {
        const labelId = MAIL_LABELS.find((l) => l.handle === labelHandle)!.id;
        return mails.filter((m) => m.labels.includes(labelId));
      }
      if (filterHandle) return mails.filter((m) => m[filterHandle]);
      const folderId = MAIL_FOLDERS.find((f) => f.handle === folderHandle)!.id;
      return mails.filter((m) => m.folder === folderId);
    };
    return sendJson(c, derived(mails, `${labelHandle}|${filterHandle}|${folderHandle}`, select));
  });

  // An unknown id is a 404 naming mailId: the mail may have been deleted in another tab, which is not a bad request.
  app.get("/mail", validate("json", mailQuery), answers(mailSchema), (c) => {
    const query = c.req.valid("json");
    const found = mail.read(c).mails.find((m) => m.id === query.mailId);
    if (!found) throw refusal("mailNotFound", undefined, { fields: { mailId: problem("noSuchMail") } });
    return sendJson(c, found);
  });

  app.post("/update-mail", validate("json", mailSchema), answers(mailSchema), (c) => {
    const body = c.req.valid("json");
    const updated = body;
    const at = mail.read(c).mails.findIndex((m) => m.id === updated.id);
    if (at < 0) throw invalidField("id", "noSuchMail");
    mail.write(c, (state) => (state.mails[at] = updated));
    return c.json(updated);
  });

  // Not in the spec's mock (it has no sending): the compose dialog's mail lands in Sent, or in Drafts, newest first.
  app.post("/send-mail", validate("json", composeSchema), answers(mailSchema), (c) => {
    const { to, subject, message, draft } = c.req.valid("json");
    const created: Mail = {
      id: crypto.randomUUID(),
      from: { ...MAIL_OWNER },
      to,
      subject,
      message,
      time: new Date().toISOString(),
      read: true,
      starred: false,
      important: false,
      hasAttachments: false,
      attachments: [],
      labels: [],
      folder: draft ? 2 : 1,
    };
    mail.write(c, (state) => state.mails.unshift(created));
    return c.json(created);
  });

  app.post("/set-folder", validate("json", setFolderBody), (c) => {
    const body = c.req.valid("json");
    const { selectedMailIds, folderId } = body;
    const selected = selection(selectedMailIds, c);
    mail.write(
      c,
      (state) => state.mails.filter((m) => selected.has(m.id)).forEach((m) => (m.folder = folderId)),
    );
    return c.body(null, 200);
  });

  app.post("/toggle-label", validate("json", toggleLabelBody), (c) => {
    const body = c.req.valid("json");
    const { selectedMailIds, labelId } = body;
    const selected = selection(selectedMailIds, c);
    mail.write(
      c,
      (state) => state.mails.filter((m) => selected.has(m.id)).forEach((m) => toggleLabel(m, labelId)),
    );
    return c.body(null, 200);
  });

  app.post("/delete-mails", validate("json", deleteMailsBody), (c) => {
    const body = c.req.valid("json");
    const selected = selection(body.selectedMailIds, c);
    mail.write(c, (state) => (state.mails = state.mails.filter((m) => !selected.has(m.id))));
    return c.body(null, 200);
  });

  return app;
}

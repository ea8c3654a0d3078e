import { Hono } from "hono";
import { z } from "zod";
import {
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LABELS,
  mailFixture,
  mailFolderId,
  mailLabelId,
  mailSchema,
} from "../../fixtures/mail.ts";
import { readJson } from "../auth/body.ts";
import { errorBody } from "../middleware/errors.ts";
import { deepFreeze, type DemoEnv, demoState, derived, sendJson } from "./sandbox.ts";
import { refuse } from "./answers.ts";

const mail = demoState("mail", mailFixture);
const folders = deepFreeze(MAIL_FOLDERS);
const filters = deepFreeze(MAIL_FILTERS);
const labels = deepFreeze(MAIL_LABELS);

const handleOf = <H extends string>(list: readonly { handle: H }[]) =>
  z.enum(list.map((item) => item.handle));
/** One of the three selects the list; when several are sent the first wins, in the spec's order. */
const mailsQuery = z.object({
  labelHandle: handleOf(MAIL_LABELS).optional(),
  filterHandle: handleOf(MAIL_FILTERS).optional(),
  folderHandle: handleOf(MAIL_FOLDERS).default("inbox"),
});
const mailQuery = z.object({ mailId: z.string().min(1).max(100) });
const selectedMailIds = z.array(z.string().max(100)).max(1000);
const setFolderBody = z.object({ selectedMailIds, folderId: mailFolderId });
const toggleLabelBody = z.object({ selectedMailIds, labelId: mailLabelId });
const deleteMailsBody = z.object({ selectedMailIds });

/** The field path of the first id that names no mail, or null when all do. */
function unknownMail(ids: string[], mails: readonly { id: string }[]): string | null {
  const known = new Set(mails.map((m) => m.id));
  const at = ids.findIndex((id) => !known.has(id));
  return at < 0 ? null : `selectedMailIds.${at}`;
}

/**
 * The mail demo app (demo-apps.md §3, §4, §7 "Mail"). Every id a write names must exist (folders 0 to 4, the four
 * labels, the caller's mails); otherwise a 400 names the field and nothing changes.
 */
export function mailApp() {
  const app = new Hono<DemoEnv>();

  app.get("/folders", (c) => sendJson(c, folders));
  app.get("/filters", (c) => sendJson(c, filters));
  app.get("/labels", (c) => sendJson(c, labels));

  app.get("/mails", async (c) => {
    const query = await readJson(c, mailsQuery);
    if (!query.ok) return query.response;
    const { labelHandle, filterHandle, folderHandle } = query.data;
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
  app.get("/mail", async (c) => {
    const query = await readJson(c, mailQuery);
    if (!query.ok) return query.response;
    const found = mail.read(c).mails.find((m) => m.id === query.data.mailId);
    if (!found) {
      return c.json(
        errorBody(c, "mailId: no mail with this id", { fields: { mailId: "no mail with this id" } }),
        404,
      );
    }
    return sendJson(c, found);
  });

  app.post("/update-mail", async (c) => {
    const body = await readJson(c, mailSchema);
    if (!body.ok) return body.response;
    const updated = body.data;
    const at = mail.read(c).mails.findIndex((m) => m.id === updated.id);
    if (at < 0) return refuse(c, "id", "no mail with this id");
    mail.write(c, (state) => (state.mails[at] = updated));
    return c.json(updated);
  });

  app.post("/set-folder", async (c) => {
    const body = await readJson(c, setFolderBody);
    if (!body.ok) return body.response;
    const { selectedMailIds, folderId } = body.data;
    const unknown = unknownMail(selectedMailIds, mail.read(c).mails);
    if (unknown) return refuse(c, unknown, "no mail with this id");
    const selected = new Set(selectedMailIds);
    mail.write(
      c,
      (state) => state.mails.filter((m) => selected.has(m.id)).forEach((m) => (m.folder = folderId)),
    );
    return c.body(null, 200);
  });

  app.post("/toggle-label", async (c) => {
    const body = await readJson(c, toggleLabelBody);
    if (!body.ok) return body.response;
    const { selectedMailIds, labelId } = body.data;
    const unknown = unknownMail(selectedMailIds, mail.read(c).mails);
    if (unknown) return refuse(c, unknown, "no mail with this id");
    // A Set, so an id sent twice toggles once rather than cancelling itself out.
    const selected = new Set(selectedMailIds);
    mail.write(c, (state) => {
      for (const m of state.mails) {
        if (!selected.has(m.id)) continue;
        m.labels = m.labels.includes(labelId)
          ? m.labels.filter((l) => l !== labelId)
          : [...m.labels, labelId];
      }
    });
    return c.body(null, 200);
  });

  app.post("/delete-mails", async (c) => {
    const body = await readJson(c, deleteMailsBody);
    if (!body.ok) return body.response;
    const unknown = unknownMail(body.data.selectedMailIds, mail.read(c).mails);
    if (unknown) return refuse(c, unknown, "no mail with this id");
    const selected = new Set(body.data.selectedMailIds);
    mail.write(c, (state) => (state.mails = state.mails.filter((m) => !selected.has(m.id))));
    return c.body(null, 200);
  });

  return app;
}

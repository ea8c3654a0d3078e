import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { mailFixture } from "../../fixtures/mail.ts";
import { type Mail, mailSchema } from "../../domain/demo/mail.ts";
import { demoApi } from "../support/demo.ts";

const BASE = "/api/mail-app";
const fixtureIds = (keep: (m: Mail) => boolean) => mailFixture.mails.filter(keep).map((m) => m.id);
const ids = (mails: Mail[]) => mails.map((m) => m.id);

Deno.test("mail fixture: realistic, and every mail is one update-mail accepts", () => {
  const { mails } = mailFixture;
  ok(mails.length >= 15 && mails.length <= 25);
  for (const m of mails) strictEqual(mailSchema.safeParse(m).success, true, m.id);
  ok(mails.some((m) => m.attachments.length > 0));
  ok(mails.every((m) => m.message.startsWith("<p>")), "messages are HTML");
  for (const folder of [0, 1, 2, 3, 4]) {
    ok(mails.some((m) => m.folder === folder), `folder ${folder} is used`);
  }
});

Deno.test("mail: folders, filters and labels are the spec's lists", async () => {
  const { call } = await demoApi();
  const folders = (await call(null, "GET", `${BASE}/folders`)).body;
  deepStrictEqual(folders.map((f: { id: number; handle: string }) => [f.id, f.handle]), [
    [0, "inbox"],
    [1, "sent"],
    [2, "drafts"],
    [3, "spam"],
    [4, "trash"],
  ]);
  for (const f of folders) deepStrictEqual(Object.keys(f), ["id", "handle", "title", "translate", "icon"]);
  const filters = (await call(null, "GET", `${BASE}/filters`)).body;
  deepStrictEqual(filters.map((f: { handle: string }) => f.handle), ["starred", "important"]);
  for (const f of filters) deepStrictEqual(Object.keys(f), ["id", "handle", "title", "translate", "icon"]);
  const labels = (await call(null, "GET", `${BASE}/labels`)).body;
  deepStrictEqual(labels.map((l: { handle: string }) => l.handle), ["note", "paypal", "invoice", "amazon"]);
  for (const l of labels) deepStrictEqual(Object.keys(l), ["id", "handle", "title", "color"]);
});

Deno.test("mail: GET /mails without a handle lists the inbox; a folder handle matches by folder id", async () => {
  const { call } = await demoApi();
  const inbox = await call(null, "GET", `${BASE}/mails`);
  strictEqual(inbox.status, 200);
  deepStrictEqual(ids(inbox.body), fixtureIds((m) => m.folder === 0));
  const sent = await call(null, "GET", `${BASE}/mails`, { folderHandle: "sent" });
  deepStrictEqual(ids(sent.body), fixtureIds((m) => m.folder === 1));
  ok(sent.body.length > 0);
});

Deno.test("mail: a label handle lists the mails carrying that label, in every folder", async () => {
  const { call } = await demoApi();
  const invoice = await call(null, "GET", `${BASE}/mails`, { labelHandle: "invoice" });
  const expected = fixtureIds((m) => m.labels.includes(2));
  deepStrictEqual(ids(invoice.body), expected);
  ok(new Set(invoice.body.map((m: Mail) => m.folder)).size > 1, "the label spans folders");
});

Deno.test("mail: a filter handle lists the mails whose flag of that name is true", async () => {
  const { call } = await demoApi();
  for (const flag of ["starred", "important"] as const) {
    const res = await call(null, "GET", `${BASE}/mails`, { filterHandle: flag });
    const expected = fixtureIds((m) => m[flag]);
    ok(expected.length > 0);
    deepStrictEqual(ids(res.body), expected, flag);
  }
});

Deno.test("mail: an unknown handle is a 400 naming the parameter", async () => {
  const { call } = await demoApi();
  for (const param of ["labelHandle", "filterHandle", "folderHandle"]) {
    const res = await call(null, "GET", `${BASE}/mails`, { [param]: "outbox" });
    strictEqual(res.status, 400, param);
    ok(param in res.body.error.fields, param);
  }
});

Deno.test("mail: GET /mail answers one mail; an unknown id is a 404 naming mailId", async () => {
  const { call } = await demoApi();
  const one = await call(null, "GET", `${BASE}/mail`, { mailId: "m-2026-0303" });
  strictEqual(one.status, 200);
  deepStrictEqual(one.body, mailFixture.mails.find((m) => m.id === "m-2026-0303"));
  const missing = await call(null, "GET", `${BASE}/mail`, { mailId: "nope" });
  strictEqual(missing.status, 404);
  ok("mailId" in missing.body.error.fields);
  strictEqual((await call(null, "GET", `${BASE}/mail`)).status, 400);
});

Deno.test("mail: update-mail replaces the mail with the same id and returns it", async () => {
  const { call } = await demoApi();
  const before = mailFixture.mails[0];
  const changed = { ...before, read: true, starred: false, labels: [0] };
  const res = await call("ann", "POST", `${BASE}/update-mail`, changed);
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, changed);
  deepStrictEqual((await call("ann", "GET", `${BASE}/mail`, { mailId: before.id })).body, changed);
});

Deno.test("mail: update-mail refuses an unknown id, folder or label, naming the field, and changes nothing", async () => {
  const { call } = await demoApi();
  const mail = mailFixture.mails[0];
  const cases: [unknown, string][] = [
    [{ ...mail, id: "nope" }, "id"],
    [{ ...mail, folder: 5 }, "folder"],
    [{ ...mail, labels: [9] }, "labels.0"],
    [{ ...mail, read: "yes" }, "read"],
    [{ ...mail, hasAttachments: !mail.hasAttachments }, "hasAttachments"],
  ];
  for (const [body, field] of cases) {
    const res = await call("ann", "POST", `${BASE}/update-mail`, body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} in ${JSON.stringify(res.body.error.fields)}`);
  }
  deepStrictEqual((await call("ann", "GET", `${BASE}/mail`, { mailId: mail.id })).body, mail);
});

Deno.test("mail: set-folder moves the selected mails, 200 with no body", async () => {
  const { call } = await demoApi();
  const moved = ["m-2026-0301", "m-2026-0302"];
  const res = await call("ann", "POST", `${BASE}/set-folder`, { selectedMailIds: moved, folderId: 4 });
  strictEqual(res.status, 200);
  strictEqual(res.text, "");
  const trash = ids((await call("ann", "GET", `${BASE}/mails`, { folderHandle: "trash" })).body);
  for (const id of moved) ok(trash.includes(id));
  const inbox = ids((await call("ann", "GET", `${BASE}/mails`)).body);
  for (const id of moved) ok(!inbox.includes(id), "a mail sits in exactly one folder");
});

Deno.test("mail: set-folder refuses an unknown folder or mail id and moves nothing", async () => {
  const { call } = await demoApi();
  const badFolder = await call("ann", "POST", `${BASE}/set-folder`, {
    selectedMailIds: ["m-2026-0301"],
    folderId: 5,
  });
  strictEqual(badFolder.status, 400);
  ok("folderId" in badFolder.body.error.fields);
  const badMail = await call("ann", "POST", `${BASE}/set-folder`, {
    selectedMailIds: ["m-2026-0301", "nope"],
    folderId: 4,
  });
  strictEqual(badMail.status, 400);
  ok("selectedMailIds.1" in badMail.body.error.fields);
  deepStrictEqual(
    ids((await call("ann", "GET", `${BASE}/mails`)).body),
    fixtureIds((m) => m.folder === 0),
    "the valid mail of the refused call did not move either",
  );
});

Deno.test("mail: toggle-label adds the label where absent and removes it where present, per mail", async () => {
  const { call } = await demoApi();
  // m-2026-0305 carries paypal (1); m-2026-0301 does not. The duplicate id still toggles once.
  const res = await call("ann", "POST", `${BASE}/toggle-label`, {
    selectedMailIds: ["m-2026-0305", "m-2026-0301", "m-2026-0301"],
    labelId: 1,
  });
  strictEqual(res.status, 200);
  strictEqual(res.text, "");
  const labelsOf = async (mailId: string) =>
    (await call("ann", "GET", `${BASE}/mail`, { mailId })).body.labels;
  deepStrictEqual(await labelsOf("m-2026-0305"), [2]);
  deepStrictEqual(await labelsOf("m-2026-0301"), [1]);
  const bad = await call("ann", "POST", `${BASE}/toggle-label`, {
    selectedMailIds: ["m-2026-0301"],
    labelId: 7,
  });
  strictEqual(bad.status, 400);
  ok("labelId" in bad.body.error.fields);
  deepStrictEqual(await labelsOf("m-2026-0301"), [1]);
});

Deno.test("mail: delete-mails removes the selected mails; an unknown id removes none", async () => {
  const { call } = await demoApi();
  const refused = await call("ann", "POST", `${BASE}/delete-mails`, {
    selectedMailIds: ["m-2026-0321", "x"],
  });
  strictEqual(refused.status, 400);
  ok("selectedMailIds.1" in refused.body.error.fields);
  strictEqual((await call("ann", "GET", `${BASE}/mail`, { mailId: "m-2026-0321" })).status, 200);
  const res = await call("ann", "POST", `${BASE}/delete-mails`, { selectedMailIds: ["m-2026-0321"] });
  strictEqual(res.status, 200);
  strictEqual(res.text, "");
  strictEqual((await call("ann", "GET", `${BASE}/mail`, { mailId: "m-2026-0321" })).status, 404);
  deepStrictEqual((await call("ann", "GET", `${BASE}/mails`, { folderHandle: "trash" })).body, []);
});

Deno.test("mail: a write by one user is seen neither by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  strictEqual(
    (await call(null, "POST", `${BASE}/set-folder`, { selectedMailIds: [], folderId: 4 })).status,
    401,
  );
  await call("ann", "POST", `${BASE}/set-folder`, { selectedMailIds: ["m-2026-0301"], folderId: 3 });
  ok(ids((await call("ann", "GET", `${BASE}/mails`, { folderHandle: "spam" })).body).includes("m-2026-0301"));
  for (const reader of ["bob", null]) {
    const inbox = ids((await call(reader, "GET", `${BASE}/mails`)).body);
    ok(inbox.includes("m-2026-0301"), `${reader} still sees it in the inbox`);
  }
});

Deno.test("mail: send-mail puts the written mail in Sent (or Drafts), from the mailbox's owner, newest first", async () => {
  const { call } = await demoApi();
  const to = [{ name: "Priya Naidoo", email: "priya.naidoo@naidoo-family.test" }];
  const sent = await call("u1", "POST", `${BASE}/send-mail`, {
    to,
    subject: "Your ITR12",
    message: "<p>Filed.</p>",
    draft: false,
  });
  strictEqual(sent.status, 200, sent.text);
  deepStrictEqual([sent.body.folder, sent.body.read, sent.body.to, sent.body.from.email], [
    1,
    true,
    to,
    "abbott.keitch@ledgerdesk.test",
  ]);
  strictEqual((await call("u1", "GET", `${BASE}/mails?folderHandle=sent`)).body[0].id, sent.body.id);
  const draft = await call("u1", "POST", `${BASE}/send-mail`, { to, subject: "", message: "x", draft: true });
  strictEqual(draft.body.folder, 2);
});

Deno.test("mail: send-mail refuses a bad address, no recipient, or neither subject nor text, and saves nothing", async () => {
  const { call } = await demoApi();
  const before = (await call("u1", "GET", `${BASE}/mails?folderHandle=sent`)).body.length;
  const bad = await call("u1", "POST", `${BASE}/send-mail`, {
    to: [{ name: "", email: "not-an-address" }],
    subject: "Hi",
    message: "",
    draft: false,
  });
  strictEqual(bad.status, 400);
  deepStrictEqual(Object.keys(bad.body.error.fields), ["to.0.email"]);
  const none = await call("u1", "POST", `${BASE}/send-mail`, {
    to: [],
    subject: "Hi",
    message: "",
    draft: false,
  });
  deepStrictEqual([none.status, Object.keys(none.body.error.fields)], [400, ["to"]]);
  const empty = await call("u1", "POST", `${BASE}/send-mail`, {
    to: [{ name: "", email: "a@b.test" }],
    subject: " ",
    message: "",
    draft: false,
  });
  deepStrictEqual([empty.status, Object.keys(empty.body.error.fields)], [400, ["subject"]]);
  strictEqual((await call("u1", "GET", `${BASE}/mails?folderHandle=sent`)).body.length, before);
});

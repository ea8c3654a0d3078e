/**
 * Document requests through the API on both engines (issue 35): made from a template, sent (the link read from a
 * local SMTP server's mail), answered through the public link and by staff, completed, and reminded on a fake
 * clock until they escalate; every link and item refusal in the envelope, leaving nothing stored.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import {
  createEngine,
  DocumentFiles,
  DocumentRequests,
  remindRequests,
} from "../../server/backoffice/index.ts";
import { createMailer, type Mailer } from "../../server/mail/mailer.ts";
import type { Store } from "../../server/store/index.ts";
import { Caller, Fixtures } from "../backoffice/support.ts";
import { testApp } from "../support/app.ts";
import { openMailbox } from "../support/mailbox.ts";
import { storeTest } from "../support/store.ts";

const PUBLIC_URL = "https://ledgerdesk.practice.test";
const CLIENT_EMAIL = "thandi@client.test";

function pdf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

type App = Awaited<ReturnType<typeof testApp>>["app"];

/** The app over the test's database with mail going to a local SMTP server, an admin and a staff caller. */
async function practice(url: string, env: Record<string, string> = {}) {
  const mailbox = await openMailbox();
  const made = await testApp({
    SMTP_URL: mailbox.url,
    PUBLIC_URL,
    PRACTICE_NAME: "Karoo Accountants",
    ...env,
  }, { databaseUrl: url });
  const signIn = async (email: string, password: string) => {
    const res = await made.app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const body = await res.json();
    return new Caller(made.app, body.jwt_access_token, body.user?.id ?? body.id ?? "");
  };
  const admin = await signIn("admin@ledgerdesk.test", "ledgerdesk-admin");
  const staff = await signIn("staff@ledgerdesk.test", "ledgerdesk-staff");
  const adminId = (await made.store!.employees.findByEmail("admin@ledgerdesk.test"))!.id;
  const fixtures = new Fixtures(admin);
  const account = (await fixtures.create("account", 7, { email: CLIENT_EMAIL })).id as string;
  const template = await admin.post("/requesttemplate", {
    name: "ITR12 individual",
    dueInDays: 21,
    items: [{ label: "IRP5", kind: "payroll" }, { label: "Medical aid certificate", kind: "tax-return" }],
    reminders: [{ days: -3 }, { days: 0 }],
    repeatEvery: 7,
    escalateAfter: 2,
  });
  assert.equal(template.status, 201, template.text);
  return {
    ...made,
    store: made.store!,
    mailbox,
    admin,
    staff,
    adminId,
    fixtures,
    account,
    template: template.body.id as string,
    /** A request of the sample client from the template for 2026 (with `extra` fields), made by `by`. */
    ask: async (by: Caller, extra: Record<string, unknown> = {}) => {
      const made = await by.post("/documentrequest", {
        account,
        template: template.body.id,
        taxYear: 2026,
        ...extra,
      });
      assert.equal(made.status, 201, made.text);
      return made.body;
    },
    close: async () => {
      await made.store!.close();
      await mailbox.close();
    },
  };
}

/** The link's token in a mail. */
function tokenIn(mail: string): string {
  const found = /\/pages\/documents\/upload\?token=([0-9a-f]{64})/.exec(mail);
  assert.ok(found, `no upload link in:\n${mail}`);
  return found[1];
}

async function linkCall(app: App, token: string, item?: string, body?: BodyInit, name = "scan.pdf") {
  const path = item === undefined
    ? `/api/document-requests/${token}`
    : `/api/document-requests/${token}/items/${encodeURIComponent(item)}?name=${encodeURIComponent(name)}`;
  const res = await app.request(path, item === undefined ? {} : { method: "POST", body });
  return { status: res.status, body: await res.json() };
}

async function stored(store: Store) {
  const n = async (sql: string) => Number((await store.db.get<{ n: number }>(sql))?.n);
  return {
    documents: await n("SELECT count(*) AS n FROM record WHERE resource = 'document'"),
    chunks: await n("SELECT count(*) AS n FROM content_chunk"),
  };
}

/**
 * The requests of the practice over its store, on a clock of the test's: what the daily pass reminds. Mail goes
 * to the local SMTP server at `mail`, or through the mailer given.
 */
function requestsAt(store: Store, clock: () => Date, mail: string | Mailer) {
  const engine = createEngine({ db: store.db, clock });
  return new DocumentRequests({
    db: store.db,
    engine,
    files: new DocumentFiles({ db: store.db, engine, maxBytes: 2 ** 20 }),
    mailer: typeof mail === "string" ? smtpMailer(mail) : mail,
    publicUrl: PUBLIC_URL,
    practiceName: "Karoo Accountants",
  });
}

const smtpMailer = (url: string) =>
  createMailer({ smtpUrl: url, from: "office@practice.test", development: false, log: () => {} });

storeTest(
  "a request from a template is sent, answered through its link and by staff, and completes",
  async (t) => {
    const p = await practice(t.url);
    try {
      const request = await p.ask(p.staff);
      const today = practiceToday();
      assert.equal(request.dueDate, addDays(today, 21), "due as the template says");
      assert.equal(request.status, "open");
      assert.deepEqual(
        request.items.map((i: { label: string; kind: string; dueDate: string; status: string }) => [
          i.label,
          i.kind,
          i.dueDate,
          i.status,
        ]),
        [["IRP5", "payroll", request.dueDate, "open"], [
          "Medical aid certificate",
          "tax-return",
          request.dueDate,
          "open",
        ]],
      );

      const sent = await p.staff.post(`/document-requests/${request.id}/send`, {});
      assert.equal(sent.status, 200, sent.text);
      assert.ok(sent.body.sentAt);
      const [mail] = await p.mailbox.wait(1);
      assert.match(mail, new RegExp(`To: ${CLIENT_EMAIL}`));
      assert.match(mail, /IRP5/);
      assert.match(mail, /Karoo Accountants/);
      const token = tokenIn(mail);
      assert.ok(
        mail.includes(`${PUBLIC_URL}/pages/documents/upload?token=${token}`),
        "the link points at PUBLIC_URL",
      );
      assert.equal(
        await p.store.db.get("SELECT 1 AS x FROM document_request_link WHERE token_hash = $1", [token]),
        undefined,
        "the token itself is not kept, only its hash",
      );

      const shown = await linkCall(p.app, token);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.practice, "Karoo Accountants");
      assert.equal(shown.body.taxYear, 2026);
      assert.deepEqual(shown.body.items.map((i: { label: string }) => i.label), [
        "IRP5",
        "Medical aid certificate",
      ]);

      const irp5 = shown.body.items[0].id;
      const up = await linkCall(p.app, token, irp5, pdf(200_000), "IRP5 2026.pdf");
      assert.equal(up.status, 201, JSON.stringify(up.body));
      assert.deepEqual((await linkCall(p.app, token)).body.items.map((i: { label: string }) => i.label), [
        "Medical aid certificate",
      ]);
      const again = await linkCall(p.app, token, irp5, pdf(1000, 2));
      assert.equal(again.status, 409);
      assert.equal(again.body.error.code, "requestItemReceived");

      // Staff upload the other item themselves.
      const res = await p.app.request(
        `/api/backoffice/document-requests/${request.id}/items/2?name=medical.pdf`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${p.staff.token}` },
          body: pdf(5000, 3),
        },
      );
      assert.equal(res.status, 201, await res.clone().text());
      const done = (await p.staff.get(`/documentrequest/${request.id}`)).body;
      assert.equal(done.status, "complete");
      assert.deepEqual(done.items.map((i: { status: string }) => i.status), ["received", "received"]);
      for (const [i, kind] of [[0, "payroll"], [1, "tax-return"]] as const) {
        const document = (await p.staff.get(`/document/${done.items[i].document}`)).body;
        assert.equal(document.kind, kind);
        assert.equal(document.taxYear, 2026);
        assert.equal(document.account, p.account);
      }
      const closed = await linkCall(p.app, token);
      assert.equal(closed.status, 409);
      assert.equal(closed.body.error.code, "requestNotOpen");

      // Complete: its reminders stop by themselves, whatever the day.
      const requests = requestsAt(p.store, () => new Date(), p.mailbox.url);
      for (const day of [addDays(request.dueDate, -3), request.dueDate, addDays(request.dueDate, 7)]) {
        assert.deepEqual(await remindRequests(requests, day), []);
      }
      assert.equal(p.mailbox.received.length, 1, "nothing more was mailed");
    } finally {
      await p.close();
    }
  },
);

storeTest(
  "links refuse when unknown, revoked, sent again, expired or cancelled, and foreign items",
  async (t) => {
    const p = await practice(t.url, { DOCUMENT_MAX_MB: "2" });
    try {
      const make = async () => (await p.ask(p.staff)).id as string;
      const sendAndRead = async (id: string, n: number) => {
        assert.equal((await p.staff.post(`/document-requests/${id}/send`, {})).status, 200);
        return tokenIn((await p.mailbox.wait(n))[n - 1]);
      };
      const refused = async (token: string, code: string, status: number, item?: string) => {
        const res = await linkCall(p.app, token, item, item === undefined ? undefined : pdf(1000));
        assert.equal(res.status, status, JSON.stringify(res.body));
        assert.equal(res.body.error.code, code);
      };

      await refused("0".repeat(64), "requestLinkUnknown", 404);
      await refused("not-a-token", "requestLinkUnknown", 404);

      const one = await make();
      const first = await sendAndRead(one, 1);
      const second = await sendAndRead(one, 2);
      await refused(first, "requestLinkRevoked", 403);
      assert.equal((await linkCall(p.app, second)).status, 200, "the new link opens");
      assert.equal((await p.staff.post(`/document-requests/${one}/revoke`, {})).status, 204);
      await refused(second, "requestLinkRevoked", 403);

      const third = await sendAndRead(one, 3);
      await p.store.db.run("UPDATE document_request_link SET expires_at = $1 WHERE revoked_at IS NULL", [
        new Date(Date.now() - 1000).toISOString(),
      ]);
      await refused(third, "requestLinkExpired", 403);

      const other = await make();
      const otherToken = await sendAndRead(other, 4);
      const before = await stored(p.store);
      await refused(otherToken, "requestItemForeign", 403, `${one}.1`);
      await refused(otherToken, "requestItemUnknown", 404, `${other}.9`);
      // Every document refusal, each in the envelope, none leaving a document or a chunk.
      const item = `${other}.1`;
      const cases: Array<[BodyInit, string, number, string]> = [
        [new Uint8Array(0), "scan.pdf", 400, "fileEmpty"],
        [new TextEncoder().encode("MZ\x90\x00\x03 an executable"), "scan.exe", 400, "fileTypeRefused"],
        [pdf(1000), "../../etc/passwd", 400, "nameHasPath"],
        [pdf(2 * 2 ** 20 + 1), "big.pdf", 413, "documentTooLarge"],
      ];
      for (const [body, name, status, code] of cases) {
        const res = await linkCall(p.app, otherToken, item, body, name);
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        const codes = [
          res.body.error.code,
          ...Object.values(res.body.error.fields ?? {}).map((f) => (f as { code: string }).code),
        ];
        assert.ok(codes.includes(code), `${name}: ${JSON.stringify(res.body)}`);
      }
      assert.deepEqual(await stored(p.store), before, "nothing half stored");

      assert.equal((await p.staff.post(`/document-requests/${other}/cancel`, {})).status, 200);
      await refused(otherToken, "requestLinkRevoked", 403);
      const resend = await p.staff.post(`/document-requests/${other}/send`, {});
      assert.equal(resend.status, 409);
      assert.equal(resend.body.error.code, "requestNotOpen");
    } finally {
      await p.close();
    }
  },
);

storeTest("templates are the administrators' to keep; items are fixed once a request is sent", async (t) => {
  const p = await practice(t.url);
  try {
    const byStaff = await p.staff.post("/requesttemplate", {
      name: "Trust",
      items: [{ label: "Deed", kind: "other" }],
    });
    assert.equal(byStaff.status, 403);
    assert.equal(byStaff.body.error.code, "requestTemplatesAdmins");
    const empty = await p.staff.post("/documentrequest", { account: p.account, taxYear: 2026 });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error.fields.items.code, "requestWithoutItems");

    const adHoc = await p.staff.post("/documentrequest", {
      account: p.account,
      taxYear: 2025,
      dueDate: "2026-12-01",
      items: [{ label: "Travel logbook", kind: "tax-return" }],
    });
    assert.equal(adHoc.status, 201, adHoc.text);
    assert.equal(adHoc.body.items[0].dueDate, "2026-12-01", "an item is due with its request");
    const edited = await p.staff.put(`/documentrequest/${adHoc.body.id}`, {
      ...adHoc.body,
      items: [...adHoc.body.items, { label: "Rental statement", kind: "other", dueDate: "2026-11-20" }],
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.items.length, 2, "items are editable before sending");
    assert.equal((await p.staff.post(`/document-requests/${adHoc.body.id}/send`, {})).status, 200);
    const fixed = await p.staff.put(`/documentrequest/${adHoc.body.id}`, {
      ...edited.body,
      version: edited.body.version + 1,
      items: edited.body.items.slice(0, 1),
    });
    assert.equal(fixed.status, 400, fixed.text);
    assert.equal(fixed.body.error.fields.items.code, "requestItemsFixed");
  } finally {
    await p.close();
  }
});

storeTest(
  "reminders follow the template's days, once a day across instances, and escalate after N",
  async (t) => {
    const p = await practice(t.url);
    try {
      const due = "2026-12-10";
      const { id } = await p.ask(p.staff, { dueDate: due, responsible: p.adminId });
      // Not yet sent: nothing to remind.
      let day = addDays(due, -3);
      let now = new Date(`${day}T02:00:00+02:00`);
      const one = requestsAt(p.store, () => now, p.mailbox.url);
      assert.deepEqual(await remindRequests(one, day), []);
      assert.equal((await p.staff.post(`/document-requests/${id}/send`, {})).status, 200);
      const sentToken = tokenIn((await p.mailbox.wait(1))[0]);

      // A second instance over its own store of the same database.
      const { openStore } = await import("../../server/store/index.ts");
      const otherStore = await openStore(t.url);
      try {
        const two = requestsAt(otherStore, () => now, p.mailbox.url);
        const outcomes = async (d: string) => {
          day = d;
          now = new Date(`${d}T02:00:00+02:00`);
          const [a, b] = await Promise.all([remindRequests(one, d), remindRequests(two, d)]);
          return [...a, ...b].map((o) =>
            o.outcome === "reminded" ? `reminded${o.escalated ? "+escalated" : ""}` : o.outcome
          )
            .sort();
        };
        assert.deepEqual(await outcomes(addDays(due, -4)), []);
        assert.deepEqual(await outcomes(addDays(due, -3)), ["reminded", "taken"]);
        assert.deepEqual(await outcomes(due), ["reminded", "taken"]);
        assert.deepEqual(await outcomes(addDays(due, 3)), []);
        assert.deepEqual(await outcomes(addDays(due, 7)), ["reminded+escalated", "taken"]);
        assert.deepEqual(await outcomes(addDays(due, 14)), ["reminded", "taken"], "escalated once");
        assert.deepEqual(await remindRequests(one, addDays(due, 14)), [{ request: id, outcome: "taken" }]);
      } finally {
        await otherStore.close();
      }
      const mails = await p.mailbox.wait(6);
      const toClient = mails.filter((m) => m.includes(`To: ${CLIENT_EMAIL}`));
      const toAdmin = mails.filter((m) => m.includes("To: admin@ledgerdesk.test"));
      assert.equal(toClient.length, 5, "the sending and four reminders");
      assert.equal(toAdmin.length, 1);
      assert.match(toAdmin[0], /after 2 reminders/);
      assert.match(toAdmin[0], new RegExp(`/apps/documents/requests/view/${id}`));
      assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 4);
      // Each reminder carries a fresh link; the earlier ones still open until their own end.
      const tokens = toClient.map(tokenIn);
      assert.equal(new Set(tokens).size, 5);
      assert.equal((await linkCall(p.app, sentToken)).status, 200);

      // Every item in: no more reminders.
      const [latest] = tokens.slice(-1);
      for (const item of (await linkCall(p.app, latest)).body.items) {
        assert.equal((await linkCall(p.app, latest, item.id, pdf(3000, item.id.length))).status, 201);
      }
      assert.deepEqual(await remindRequests(one, addDays(due, 21)), []);
      assert.equal(p.mailbox.received.length, 6);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "an open request is a deadline of its responsible employee on my work and the calendar",
  async (t) => {
    const p = await practice(t.url);
    try {
      const staffId = (await p.store.employees.findByEmail("staff@ledgerdesk.test"))!.id;
      const due = addDays(practiceToday(), 3);
      const made = await p.ask(p.admin, { dueDate: due, responsible: staffId });
      const entryId = `documentrequest:${made.id}`;
      const myWork = async () => (await p.staff.get("/workflows/my-work")).body;
      const calendar = async () =>
        (await p.staff.get(`/workflows/practice-calendar?from=${due}&to=${due}&kind=documentrequest`)).body;

      const mine = (await myWork()).thisWeek.concat((await myWork()).nextWeek);
      const entry = mine.find((e: { id: string }) => e.id === entryId);
      assert.ok(entry, JSON.stringify(mine));
      assert.equal(entry.kind, "documentrequest");
      assert.equal(entry.due, due);
      assert.equal(entry.employeeId, staffId);
      assert.equal(entry.link, `/apps/documents/requests/view/${made.id}`);
      assert.equal((await calendar()).items[0].state, "due-soon");

      assert.equal((await p.staff.post(`/document-requests/${made.id}/cancel`, {})).status, 200);
      const after = await myWork();
      assert.ok(![...after.overdue, ...after.thisWeek, ...after.nextWeek].some((e) => e.id === entryId));
      assert.equal((await calendar()).items[0].state, "done");
    } finally {
      await p.close();
    }
  },
);

storeTest(
  "with CLIENT_VISIBILITY=assigned, staff reach only their clients' requests; the link is the client's",
  async (t) => {
    const p = await practice(t.url, { CLIENT_VISIBILITY: "assigned" });
    try {
      // The sample client's partner and manager are other employees: the staff member is neither.
      const { id } = await p.ask(p.admin);
      assert.equal((await p.staff.get(`/documentrequest/${id}`)).status, 404);
      assert.equal((await p.staff.get("/documentrequest")).body.total, 0);
      for (const action of ["send", "revoke", "cancel"]) {
        const res = await p.staff.post(`/document-requests/${id}/${action}`, {});
        assert.equal(res.status, 404, `${action}: ${res.text}`);
      }
      const upload = await p.app.request(`/api/backoffice/document-requests/${id}/items/1?name=irp5.pdf`, {
        method: "POST",
        headers: { authorization: `Bearer ${p.staff.token}` },
        body: pdf(1000),
      });
      assert.equal(upload.status, 404);
      assert.equal((await stored(p.store)).documents, 0);

      assert.equal((await p.admin.post(`/document-requests/${id}/send`, {})).status, 200);
      const token = tokenIn((await p.mailbox.wait(1))[0]);
      const shown = await linkCall(p.app, token);
      assert.equal((await linkCall(p.app, token, shown.body.items[0].id, pdf(1000))).status, 201);
    } finally {
      await p.close();
    }
  },
);

storeTest("a mail that cannot be sent withdraws its link, and a reminder's day is given back", async (t) => {
  // Nothing listens on port 1: every mail through SMTP_URL fails.
  const p = await practice(t.url, { SMTP_URL: "smtp://127.0.0.1:1" });
  try {
    const { id } = await p.ask(p.staff, { dueDate: "2026-12-10" });
    const sent = await p.staff.post(`/document-requests/${id}/send`, {});
    assert.equal(sent.status, 502, sent.text);
    assert.equal(sent.body.error.code, "requestMailFailed");
    const live = async () =>
      Number(
        (await p.store.db.get<{ n: number }>(
          "SELECT count(*) AS n FROM document_request_link WHERE revoked_at IS NULL",
        ))?.n,
      );
    assert.equal(await live(), 0, "the link no one received opens nothing");
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.sentAt, null, "still unsent");

    // Sent for real, then reminded on a day whose mail fails: the day is given back, then reminded.
    await p.store.db.run("UPDATE document_request_link SET revoked_at = NULL");
    const at = new Date("2026-12-07T02:00:00+02:00");
    let failing = true;
    const good = smtpMailer(p.mailbox.url);
    const requests = requestsAt(p.store, () => at, {
      canSend: true,
      send: (mail) => failing ? Promise.reject(new Error("mail server down")) : good.send(mail),
    });
    const engine = requests.deps.engine;
    await engine.setServerFields(
      engine.def("documentrequest")!,
      id,
      (await p.staff.get(`/documentrequest/${id}`)).body.version,
      { sentAt: at.toISOString() },
      { id: null, role: "system" },
    );
    const [failed] = await remindRequests(requests, "2026-12-07");
    assert.equal(failed.outcome, "failed");
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 0, "not counted");
    assert.equal(await live(), 1, "only the first link; the reminder's was withdrawn");
    failing = false;
    assert.deepEqual(await remindRequests(requests, "2026-12-07"), [
      { request: id, outcome: "reminded", escalated: false },
    ]);
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 1);
    assert.equal((await p.mailbox.wait(1)).length, 1);
  } finally {
    await p.close();
  }
});

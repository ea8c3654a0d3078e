/**
 * Document requests' test practice (issue 35): the app over a test's database, mail read from a local SMTP
 * server, an admin and a staff caller, a client with an e-mail address and a template; and what the tests read
 * of it (a mail's link, the link's API, what is stored) or run beside it (the daily reminders on a test's clock).
 */
import assert from "node:assert/strict";
import { createEngine, DocumentFiles, DocumentRequests } from "../../server/backoffice/index.ts";
import { createMailer, type Mailer } from "../../server/mail/mailer.ts";
import type { Store } from "../../server/store/index.ts";
import { Caller, Fixtures } from "../backoffice/support.ts";
import { testApp } from "./app.ts";
import { openMailbox } from "./mailbox.ts";

export const PUBLIC_URL = "https://ledgerdesk.practice.test";
export const CLIENT_EMAIL = "thandi@client.test";

export function pdf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

type App = Awaited<ReturnType<typeof testApp>>["app"];

/**
 * The app over the test's database with mail going to a local SMTP server, an admin and a staff caller; `now`,
 * the clock of its sessions, limits and the portal's links and codes.
 */
export async function practice(url: string, env: Record<string, string> = {}, now?: () => number) {
  const mailbox = await openMailbox();
  const made = await testApp({
    SMTP_URL: mailbox.url,
    PUBLIC_URL,
    PRACTICE_NAME: "Karoo Accountants",
    ...env,
  }, { databaseUrl: url, now });
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
export function tokenIn(mail: string): string {
  const found = /\/pages\/documents\/upload\?token=([0-9a-f]{64})/.exec(mail);
  assert.ok(found, `no upload link in:\n${mail}`);
  return found[1];
}

export async function linkCall(app: App, token: string, item?: string, body?: BodyInit, name = "scan.pdf") {
  const path = item === undefined
    ? `/api/document-requests/${token}`
    : `/api/document-requests/${token}/items/${encodeURIComponent(item)}?name=${encodeURIComponent(name)}`;
  const res = await app.request(path, item === undefined ? {} : { method: "POST", body });
  return { status: res.status, body: await res.json() };
}

export async function stored(store: Store) {
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
export function requestsAt(store: Store, clock: () => Date, mail: string | Mailer) {
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

export const smtpMailer = (url: string) =>
  createMailer({ smtpUrl: url, from: "office@practice.test", development: false, log: () => {} });

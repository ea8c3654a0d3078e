/**
 * The portal person in a record's history (issue 37), through the API on both engines: a client's upload, an
 * acceptance, an engaged client, a message and a sign-in are entries naming the portal user (their contact's name then), with
 * no employee; staff's own entries name no portal user.
 */
import assert from "node:assert/strict";
import { pdf } from "../backoffice/documents-support.ts";
import { fromSocket } from "../support/app.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

type Practice = Awaited<ReturnType<typeof portalPractice>>;
type Entry = {
  action: string;
  userId: string | null;
  address: string | null;
  changed: string[];
  portalUser: { id: string; name: string } | null;
};

const THANDI = { name: "Thandi Mokoena", email: "thandi.m@client.test" };

/** Thandi, a contact of `client` (the practice's own unless named), invited and signed in; her portal token. */
async function thandi(p: Practice, mails: number, client = p.account) {
  const contact = (await p.fixtures.create("contact", undefined, {
    account: client,
    email: THANDI.email,
    firstName: "Thandi",
    lastName: "Mokoena",
  })).id as string;
  const invited = await p.invite(contact, mails);
  const signedIn = await p.accept(invited.token);
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  const me = await p.call("GET", "/api/portal/me", { token: signedIn.body.token as string });
  assert.equal(me.body.name, THANDI.name);
  return { token: signedIn.body.token as string, contact };
}

async function history(p: Practice, resource: string, id: string): Promise<Entry[]> {
  const res = await p.admin.get(`/${resource}/${id}/audit`);
  assert.equal(res.status, 200, res.text);
  return res.body as Entry[];
}

/** The entry of `action` (the newest), which must name Thandi as the portal's person from the test's address. */
function byThandi(entries: Entry[], action: string, field?: string): Entry {
  const entry = entries.find((e) => e.action === action && (!field || e.changed.includes(field)));
  assert.ok(entry, `no ${action} in ${JSON.stringify(entries)}`);
  assert.equal(entry.userId, null, "no employee");
  assert.equal(entry.portalUser?.name, THANDI.name, JSON.stringify(entry));
  assert.ok(entry.portalUser?.id, "the portal user's id");
  assert.equal(entry.address, "198.51.100.7");
  return entry;
}

storeTest(
  "a client's upload through the portal is theirs in the document's and the request's history",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const request = await p.ask(p.staff);
      assert.equal((await p.staff.post(`/document-requests/${request.id}/send`, {})).status, 200);
      const { token } = await thandi(p, 2);
      const res = await p.app.request(
        `/api/portal/clients/${p.account}/requests/${request.id}/items/1?name=IRP5.pdf`,
        { method: "POST", headers: { authorization: `Bearer ${token}` }, body: pdf(5_000) },
        fromSocket("198.51.100.7"),
      );
      assert.equal(res.status, 201, await res.text());
      const asked = await p.staff.get(`/documentrequest/${request.id}`);
      const document = asked.body.items[0].document as string;
      assert.ok(document, asked.text);

      const created = byThandi(await history(p, "document", document), "create");
      const received = byThandi(await history(p, "documentrequest", request.id), "update", "items");
      assert.equal(created.portalUser!.id, received.portalUser!.id, "one person");
      const staffs = (await history(p, "documentrequest", request.id)).filter((e) => e.userId !== null);
      assert.ok(staffs.length > 0, "staff made and sent the request");
      for (const e of staffs) assert.equal(e.portalUser, null, "staff's entries name no portal user");
    } finally {
      await p.close();
    }
  },
);

/** Staff upload a PDF as a new document of `client` and ask the client to approve it (or accept it, `kind`). */
async function asked(p: Practice, client: string, kind: string, seed: number) {
  const res = await p.app.request(
    `/api/backoffice/document-files?account=${client}&name=letter-${seed}.pdf&kind=engagement-letter`,
    { method: "POST", headers: { authorization: `Bearer ${p.staff.token}` }, body: pdf(2_000, seed) },
  );
  const doc = await res.json() as { id: string };
  assert.equal(res.status, 201, JSON.stringify(doc));
  const approval = await p.staff.post("/portal/approvals", { document: doc.id, kind });
  assert.equal(approval.status, 201, approval.text);
  return { document: doc.id, approval: approval.body.id as string };
}

storeTest(
  "a sign-in, an acceptance, the client it engaged and a message name the portal person in the history",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const client =
        (await p.fixtures.create("account", undefined, { name: "Mokoena Trading", status: "prospect" }))
          .id as string;
      const { token, contact } = await thandi(p, 1, client);
      byThandi(await history(p, "contact", contact), "portalSignIn");
      const letter = await asked(p, client, "engagement-letter", 1);
      const signed = await p.call("POST", `/api/portal/approvals/${letter.approval}/accept`, {
        token,
        body: { name: "Thandi Mokoena", confirmed: true },
      });
      assert.equal(signed.status, 200, JSON.stringify(signed.body));

      const documentHistory = await history(p, "document", letter.document);
      byThandi(documentHistory, "approvalAccepted");
      const askedEntry = documentHistory.find((e) => e.action === "approvalAsked")!;
      assert.ok(askedEntry.userId, "staff asked");
      assert.equal(askedEntry.portalUser, null);

      assert.equal((await p.staff.get(`/account/${client}`)).body.status, "active");
      byThandi(await history(p, "account", client), "update", "status");

      const message = await p.call("POST", `/api/portal/threads/${client}`, {
        token,
        body: { body: "Thanks" },
      });
      assert.equal(message.status, 201, JSON.stringify(message.body));
      byThandi(await history(p, "account", client), "portalMessage");
    } finally {
      await p.close();
    }
  },
);

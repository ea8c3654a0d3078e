/**
 * A return approved by its client moves on by itself (issue 37), through the API on both engines: an approval
 * accepted in the portal moves each linked return before `client-approved` to it, in the acceptance's write and
 * audited as the portal person; a return submitted is not touched; an engagement letter moves none; staff still
 * submit; the portal words the stage for the client.
 */
import assert from "node:assert/strict";
import { pdf } from "../backoffice/documents-support.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

type Practice = Awaited<ReturnType<typeof portalPractice>>;

/** A signed-in portal user of a new client: the client, their token. */
async function signedIn(p: Practice) {
  const client = (await p.fixtures.create("account", undefined, { name: "Dube Holdings" })).id as string;
  const contact = (await p.fixtures.create("contact", undefined, {
    account: client,
    email: "sipho@client.test",
    firstName: "Sipho",
    lastName: "Dube",
  })).id as string;
  const token = (await p.accept((await p.invite(contact, 1)).token)).body.token as string;
  return { client, token };
}

/** A return of `client` for `taxYear` in `status`. */
const aReturn = async (p: Practice, client: string, taxYear: number, status: string) =>
  (await p.fixtures.create("incometax", undefined, { account: client, taxYear, status })).id as string;

/** Staff upload a document of `client` linked to `returns`, ask `kind` of the client and the client accepts it. */
async function accepted(
  p: Practice,
  client: string,
  token: string,
  kind: string,
  returns: string[],
  seed = 1,
) {
  const res = await p.app.request(
    `/api/backoffice/document-files?account=${client}&name=return-${seed}.pdf&kind=other`,
    { method: "POST", headers: { authorization: `Bearer ${p.staff.token}` }, body: pdf(2_000, seed) },
  );
  const doc = await res.json() as { id: string; version: number };
  assert.equal(res.status, 201, JSON.stringify(doc));
  const linked = await p.staff.put(`/document/${doc.id}`, { returns, version: doc.version });
  assert.equal(linked.status, 200, linked.text);
  const asked = await p.staff.post("/portal/approvals", { document: doc.id, kind });
  assert.equal(asked.status, 201, asked.text);
  const done = await p.call("POST", `/api/portal/approvals/${asked.body.id}/accept`, {
    token,
    body: { name: "Sipho Dube", confirmed: true },
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

storeTest(
  "an approval accepted moves the linked returns before client-approved; a submitted one stays",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const { client, token } = await signedIn(p);
      const requested = await aReturn(p, client, 2022, "requested");
      const inReview = await aReturn(p, client, 2023, "in-review");
      const submitted = await aReturn(p, client, 2024, "submitted");
      const unlinked = await aReturn(p, client, 2025, "in-review");
      const before = (await p.staff.get(`/incometax/${submitted}`)).body;

      await accepted(p, client, token, "approval", [requested, inReview, submitted]);

      const status = async (id: string) => (await p.staff.get(`/incometax/${id}`)).body;
      assert.equal((await status(requested)).status, "client-approved");
      assert.equal((await status(inReview)).status, "client-approved");
      const after = await status(submitted);
      assert.equal(after.status, "submitted", "a submitted return is not touched");
      assert.equal(after.version, before.version, "not even a new version");
      assert.equal((await status(unlinked)).status, "in-review", "a return not linked stays");

      const audit = (await p.admin.get(`/incometax/${inReview}/audit`)).body as Array<{
        action: string;
        userId: string | null;
        changes: Record<string, { from: unknown; to: unknown }>;
        portalUser: { name: string } | null;
      }>;
      const moved = audit.find((e) => e.action === "update" && e.changes.status);
      assert.ok(moved, JSON.stringify(audit));
      assert.deepEqual(moved.changes.status, { from: "in-review", to: "client-approved" });
      assert.equal(moved.userId, null);
      assert.equal(moved.portalUser?.name, "Sipho Dube", "audited as the portal person");
      assert.ok(audit.some((e) => e.action === "approvalAccepted"));

      const affairs = await p.call("GET", `/api/portal/clients/${client}/affairs`, { token });
      assert.equal(affairs.status, 200, JSON.stringify(affairs.body));
      const stages = new Map(
        (affairs.body.items as Array<{ id: string; stage: string }>).map((a) => [a.id, a.stage]),
      );
      assert.equal(stages.get(inReview), "approved");
      assert.equal(stages.get(submitted), "submitted");

      // Staff still submit.
      const ready = await status(inReview);
      const sent = await p.staff.put(`/incometax/${inReview}`, {
        ...ready,
        status: "submitted",
        submittedOn: "2024-09-01",
      });
      assert.equal(sent.status, 200, sent.text);
      assert.equal(sent.body.status, "submitted");
      // The list filters by it: the one still approved.
      const list = await p.staff.get(`/incometax?status=client-approved&account=${client}`);
      assert.equal(list.status, 200, list.text);
      assert.deepEqual(list.body.items.map((r: { id: string }) => r.id), [requested]);
    } finally {
      await p.close();
    }
  },
);

storeTest("an engagement letter accepted moves no return", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const { client, token } = await signedIn(p);
    const inReview = await aReturn(p, client, 2023, "in-review");
    const before = (await p.staff.get(`/incometax/${inReview}`)).body;
    await accepted(p, client, token, "engagement-letter", [inReview]);
    const after = (await p.staff.get(`/incometax/${inReview}`)).body;
    assert.equal(after.status, "in-review");
    assert.equal(after.version, before.version);
  } finally {
    await p.close();
  }
});

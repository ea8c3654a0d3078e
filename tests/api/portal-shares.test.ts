/**
 * Documents shared in the client portal and where a client's affairs stand, through the API on both engines
 * (issue 37): staff share and unshare a document (each in its history), the client lists the shared ones by year
 * and downloads the current version (a portal entry of its history); another client's documents and affairs, an
 * unshared document and another client's document by any id are the 404 of a missing thing.
 */
import assert from "node:assert/strict";
import { fromSocket } from "../support/app.ts";
import { pdf } from "../support/document-requests.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

type Practice = Awaited<ReturnType<typeof portalPractice>>;

/** Staff upload a document of client `account` (its bytes `bytes`): its id. */
async function upload(
  p: Practice,
  account: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  year?: number,
) {
  const query = new URLSearchParams({ account, name, ...(year ? { taxYear: String(year) } : {}) });
  const res = await p.app.request(`/api/backoffice/document-files?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${p.staff.token}`, "content-type": "application/octet-stream" },
    body: bytes,
  });
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  return body.id as string;
}

async function signedIn(p: Practice, email: string, account: string, mails: number) {
  const invited = await p.invite(await p.contact(email, account), mails);
  return (await p.accept(invited.token)).body.token as string;
}

const share = (p: Practice, id: string, shared: boolean) =>
  p.staff.put(`/portal/documents/${id}/share`, { shared });

storeTest(
  "staff share documents, the client lists them by year and downloads them; others' are 404",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const mine = p.account;
      const other = await p.client();
      const token = await signedIn(p, "naledi@client.test", mine, 1);
      const bytes = pdf(3000, 4);
      const irp5 = await upload(p, mine, "IRP5 2024.pdf", bytes, 2024);
      const letter = await upload(p, mine, "Engagement.pdf", pdf(1200, 5));
      const unshared = await upload(p, mine, "Working papers.pdf", pdf(900, 6), 2024);
      const theirs = await upload(p, other, "Their return.pdf", pdf(800, 7), 2024);

      for (const id of [irp5, letter, theirs]) assert.equal((await share(p, id, true)).status, 200);
      const again = await share(p, irp5, true);
      assert.equal(again.body.shared, true);
      assert.deepEqual((await p.staff.get(`/portal/documents/${unshared}/share`)).body, {
        document: unshared,
        shared: false,
        sharedAt: null,
      });
      const bad = await p.staff.put(`/portal/documents/${irp5}/share`, { shared: "yes" });
      assert.equal(bad.status, 400, bad.text);
      assert.ok(bad.body.error.fields.shared, bad.text);
      assert.equal((await share(p, "no-such-document", true)).status, 404);

      const listed = await p.call("GET", `/api/portal/clients/${mine}/documents`, { token });
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      const thisYear = new Date().getUTCFullYear();
      assert.deepEqual(
        (listed.body.items as Array<{ id: string; year: number; name: string }>).map((d) => [d.name, d.year]),
        [["Engagement.pdf", thisYear], ["IRP5 2024.pdf", 2024]],
        "by year, newest first: a document of no tax year under its upload's year",
      );
      const staffList = await p.staff.get(`/portal/clients/${mine}/shared`);
      assert.deepEqual(staffList.body.items.map((d: { id: string }) => d.id).sort(), [irp5, letter].sort());

      const file = `/api/portal/clients/${mine}/documents/${irp5}/file`;
      const res = await p.app.request(
        file,
        { headers: { authorization: `Bearer ${token}` } },
        fromSocket("198.51.100.7"),
      );
      assert.equal(res.status, 200);
      assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);
      assert.match(res.headers.get("content-disposition") ?? "", /attachment/);

      // Never another client's, nor an unshared one, by any path: each the 404 of a missing thing.
      for (
        const path of [
          `/api/portal/clients/${mine}/documents/${unshared}/file`,
          `/api/portal/clients/${mine}/documents/${theirs}/file`,
          `/api/portal/clients/${other}/documents/${theirs}/file`,
          `/api/portal/clients/${other}/documents`,
          `/api/portal/clients/${other}/affairs`,
          `/api/portal/clients/${mine}/documents/no-such-document/file`,
        ]
      ) {
        const refused = await p.call("GET", path, { token });
        assert.equal(refused.status, 404, `${path}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body.error?.code, "recordNotFound", path);
      }
      // A staff token opens no portal call, a portal token no staff one.
      assert.equal(
        (await p.call("GET", `/api/portal/clients/${mine}/documents`, { token: p.staff.token })).status,
        401,
      );
      assert.equal(
        (await p.call("GET", `/api/backoffice/portal/clients/${mine}/shared`, { token })).status,
        401,
      );

      assert.equal((await share(p, irp5, false)).body.shared, false);
      assert.equal((await p.call("GET", file, { token })).status, 404, "unshared: no longer downloadable");
      const history = await p.staff.get(`/document/${irp5}/audit`);
      assert.deepEqual(
        // Sorted: the entries' order by time is the test clock's (held still), not the writes'.
        history.body.map((e: { action: string; userId: string | null }) => [e.action, e.userId === null])
          .sort(),
        [["create", false], ["portalDownload", true], ["portalShare", false], ["portalUnshare", false]],
        "one share entry though shared twice; the download a portal user's (no employee)",
      );
      const download = history.body.find((e: { action: string }) => e.action === "portalDownload");
      assert.equal(download.address, "198.51.100.7");

      // Moved to another client, a shared document is shared with no one.
      const moved = await p.staff.get(`/document/${letter}`);
      assert.equal(
        (await p.staff.put(`/document/${letter}`, { version: moved.body.version, account: other })).status,
        200,
      );
      assert.deepEqual((await p.call("GET", `/api/portal/clients/${mine}/documents`, { token })).body, {
        items: [],
      });
      assert.equal((await p.staff.get(`/document/${letter}`)).status, 200);
      assert.equal((await p.staff.get(`/portal/documents/${letter}/share`)).body.shared, false);
    } finally {
      await p.close();
    }
  },
);

storeTest("the client's affairs in client words, their own only", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const mine = p.account;
    const other = await p.client();
    const token = await signedIn(p, "naledi@client.test", mine, 1);
    const made = (resource: string, fields: Record<string, unknown>) =>
      p.fixtures.create(resource, undefined, fields);
    const itr = await made("incometax", { account: mine, taxYear: 2024, status: "in-review" });
    await made("incometax", { account: mine, taxYear: 2025, status: "requested" });
    await made("incometax", { account: other, taxYear: 2025, status: "submitted" });
    const assessment = await made("assessment", { incomeTax: itr.id });
    await made("objection", { assessment: assessment.id, lodgedOn: "2025-03-01", outcome: "pending" });
    await made("annualreturn", { account: mine, year: 2024, status: "filed" });
    await made("taxclearance", { account: mine, requestedOn: "2025-02-01", issuedOn: null });

    const res = await p.call("GET", `/api/portal/clients/${mine}/affairs`, { token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      (res.body.items as Array<{ kind: string; year: number; stage: string }>).map((
        a,
      ) => [a.kind, a.year, a.stage]),
      [
        ["incometax", 2025, "waiting"],
        ["taxclearance", 2025, "preparing"],
        // Assessed once its assessment is filed (the back office's own step): done.
        ["incometax", 2024, "done"],
        ["objection", 2024, "submitted"],
        ["annualreturn", 2024, "done"],
      ],
    );
  } finally {
    await p.close();
  }
});

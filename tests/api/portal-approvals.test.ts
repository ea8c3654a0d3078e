/**
 * Approvals in the client portal through the API on both engines (issue 37): staff ask a document's client to
 * approve it or accept an engagement letter; a portal user accepts it by a typed name and a confirmation; the
 * signature keeps the name, the user, the time, the address and the SHA-256 of the version's bytes. A version newer
 * than the one asked is refused, as a second acceptance; an engagement letter accepted makes a prospect client
 * active; a withdrawn approval and another client's are the 404 of a missing thing; bad input a 400 naming the
 * field.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { pdf } from "../backoffice/documents-support.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const NALEDI = "naledi@client.test";
type Practice = Awaited<ReturnType<typeof portalPractice>>;

async function signedInClient(p: Practice, mails: number) {
  const client = (await p.fixtures.create("account", undefined, { name: "Mokoena Trading" })).id as string;
  const invited = await p.invite(await p.contact(NALEDI, client), mails);
  const token = (await p.accept(invited.token)).body.token as string;
  return { client, token };
}

/** Staff upload `bytes` as a new document of `client` (or a new version of document `id` over `version`). */
async function upload(
  p: Practice,
  bytes: Uint8Array<ArrayBuffer>,
  to: { client: string } | { id: string; version: number },
) {
  const path = "client" in to
    ? `/document-files?account=${to.client}&name=letter.pdf&kind=engagement-letter`
    : `/document-files/${to.id}?version=${to.version}&name=letter-2.pdf`;
  const res = await p.app.request(`/api/backoffice${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${p.staff.token}` },
    body: bytes,
  });
  const body = await res.json();
  assert.ok(res.status === 201 || res.status === 200, JSON.stringify(body));
  return body as { id: string; version: number };
}

const hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

storeTest("a client accepts by a typed name: the signature keeps the version's SHA-256", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const { client, token } = await signedInClient(p, 1);
    const bytes = pdf(300_000, 7);
    const doc = await upload(p, bytes, { client });
    const ret =
      (await p.fixtures.create("incometax", undefined, { account: client, status: "in-review" })).id;
    const linked = await p.staff.put(`/document/${doc.id}`, { returns: [ret], version: doc.version });
    assert.equal(linked.status, 200, linked.text);

    const asked = await p.staff.post("/portal/approvals", { document: doc.id, kind: "engagement-letter" });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.body.status, "asked");
    assert.equal(asked.body.version, 1);
    assert.equal(asked.body.client, client);
    const id = asked.body.id as string;
    const again = await p.staff.post("/portal/approvals", { document: doc.id, kind: "engagement-letter" });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.error.code, "approvalAlreadyAsked");

    const listed = await p.call("GET", `/api/portal/approvals?client=${client}`, { token });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.deepEqual(
      (listed.body.items as Array<{ id: string; status: string }>).map((a) => [a.id, a.status]),
      [
        [id, "asked"],
      ],
    );
    const file = await p.app.request(`/api/portal/approvals/${id}/file?as=inline`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get("content-type"), "application/pdf");
    assert.equal(hex(new Uint8Array(await file.arrayBuffer())), hex(bytes));

    const accept = (body: unknown) => p.call("POST", `/api/portal/approvals/${id}/accept`, { token, body });
    const cases: Array<[unknown, string]> = [
      [{ confirmed: true }, "name"],
      [{ name: "   ", confirmed: true }, "name"],
      [{ name: "x".repeat(201), confirmed: true }, "name"],
      [{ name: "Naledi Mokoena" }, "confirmed"],
      [{ name: "Naledi Mokoena", confirmed: false }, "confirmed"],
      [{ name: "Naledi Mokoena", confirmed: "yes" }, "confirmed"],
    ];
    for (const [body, field] of cases) {
      const res = await accept(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok((res.body.error as { fields?: object }).fields?.[field as never], JSON.stringify(res.body));
    }
    assert.equal((await p.staff.get(`/portal/approvals/${id}`)).body.status, "asked", "nothing half-written");

    const done = await accept({ name: "  Naledi Mokoena ", confirmed: true });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.status, "accepted");
    const signature = done.body.accepted as Record<string, string>;
    assert.equal(signature.name, "Naledi Mokoena");
    assert.equal(signature.user, NALEDI);
    assert.equal(signature.address, "198.51.100.7");
    assert.equal(signature.sha256, hex(bytes), "the hash recorded is the version's SHA-256");
    assert.ok(Math.abs(Date.parse(signature.at) - p.clock.at) < 5_000);

    const twice = await accept({ name: "Naledi Mokoena", confirmed: true });
    assert.equal(twice.status, 409, JSON.stringify(twice.body));
    assert.equal(twice.body.error?.code, "approvalNotOpen");

    for (const path of [`/portal/approvals?document=${doc.id}`, `/portal/approvals?client=${client}`]) {
      const seen = await p.staff.get(path);
      assert.equal(seen.status, 200, seen.text);
      assert.deepEqual(seen.body.items.map((a: { id: string; accepted: unknown }) => [a.id, a.accepted]), [
        [id, signature],
      ]);
    }
    const withdrawn = await p.staff.post(`/portal/approvals/${id}/withdraw`, {});
    assert.equal(withdrawn.status, 409, withdrawn.text);

    const history = await p.admin.get(`/document/${doc.id}/audit`);
    const actions = (history.body as Array<{ action: string; userId: string | null; address: string | null }>)
      .filter((e) => e.action.startsWith("approval"));
    assert.deepEqual(actions.map((e) => e.action).sort(), ["approvalAccepted", "approvalAsked"]);
    assert.equal(actions.find((e) => e.action === "approvalAccepted")!.address, "198.51.100.7");
    // The return the letter belongs to hears of it; an engagement letter moves no return on.
    const returnHistory = (await p.admin.get(`/incometax/${ret}/audit`)).body as Array<{ action: string }>;
    assert.ok(returnHistory.some((e) => e.action === "approvalAccepted"), JSON.stringify(returnHistory));
    assert.equal((await p.staff.get(`/incometax/${ret}`)).body.status, "in-review");
  } finally {
    await p.close();
  }
});

storeTest(
  "an engagement letter accepted makes a prospect the practice's client; an approval does not",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const client =
        (await p.fixtures.create("account", undefined, { name: "Dube Prospects", status: "prospect" }))
          .id as string;
      const invited = await p.invite(await p.contact(NALEDI, client), 1);
      const token = (await p.accept(invited.token)).body.token as string;
      const signed = { name: "Naledi Dube", confirmed: true };
      const sign = async (kind: string, seed: number) => {
        const doc = await upload(p, pdf(2_000, seed), { client });
        const asked = await p.staff.post("/portal/approvals", { document: doc.id, kind });
        assert.equal(asked.status, 201, asked.text);
        const done = await p.call("POST", `/api/portal/approvals/${asked.body.id}/accept`, {
          token,
          body: signed,
        });
        assert.equal(done.status, 200, JSON.stringify(done.body));
      };
      const status = async () => (await p.staff.get(`/account/${client}`)).body.status;

      await sign("approval", 1);
      assert.equal(await status(), "prospect", "approving a document engages no one");
      await sign("engagement-letter", 2);
      assert.equal(await status(), "active");
      const history = (await p.staff.get(`/account/${client}/audit`)).body as Array<
        { action: string; userId: string | null; changed: string[] }
      >;
      assert.ok(
        history.some((e) => e.action === "update" && e.userId === null && e.changed.includes("status")),
        JSON.stringify(history),
      );
      // A client no longer a prospect stays as staff left it.
      const dormant = await p.staff.get(`/account/${client}`);
      assert.equal(
        (await p.staff.put(`/account/${client}`, { ...dormant.body, status: "dormant" })).status,
        200,
      );
      await sign("engagement-letter", 3);
      assert.equal(await status(), "dormant");
    } finally {
      await p.close();
    }
  },
);

storeTest("a version newer than the one asked is refused; a withdrawn approval is gone", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const { client, token } = await signedInClient(p, 1);
    const doc = await upload(p, pdf(2_000, 1), { client });
    const first = (await p.staff.post("/portal/approvals", { document: doc.id, kind: "approval" })).body;
    const newer = pdf(2_000, 2);
    await upload(p, newer, { id: doc.id, version: doc.version });
    const signed = { name: "Naledi Mokoena", confirmed: true };

    const stale = await p.call("POST", `/api/portal/approvals/${first.id}/accept`, { token, body: signed });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal(stale.body.error?.code, "approvalStale");
    assert.match(JSON.stringify(stale.body.error), /version 1 was asked, version 2/);

    const withdrawn = await p.staff.post(`/portal/approvals/${first.id}/withdraw`, {});
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.equal(withdrawn.body.status, "withdrawn");
    for (
      const [method, path, body] of [
        ["GET", `/api/portal/approvals/${first.id}`, undefined],
        ["GET", `/api/portal/approvals/${first.id}/file`, undefined],
        ["POST", `/api/portal/approvals/${first.id}/accept`, signed],
      ] as const
    ) {
      const res = await p.call(method, path, { token, body });
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.equal(res.body.error?.code, "noSuchApproval");
    }
    assert.deepEqual(
      (await p.call("GET", `/api/portal/approvals?client=${client}`, { token })).body.items,
      [],
    );

    const second = (await p.staff.post("/portal/approvals", { document: doc.id, kind: "approval" })).body;
    assert.equal(second.version, 2);
    const done = await p.call("POST", `/api/portal/approvals/${second.id}/accept`, { token, body: signed });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal((done.body.accepted as { sha256: string }).sha256, hex(newer));
  } finally {
    await p.close();
  }
});

storeTest(
  "another client's approval is the 404 of a missing thing; tokens of the other side open nothing",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const { client, token } = await signedInClient(p, 1);
      const other = await p.client();
      const doc = await upload(p, pdf(1_000), { client: other });
      const theirs = (await p.staff.post("/portal/approvals", { document: doc.id, kind: "approval" })).body;
      const signed = { name: "Naledi Mokoena", confirmed: true };
      for (const id of [theirs.id, "no-such-approval"]) {
        for (
          const [method, path, body] of [
            ["GET", `/api/portal/approvals/${id}`, undefined],
            ["GET", `/api/portal/approvals/${id}/file`, undefined],
            ["POST", `/api/portal/approvals/${id}/accept`, signed],
          ] as const
        ) {
          const res = await p.call(method, path, { token, body });
          assert.equal(res.status, 404, `${method} ${path}: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.error?.code, "noSuchApproval");
        }
      }
      const list = await p.call("GET", `/api/portal/approvals?client=${other}`, { token });
      assert.equal(list.status, 404);
      assert.equal(list.body.error?.code, "recordNotFound");
      assert.equal((await p.staff.get(`/portal/approvals/${theirs.id}`)).body.status, "asked", "still open");
      assert.equal(
        (await p.staff.post("/portal/approvals", { document: "no-such", kind: "approval" })).status,
        404,
      );
      const badKind = await p.staff.post("/portal/approvals", { document: doc.id, kind: "contract" });
      assert.equal(badKind.status, 400);
      assert.ok(badKind.body.error.fields.kind, badKind.text);

      assert.equal(
        (await p.call("GET", `/api/portal/approvals?client=${client}`, { token: p.staff.token })).status,
        401,
      );
      assert.equal((await p.call("GET", `/api/portal/approvals?client=${client}`)).status, 401);
      assert.equal(
        (await p.call("GET", `/api/backoffice/portal/approvals?client=${client}`, { token })).status,
        401,
      );
    } finally {
      await p.close();
    }
  },
);

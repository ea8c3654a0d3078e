/**
 * The documents' bin and retention through the API, on both engines (issue 35): a delete bins a document (gone
 * from lists, search and its linked records' pages, its bytes kept) and a restore puts it back as it was; the bin
 * empties itself after 30 days; an open objection holds a document against the bin and the purge; the purge of
 * what is past its period is an administrator's, and leaves its audit entry behind.
 */
import assert from "node:assert/strict";
import { BIN_DAYS } from "../../domain/documents/retention.ts";
import { documentServices } from "../../server/backoffice/documents/services.ts";
import { createEngine } from "../../server/backoffice/create-engine.ts";
import { storeTest } from "../support/store.ts";
import { counts, pdf, send } from "./documents-support.ts";
import { assertNoServerErrors, type Backoffice, Fixtures, openBackoffice } from "./support.ts";

const DAY = 86_400_000;

/** A clock the test moves. */
function clock(start: string) {
  let now = Date.parse(start);
  return { now: () => new Date(now), pass: (ms: number) => now += ms };
}

async function upload(bo: Backoffice, params: URLSearchParams, bytes = pdf(5_000), caller = bo.as.staff) {
  const made = await send(bo, caller, "POST", `/document-files?${params}`, bytes);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body!;
}

/** A client's return for `taxYear` (submitted on `submittedOn`), assessed, with an objection of `outcome`. */
async function disputedReturn(fixtures: Fixtures, taxYear: number, submittedOn: string) {
  const ret = await fixtures.create("incometax", 500 + taxYear, {
    taxYear,
    submittedOn,
    status: "submitted",
  });
  const assessment = await fixtures.create("assessment", 600, { assessmentDate: "2021-06-01" }, {
    incometax: ret.id,
  });
  const objection = await fixtures.create("objection", 700, { outcome: "pending" }, {
    assessment: assessment.id,
  });
  return { ret, objection };
}

storeTest("a deleted document goes to the bin, out of every list, and is restored as it was", async (t) => {
  const bo = await openBackoffice(t);
  const fixtures = new Fixtures(bo.as.admin);
  const returnId = await fixtures.ensure("incometax");
  const account = (await bo.as.admin.get(`/incometax/${returnId}`)).body.account;
  const filing = new URLSearchParams({
    account,
    name: "Logbook 2026.pdf",
    kind: "tax-return",
    tags: "logbook",
  });
  filing.append("returns", returnId);
  const doc = await upload(bo, filing);
  const stored = await counts(bo);

  // A user has no delete grant on documents, nor the bin.
  assert.equal((await bo.as.user.del(`/document/${doc.id}`)).status, 403);
  assert.equal((await bo.as.user.get(`/document-files/bin`)).status, 403);
  assert.equal((await bo.as.staff.del(`/document/${doc.id}`)).status, 204);

  assert.equal((await bo.as.staff.get(`/document`)).body.total, 0, "out of the list");
  assert.equal((await bo.as.staff.get(`/document?q=logbook`)).body.total, 0, "out of search");
  assert.equal(
    (await bo.as.staff.get(`/document?returns=${returnId}`)).body.total,
    0,
    "off the return's page",
  );
  assert.equal((await bo.as.staff.get(`/document/${doc.id}`)).status, 404);
  assert.equal((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file`)).status, 404);
  assert.deepEqual(await counts(bo), { ...stored, documents: 0 }, "its versions and bytes stay");

  const bin = await bo.as.staff.get(`/document-files/bin`);
  assert.equal(bin.status, 200);
  const [binned] = bin.body.items;
  assert.equal(binned.id, doc.id);
  assert.equal(binned.name, "Logbook 2026.pdf");
  assert.equal(binned.binnedBy, bo.as.staff.userId);
  assert.equal(binned.binnedByName, "staff Tester");
  assert.equal(binned.version, doc.version + 1);
  assert.equal(
    binned.goesOn,
    new Date(Date.parse(binned.binnedAt) + BIN_DAYS * DAY).toISOString().slice(0, 10),
  );

  const stale = await bo.as.staff.post(`/document-files/bin/${doc.id}/restore?version=${doc.version}`, {});
  assert.equal(stale.status, 409);
  assert.equal(stale.body.error.code, "binnedChanged");
  const restored = await bo.as.staff.post(
    `/document-files/bin/${doc.id}/restore?version=${binned.version}`,
    {},
  );
  assert.equal(restored.status, 200, restored.text);
  assert.equal(restored.body.version, doc.version + 2);
  for (const field of ["name", "account", "kind", "tags", "returns", "sha256", "versions", "createdAt"]) {
    assert.deepEqual(restored.body[field], doc[field], field);
  }
  assert.equal((await bo.as.staff.get(`/document?q=logbook`)).body.total, 1);
  assert.equal((await bo.as.staff.get(`/document?returns=${returnId}`)).body.total, 1);
  assert.equal((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file`)).status, 200);
  assert.deepEqual((await bo.as.staff.get(`/document-files/bin`)).body.items, []);
  const again = await bo.as.staff.post(`/document-files/bin/${doc.id}/restore?version=${binned.version}`, {});
  assert.equal(again.body.error.code, "notInBin");

  const history = (await bo.as.staff.get(`/document/${doc.id}/audit`)).body;
  assert.deepEqual(history.map((e: { action: string }) => e.action), [
    "download",
    "restore",
    "delete",
    "create",
  ]);
  assertNoServerErrors(bo);
});

storeTest("the bin is kept to an employee's own clients under CLIENT_VISIBILITY=assigned", async (t) => {
  const bo = await openBackoffice(t, { clientVisibility: "assigned" });
  const fixtures = new Fixtures(bo.as.admin);
  const theirs = await fixtures.ensure("account");
  const doc = await upload(
    bo,
    new URLSearchParams({ account: theirs, name: "ID.pdf" }),
    pdf(100),
    bo.as.admin,
  );
  // Admins see every client: the staff member here is neither partner nor manager of this one.
  const made = await send(bo, bo.as.admin, "DELETE", `/document/${doc.id}`);
  assert.equal(made.status, 204);
  assert.equal((await bo.as.admin.get(`/document-files/bin`)).body.items.length, 1);
  assert.deepEqual((await bo.as.staff.get(`/document-files/bin`)).body.items, []);
  const restore = await bo.as.staff.post(
    `/document-files/bin/${doc.id}/restore?version=${doc.version + 1}`,
    {},
  );
  assert.equal(restore.status, 404);
  assertNoServerErrors(bo);
});

storeTest(
  "the bin empties itself of what has lain there 30 days, bytes another version names kept",
  async (t) => {
    const time = clock("2026-03-10T09:00:00.000Z");
    const bo = await openBackoffice(t, { clock: time.now });
    const account = await new Fixtures(bo.as.admin).ensure("account");
    const bytes = pdf(3_000_000, 7);
    const gone = await upload(bo, new URLSearchParams({ account, name: "a.pdf" }), bytes);
    const kept = await upload(bo, new URLSearchParams({ account, name: "same bytes.pdf" }), bytes);
    const other = await upload(bo, new URLSearchParams({ account, name: "b.pdf" }), pdf(2_000_000, 9));
    const before = await counts(bo);
    assert.equal((await bo.as.staff.del(`/document/${gone.id}`)).status, 204);
    time.pass(DAY);
    assert.equal((await bo.as.staff.del(`/document/${other.id}`)).status, 204);

    const engine = createEngine({ db: bo.store.db, clock: time.now });
    const { bin } = documentServices({ db: bo.store.db, engine });
    time.pass((BIN_DAYS - 1) * DAY - 1);
    assert.equal(await bin.sweep(), 0, "a day short of 30");
    time.pass(1);
    assert.equal(await bin.sweep(), 1, "the first binned, 30 days on");
    const after = await counts(bo);
    assert.deepEqual(after, {
      documents: 1,
      versions: before.versions - 1,
      contents: before.contents,
      chunks: before.chunks,
    }, "the bytes stay: another document's version names them");
    assert.deepEqual(
      (await bo.as.staff.get(`/document-files/bin`)).body.items.map((d: { id: string }) => d.id),
      [
        other.id,
      ],
    );
    time.pass(DAY);
    assert.equal(await bin.sweep(), 1);
    assert.deepEqual(await counts(bo), {
      documents: 1,
      versions: before.versions - 2,
      contents: before.contents - 1,
      chunks: before.chunks - 2,
    }, "bytes no version names go with it");
    const purge = await bo.store.db.get<{ user_id: string | null; version: number }>(
      "SELECT user_id, version FROM audit_log WHERE record_id = $1 AND action = 'purge'",
      [gone.id],
    );
    assert.deepEqual({ ...purge, version: Number(purge?.version) }, {
      user_id: null,
      version: gone.version + 2,
    });
    assert.equal(
      (await send(bo, bo.as.staff, "GET", `/document-files/${kept.id}/file`)).bytes.length,
      bytes.length,
    );
    assertNoServerErrors(bo);
  },
);

storeTest(
  "an open objection holds a document against the bin and the purge until it is decided",
  async (t) => {
    const time = clock("2026-03-10T09:00:00.000Z");
    const bo = await openBackoffice(t, { clock: time.now });
    const fixtures = new Fixtures(bo.as.admin);
    const account = await fixtures.ensure("account");
    // Submitted in October 2019: kept to October 2024 (TAA s29), then held while the objection is open (s32).
    const { objection } = await disputedReturn(fixtures, 2019, "2019-10-01");
    const held = await upload(bo, new URLSearchParams({ account, name: "ITA34 2019.pdf", taxYear: "2019" }));
    const recent = await upload(bo, new URLSearchParams({ account, name: "IRP5 2025.pdf", taxYear: "2025" }));

    const binned = await bo.as.staff.del(`/document/${held.id}`);
    assert.equal(binned.status, 409);
    assert.equal(binned.body.error.code, "documentOnHold");
    assert.equal((await bo.as.staff.get(`/document/${held.id}`)).status, 200, "still filed");

    assert.equal((await bo.as.staff.get(`/document-files/retention`)).body.error.code, "retentionAdminsOnly");
    const review = await bo.as.admin.get(`/document-files/retention`);
    assert.equal(review.status, 200, review.text);
    assert.deepEqual(
      review.body.items.map((d: Record<string, unknown>) => [d.id, d.rule, d.endedOn, d.holds]),
      [
        [held.id, "taxReturnSubmitted", "2024-10-01", [{ resource: "objection", id: objection.id }]],
      ],
    );

    const staffPurge = await bo.as.staff.post(`/document-files/retention/purge`, { ids: [held.id] });
    assert.equal(staffPurge.status, 403);
    const refused = await bo.as.admin.post(`/document-files/retention/purge`, { ids: [held.id] });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, "documentOnHold");
    const early = await bo.as.admin.post(`/document-files/retention/purge`, { ids: [recent.id] });
    assert.equal(early.body.error.code, "documentNotDue");
    assert.equal((await bo.as.admin.get(`/document`)).body.total, 2, "nothing purged");

    const decided = await bo.as.admin.put(`/objection/${objection.id}`, {
      version: objection.version,
      outcome: "allowed",
    });
    assert.equal(decided.status, 200, decided.text);
    assert.deepEqual((await bo.as.admin.get(`/document-files/retention`)).body.items[0].holds, []);
    const purged = await bo.as.admin.post(`/document-files/retention/purge`, { ids: [held.id] });
    assert.deepEqual(purged.body, { purged: 1 });
    assert.equal((await bo.as.admin.get(`/document/${held.id}`)).status, 404);
    const versions = await bo.store.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM document_version WHERE document_id = $1",
      [held.id],
    );
    assert.equal(Number(versions?.n), 0);
    const entry = await bo.store.db.get<{ user_id: string }>(
      "SELECT user_id FROM audit_log WHERE record_id = $1 AND action = 'purge'",
      [held.id],
    );
    assert.equal(entry?.user_id, bo.as.admin.userId, "the purge's entry outlives the record");
    assertNoServerErrors(bo);
  },
);

storeTest("an open SARS audit of the client holds its documents; closing it lets them go", async (t) => {
  const bo = await openBackoffice(t);
  const fixtures = new Fixtures(bo.as.admin);
  const account = await fixtures.ensure("account");
  const letter = await fixtures.create("correspondence", 800, { kind: "audit", status: "open" });
  const doc = await upload(bo, new URLSearchParams({ account, name: "Bank statements.pdf" }));
  assert.equal((await bo.as.staff.del(`/document/${doc.id}`)).body.error.code, "documentOnHold");
  const closed = await bo.as.admin.put(`/correspondence/${letter.id}`, {
    version: letter.version,
    status: "closed",
  });
  assert.equal(closed.status, 200, closed.text);
  assert.equal((await bo.as.staff.del(`/document/${doc.id}`)).status, 204);
  assertNoServerErrors(bo);
});

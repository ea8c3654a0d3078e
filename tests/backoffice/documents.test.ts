/**
 * A client's documents through the API, on both engines (issue 35): a file uploaded as the request's body makes
 * a document, uploading to it again adds a version (the earlier ones kept and readable), downloads say exactly
 * what they are and are never run as a page; bad input is refused before anything is stored and leaves nothing;
 * grants and client visibility hold as for every record.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";
import { counts, pdf, query, send, streamOf } from "./documents-support.ts";

const MB = 2 ** 20;

storeTest("a document is uploaded, found, downloaded and previewed as exactly what it is", async (t) => {
  const bo = await openBackoffice(t);
  const account = await new Fixtures(bo.as.admin).ensure("account");
  const file = pdf(300_000);
  const filing = {
    account,
    name: "IRP5 2026.pdf",
    kind: "tax-return",
    taxYear: "2026",
    tags: "irp5, employer",
  };
  const made = await send(bo, bo.as.staff, "POST", `/document-files?${query(filing)}`, file);
  assert.equal(made.status, 201, new TextDecoder().decode(made.bytes));
  const doc = made.body!;
  assert.equal(doc.name, "IRP5 2026.pdf");
  assert.equal(doc.kind, "tax-return");
  assert.equal(doc.taxYear, 2026);
  assert.equal(doc.mediaType, "application/pdf");
  assert.equal(doc.size, file.length);
  assert.equal(doc.versions, 1);
  assert.equal(doc.sha256, createHash("sha256").update(file).digest("hex"));
  assert.equal(doc._refTitles.account.length > 0, true);

  const found = await bo.as.staff.get(`/document?q=irp5`);
  assert.deepEqual(found.body.items.map((d: { id: string }) => d.id), [doc.id]);
  assert.equal((await bo.as.staff.get(`/document?q=employer`)).body.total, 1, "found by a tag");

  const download = await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file`);
  assert.equal(download.status, 200);
  assert.deepEqual(download.bytes, file);
  assert.equal(download.headers.get("content-type"), "application/pdf");
  assert.equal(download.headers.get("content-length"), String(file.length));
  assert.equal(
    download.headers.get("content-disposition"),
    `attachment; filename="IRP5 2026.pdf"; filename*=UTF-8''IRP5%202026.pdf`,
  );
  assert.equal(download.headers.get("x-content-type-options"), "nosniff");
  assert.match(download.headers.get("cache-control")!, /no-store/);
  assert.match(download.headers.get("content-security-policy")!, /sandbox/);
  const preview = await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file?as=inline`);
  assert.match(preview.headers.get("content-disposition")!, /^inline;/);
  assert.match(preview.headers.get("content-security-policy")!, /default-src 'none'/);

  // Text, whatever it holds, is plain text: never a page, always sandboxed.
  const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
  const html = await send(
    bo,
    bo.as.staff,
    "POST",
    `/document-files?${query({ account, name: "x.html" })}`,
    page,
  );
  assert.equal(html.status, 201);
  assert.equal(html.body!.mediaType, "text/plain");
  assert.equal(html.body!.kind, "other");
  const shown = await send(bo, bo.as.staff, "GET", `/document-files/${html.body!.id}/file?as=inline`);
  assert.equal(shown.headers.get("content-type"), "text/plain; charset=utf-8");
  assert.match(shown.headers.get("content-security-policy")!, /sandbox/);
  assertNoServerErrors(bo);
});

storeTest("uploading to a document adds a version; every version stays readable", async (t) => {
  const bo = await openBackoffice(t);
  const account = await new Fixtures(bo.as.admin).ensure("account");
  const first = pdf(70_000, 1);
  const doc =
    (await send(bo, bo.as.staff, "POST", `/document-files?${query({ account, name: "AFS.pdf" })}`, first))
      .body!;
  const second = pdf(90_000, 2);
  const next = await send(
    bo,
    bo.as.user,
    "POST",
    `/document-files/${doc.id}?${query({ version: doc.version, name: "AFS signed.pdf" })}`,
    second,
  );
  assert.equal(next.status, 200, new TextDecoder().decode(next.bytes));
  assert.equal(next.body!.versions, 2);
  assert.equal(next.body!.size, second.length);
  assert.equal(next.body!.name, "AFS.pdf", "the document keeps the name staff filed it by");
  assert.equal(next.body!.version, doc.version + 1);

  const versions = (await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/versions`)).body!.items;
  assert.deepEqual(versions.map((v: { n: number; name: string }) => [v.n, v.name]), [[2, "AFS signed.pdf"], [
    1,
    "AFS.pdf",
  ]]);
  assert.equal(versions[0].uploadedByName, "user Tester");
  assert.deepEqual((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/versions/1`)).bytes, first);
  assert.deepEqual((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file`)).bytes, second);
  const missing = await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/versions/3`);
  assert.equal(missing.status, 404);
  assert.equal(missing.body!.error.code, "noSuchDocumentVersion");

  // Over a version the uploader did not see: 409, and the file is not kept.
  const before = await counts(bo);
  const stale = await send(
    bo,
    bo.as.staff,
    "POST",
    `/document-files/${doc.id}?${query({ version: doc.version, name: "c.pdf" })}`,
    pdf(5_000, 3),
  );
  assert.equal(stale.status, 409);
  assert.deepEqual(await counts(bo), before);

  // The same bytes again are a version of their own, kept once.
  const again = await send(
    bo,
    bo.as.staff,
    "POST",
    `/document-files/${doc.id}?${query({ version: doc.version + 1, name: "AFS.pdf" })}`,
    first,
  );
  assert.equal(again.body!.versions, 3);
  assert.deepEqual(await counts(bo), { ...before, versions: 3 });

  // History: the upload, each version, and the two versions read in between, by whom.
  const audit = await bo.as.staff.get(`/document/${doc.id}/audit`);
  assert.deepEqual(audit.body.map((e: { action: string }) => e.action), [
    "update",
    "download",
    "download",
    "update",
    "create",
  ]);
  assertNoServerErrors(bo);
});

storeTest("bad uploads are refused with the field and the reason, and nothing is stored", async (t) => {
  const bo = await openBackoffice(t, { documentMaxBytes: 1 * MB });
  const account = await new Fixtures(bo.as.admin).ensure("account");
  const empty = await counts(bo);
  const refused = async (
    params: Record<string, string | number>,
    body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  ) => {
    const res = await send(bo, bo.as.staff, "POST", `/document-files?${query(params)}`, body);
    assert.deepEqual(await counts(bo), empty, `nothing stored for ${JSON.stringify(params)}`);
    return { status: res.status, code: res.body?.error.code, fields: res.body?.error.fields ?? {} };
  };
  const filing = { account, name: "a.pdf" };
  const tooLarge = await refused(filing, pdf(MB + 1));
  assert.deepEqual([tooLarge.status, tooLarge.code], [413, "documentTooLarge"]);
  const chunked = await refused(filing, streamOf(pdf(2 * MB)));
  assert.deepEqual(
    [chunked.status, chunked.code],
    [413, "documentTooLarge"],
    "told by the bytes when no length is",
  );
  assert.equal((await refused(filing, new Uint8Array())).fields.file?.code, "fileEmpty");
  const exe = pdf(1_000);
  exe.set(new TextEncoder().encode("MZ\x90\x00"));
  assert.equal((await refused(filing, exe)).fields.file?.code, "fileTypeRefused");
  assert.equal((await refused({ account, name: "../../a.pdf" }, pdf(10))).fields.name?.code, "nameHasPath");
  assert.equal(
    (await refused({ account, name: "a\u202Efdp.exe" }, pdf(10))).fields.name?.code,
    "nameHasControl",
  );
  assert.equal((await refused({ account, name: " " }, pdf(10))).fields.name?.code, "required");
  assert.equal((await refused({ ...filing, kind: "shoebox" }, pdf(10))).fields.kind?.code, "oneOf");
  assert.equal((await refused({ ...filing, taxYear: "20x6" }, pdf(10))).fields.taxYear?.code, "integer");
  assert.ok(
    (await refused({ ...filing, account: "nobody" }, pdf(10))).fields.account,
    "a client that is not there",
  );
  assert.equal((await refused({ name: "a.pdf" }, pdf(10))).fields.account?.code, "required");
  assertNoServerErrors(bo);
});

storeTest("documents are the documents module's: grants and the generic routes hold", async (t) => {
  const bo = await openBackoffice(t);
  const account = await new Fixtures(bo.as.admin).ensure("account");
  const doc =
    (await send(bo, bo.as.clerk, "POST", `/document-files?${query({ account, name: "ID.pdf" })}`, pdf(100)))
      .body!;
  assert.equal(doc.versions, 1, "a clerk may file a document");
  const versioned = await send(
    bo,
    bo.as.clerk,
    "POST",
    `/document-files/${doc.id}?${query({ version: 1, name: "b.pdf" })}`,
    pdf(100, 2),
  );
  assert.equal(versioned.status, 403, "but not change one");
  assert.equal(versioned.body!.error.code, "roleMayNot");

  assert.equal((await bo.as.staff.post("/document", { account, name: "bare.pdf" })).status, 405);
  const renamed = await bo.as.staff.put(`/document/${doc.id}`, { ...doc, name: "Identity document.pdf" });
  assert.equal(renamed.status, 200);
  assert.equal(renamed.body.name, "Identity document.pdf");
  assert.equal(renamed.body.sha256, doc.sha256, "what describes the file is the server's");
  const forged = await bo.as.staff.put(`/document/${doc.id}`, {
    ...renamed.body,
    sha256: "0".repeat(64),
    size: 1,
  });
  assert.equal(forged.body.sha256, doc.sha256);
  assert.equal(forged.body.size, 100);
  const badName = await bo.as.staff.put(`/document/${doc.id}`, { ...renamed.body, name: "a/b.pdf" });
  assert.equal(badName.status, 400);
  assert.equal(badName.body.error.fields.name.code, "nameHasPath");
  // Deleting is the module's delete grant's (staff, not users or clerks): the document goes to the bin.
  assert.equal((await bo.as.user.del(`/document/${doc.id}`)).body.error.code, "roleMayNot");
  assert.equal((await bo.as.staff.del(`/document/${doc.id}`)).status, 204);
  assertNoServerErrors(bo);
});

storeTest("an employee confined to their clients neither sees nor files others' documents", async (t) => {
  const bo = await openBackoffice(t, { clientVisibility: "assigned" });
  const fixtures = new Fixtures(bo.as.admin);
  const theirs = await fixtures.ensure("account");
  assert.equal(
    (await bo.as.staff.get(`/account/${theirs}`)).status,
    404,
    "a client that is not the staff member's",
  );

  const doc = (await send(
    bo,
    bo.as.admin,
    "POST",
    `/document-files?${query({ account: theirs, name: "x.pdf" })}`,
    pdf(100),
  ))
    .body!;
  assert.equal((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/file`)).status, 404);
  assert.equal((await send(bo, bo.as.staff, "GET", `/document-files/${doc.id}/versions`)).status, 404);
  const filed = await send(
    bo,
    bo.as.staff,
    "POST",
    `/document-files?${query({ account: theirs, name: "y.pdf" })}`,
    pdf(100),
  );
  assert.equal(filed.status, 400);
  assert.ok(filed.body!.error.fields.account);
  assertNoServerErrors(bo);
});

storeTest(
  "a document linked to a return is listed on the return, and a link to nothing is refused",
  async (t) => {
    const bo = await openBackoffice(t);
    const fixtures = new Fixtures(bo.as.admin);
    const returnId = await fixtures.ensure("incometax");
    const account = (await bo.as.admin.get(`/incometax/${returnId}`)).body.account;
    const linked = new URLSearchParams({ account, name: "IRP5.pdf", kind: "tax-return" });
    linked.append("returns", returnId);
    const made = await send(bo, bo.as.staff, "POST", `/document-files?${linked}`, pdf(100));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body!.returns, [returnId]);
    const listed = await bo.as.staff.get(`/document?returns=${returnId}`);
    assert.deepEqual(listed.body.items.map((d: { id: string }) => d.id), [made.body!.id]);

    const before = await counts(bo);
    const nowhere = new URLSearchParams({ account, name: "x.pdf" });
    nowhere.append("returns", "no-such-return");
    const refused = await send(bo, bo.as.staff, "POST", `/document-files?${nowhere}`, pdf(100));
    assert.equal(refused.status, 400);
    assert.equal(refused.body!.error.fields["returns.0"].code, "noSuchRecord");
    assert.deepEqual(await counts(bo), before);
    assertNoServerErrors(bo);
  },
);

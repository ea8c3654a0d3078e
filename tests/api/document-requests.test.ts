/**
 * Document requests through the API on both engines (issue 35): made from a template, sent (the link read from a
 * local SMTP server's mail), answered through the public link and by staff, and completed; every link and item
 * refusal in the envelope, leaving nothing stored; templates kept by administrators; client visibility.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import { remindRequests } from "../../server/backoffice/index.ts";
import {
  CLIENT_EMAIL,
  linkCall,
  pdf,
  practice,
  PUBLIC_URL,
  requestsAt,
  stored,
  tokenIn,
} from "../support/document-requests.ts";
import { storeTest } from "../support/store.ts";

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

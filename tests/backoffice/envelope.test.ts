/** Every refusal of the back office and its workflows answers the one envelope, with codes, in en/tr/ar. */
import assert from "node:assert/strict";
import { storeTest } from "../support/store.ts";
import { testApp } from "../support/app.ts";
import { assertNoServerErrors, openBackoffice } from "./support.ts";

storeTest(
  "a bad write, a bad list query, 403, 404, 405 and 409 each answer the envelope with codes",
  async (t) => {
    const bo = await openBackoffice(t);
    const { admin, clerk } = bo.as;

    const bad = await admin.post("/account", { name: "", email: "nope", financialYearEnd: 13 });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, "invalidFields");
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(bad.body.error.fields).map(([k, v]) => [k, (v as { code: string }).code]),
      ),
      { name: "required", accountType: "required", email: "email", financialYearEnd: "between" },
    );
    assert.deepEqual(bad.body.error.fields.financialYearEnd.params, { min: 1, max: 12 });

    const list = await admin.get("/account?pageSize=0");
    assert.equal(list.status, 400);
    assert.equal(list.body.error.fields.pageSize.code, "between");
    const unknown = await admin.get("/account?colour=red");
    assert.deepEqual(unknown.body.error.fields.colour, {
      code: "unknownParameter",
      message: 'Unknown parameter: account has no field "colour"',
      params: { resource: "account", name: "colour" },
    });

    const forbidden = await clerk.del("/account/anything");
    assert.deepEqual([forbidden.status, forbidden.body.error.code], [403, "roleMayNot"]);

    const missing = await admin.get("/account/no-such-id");
    assert.deepEqual([missing.status, missing.body.error.code], [404, "recordNotFound"]);
    const noResource = await admin.get("/nosuchthing");
    assert.deepEqual([noResource.status, noResource.body.error.code], [404, "noSuchResource"]);
    const patch = await admin.request("PATCH", "/account");
    assert.deepEqual([patch.status, patch.body.error.code], [405, "methodNotAllowed"]);
    const putList = await admin.put("/account", {});
    assert.deepEqual([putList.status, putList.body.error.code], [405, "notSupportedOnList"]);

    const group = await admin.post("/accountgroup", { name: "Farms" });
    assert.equal(group.status, 201, group.text);
    const renamed = await admin.put(`/accountgroup/${group.body.id}`, {
      name: "Farms 2",
      version: group.body.version,
    });
    assert.equal(renamed.status, 200, renamed.text);
    const stale = await admin.put(`/accountgroup/${group.body.id}`, {
      name: "Farms 3",
      version: group.body.version,
    });
    assert.deepEqual([stale.status, stale.body.error.code], [409, "staleRecord"]);
    assert.equal(stale.body.error.current.name, "Farms 2", "the stale answer carries the current record");
    assertNoServerErrors(bo);
  },
);

storeTest("back-office refusals are worded in Turkish and Arabic, labels included", async (t) => {
  const bo = await openBackoffice(t);
  const tr = await bo.as.clerk.request("DELETE", "/account/anything", undefined, "tr-TR,tr;q=0.9");
  assert.equal(tr.status, 403);
  assert.match(tr.body.error.message, /^Rolünüz \(clerk\) .* silme yetkisine sahip değil\.$/);
  assert.ok(!tr.body.error.message.includes("Clients"), tr.body.error.message);
  const ar = await bo.as.admin.request("POST", "/account", { name: "" }, "ar");
  assert.equal(ar.body.error.fields.name.message, "مطلوب");
  assert.equal(ar.body.error.message, "name: مطلوب");
  const en = await bo.as.admin.request("POST", "/account", { name: "" }, "de");
  assert.equal(en.body.error.fields.name.message, "Required");
});

Deno.test("the report and the triggers answer the same envelope, translated", async () => {
  const { app } = await testApp();
  const login = await app.request("/api/users/login", {
    method: "POST",
    body: JSON.stringify({ email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
  });
  const { jwt_access_token: token } = await login.json();
  const ask = (method: string, path: string, lang?: string) =>
    app.request(`/api/backoffice/workflows${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(lang ? { "accept-language": lang } : {}) },
    });
  const report = await ask("GET", "/reports/assessments-not-received?taxYear=20x6&colour=red", "tr");
  assert.equal(report.status, 400);
  const body = (await report.json()).error;
  assert.equal(body.code, "invalidFields");
  assert.deepEqual([body.fields.taxYear.code, body.fields.colour.code], ["yearLike", "unknownFilter"]);
  assert.equal(body.fields.taxYear.message, "2026 gibi bir yıl olmalı");
  const trigger = await ask("POST", "/triggers/no-such-trigger/run", "ar");
  assert.equal(trigger.status, 404);
  const refused = (await trigger.json()).error;
  assert.deepEqual([refused.code, refused.message], [
    "recordNotFound",
    "لا يوجد trigger بالمعرّف no-such-trigger.",
  ]);
});

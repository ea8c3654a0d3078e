/** How records are named (ResourceDef.title): in answers, in ref titles, in 409 messages; checked declarations. */
import assert from "node:assert/strict";
import { account } from "../../domain/resources/clients.ts";
import { checkDeclarations } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";

storeTest("titles read as each declaration says, refs by their own titles, options in words", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);

  const ada = await fx.create("employee", 0, { firstName: "Ada", lastName: "Lovelace" });
  assert.equal(ada._title, "Ada Lovelace");
  const client = await fx.create("account", 0, { code: "ACC0001", name: "Karoo Bricks", partner: ada.id });
  assert.equal(client._title, "ACC0001 — Karoo Bricks");
  assert.equal(client._refTitles.partner, "Ada Lovelace");

  const refs = { account: client.id };
  const contact = await fx.create("contact", 0, { firstName: "Jane", lastName: "Doe" }, refs);
  assert.equal(contact._title, "Jane Doe");
  const clearance = await fx.create("taxclearance", 0, { kind: "good-standing" }, refs);
  assert.equal(clearance._title, "Good standing (ACC0001 — Karoo Bricks)");
  const job = await fx.create("secretarialjob", 0, { jobType: "moi-amendment" }, refs);
  assert.equal(job._title, "MOI amendment (ACC0001 — Karoo Bricks)");
  const taxType = await fx.create("taxtype", 0, { code: "ITR14", name: "Company income tax" });
  assert.equal(taxType._title, "ITR14 — Company income tax");
  // Several facets of one thing: joined with " · ", each ref by its title.
  const ret = await fx.create("incometax", 0, { taxYear: 2026 }, { ...refs, taxtype: taxType.id });
  assert.equal(ret._title, "ACC0001 — Karoo Bricks · ITR14 — Company income tax · 2026");

  const permissions = (await api.get("/permission?role=admin")).body.items;
  assert.equal(permissions[0]._title, "Admin");

  // A rename shows wherever the record is named; a refused delete names its users by their titles.
  const renamed = await api.put(`/employee/${ada.id}`, { lastName: "King", version: 1 });
  assert.equal(renamed.body._title, "Ada King");
  assert.equal((await api.get(`/account/${client.id}`)).body._refTitles.partner, "Ada King");
  const refused = await api.del(`/account/${client.id}`);
  assert.equal(refused.status, 409);
  assert.match(refused.body.error.message, /^ACC0001 — Karoo Bricks cannot be deleted: it is used by /);
  assert.match(refused.body.error.message, /Jane Doe/);
  assertNoServerErrors(bo);
});

Deno.test("a declared title may read only its titleFields, and must give something", () => {
  const broken = (title: ResourceDef["title"]) =>
    checkDeclarations([{ ...account, title }]).filter((p) => p.startsWith("account: title"));
  assert.deepEqual(broken((t) => `${t.code} ${t.name}`), []);
  assert.deepEqual(broken((t) => `${t.code} ${t.email}`), ['account: title reads "email", not a titleField']);
  assert.deepEqual(broken(() => " "), ["account: title reads as blank"]);
});

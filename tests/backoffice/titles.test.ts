/** How records are named (ResourceDef.title): in answers, in ref titles, in 409 messages; checked declarations. */
import assert from "node:assert/strict";
import { account } from "../../domain/resources/clients.ts";
import { checkDeclarations, resourceDef } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Stored, TitleLookup } from "../../server/backoffice/index.ts";
import { TitleResolver } from "../../server/backoffice/index.ts";
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

Deno.test("adopted records are vouched for at once and titled when asked; what their titles name is read once", async () => {
  const held: Record<string, Array<{ id: string; data: Record<string, unknown> }>> = {
    account: [{ id: "a1", data: { code: "ACC0001", name: "Karoo Bricks" } }],
    taxtype: [{ id: "t1", data: { code: "ITR12", name: "Individuals" } }],
    incometax: [],
  };
  const reads: string[] = [];
  const stored = (r: { id: string; data: Record<string, unknown> }): Stored => ({
    ...r,
    version: 1,
    createdAt: "",
    updatedAt: "",
    createdBy: null,
    updatedBy: null,
  });
  const lookup: TitleLookup = {
    def: (name) => resourceDef(name),
    source: (name) =>
      ({
        getMany: (_def: ResourceDef, ids: readonly string[]) => {
          reads.push(`${name} ${ids.join(" ")}`);
          return Promise.resolve(held[name].filter((r) => ids.includes(r.id)).map(stored));
        },
      }) as unknown as ReturnType<TitleLookup["source"]>,
  };
  const titles = new TitleResolver(lookup);
  const returns = [2026, 2027].map((taxYear) =>
    stored({ id: `r${taxYear}`, data: { account: "a1", taxType: "t1", taxYear } })
  );
  await titles.adopt(resourceDef("incometax")!, returns);
  assert.deepEqual(reads.sort(), ["account a1", "taxtype t1"], "what the titles name, read at adoption");
  assert.ok(titles.has("incometax", "r2027") && titles.has("incometax", "r2026"));
  const names = await titles.refTitles("incometax", ["r2027", "r2026"]);
  assert.deepEqual([...names.values()], [
    "ACC0001 — Karoo Bricks · ITR12 — Individuals · 2027",
    "ACC0001 — Karoo Bricks · ITR12 — Individuals · 2026",
  ]);
  titles.remember("incometax", "r2026", "renamed");
  assert.equal((await titles.refTitles("incometax", ["r2026"])).get("r2026"), "renamed");
  assert.equal(reads.length, 2, "nothing read again");
});

Deno.test("a title that comes back to its own record through refs reads that record's id, not itself again", async () => {
  const def = (name: string, to: string): ResourceDef => ({
    ...resourceDef("taxtype")!,
    name,
    fields: [{ kind: "ref", name: "other", label: { en: "Other", tr: "Diğer", ar: "آخر" }, to }],
    titleFields: ["other"],
    title: undefined,
  });
  const defs = new Map([["a", def("a", "b")], ["b", def("b", "a")]]);
  const none = { getMany: () => Promise.resolve([]) } as unknown as ReturnType<TitleLookup["source"]>;
  const titles = new TitleResolver({ def: (name) => defs.get(name), source: () => none });
  const record = (id: string, other: string): Stored => ({
    id,
    data: { other },
    version: 1,
    createdAt: "",
    updatedAt: "",
    createdBy: null,
    updatedBy: null,
  });
  await titles.adopt(defs.get("b")!, [record("b1", "a1")]);
  await titles.adopt(defs.get("a")!, [record("a1", "b1")]);
  assert.deepEqual([...(await titles.refTitles("a", ["a1"])).values()], ["a1"]);
});

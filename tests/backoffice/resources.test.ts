/**
 * Every declared resource through the generic API, on both engines: create (a sample body from the declaration),
 * read, list with q/sort/page, update, stale update, audit, bad field, missing ref, referenced delete, delete.
 * Driven by RESOURCES, so a resource declared tomorrow is covered without a line here.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, type Caller, Fixtures, openBackoffice } from "./support.ts";

/** A value the field's kind can never take, and so must be refused by name. */
function badValue(f: Field): unknown {
  switch (f.kind) {
    case "text":
    case "longtext":
      return 12345;
    case "integer":
      return "twelve";
    case "money":
      return "a lot";
    case "date":
      return "2024-13-45";
    case "enum":
      return "not-an-option";
    case "bool":
      return "maybe";
    default:
      return undefined;
  }
}

/** How the server orders a field's values: text without case, numbers as numbers, blanks first. */
function compareValues(f: Field | undefined, a: unknown, b: unknown): number {
  const blank = (v: unknown) => v === null || v === undefined;
  if (blank(a) || blank(b)) return blank(a) === blank(b) ? 0 : blank(a) ? -1 : 1;
  if (f?.kind === "integer" || f?.kind === "money") return Number(a) - Number(b);
  if (f?.kind === "bool") return Number(a) - Number(b);
  const [x, y] = f?.kind === "text" || f?.kind === "longtext"
    ? [String(a).toLowerCase(), String(b).toLowerCase()]
    : [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const SCALAR = new Set(["text", "longtext", "integer", "money", "date", "enum", "bool"]);

/** The list's order for `sort` agrees with the field's comparison, ties broken by id, both ways. */
async function checkSort(api: Caller, def: ResourceDef, sort: string) {
  const f = def.fields.find((x) => x.name === sort);
  for (const order of ["asc", "desc"] as const) {
    const res = await api.get(`/${def.name}?sort=${sort}&order=${order}&pageSize=200`);
    assert.equal(res.status, 200, `${def.name} sort=${sort}: ${res.text}`);
    const items = res.body.items as Record<string, unknown>[];
    const expected = [...items].sort((a, b) => {
      const c = compareValues(f, a[sort], b[sort]) || (String(a.id) < String(b.id) ? -1 : 1);
      return order === "asc" ? c : -c;
    });
    assert.deepEqual(items.map((i) => i.id), expected.map((i) => i.id), `${def.name} sort=${sort} ${order}`);
  }
}

/**
 * The answer holds the body's values (write-only ones never appear); a list's items hold each value given of them,
 * beside what the server adds (a request's item: whether it was received).
 */
function assertHolds(def: ResourceDef, body: Record<string, unknown>, record: Record<string, unknown>) {
  for (const f of def.fields) {
    if (f.writeOnly) assert.ok(!(f.name in record), `${def.name}.${f.name} is write-only but was returned`);
    else if (f.name in body) {
      assert.deepEqual(given(body[f.name], record[f.name]), body[f.name], `${def.name}.${f.name}`);
    }
  }
}

/** Of `answer`, what `sent` gave: in a list of items, only the keys the sent items had. */
function given(sent: unknown, answer: unknown): unknown {
  if (!Array.isArray(sent) || !Array.isArray(answer)) return answer;
  return answer.map((item, i) => {
    const asked = sent[i];
    if (!asked || typeof asked !== "object" || !item || typeof item !== "object") return item;
    return Object.fromEntries(Object.keys(asked).map((k) => [k, (item as Record<string, unknown>)[k]]));
  });
}

for (const def of RESOURCES) {
  // Records no one creates (permissions, trigger runs) have tests of their own.
  if (def.unsupported?.includes("create")) continue;

  storeTest(`${def.name}: create, read, list, update, stale update, audit, refusals, delete`, async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const path = `/${def.name}`;

    // Create and read.
    const body = await fx.body(def.name, 0);
    const created = await api.post(path, body);
    assert.equal(created.status, 201, created.text);
    const record = created.body;
    assertHolds(def, body, record);
    assert.equal(record.version, 1);
    assert.equal(record.createdBy, api.userId);
    assert.equal(typeof record.id, "string");
    assert.ok(typeof record._title === "string" && record._title !== "", "a title");
    const read = await api.get(`${path}/${record.id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, record);

    // Lists: search, sort, page.
    const second = await fx.create(def.name, 1);
    const all = await api.get(`${path}?pageSize=200`);
    assert.equal(all.status, 200, all.text);
    const ids = all.body.items.map((i: { id: string }) => i.id);
    assert.ok(ids.includes(record.id) && ids.includes(second.id));
    assert.equal(all.body.total, all.body.items.length);
    assert.ok(all.body.items.every((i: { _title: unknown }) => typeof i._title === "string"));

    const searchable = def.fields.find((f) =>
      f.searchable && (f.kind === "text" || f.kind === "longtext") && typeof body[f.name] === "string"
    );
    if (searchable) {
      const q = String(body[searchable.name]).toUpperCase();
      const found = await api.get(`${path}?q=${encodeURIComponent(q)}`);
      assert.equal(found.status, 200, found.text);
      assert.ok(found.body.items.some((i: { id: string }) => i.id === record.id), `q=${q} finds the record`);
      const none = await api.get(`${path}?q=${encodeURIComponent("no such text anywhere")}`);
      assert.deepEqual(none.body, { items: [], total: 0, capped: false, next: null, prev: null });
    }

    for (const column of def.columns) {
      const f = def.fields.find((x) => x.name === column);
      if (f && SCALAR.has(f.kind)) await checkSort(api, def, column);
    }
    await checkSort(api, def, "createdAt");

    const pages = await Promise.all([1, 2].map((page) => api.get(`${path}?pageSize=1&page=${page}`)));
    const everything = await api.get(path);
    assert.deepEqual(
      pages.map((p) => p.body.items[0].id),
      everything.body.items.slice(0, 2).map((i: { id: string }) => i.id),
    );
    assert.equal(pages[0].body.total, everything.body.total);

    // Update, then a stale update.
    const next = await fx.body(def.name, 2);
    const updated = await api.put(`${path}/${record.id}`, { ...next, version: 1 });
    assert.equal(updated.status, 200, updated.text);
    assertHolds(def, next, updated.body);
    assert.equal(updated.body.version, 2);
    assert.equal(updated.body.createdAt, record.createdAt);
    const stale = await api.put(`${path}/${record.id}`, { ...body, version: 1 });
    assert.equal(stale.status, 409, stale.text);
    assert.match(stale.body.error.message, /changed by someone else/);
    assert.equal(stale.body.error.current.version, 2);
    assert.deepEqual(stale.body.error.current, (await api.get(`${path}/${record.id}`)).body);

    const audit = await api.get(`${path}/${record.id}/audit`);
    assert.equal(audit.status, 200);
    assert.deepEqual(audit.body.map((e: { action: string }) => e.action), ["update", "create"]);
    assert.ok(audit.body[0].changed.length > 0);
    assert.equal(audit.body[0].userId, api.userId);

    // A bad field and a missing ref are refused by name, and change nothing.
    const field = def.fields.find((f) => !f.readOnly && badValue(f) !== undefined)!;
    const bad = await api.post(path, { ...body, [field.name]: badValue(field) });
    assert.equal(bad.status, 400, bad.text);
    assert.ok(bad.body.error.fields[field.name], `fields names ${field.name}: ${bad.text}`);
    assert.match(bad.body.error.message, new RegExp(`^${field.name}: `));
    const ref = def.fields.find((f) => f.kind === "ref");
    if (ref && ref.kind === "ref") {
      const missing = await api.post(path, { ...body, [ref.name]: "no-such-id" });
      assert.equal(missing.status, 400, missing.text);
      assert.equal(missing.body.error.fields[ref.name].message, `No ${ref.to} with id no-such-id.`);
    }
    assert.equal((await api.get(`${path}?pageSize=200`)).body.total, all.body.total);

    // A record in use cannot be deleted; once its user is gone, it can.
    const referrer = RESOURCES.find((other) =>
      !other.unsupported?.includes("create") &&
      other.fields.some((f) => f.kind === "ref" && f.to === def.name && !f.readOnly)
    );
    if (referrer) {
      const user = await fx.create(referrer.name, 3, {}, { [def.name]: record.id });
      const refused = await api.del(`${path}/${record.id}`);
      assert.equal(refused.status, 409, refused.text);
      assert.ok(refused.body.error.message.includes(referrer.label.en), refused.body.error.message);
      assert.deepEqual(refused.body.error.referencedBy, [{
        resource: referrer.name,
        count: 1,
        titles: [user._title],
      }]);
      assert.equal((await api.del(`/${referrer.name}/${user.id}`)).status, 204);
    }

    const deleted = await api.del(`${path}/${record.id}`);
    assert.equal(deleted.status, 204, deleted.text);
    const gone = await api.get(`${path}/${record.id}`);
    assert.equal(gone.status, 404);
    assert.match(gone.body.error.message, new RegExp(`No ${def.name} with id`));
    const history = await api.get(`${path}/${record.id}/audit`);
    assert.equal(history.body[0].action, "delete");
    assertNoServerErrors(bo);
  });
}

storeTest("every resource lists with its default sort, and an unknown one is a JSON 404", async (t) => {
  const bo = await openBackoffice(t);
  for (const def of RESOURCES) {
    const res = await bo.as.admin.get(`/${def.name}`);
    assert.equal(res.status, 200, `${def.name}: ${res.text}`);
    assert.equal(typeof res.body.total, "number");
  }
  const unknown = await bo.as.admin.get("/nosuchthing");
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.error.message, /No back-office resource nosuchthing/);
  assert.equal((await bo.as.admin.get("/account/no-such-id")).status, 404);
  assertNoServerErrors(bo);
});

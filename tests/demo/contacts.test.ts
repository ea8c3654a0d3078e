import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { contactsFixture } from "../../fixtures/contacts.ts";
import { type Contact, contactSchema } from "../../domain/demo/contacts.ts";
import { demoApi } from "../support/demo.ts";

const BASE = "/api/contacts-app";
const { contacts, user } = contactsFixture;
const ids = (list: Contact[]) => list.map((contact) => contact.id);
const newContact = {
  name: "Ayesha",
  lastName: "Hendricks",
  avatar: "",
  nickname: "",
  company: "Hendricks Bakery CC",
  jobTitle: "Owner",
  email: "ayesha@hendricks-bakery.test",
  phone: "+27 21 555 0199",
  address: "41 Main Road, Woodstock, 7925",
  birthday: "1990-10-10",
  notes: "New client: turnover tax registration.",
};

Deno.test("contacts fixture: every contact valid; the user's lists name existing contacts", () => {
  for (const contact of contacts) strictEqual(contactSchema.safeParse(contact).success, true, contact.id);
  const known = new Set(ids(contacts));
  const referenced = [...user.starred, ...user.frequentContacts, ...user.groups.flatMap((g) => g.contactIds)];
  ok(referenced.every((id) => known.has(id)));
  deepStrictEqual(Object.keys(user), ["id", "name", "avatar", "starred", "frequentContacts", "groups"]);
});

Deno.test("contacts: GET /contacts by id: 'frequent', 'starred', anything else all", async () => {
  const { call } = await demoApi();
  deepStrictEqual((await call(null, "GET", `${BASE}/contacts`)).body, contacts);
  deepStrictEqual((await call(null, "GET", `${BASE}/contacts`, { id: "all" })).body, contacts);
  deepStrictEqual((await call(null, "GET", `${BASE}/contacts`, { id: "clients" })).body, contacts);
  const frequent = (await call(null, "GET", `${BASE}/contacts`, { id: "frequent" })).body;
  deepStrictEqual(new Set(ids(frequent)), new Set(user.frequentContacts));
  const starred = (await call(null, "GET", `${BASE}/contacts`, { id: "starred" })).body;
  deepStrictEqual(new Set(ids(starred)), new Set(user.starred));
});

Deno.test("contacts: GET /user answers the contacts user", async () => {
  const { call } = await demoApi();
  deepStrictEqual((await call(null, "GET", `${BASE}/user`)).body, user);
});

Deno.test("contacts: add-contact adds the contact with a new id and answers the contact list", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/add-contact`, {
    newContact: { ...newContact, id: "contact-01" },
  });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body).slice(0, -1), ids(contacts));
  const added = res.body.at(-1);
  notStrictEqual(added.id, "contact-01");
  deepStrictEqual(added, { ...newContact, id: added.id });
  deepStrictEqual((await call("ann", "GET", `${BASE}/contacts`)).body, res.body);
});

Deno.test("contacts: a contact of the wrong shape is a 400 naming the field", async () => {
  const { call } = await demoApi();
  const cases: [string, unknown, string][] = [
    ["add-contact", { newContact: { ...newContact, email: "not an email" } }, "newContact.email"],
    ["add-contact", { newContact: { ...newContact, birthday: "10/10/1990" } }, "newContact.birthday"],
    ["add-contact", { newContact: { ...newContact, name: " " } }, "newContact.name"],
    ["update-contact", { contact: { ...contacts[0], phone: 27215550199 } }, "contact.phone"],
  ];
  for (const [path, body, field] of cases) {
    const res = await call("ann", "POST", `${BASE}/${path}`, body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} in ${JSON.stringify(res.body.error.fields)}`);
  }
  deepStrictEqual((await call("ann", "GET", `${BASE}/contacts`)).body, contacts);
});

Deno.test("contacts: update-contact replaces the contact by id and answers the contact list", async () => {
  const { call } = await demoApi();
  const changed = { ...contacts[3], jobTitle: "Chairman", notes: "Son Pieter runs the farm from March." };
  const res = await call("ann", "POST", `${BASE}/update-contact`, { contact: changed });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), ids(contacts));
  deepStrictEqual(res.body[3], changed);
  const unknown = await call("ann", "POST", `${BASE}/update-contact`, {
    contact: { ...changed, id: "nope" },
  });
  strictEqual(unknown.status, 400);
  ok("contact.id" in unknown.body.error.fields);
});

Deno.test("contacts: remove-contact also takes the contact off starred, frequentContacts and groups", async () => {
  const { call } = await demoApi();
  // contact-04 is starred, frequent and in the Clients group.
  const res = await call("ann", "POST", `${BASE}/remove-contact`, { contactId: "contact-04" });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), ids(contacts).filter((id) => id !== "contact-04"));
  const after = (await call("ann", "GET", `${BASE}/user`)).body;
  deepStrictEqual(after.starred, ["contact-06", "contact-11"]);
  deepStrictEqual(after.frequentContacts, ["contact-06", "contact-13", "contact-08", "contact-12"]);
  deepStrictEqual(after.groups[1].contactIds, ["contact-07", "contact-08", "contact-09"]);
  const again = await call("ann", "POST", `${BASE}/remove-contact`, { contactId: "contact-04" });
  strictEqual(again.status, 400);
  ok("contactId" in again.body.error.fields);
});

Deno.test("contacts: remove-contacts removes them all, or none when one id is unknown", async () => {
  const { call } = await demoApi();
  const refused = await call("ann", "POST", `${BASE}/remove-contacts`, {
    contactIds: ["contact-06", "nope"],
  });
  strictEqual(refused.status, 400);
  ok("contactIds.1" in refused.body.error.fields);
  deepStrictEqual((await call("ann", "GET", `${BASE}/contacts`)).body, contacts);
  const res = await call("ann", "POST", `${BASE}/remove-contacts`, {
    contactIds: ["contact-06", "contact-13"],
  });
  deepStrictEqual(ids(res.body), ids(contacts).filter((id) => id !== "contact-06" && id !== "contact-13"));
  const after = (await call("ann", "GET", `${BASE}/user`)).body;
  deepStrictEqual(after.groups[0].contactIds, ["contact-01"]);
  ok(!after.starred.includes("contact-06") && !after.frequentContacts.includes("contact-13"));
});

Deno.test("contacts: toggle-starred-contact stars and unstars, answering the user", async () => {
  const { call } = await demoApi();
  const on = await call("ann", "POST", `${BASE}/toggle-starred-contact`, { contactId: "contact-02" });
  strictEqual(on.status, 200);
  deepStrictEqual(on.body.starred, [...user.starred, "contact-02"]);
  deepStrictEqual({ ...on.body, starred: user.starred }, user, "only starred changes");
  const off = await call("ann", "POST", `${BASE}/toggle-starred-contact`, { contactId: "contact-02" });
  deepStrictEqual(off.body.starred, user.starred);
  const unknown = await call("ann", "POST", `${BASE}/toggle-starred-contact`, { contactId: "nope" });
  strictEqual(unknown.status, 400);
  ok("contactId" in unknown.body.error.fields);
});

Deno.test("contacts: toggle-starred-contacts flips each selected contact on its own", async () => {
  const { call } = await demoApi();
  // contact-04 is starred, contact-02 is not; the repeated id counts once.
  const res = await call("ann", "POST", `${BASE}/toggle-starred-contacts`, {
    contactIds: ["contact-04", "contact-02", "contact-02"],
  });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.starred, ["contact-06", "contact-11", "contact-02"]);
});

Deno.test("contacts: set-contacts-starred and set-contacts-unstarred star or unstar all the selected", async () => {
  const { call } = await demoApi();
  const set = await call("ann", "POST", `${BASE}/set-contacts-starred`, {
    contactIds: ["contact-04", "contact-09"],
  });
  deepStrictEqual(set.body.starred, [...user.starred, "contact-09"], "an already starred contact stays once");
  const unset = await call("ann", "POST", `${BASE}/set-contacts-unstarred`, {
    contactIds: ["contact-04", "contact-09", "contact-01"],
  });
  deepStrictEqual(unset.body.starred, ["contact-06", "contact-11"]);
  const bad = await call("ann", "POST", `${BASE}/set-contacts-starred`, { contactIds: ["contact-01", 7] });
  strictEqual(bad.status, 400);
  ok("contactIds.1" in bad.body.error.fields);
  const unknown = await call("ann", "POST", `${BASE}/set-contacts-unstarred`, { contactIds: ["nope"] });
  ok("contactIds.0" in unknown.body.error.fields);
  deepStrictEqual((await call("ann", "GET", `${BASE}/user`)).body.starred, ["contact-06", "contact-11"]);
});

Deno.test("contacts: a write by one user is seen neither by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  strictEqual((await call(null, "POST", `${BASE}/remove-contact`, { contactId: "contact-01" })).status, 401);
  await call("ann", "POST", `${BASE}/remove-contact`, { contactId: "contact-06" });
  for (const reader of ["bob", null]) {
    deepStrictEqual((await call(reader, "GET", `${BASE}/contacts`)).body, contacts, String(reader));
    deepStrictEqual((await call(reader, "GET", `${BASE}/user`)).body, user, String(reader));
  }
});

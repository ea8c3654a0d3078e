import { deepStrictEqual, notStrictEqual, ok, strictEqual, throws } from "node:assert/strict";
import { makeCipcNumber, makeIdNumber, makeIncomeTaxNumber } from "../../../domain/identifiers.ts";
import { resourceDef, RESOURCES, validateRecord, writeSchema } from "../../../domain/resources/index.ts";
import type { ValidationResult, WriteMode } from "../../../domain/resources/validate.ts";
import { sampleBody } from "../../support/resource-samples.ts";
import { messageOf } from "../../../domain/api/index.ts";

const TODAY = "2026-03-01";
const refId = (resource: string) => `${resource}-1`;

function validate(
  resource: string,
  input: unknown,
  mode: WriteMode = "create",
  today = TODAY,
): ValidationResult {
  return validateRecord(resourceDef(resource)!, input, { mode, today });
}

/** The validated data; fails the test with the field messages when the input was rejected. */
function data(resource: string, input: unknown, mode: WriteMode = "create"): Record<string, unknown> {
  const result = validate(resource, input, mode);
  if (!result.ok) throw new Error(`${resource}: ${JSON.stringify(result.problems)}`);
  return result.data;
}

/** The field problems, worded in English; fails the test when the input was accepted. */
function problems(resource: string, input: unknown, mode: WriteMode = "create", today = TODAY) {
  const result = validate(resource, input, mode, today);
  if (result.ok) throw new Error(`${resource}: accepted ${JSON.stringify(input)}`);
  return Object.fromEntries(Object.entries(result.problems).map(([path, p]) => [path, messageOf(p)]));
}

const body = (resource: string, extra: Record<string, unknown> = {}, n = 0) => ({
  ...sampleBody(resource === "" ? RESOURCES[0] : resourceDef(resource)!, refId, n),
  ...extra,
});

Deno.test("every resource accepts its sample bodies on create and keeps their values", () => {
  for (const def of RESOURCES) {
    for (const n of [0, 1, 2, 3, 10, 41]) {
      for (const requiredOnly of [false, true]) {
        const input = sampleBody(def, refId, n, { requiredOnly });
        const result = validateRecord(def, input, { mode: "create", today: TODAY });
        ok(
          result.ok,
          `${def.name} #${n}${requiredOnly ? " (required only)" : ""}: ${JSON.stringify(result)}`,
        );
        for (const [key, value] of Object.entries(input)) {
          deepStrictEqual(result.data[key], value, `${def.name}.${key}`);
        }
      }
    }
  }
});

Deno.test("on create every writable field is in the data; blanks are null, lists []", () => {
  for (const def of RESOURCES) {
    const result = validateRecord(def, sampleBody(def, refId, 0, { requiredOnly: true }), {
      mode: "create",
      today: TODAY,
    });
    ok(result.ok, def.name);
    // A field shown only when another holds certain values (an account's VAT filing, with a VAT category) is
    // left out while that other field is blank.
    const writable = def.fields.filter((f) => !f.readOnly && !f.when).map((f) => f.name);
    deepStrictEqual(
      Object.keys(result.data).sort(),
      [...writable, ...Object.keys(def.fixed ?? {})].sort(),
      def.name,
    );
  }
  const contact = data("contact", { firstName: "Thandi", lastName: "Nkosi", email: "  ", notes: "" });
  strictEqual(contact.email, null);
  strictEqual(contact.notes, null);
  strictEqual(contact.account, null);
  deepStrictEqual(data("opportunity", body("opportunity", { services: undefined })).services, []);
});

Deno.test("missing required fields: exactly the required ones, less defaulted and generated, say Required", () => {
  for (const def of RESOURCES) {
    const expected = def.fields
      .filter((f) => (f.required && !f.generated && !("default" in f) && !f.when) || f.requiredOnCreate)
      .map((f) => f.name);
    const result = validateRecord(def, {}, { mode: "create", today: TODAY });
    if (expected.length === 0) {
      ok(result.ok, def.name);
      continue;
    }
    ok(!result.ok, def.name);
    deepStrictEqual(Object.keys(result.problems).sort(), [...expected].sort(), def.name);
    for (const p of Object.values(result.problems)) strictEqual(p.code, "required");
  }
  // Required only when its condition holds: a VAT vendor says how it files.
  deepStrictEqual(problems("account", { name: "Karoo Bricks", accountType: "t1", vatCategory: "A" }), {
    vatFiling: "Required",
  });
  // Blank is missing: "", whitespace and null.
  deepStrictEqual(problems("accountgroup", { name: "   " }), { name: "Required" });
  deepStrictEqual(problems("accountgroup", { name: null }), { name: "Required" });
  deepStrictEqual(problems("opportunity", body("opportunity", { amount: "" })), { amount: "Required" });
});

Deno.test("defaults are applied on create, never on update", () => {
  const account = data("account", { name: "Karoo Bricks", accountType: "t1" });
  strictEqual(account.status, "active");
  strictEqual(account.financialYearEnd, 2);
  strictEqual(account.provisionalTaxpayer, false);
  strictEqual(data("employee", body("employee", { active: undefined })).active, true);
  strictEqual(data("trigger", body("trigger", { active: undefined })).active, true);
  strictEqual(data("opportunity", body("opportunity", { stage: undefined })).stage, "draft");
  deepStrictEqual(data("account", { name: "Karoo Bricks", version: 3 }, "update"), {
    name: "Karoo Bricks",
    version: 3,
  });
  // A default given explicitly is just a value.
  strictEqual(data("account", { name: "X", accountType: "t", status: "dormant" }).status, "dormant");
  // List defaults are not shared between records.
  const a = data("permission", { grants: {} }).grants as Record<string, string[]>;
  a.clients.push("read");
  deepStrictEqual((data("permission", { grants: {} }).grants as Record<string, string[]>).clients, []);
});

Deno.test("update: version required, only the fields sent are checked and returned", () => {
  deepStrictEqual(problems("account", { name: "X" }, "update"), { version: "Required" });
  deepStrictEqual(problems("account", { version: 0 }, "update"), {
    version: "Must be a positive whole number",
  });
  deepStrictEqual(problems("account", { version: 1.5 }, "update"), {
    version: "Must be a positive whole number",
  });
  deepStrictEqual(data("account", { version: "4" }, "update"), { version: 4 });
  deepStrictEqual(data("account", { status: "ceased", version: 2 }, "update"), {
    status: "ceased",
    version: 2,
  });
  // A present required field must still be filled in; a present optional one may be cleared.
  deepStrictEqual(problems("account", { name: "", version: 2 }, "update"), { name: "Required" });
  deepStrictEqual(data("account", { email: "", version: 2 }, "update"), { email: null, version: 2 });
  // The whole record, as PUT sends it, passes.
  ok(validate("incometax", { ...body("incometax"), version: 7 }, "update").ok);
  // version is not part of a create.
  strictEqual("version" in data("accountgroup", { name: "A", version: 9 }), false);
});

Deno.test("system fields and readOnly fields are dropped; a key that is no field is refused, nested too", () => {
  const objection = data("objection", {
    ...body("objection"),
    id: "x",
    createdAt: "2020-01-01",
    updatedAt: "2020-01-01",
    createdBy: "u",
    updatedBy: "u",
    _title: "Shown title",
    _refTitles: { assessment: "A title" },
    deadline: "2030-01-01",
  });
  for (
    const key of [
      "id",
      "createdAt",
      "updatedAt",
      "createdBy",
      "updatedBy",
      "_title",
      "_refTitles",
      "deadline",
    ]
  ) {
    strictEqual(key in objection, false, key);
  }
  const refused = problems("objection", { ...body("objection"), hacker: true, grounds: 5 });
  strictEqual(refused.hacker, "Is not a field of this request");
  ok(refused.grounds, "the field's own problem beside it");
  deepStrictEqual(
    problems("trigger", body("trigger", { schedule: { kind: "yearly", month: 3, day: 1, extra: 1 } })),
    { "schedule.extra": "Is not a field of this request" },
  );
  // Read-only values cannot be written, even on update.
  deepStrictEqual(data("objection", { deadline: "2030-01-01", version: 1 }, "update"), { version: 1 });
  deepStrictEqual(data("permission", { role: "admin", version: 1 }, "update"), { version: 1 });
});

Deno.test("the route's fixed values are set on create and cannot be overridden", () => {
  strictEqual(data("exit", body("exit", { kind: "entrance" })).kind, "exit");
  strictEqual(data("entrance", body("entrance", { kind: "exit" })).kind, "entrance");
  strictEqual("kind" in data("exit", { status: "sent", kind: "entrance", version: 2 }, "update"), false);
});

Deno.test("the body must be an object", () => {
  for (const input of [null, 5, "x", [], undefined]) {
    deepStrictEqual(problems("accountgroup", input), { "": "Must be an object" }, JSON.stringify(input));
  }
});

Deno.test("text: trimmed, length-limited, typed", () => {
  strictEqual(data("accountgroup", { name: "  Retail  " }).name, "Retail");
  deepStrictEqual(problems("accountgroup", { name: "x".repeat(201) }), {
    name: "Must be at most 200 characters",
  });
  strictEqual(data("accountgroup", { name: "x".repeat(200) }).name, "x".repeat(200));
  deepStrictEqual(problems("accountgroup", { name: "A", description: "x".repeat(5001) }), {
    description: "Must be at most 5000 characters",
  });
  strictEqual(
    (data("accountgroup", { name: "A", description: "x".repeat(5000) }).description as string).length,
    5000,
  );
  deepStrictEqual(problems("accountgroup", { name: 42 }), { name: "Must be text" });
  deepStrictEqual(problems("account", body("account", { code: "C".repeat(21) })), {
    code: "Must be at most 20 characters",
  });
});

Deno.test("email and phone formats", () => {
  strictEqual(
    data("office", { name: "CT", email: " Front.Desk@Example.CO.ZA " }).email,
    "front.desk@example.co.za",
  );
  for (const bad of ["a@b", "no-at.example.com", "a b@example.com", "a@@example.com", "@example.com"]) {
    deepStrictEqual(problems("office", { name: "CT", email: bad }), {
      email: "Must be a valid email address",
    }, bad);
  }
  strictEqual(data("office", { name: "CT", phone: "+27 (21) 555-0100" }).phone, "+27 (21) 555-0100");
  deepStrictEqual(problems("office", { name: "CT", phone: "call me" }), {
    phone: "Must be a valid phone number",
  });
});

Deno.test("identifiers use domain/identifiers.ts and its messages", () => {
  const account = (extra: Record<string, unknown>) => body("account", extra);
  deepStrictEqual(problems("account", account({ incomeTaxNumber: "0001339051" })), {
    incomeTaxNumber: "Check digit does not match",
  });
  deepStrictEqual(problems("account", account({ incomeTaxNumber: "5001339050" })), {
    incomeTaxNumber: "Must start with one of 0, 1, 2, 3, 9",
  });
  deepStrictEqual(problems("account", account({ incomeTaxNumber: "12345" })), {
    incomeTaxNumber: "Must be 10 digits",
  });
  deepStrictEqual(problems("account", account({ registrationNumber: "2030/12345/99" })), {
    registrationNumber: "Must look like YYYY/NNNNNN/NN (CIPC) or IT 1234/2015 (a trust)",
  });
  ok(validate("account", account({ registrationNumber: "IT 1234/2015" })).ok);
  // Grouped digits are accepted and stored compact.
  strictEqual(data("account", account({ incomeTaxNumber: "000 133 905-0" })).incomeTaxNumber, "0001339050");
  deepStrictEqual(problems("account", account({ vatNumber: "5123456789" })), {
    vatNumber: "Must start with 4",
  });
  deepStrictEqual(problems("account", account({ payeNumber: "4123456789" })), {
    payeNumber: "Must start with 7",
  });
  deepStrictEqual(problems("contact", { firstName: "A", lastName: "B", idNumber: "8002305009087" }), {
    idNumber: "First six digits must be a real date of birth (YYMMDD)",
  });
  const id = makeIdNumber("1980-01-01", 5);
  strictEqual(data("contact", { firstName: "A", lastName: "B", idNumber: id }).idNumber, id);
  strictEqual(
    data("account", account({ incomeTaxNumber: makeIncomeTaxNumber(77) })).incomeTaxNumber,
    makeIncomeTaxNumber(77),
  );
});

Deno.test("CIPC numbers: the latest year allowed comes from today", () => {
  const cipc = (registrationNumber: string) => body("cipc", { registrationNumber });
  const next = makeCipcNumber(2027, 1);
  deepStrictEqual(problems("cipc", cipc(next), "create", "2026-12-31"), {
    registrationNumber: "Year must be between 1900 and 2026",
  });
  ok(validate("cipc", cipc(next), "create", "2027-01-01").ok);
  deepStrictEqual(problems("cipc", cipc("2020/123456/99")), {
    registrationNumber: "Entity type (last two digits) must be 06, 07, 08, 21 or 23",
  });
  deepStrictEqual(problems("cipc", cipc("2020-123456-07")), {
    registrationNumber: "Must look like YYYY/NNNNNN/NN",
  });
});

Deno.test("integers: whole, in range, digits accepted", () => {
  const incometax = (taxYear: unknown) => body("incometax", { taxYear });
  deepStrictEqual(problems("incometax", incometax(1989)), { taxYear: "Must be between 1990 and 2100" });
  deepStrictEqual(problems("incometax", incometax(2101)), { taxYear: "Must be between 1990 and 2100" });
  deepStrictEqual(problems("incometax", incometax(2025.5)), { taxYear: "Must be a whole number" });
  deepStrictEqual(problems("incometax", incometax("20x6")), { taxYear: "Must be a whole number" });
  strictEqual(data("incometax", incometax(" 2026 ")).taxYear, 2026);
  deepStrictEqual(problems("account", body("account", { financialYearEnd: 0 })), {
    financialYearEnd: "Must be between 1 and 12",
  });
  deepStrictEqual(problems("autopayment", body("autopayment", { dayOfMonth: 29 })), {
    dayOfMonth: "Must be between 1 and 28",
  });
  deepStrictEqual(problems("annualreturn", body("annualreturn", { year: 1900 })), {
    year: "Must be between 1990 and 2100",
  });
});

Deno.test("money: two decimals, normalised, negative only where allowed", () => {
  const payment = (amount: unknown) => body("payment", { amount });
  strictEqual(data("payment", payment("1250.00")).amount, "1250.00");
  strictEqual(data("payment", payment("1250")).amount, "1250.00");
  strictEqual(data("payment", payment(1250)).amount, "1250.00");
  strictEqual(data("payment", payment(1250.5)).amount, "1250.50");
  strictEqual(data("payment", payment("0012.3")).amount, "12.30");
  strictEqual(data("payment", payment("999999999999.99")).amount, "999999999999.99");
  for (const bad of ["12.345", "1,250.00", "R1250", "abc", "1e3", 12.345, "1234567890123.00", true, NaN]) {
    deepStrictEqual(
      problems("payment", payment(bad)),
      { amount: "Must be an amount like 1250.00" },
      String(bad),
    );
  }
  deepStrictEqual(problems("payment", payment("-5.00")), { amount: "Must not be negative" });
  deepStrictEqual(problems("payment", payment(-5)), { amount: "Must not be negative" });
  strictEqual(data("payment", payment("-0")).amount, "0.00");
  // A refund: amountDue may be negative.
  const assessment = (amountDue: unknown) => body("assessment", { amountDue });
  strictEqual(data("assessment", assessment("-1500.5")).amountDue, "-1500.50");
  strictEqual(data("assessment", assessment(-12)).amountDue, "-12.00");
  deepStrictEqual(problems("assessment", body("assessment", { taxAssessed: "-1.00" })), {
    taxAssessed: "Must not be negative",
  });
});

Deno.test("dates: ISO and real", () => {
  const payment = (receivedOn: unknown) => body("payment", { receivedOn });
  for (
    const bad of ["2025-02-30", "2025-2-3", "03/01/2026", "2025-13-01", "2026-03-01T10:00:00Z", 20250101]
  ) {
    deepStrictEqual(
      problems("payment", payment(bad)),
      { receivedOn: "Must be a valid date (YYYY-MM-DD)" },
      String(bad),
    );
  }
  strictEqual(data("payment", payment("2024-02-29")).receivedOn, "2024-02-29");
  deepStrictEqual(problems("payment", payment("2025-02-29")), {
    receivedOn: "Must be a valid date (YYYY-MM-DD)",
  });
});

Deno.test("enums: exactly one of the options", () => {
  deepStrictEqual(problems("account", body("account", { status: "closed" })), {
    status: "Must be one of: prospect, active, dormant, ceased",
  });
  deepStrictEqual(problems("account", body("account", { status: "Active" })), {
    status: "Must be one of: prospect, active, dormant, ceased",
  });
  deepStrictEqual(problems("employee", body("employee", { role: "root" })), {
    role: "Must be one of: admin, staff, user, clerk",
  });
  strictEqual(data("account", body("account", { status: " dormant " })).status, "dormant");
});

Deno.test("bools: true or false", () => {
  deepStrictEqual(problems("account", body("account", { provisionalTaxpayer: "yes" })), {
    provisionalTaxpayer: "Must be true or false",
  });
  strictEqual(data("account", body("account", { provisionalTaxpayer: true })).provisionalTaxpayer, true);
  strictEqual(data("assessment", body("assessment", { agreesWithReturn: null })).agreesWithReturn, null);
});

Deno.test("refs: non-empty ids; lists of refs without duplicates", () => {
  deepStrictEqual(problems("contact", { firstName: "A", lastName: "B", account: 12 }), {
    account: "Must be a record id",
  });
  strictEqual(data("contact", { firstName: "A", lastName: "B", account: " acc-1 " }).account, "acc-1");
  const services = (value: unknown) => body("opportunity", { services: value });
  deepStrictEqual(data("opportunity", services(["t1", " t1 ", "t2"])).services, ["t1", "t2"]);
  deepStrictEqual(data("opportunity", services(null)).services, []);
  deepStrictEqual(problems("opportunity", services("t1")), { services: "Must be a list" });
  deepStrictEqual(problems("opportunity", services(["t1", ""])), { "services.1": "Required" });
});

Deno.test("items: each entry validated, with paths like directors.0.name", () => {
  const directors = (list: unknown) => body("cipc", { directors: list });
  const good = makeIdNumber("1975-06-16", 3);
  deepStrictEqual(data("cipc", directors([{ name: " Thandi Nkosi ", idNumber: good }])).directors, [
    { name: "Thandi Nkosi", idNumber: good, appointed: null, resigned: null },
  ]);
  deepStrictEqual(
    problems("cipc", directors([{ name: "A" }, { idNumber: "8001015009088", appointed: "2020-02-30" }, "x"])),
    {
      "directors.1.name": "Required",
      "directors.1.idNumber": "Check digit does not match",
      "directors.1.appointed": "Must be a valid date (YYYY-MM-DD)",
      "directors.2": "Must be an object",
    },
  );
  deepStrictEqual(problems("cipc", directors({ name: "A" })), { directors: "Must be a list" });
  deepStrictEqual(data("binding", body("binding", { checklist: [{ text: "Bank statements" }] })).checklist, [
    { text: "Bank statements", done: false },
  ]);
});

Deno.test("objects: a trigger's schedule needs what its kind needs, and nothing else", () => {
  const schedule = (value: unknown) => body("trigger", { schedule: value });
  deepStrictEqual(data("trigger", schedule({ kind: "yearly", month: 2, day: 28, days: 99 })).schedule, {
    kind: "yearly",
    month: 2,
    day: 28,
  });
  deepStrictEqual(data("trigger", schedule({ kind: "after-year-end", days: 60, month: 13 })).schedule, {
    kind: "after-year-end",
    days: 60,
  });
  deepStrictEqual(problems("trigger", schedule({ kind: "yearly", month: 2 })), {
    "schedule.day": "Required",
  });
  deepStrictEqual(problems("trigger", schedule({ kind: "after-year-end" })), { "schedule.days": "Required" });
  // SARS's own dates (domain/workflows/due-dates.ts) need nothing more.
  deepStrictEqual(data("trigger", schedule({ kind: "statutory", days: 3 })).schedule, { kind: "statutory" });
  deepStrictEqual(problems("trigger", schedule({ kind: "weekly" })), {
    "schedule.kind": "Must be one of: statutory, yearly, after-year-end",
  });
  deepStrictEqual(problems("trigger", schedule({ kind: "yearly", month: 0, day: 1 })), {
    "schedule.month": "Must be between 1 and 12",
  });
  deepStrictEqual(problems("trigger", schedule(null)), { schedule: "Required" });
  deepStrictEqual(problems("trigger", schedule("yearly")), { schedule: "Must be an object" });
  // An optional object: absent is null, present is checked.
  strictEqual(data("trigger", body("trigger", { accountFilter: undefined })).accountFilter, null);
  deepStrictEqual(
    data("trigger", body("trigger", { accountFilter: { provisionalTaxpayer: true } })).accountFilter,
    {
      accountGroup: null,
      accountType: null,
      provisionalTaxpayer: true,
    },
  );
});

Deno.test("permission grants: a set of actions per module", () => {
  const grants = data("permission", {
    grants: { clients: ["update", "read", "read"], tax: ["read"] },
    version: 3,
  }, "update")
    .grants as Record<string, string[]>;
  deepStrictEqual(grants.clients, ["read", "update"]);
  deepStrictEqual(grants.tax, ["read"]);
  deepStrictEqual(grants.reports, []);
  deepStrictEqual(problems("permission", { grants: { tax: ["approve"] }, version: 3 }, "update"), {
    "grants.tax.0": "Must be one of: read, create, update, delete",
  });
  deepStrictEqual(problems("permission", { grants: null, version: 3 }, "update"), { grants: "Required" });
});

Deno.test("password: required on create only, kept as typed, never trimmed", () => {
  deepStrictEqual(problems("employee", body("employee", { password: undefined })), { password: "Required" });
  deepStrictEqual(problems("employee", body("employee", { password: "short" })), {
    password: "Must be at least 8 characters",
  });
  strictEqual(data("employee", body("employee", { password: " spaced out " })).password, " spaced out ");
  // On update a blank password means "keep the current one".
  deepStrictEqual(data("employee", { password: "", version: 2 }, "update"), { version: 2 });
  deepStrictEqual(data("employee", { password: null, version: 2 }, "update"), { version: 2 });
  deepStrictEqual(data("employee", { password: "new-secret", version: 2 }, "update"), {
    password: "new-secret",
    version: 2,
  });
});

Deno.test("generated fields: blank on create is left to the server", () => {
  strictEqual(data("account", body("account", { code: "" })).code, null);
  strictEqual(data("account", body("account", { code: undefined })).code, null);
  strictEqual(data("account", body("account", { code: " ACC0042 " })).code, "ACC0042");
  deepStrictEqual(problems("account", { code: "", version: 1 }, "update"), { code: "Required" });
  strictEqual(data("annualreturn", body("annualreturn", { dueDate: "" })).dueDate, null);
});

Deno.test("writeSchema is the zod/mini schema validateRecord uses, built once per resource, mode and day", () => {
  const def = resourceDef("account")!;
  strictEqual(writeSchema(def, "create", TODAY), writeSchema(def, "create", TODAY));
  notStrictEqual(writeSchema(def, "create", TODAY), writeSchema(def, "update", TODAY));
  const input = body("account", { id: "dropped" });
  deepStrictEqual(writeSchema(def, "create", TODAY).safeParse(input).data, data("account", input));
  throws(() => writeSchema(def, "create", "2026-02-30"), RangeError);
  throws(() => validateRecord(def, input, { mode: "create", today: "today" }), RangeError);
});

import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  changedFields,
  emptyValues,
  formFields,
  isDirty,
  recordToValues,
  setAt,
  valuesToBody,
} from "../../../client/backoffice/form/formState.ts";
import { type Field, resourceDef } from "../../../domain/resources/index.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";

const def = (name: string) => resourceDef(name)!;
const names = (fields: { name: string }[]) => fields.map((f) => f.name);
const subFields = (fields: Field[], name: string): Field[] => {
  const f = fields.find((x) => x.name === name);
  return f?.kind === "items" || f?.kind === "object" ? f.fields : [];
};

Deno.test("a new record starts from the declared defaults and what the address prefills", () => {
  const employee = def("employee");
  const values = emptyValues(employee.fields, { department: "dep-1", active: "false", nothing: "x" });
  strictEqual(values.firstName, "");
  strictEqual(values.department, "dep-1");
  strictEqual(values.active, false);
  strictEqual(values.password, "");
  const account = def("account");
  const fresh = emptyValues(account.fields);
  deepStrictEqual([fresh.financialYearEnd, fresh.status, fresh.provisionalTaxpayer], ["2", "active", false]);
});

Deno.test("read-only fields are left off the add form, shown on edit; fixed route values never", () => {
  const exit = def("exit");
  const onAdd = names(formFields(exit.fields, "create", exit.fixed));
  const onEdit = names(formFields(exit.fields, "update", exit.fixed));
  strictEqual(onAdd.includes("kind"), false);
  strictEqual(onEdit.includes("kind"), false);
  const objection = def("objection");
  strictEqual(names(formFields(objection.fields, "create")).includes("deadline"), false);
  strictEqual(names(formFields(objection.fields, "update")).includes("deadline"), true);
});

Deno.test("values become the API's body: numbers, money with two decimals, blanks left out on create", () => {
  const opportunity = def("opportunity");
  const values = {
    ...emptyValues(opportunity.fields),
    account: "acc-1",
    title: "  Annual tax  ",
    amount: "R 1 250,5",
    services: ["t-1", "t-2"],
    feeType: "annual",
  };
  const body = valuesToBody(opportunity.fields, values, "create");
  deepStrictEqual(
    { title: body.title, amount: body.amount, services: body.services, vat: body.vatIncluded },
    { title: "Annual tax", amount: "1250.50", services: ["t-1", "t-2"], vat: false },
  );
  strictEqual("notes" in body, false);
  const check = validateRecord(opportunity, body, { mode: "create", today: "2026-03-01" });
  deepStrictEqual(check.ok, true, JSON.stringify(check));
});

Deno.test("on update a cleared field is sent as null, the password only when typed, as typed", () => {
  const employee = def("employee");
  const stored = {
    id: "e-1",
    firstName: "Ada",
    lastName: "Admin",
    email: "ada@example.test",
    phone: "012 345 6789",
    role: "admin",
    active: true,
    version: 3,
  };
  const values = recordToValues(employee.fields, stored);
  strictEqual(values.password, "", "a write-only field starts empty");
  const cleared = { ...values, phone: "" };
  const body = valuesToBody(employee.fields, cleared, "update");
  strictEqual(body.phone, null);
  strictEqual("password" in body, false);
  const typed = valuesToBody(employee.fields, { ...values, password: " secret pass " }, "update");
  strictEqual(typed.password, " secret pass ");
});

Deno.test("a yes/no without a default can stay unknown; one with a default is a plain switch", () => {
  const assessment = def("assessment");
  const values = emptyValues(assessment.fields);
  strictEqual(values.agreesWithReturn, "");
  strictEqual("agreesWithReturn" in valuesToBody(assessment.fields, values, "create"), false);
  strictEqual(
    valuesToBody(assessment.fields, { ...values, agreesWithReturn: false }, "create").agreesWithReturn,
    false,
  );
  strictEqual(recordToValues(assessment.fields, { agreesWithReturn: null }).agreesWithReturn, "");
});

Deno.test("items and objects: rows edited by path, fields that do not apply are not sent", () => {
  const cipc = def("cipc");
  let values = emptyValues(cipc.fields);
  values = setAt(values, ["directors"], [emptyValues(subFields(cipc.fields, "directors"))]);
  values = setAt(values, ["directors", 0, "name"], "Jane Director");
  deepStrictEqual(valuesToBody(cipc.fields, values, "create").directors, [{ name: "Jane Director" }]);

  const trigger = def("trigger");
  const schedule = { kind: "after-year-end", month: "3", day: "1", days: "60" };
  const body = valuesToBody(trigger.fields, { ...emptyValues(trigger.fields), schedule }, "create");
  deepStrictEqual(body.schedule, { kind: "after-year-end", days: 60 });
});

Deno.test("dirty tracking: surrounding blanks do not count, a change does, and undoing it is clean again", () => {
  const account = def("account");
  const baseline = recordToValues(account.fields, { name: "Acme", status: "active", financialYearEnd: 2 });
  strictEqual(isDirty(account.fields, baseline, { ...baseline, name: "Acme " }), false);
  const changed = { ...baseline, name: "Acme Ltd", status: "dormant" };
  deepStrictEqual(changedFields(account.fields, baseline, changed), ["name", "status"]);
  strictEqual(isDirty(account.fields, baseline, { ...changed, name: "Acme", status: "active" }), false);
});

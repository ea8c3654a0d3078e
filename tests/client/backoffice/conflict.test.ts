import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { conflictRows, currentOf, resolveConflict } from "../../../client/backoffice/form/conflict.ts";
import { recordToValues } from "../../../client/backoffice/form/formState.ts";
import { referenceLines, referencesOf } from "../../../client/backoffice/ui/referencedBy.ts";
import { resourceDef } from "../../../domain/resources/index.ts";

const account = resourceDef("account")!;
const opened = {
  id: "a-1",
  code: "ACC0001",
  name: "Acme",
  status: "active",
  financialYearEnd: 2,
  version: 1,
};
const current = { ...opened, name: "Acme (Pty) Ltd", phone: "011 000 0000", version: 2 };

Deno.test("a stale save's 409 carries the newer record", () => {
  deepStrictEqual(currentOf({ error: { message: "changed", current } }), current);
  strictEqual(currentOf({ error: { message: "Code is taken", fields: { code: "taken" } } }), undefined);
  strictEqual(currentOf(undefined), undefined);
});

Deno.test("the side-by-side rows: every field where mine and theirs differ, marking what they changed", () => {
  const baseline = recordToValues(account.fields, opened);
  const mine = { ...baseline, status: "dormant" };
  deepStrictEqual(conflictRows(account.fields, baseline, mine, current), [
    { name: "name", theirChange: true },
    { name: "status", theirChange: false },
    { name: "phone", theirChange: true },
  ]);
});

Deno.test("use theirs: the form shows the newer record and has nothing left to save", () => {
  const baseline = recordToValues(account.fields, opened);
  const choice = resolveConflict("theirs", account.fields, { ...baseline, status: "dormant" }, current);
  strictEqual(choice.values.name, "Acme (Pty) Ltd");
  strictEqual(choice.values.status, "active");
  deepStrictEqual(choice.values, choice.baseline);
  deepStrictEqual([choice.version, choice.resubmit], [2, false]);
});

Deno.test("keep mine: my values are saved again over the newer version", () => {
  const baseline = recordToValues(account.fields, opened);
  const mine = { ...baseline, status: "dormant" };
  const choice = resolveConflict("mine", account.fields, mine, current);
  deepStrictEqual(choice.values, mine);
  strictEqual(choice.baseline.name, "Acme (Pty) Ltd");
  deepStrictEqual([choice.version, choice.resubmit], [2, true]);
});

Deno.test("a refused delete names what refers to the record", () => {
  const body = {
    error: {
      message: "Acme cannot be deleted",
      referencedBy: [
        { resource: "contact", count: 3, titles: ["Jane Doe", "John Smith", "Thabo M", "Zed"] },
        { resource: "incometax", count: 2, titles: [] },
        { nonsense: true },
      ],
    },
  };
  const refs = referencesOf(body);
  strictEqual(refs.length, 2);
  const labels: Record<string, string> = { contact: "Contact", incometax: "Income Tax" };
  deepStrictEqual(referenceLines(refs, (r) => labels[r]), [
    "3 × Contact: Jane Doe, John Smith, Thabo M",
    "2 × Income Tax",
  ]);
  deepStrictEqual(referencesOf({ error: { message: "x" } }), []);
});

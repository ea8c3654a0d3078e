/** Inline edit in the generic list (issue 39): which fields a row edits in place, and the update it sends. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { resourceDef } from "../../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import {
  editableColumns,
  inlineBody,
  isInlineEditable,
  mayEditRow,
} from "../../../client/backoffice/list/inline/editable.ts";
import { INLINE_MESSAGES } from "../../../client/backoffice/list/inline/inline-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

const account = resourceDef("account")!;
const fieldOf = (def: ResourceDef, name: string) => def.fields.find((f) => f.name === name)!;
const names = (fields: readonly Field[]) => fields.map((f) => f.name);

Deno.test("a row edits text, numbers, money, dates, a choice and a reference in place; nothing else", () => {
  const editable = names(account.fields.filter((f) => isInlineEditable(account, f)));
  for (const name of ["code", "name", "financialYearEnd", "accountType", "partner", "status", "email"]) {
    strictEqual(editable.includes(name), true, `${name} is edited in place`);
  }
  // Yes/no, a list of rows, a field that applies by a sibling's value (vatFiling by vatCategory), long text.
  for (const name of ["provisionalTaxpayer", "complianceExcluded", "vatFiling", "notes"]) {
    strictEqual(editable.includes(name), false, `${name} is left to the form`);
  }
  const l: Field["label"] = { en: "L", tr: "L", ar: "L" };
  const def = {
    ...account,
    fields: [
      { name: "due", label: l, kind: "date" },
      { name: "fee", label: l, kind: "money" },
      { name: "set", label: l, kind: "date", readOnly: true },
      { name: "secret", label: l, kind: "text", writeOnly: true },
      { name: "kind", label: l, kind: "enum", options: ["a"], readOnly: true },
    ],
    fixed: { kind: "a" },
  } as ResourceDef;
  deepStrictEqual(names(def.fields.filter((f) => isInlineEditable(def, f))), ["due", "fee"]);
});

Deno.test("F2 edits the first editable column shown, in the columns' order", () => {
  const shown = ["notes", "provisionalTaxpayer", "status", "name"].map((n) => fieldOf(account, n));
  deepStrictEqual(names(editableColumns(account, shown)), ["status", "name"]);
  deepStrictEqual(editableColumns(account, [fieldOf(account, "notes")]), []);
});

Deno.test("a row is edited only with the module's update grant, and never a locked record", () => {
  const row = { id: "1", status: "active" };
  strictEqual(mayEditRow(account, row, true), true);
  strictEqual(mayEditRow(account, row, false), false);
  const permission = resourceDef("permission")!;
  strictEqual(mayEditRow(permission, { id: "2", role: "staff" }, true), true);
  strictEqual(mayEditRow(permission, { id: "3", role: "admin" }, true), false, "the admin's permissions");
});

Deno.test("the update names the one field, as the form sends it, with the row's version", () => {
  deepStrictEqual(inlineBody(account, fieldOf(account, "status"), "dormant", 4), {
    status: "dormant",
    version: 4,
  });
  deepStrictEqual(
    inlineBody(account, fieldOf(account, "email"), "  ", 2),
    { email: null, version: 2 },
    "cleared",
  );
  deepStrictEqual(inlineBody(account, fieldOf(account, "financialYearEnd"), "6", 1), {
    financialYearEnd: 6,
    version: 1,
  });
});

Deno.test("inline edit has its words in Turkish and Arabic", () => {
  assertTranslated(INLINE_MESSAGES);
});

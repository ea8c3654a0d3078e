import { deepStrictEqual } from "node:assert/strict";
import { recordToValues } from "../../../client/backoffice/form/formState.ts";
import { mergeValues } from "../../../client/backoffice/form/merge.ts";
import { resourceDef } from "../../../domain/resources/index.ts";

const account = resourceDef("account")!;
const cipc = resourceDef("cipc")!;
const opened = recordToValues(account.fields, {
  code: "ACC0001",
  name: "Acme",
  email: "a@x.co.za",
  notes: "First notes",
  status: "active",
  financialYearEnd: 2,
});

Deno.test("three-way merge: a field only I changed keeps mine", () => {
  const mine = { ...opened, notes: "My notes" };
  const merged = mergeValues(account.fields, opened, mine, opened);
  deepStrictEqual([merged.values, merged.conflicts, merged.theirs], [mine, [], []]);
});

Deno.test("three-way merge: a field only they changed keeps theirs, and is named as kept", () => {
  const theirs = { ...opened, email: "b@y.co.za" };
  const merged = mergeValues(account.fields, opened, opened, theirs);
  deepStrictEqual([merged.values, merged.conflicts, merged.theirs], [theirs, [], ["email"]]);
});

Deno.test("three-way merge: mine and theirs on different fields both stay; nobody's field is theirs", () => {
  const mine = { ...opened, notes: "My notes" };
  const theirs = { ...opened, email: "b@y.co.za", phone: "011 555 0101" };
  const merged = mergeValues(account.fields, opened, mine, theirs);
  deepStrictEqual(merged.values, { ...theirs, notes: "My notes" });
  deepStrictEqual([merged.conflicts, merged.theirs], [[], ["email", "phone"]]);
});

Deno.test("three-way merge: both changed a field to the same value: no question, nothing kept of theirs", () => {
  const mine = { ...opened, status: "dormant" };
  const theirs = { ...opened, status: "dormant" };
  const merged = mergeValues(account.fields, opened, mine, theirs);
  deepStrictEqual([merged.values, merged.conflicts, merged.theirs], [mine, [], []]);
});

Deno.test("three-way merge: both changed a field to different values: asked, holding mine meanwhile", () => {
  const mine = { ...opened, email: "mine@x.co.za", notes: "My notes" };
  const theirs = { ...opened, email: "theirs@x.co.za", phone: "011 555 0101" };
  const merged = mergeValues(account.fields, opened, mine, theirs);
  deepStrictEqual(merged.conflicts, ["email"]);
  deepStrictEqual(merged.theirs, ["phone"]);
  deepStrictEqual(merged.values, { ...theirs, email: "mine@x.co.za", notes: "My notes" });
});

Deno.test("three-way merge: a list is one value: any change to it on both sides is a question", () => {
  const director = (name: string) => ({ name, idNumber: "", appointed: "", resigned: "" });
  const base = recordToValues(cipc.fields, { directors: [director("Ada"), director("Ben")] });
  const mine = { ...base, directors: [director("Ada"), director("Ben"), director("Cas")] };
  const theirs = { ...base, directors: [director("Ada Lovelace"), director("Ben")] };
  const merged = mergeValues(cipc.fields, base, mine, theirs);
  deepStrictEqual([merged.conflicts, merged.values.directors], [["directors"], mine.directors]);

  // The same row added on both sides is the same list: nothing to ask.
  const same = mergeValues(cipc.fields, base, mine, { ...base, directors: mine.directors });
  deepStrictEqual([same.conflicts, same.theirs], [[], []]);
  // Only they changed a row: their list is kept whole.
  const only = mergeValues(cipc.fields, base, base, theirs);
  deepStrictEqual([only.values.directors, only.theirs], [theirs.directors, ["directors"]]);
});

Deno.test("three-way merge: a password typed now is mine (the record never carries one)", () => {
  const employee = resourceDef("employee")!;
  const base = recordToValues(employee.fields, { firstName: "Thandi", email: "t@x.co.za" });
  const mine = { ...base, password: "new-secret-1" };
  const theirs = { ...base, email: "thandi@x.co.za" };
  const merged = mergeValues(employee.fields, base, mine, theirs);
  deepStrictEqual([merged.values.password, merged.values.email, merged.conflicts], [
    "new-secret-1",
    "thandi@x.co.za",
    [],
  ]);
});

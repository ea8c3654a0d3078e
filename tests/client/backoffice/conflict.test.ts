import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import {
  ConflictQuestion,
  currentOf,
  type Draft,
  resolved,
  saveMerging,
} from "../../../client/backoffice/form/conflict.ts";
import { recordToValues, valuesToBody } from "../../../client/backoffice/form/formState.ts";
import { ApiError } from "../../../client/lib/api.ts";
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

/** A server that refuses a stale version with 409 and the record as it is, as DOMAIN.md says. */
function server(stored: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  const send = (draft: Draft) => {
    const body = { ...valuesToBody(account.fields, draft.values, "update"), version: draft.version };
    sent.push(body);
    if (body.version !== stored.version) {
      return Promise.reject(
        new ApiError(409, "changed", {}, { error: { message: "changed", current: stored } }),
      );
    }
    stored = { ...stored, ...body, version: Number(stored.version) + 1 };
    return Promise.resolve(stored);
  };
  return { send, sent, now: () => stored };
}

Deno.test("a stale save with nothing to ask is merged and saved over the newer version at once", async () => {
  const base = recordToValues(account.fields, opened);
  const api = server(current);
  const merges: Draft[] = [];
  const draft = { values: { ...base, notes: "Mine" }, base, version: 1 };
  const { saved, kept } = await saveMerging(account.fields, draft, api.send, (next) => merges.push(next));
  deepStrictEqual(kept, ["name", "phone"]);
  deepStrictEqual([saved.name, saved.phone, saved.notes, saved.version], [
    "Acme (Pty) Ltd",
    "011 000 0000",
    "Mine",
    3,
  ]);
  deepStrictEqual(api.sent.map((b) => b.version), [1, 2]);
  deepStrictEqual(merges.map((m) => m.version), [2]);
});

Deno.test("a stale save whose fields both changed asks, with mine, theirs and the original", async () => {
  const base = recordToValues(account.fields, opened);
  const api = server(current);
  const mine = { ...base, name: "Acme Holdings", notes: "Mine" };
  const asked = await saveMerging(account.fields, { values: mine, base, version: 1 }, api.send, () => {})
    .catch((e) => e);
  ok(asked instanceof ConflictQuestion);
  deepStrictEqual(asked.conflicts, ["name"]);
  deepStrictEqual([asked.mine.name, asked.theirs.name, asked.original.name], [
    "Acme Holdings",
    "Acme (Pty) Ltd",
    "Acme",
  ]);
  deepStrictEqual(asked.kept, ["phone"]);
  deepStrictEqual(api.sent.length, 1, "nothing saved until the person chooses");

  // Theirs chosen: the name stays as they saved it; my notes and their phone go through.
  const values = resolved(asked, { ...asked.theirs, name: "Acme Holdings", notes: "Mine" }, {
    name: "theirs",
  });
  const { saved } = await saveMerging(
    account.fields,
    { values, base: asked.theirs, version: 2 },
    api.send,
    () => {},
  );
  deepStrictEqual([saved.name, saved.phone, saved.notes], ["Acme (Pty) Ltd", "011 000 0000", "Mine"]);
  deepStrictEqual(resolved(asked, values, { name: "mine" }).name, "Acme Holdings");
});

Deno.test("a refusal other than a stale version is not merged", async () => {
  const base = recordToValues(account.fields, opened);
  const refused = new ApiError(400, "bad", { email: "Invalid" });
  const error = await saveMerging(
    account.fields,
    { values: base, base, version: 1 },
    () => Promise.reject(refused),
    () => {},
  )
    .catch((e) => e);
  strictEqual(error, refused);
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

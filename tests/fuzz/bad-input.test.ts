import { deepStrictEqual, equal, ok } from "node:assert/strict";
import fc from "fast-check";
import { type BadCase, RawToken, related, schemaMutations, verdict, writeBody } from "./bad-input.ts";

const invalid = (touched: string[], text = "{}"): BadCase => ({
  kinds: ["x"],
  touched,
  expect: "invalid",
  text,
});
const refused = (fields: string[], status = 400) => ({
  status,
  body: {
    error: { code: "invalidFields", fields: Object.fromEntries(fields.map((f) => [f, { code: "x" }])) },
  },
});

Deno.test("a 400 is right only when it names a field the case broke, or one inside or around it", () => {
  equal(verdict(invalid(["note.title"]), refused(["note.title"]), undefined), null);
  equal(verdict(invalid(["labels"]), refused(["labels.2"]), undefined), null);
  equal(verdict(invalid(["note.checklist.0.text"]), refused(["note"]), undefined), null);
  ok(verdict(invalid(["note.title"]), refused(["note.time"]), undefined)?.includes("none of the fields"));
  ok(verdict(invalid(["name"]), refused([]), undefined)?.includes("names no field"));
  ok(verdict(invalid(["name"]), { status: 500, body: {} }, undefined)?.includes("got 500"));
  ok(verdict(invalid(["name"]), { status: 201, body: {} }, undefined)?.includes("got 201"));
  ok(!related("note.titles", "note.title"), "a prefix of a name is another field");
});

Deno.test("a 413 is right only for a body over the limit, a 404 only for an id that names nothing", () => {
  const big = invalid(["name"], "x".repeat(101));
  const tooLarge = { status: 413, body: { error: { code: "bodyTooLarge" } } };
  equal(verdict(big, tooLarge, 100), null);
  ok(verdict(invalid(["name"], "x".repeat(99)), tooLarge, 100));
  ok(verdict(big, tooLarge, undefined), "where there is no limit, a 413 is wrong");
  const missing: BadCase = { kinds: ["id"], touched: [], expect: "notFound", text: "" };
  equal(verdict(missing, { status: 404, body: {} }, undefined), null);
  ok(verdict(missing, { status: 400, body: {} }, undefined));
  equal(verdict({ ...invalid(["boardId"]), allow404: true }, { status: 404, body: {} }, undefined), null);
});

Deno.test("the schema's walk breaks each field the ways its schema refuses", () => {
  const schema = {
    type: "object",
    properties: {
      name: { type: "string", maxLength: 5 },
      count: { anyOf: [{ type: "integer", minimum: 1, maximum: 9 }, { type: "null" }] },
      kind: { type: "string", enum: ["a", "b"] },
    },
    required: ["name"],
  };
  const found = schemaMutations(schema, { name: "ok", count: 2, kind: "a" }, {});
  const kinds = (path: string) => found.filter((m) => m.path === path).map((m) => m.kind);
  ok(kinds("name").includes("string over its limit"));
  ok(kinds("name").includes("missing field"));
  ok(kinds("name").includes("NUL"));
  ok(kinds("count").includes("out of range"));
  ok(!kinds("count").includes("missing field"), "an optional field may be left out");
  ok(kinds("kind").includes("not an option"));
  ok(kinds("").includes("array for a object"), "the body itself");
  const nullable = found.filter((m) => m.path === "count" && m.kind === "wrong type");
  for (const m of nullable) {
    for (const value of fc.sample(m.value as fc.Arbitrary<unknown>, 20)) {
      ok(value !== null, "null is allowed");
    }
  }
});

Deno.test("a body is written with its raw tokens as they are, so NaN and 1e400 reach the server", () => {
  deepStrictEqual(
    writeBody({ a: new RawToken("NaN"), b: [new RawToken("1e400")], c: "x" }),
    '{"a":NaN,"b":[1e400],"c":"x"}',
  );
});

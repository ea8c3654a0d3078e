import { deepStrictEqual, notStrictEqual, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import { jsonDepth, MAX_JSON_DEPTH } from "../../server/middleware/json-depth.ts";
import { signedInApp } from "../support/app.ts";

/** The depth as a walk of the parsed value counts it: the scanner must agree with it. */
function walkedDepth(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value).map(walkedDepth));
}

Deno.test("the depth scanner counts what a walk of the parsed value counts, whatever the strings hold", () => {
  // Keys and strings full of brackets, quotes and backslashes: only JSON's own brackets count.
  const tricky = fc.string({ unit: fc.constantFrom("[", "]", "{", "}", '"', "\\", "a", "é", "\n") });
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.oneof(tricky, fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie("node"), { maxLength: 4 }),
      fc.dictionary(tricky, tie("node"), { maxKeys: 4 }),
    ),
  })).node;
  fc.assert(
    fc.property(fc.oneof(value, fc.jsonValue()), fc.boolean(), (v, spaced) => {
      const text = JSON.stringify(v, null, spaced ? 2 : undefined);
      strictEqual(jsonDepth(text), walkedDepth(JSON.parse(text)));
    }),
    { numRuns: 2000 },
  );
});

Deno.test("the depth scanner stops past its limit, and reads an escaped quote as text", () => {
  strictEqual(jsonDepth("[".repeat(100_000), 64), 65, "it stops counting once past the limit");
  strictEqual(jsonDepth(String.raw`["\"[[[", {"k\\": ["\\"]}]`), 3);
  strictEqual(jsonDepth("42"), 0);
});

/** `[[…]]` or `{"a":{"a":…}}`, `depth` levels deep. */
const nestedArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth - 1) + "{}" + "}".repeat(depth - 1);

/** Body-reading endpoints of each kind, with who calls them. */
const ENDPOINTS = [
  ["public sign-in", "/api/users/login", undefined],
  ["two-factor second step", "/api/users/login/two-factor", undefined],
  ["password reset", "/api/account/forgot-password", undefined],
  ["demo sign-in", "/api/auth", undefined],
  ["two-factor set-up", "/api/users/two-factor/confirm", "admin"],
  ["user settings", "/api/auth/user/update", "admin"],
  ["back-office create", "/api/backoffice/office", "admin"],
  ["workflow", "/api/backoffice/workflows/calendar-feeds", "admin"],
  ["demo-app write", "/api/notes-app/create-note", "demo"],
] as const;

Deno.test("a body nested 10,000 deep is a 400 naming the body on every kind of endpoint, never a 500", async () => {
  const { send, tokens, store } = await signedInApp();
  for (const [kind, path, who] of ENDPOINTS) {
    for (const [shape, body] of [["array", nestedArray(10_000)], ["object", nestedObject(10_000)]]) {
      const res = await send(path, body, who && tokens[who]);
      const { error } = await res.json();
      deepStrictEqual(
        [res.status, error.code, error.fields?.body],
        [400, "bodyTooDeep", {
          code: "bodyTooDeep",
          message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
          params: { max: MAX_JSON_DEPTH },
        }],
        `${kind} (${path}), ${shape}`,
      );
    }
  }
  await store?.close();
});

Deno.test("a body within the limit is checked as any other: the depth refusal starts one level past it", async () => {
  const { send, tokens, store } = await signedInApp();
  for (const [kind, path, who] of ENDPOINTS) {
    // Each an object whose field holds the rest: the route's own checks name what is wrong with it.
    for (const depth of [MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH]) {
      const res = await send(path, `{"email":${nestedArray(depth - 1)}}`, who && tokens[who]);
      const { error } = await res.json();
      strictEqual(res.status, 400, `${kind} (${path}) at depth ${depth}`);
      notStrictEqual(error.code, "bodyTooDeep", `${kind} (${path}) at depth ${depth}`);
    }
    const over = await send(path, `{"email":${nestedArray(MAX_JSON_DEPTH)}}`, who && tokens[who]);
    strictEqual((await over.json()).error.code, "bodyTooDeep", `${kind} (${path}) one level past the limit`);
  }
  await store?.close();
});

import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { searchResults } from "../../fixtures/search.ts";
import { demoApi } from "../support/demo.ts";

Deno.test("search: answers all eight results of {id, title, url, excerpt}, whatever the query", async () => {
  const { call } = await demoApi();
  const all = await call("ann", "GET", "/api/search");
  strictEqual(all.status, 200);
  strictEqual(all.body.length, 8);
  deepStrictEqual(all.body, searchResults);
  for (const result of all.body) {
    deepStrictEqual(Object.keys(result).sort(), ["excerpt", "id", "title", "url"]);
    ok(result.url.startsWith("/"), result.url);
    ok(result.title !== "" && result.excerpt !== "");
  }
  strictEqual(new Set(all.body.map((r: { id: number }) => r.id)).size, 8);
  for (const q of ["vat", "zzz-nothing", ""]) {
    deepStrictEqual((await call(null, "GET", "/api/search", { q })).body, all.body, q);
  }
});

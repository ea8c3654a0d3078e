import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { keys, touchedByWrite } from "../../client/backoffice/api/keys.ts";
import { ApiError } from "../../client/lib/api.ts";
import { invalidate, queryClient, shouldRetry } from "../../client/lib/query.ts";

Deno.test("a refusal (4xx) is never asked again; a network failure or a 5xx is, twice", () => {
  strictEqual(shouldRetry(0, new ApiError(400, "bad")), false);
  strictEqual(shouldRetry(0, new ApiError(404, "gone")), false);
  strictEqual(shouldRetry(0, new ApiError(0, "offline")), true);
  strictEqual(shouldRetry(1, new ApiError(503, "busy")), true);
  strictEqual(shouldRetry(2, new ApiError(503, "busy")), false);
  strictEqual(shouldRetry(0, new TypeError("parse")), true);
});

Deno.test("keys nest under their resource, so one prefix reaches every answer about it", () => {
  deepStrictEqual(keys.list("account", "page=2"), ["backoffice", "account", "list", "page=2"]);
  deepStrictEqual(keys.one("account", "a1"), ["backoffice", "account", "one", "a1"]);
  const prefixes = (key: readonly unknown[]) =>
    touchedByWrite.some((p) => p.every((part, i) => key[i] === part));
  for (const key of [keys.list("account", ""), keys.one("contact", "c"), keys.grants("u"), keys.dashboard]) {
    ok(prefixes(key), `a write reaches ${JSON.stringify(key)}`);
  }
});

Deno.test("after a write, the answers it may have changed are stale; others are not", async () => {
  queryClient.setQueryData(keys.one("account", "a1"), { id: "a1" });
  queryClient.setQueryData(keys.report("taxYear=2026"), { items: [] });
  queryClient.setQueryData(["chat", "contacts"], []);
  await Promise.all(touchedByWrite.map((p) => invalidate(p)));
  strictEqual(queryClient.getQueryState(keys.one("account", "a1"))?.isInvalidated, true);
  strictEqual(queryClient.getQueryState(keys.report("taxYear=2026"))?.isInvalidated, true);
  strictEqual(queryClient.getQueryState(["chat", "contacts"])?.isInvalidated, false);
  queryClient.clear();
});

Deno.test("a write can leave some answers alone: a deleted record's own page does not ask for it again", async () => {
  queryClient.setQueryData(keys.one("account", "gone"), { id: "gone" });
  queryClient.setQueryData(keys.list("account", ""), { items: [], total: 0 });
  await invalidate(keys.all, [keys.one("account", "gone")]);
  strictEqual(queryClient.getQueryState(keys.one("account", "gone"))?.isInvalidated, false);
  strictEqual(queryClient.getQueryState(keys.list("account", ""))?.isInvalidated, true);
  queryClient.clear();
});

import { strictEqual } from "node:assert/strict";
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

Deno.test("after an invalidation, the answers under the prefix are stale; others are not", async () => {
  queryClient.setQueryData(["backoffice", "account", "one", "a1"], { id: "a1" });
  queryClient.setQueryData(["chat", "contacts"], []);
  await invalidate(["backoffice"]);
  strictEqual(queryClient.getQueryState(["backoffice", "account", "one", "a1"])?.isInvalidated, true);
  strictEqual(queryClient.getQueryState(["chat", "contacts"])?.isInvalidated, false);
  queryClient.clear();
});

Deno.test("an invalidation can leave some answers alone: a deleted record's own page does not ask for it again", async () => {
  queryClient.setQueryData(["backoffice", "account", "one", "gone"], { id: "gone" });
  queryClient.setQueryData(["backoffice", "account", "list", ""], { items: [], total: 0 });
  await invalidate(["backoffice"], [["backoffice", "account", "one", "gone"]]);
  strictEqual(queryClient.getQueryState(["backoffice", "account", "one", "gone"])?.isInvalidated, false);
  strictEqual(queryClient.getQueryState(["backoffice", "account", "list", ""])?.isInvalidated, true);
  queryClient.clear();
});

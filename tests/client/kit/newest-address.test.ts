/** A change made on the drawn address, applied to the newest one (client/kit/routes/newest-address.ts). */
import { strictEqual } from "node:assert/strict";
import { onNewest } from "../../../client/kit/routes/newest-address.ts";

const p = (s: string) => new URLSearchParams(s);
const on = (drawn: string, next: string, newest: string) => onNewest(p(drawn), p(next), p(newest)).toString();

Deno.test("a sort clicked before a chosen filter is drawn keeps the filter", () => {
  strictEqual(on("", "sort=name", "status=active"), "sort=name&status=active");
  strictEqual(
    on("sort=name", "sort=name&order=desc", "sort=name&status=active"),
    "sort=name&order=desc&status=active",
  );
});

Deno.test("what the change sets, removes or keeps wins over the newest; the rest is the newest", () => {
  strictEqual(on("q=a&page=2", "q=ab", "q=a&page=2&view=x"), "q=ab&view=x");
  strictEqual(on("status=active", "", "status=active&sort=name"), "sort=name");
  strictEqual(on("status=active", "status=closed", "status=draft"), "status=closed");
  strictEqual(on("q=a", "q=a", "q=b"), "q=b");
});

Deno.test("drawn and newest the same: the change as made; repeated parameters kept in order", () => {
  strictEqual(on("a=1&b=2", "a=1&b=3", "a=1&b=2"), "a=1&b=3");
  strictEqual(on("c=1", "c=1&c=2", "c=1"), "c=1&c=2");
  strictEqual(on("c=1&c=2", "c=1&c=2", "c=2&c=1"), "c=2&c=1");
});

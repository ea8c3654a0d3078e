/** The back office's data provider: its calls, its keys, and what a write refreshes. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { keys } from "../../../client/backoffice/data/hooks.ts";
import { backofficeProvider } from "../../../client/backoffice/data/provider.ts";
import { cacheKey, under } from "../../../client/lib/data/index.ts";

/** Runs `work` with fetch answering `answer` and noting each request as method and address. */
async function asked(answer: unknown, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    seen.push(`${init?.method ?? "GET"} ${input}`);
    return Promise.resolve(Response.json(answer));
  };
  try {
    await work();
  } finally {
    globalThis.fetch = original;
  }
  return seen;
}

const EMPTY = { items: [], total: 0, capped: false, next: null, prev: null };

Deno.test("get-many asks for every id in one request, and answers the records found", async () => {
  let found: unknown;
  const seen = await asked({ ...EMPTY, items: [{ id: "a1" }, { id: "a2" }] }, async () => {
    found = await backofficeProvider.getMany("account", ["a1", "a2", "a3"]);
  });
  deepStrictEqual(seen, ["GET /api/backoffice/account?id=a1&id=a2&id=a3"]);
  deepStrictEqual(found, [{ id: "a1" }, { id: "a2" }]);
});

Deno.test("a list is asked by its list query, spelled once; records by id; writes by method", async () => {
  const seen = await asked(EMPTY, async () => {
    await backofficeProvider.getList("account", {
      q: "karoo",
      sort: "name",
      order: "desc",
      where: { status: ["active"] },
    });
    await backofficeProvider.getOne("account", "a 1");
    await backofficeProvider.update("account", "a1", { name: "x" });
    await backofficeProvider.delete("account", "a1");
  });
  deepStrictEqual(seen, [
    "GET /api/backoffice/account?q=karoo&sort=name&order=desc&status=active",
    "GET /api/backoffice/account/a%201",
    "PUT /api/backoffice/account/a1",
    "DELETE /api/backoffice/account/a1",
  ]);
});

Deno.test("keys hold the list query itself, and any write reaches every back-office and workflow answer", () => {
  const query = { sort: "name", order: "asc", page: 2, pageSize: 25 } as const;
  deepStrictEqual(keys.list("account", query), ["backoffice/account", "getList", query]);
  const touched = (key: readonly unknown[]) =>
    backofficeProvider.touchedByWrite.some((prefix) => under(cacheKey(key as never), prefix));
  for (
    const key of [
      keys.list("account", query),
      keys.one("contact", "c1"),
      keys.title("employee", "e1"),
      ["backoffice/grants"],
      ["workflows/dashboard"],
      ["workflows/report", "getList", query],
    ]
  ) ok(touched(key), `a write reaches ${JSON.stringify(key)}`);
  strictEqual(touched(["docs", "getOne", { slug: "changelog" }]), false);
});

import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { writeListQuery } from "../../../domain/list-query.ts";
import {
  csvQuery,
  FIRST_PAGE,
  hasCriteria,
  listPageOf,
  listQuery,
  readListState,
  shownRange,
  sortOf,
  toggleSort,
  turnPage,
  withFilter,
  withoutCriteria,
  withSearch,
  writeListState,
} from "../../../client/backoffice/list/listState.ts";

const FILTERABLE = ["status", "accountType", "provisionalTaxpayer"];
const DEFAULT_SORT = { field: "code", order: "asc" } as const;
const read = (qs: string, pageLabel?: number) =>
  readListState(new URLSearchParams(qs), FILTERABLE, [], pageLabel);
/** A list query as the API is asked it. */
const spelled = (query: Parameters<typeof writeListQuery>[0]) => writeListQuery(query).toString();

Deno.test("an empty address is the first page, 25 rows, the default sort, no criteria", () => {
  deepStrictEqual(read(""), {
    q: "",
    sort: null,
    order: "asc",
    page: 1,
    at: null,
    pageSize: 25,
    filters: {},
    conditions: [],
  });
  strictEqual(writeListState(read("")).toString(), "");
});

Deno.test("the address round-trips: search, sort, filters, page and page size", () => {
  const qs = "q=acme&sort=name&order=desc&accountType=t-1&status=active&page=3&pageSize=50";
  const state = read(qs);
  deepStrictEqual(state, {
    q: "acme",
    sort: "name",
    order: "desc",
    page: 3,
    at: null,
    pageSize: 50,
    filters: { status: "active", accountType: "t-1" },
    conditions: [],
  });
  // Filters are written in a stable order, so the same list always has the same address.
  strictEqual(
    writeListState(state).toString(),
    "q=acme&sort=name&order=desc&accountType=t-1&status=active&page=3&pageSize=50",
  );
  deepStrictEqual(read(writeListState(state).toString()), state);
});

Deno.test("nonsense in the address falls back to the defaults; unknown parameters are not filters", () => {
  deepStrictEqual(read("page=-2&pageSize=33&order=sideways&colour=red&status="), {
    q: "",
    sort: null,
    order: "asc",
    page: 1,
    at: null,
    pageSize: 25,
    filters: {},
    conditions: [],
  });
});

Deno.test("the API query spells everything out, with the resource's default sort when none is chosen", () => {
  deepStrictEqual(listQuery(read(""), DEFAULT_SORT), { sort: "code", order: "asc", page: 1, pageSize: 25 });
  strictEqual(spelled(listQuery(read(""), DEFAULT_SORT)), "sort=code&order=asc&page=1&pageSize=25");
  const searched = listQuery(read("q=%20acme%20&status=active&page=2"), {
    field: "createdAt",
    order: "desc",
  });
  deepStrictEqual(searched, {
    q: "acme",
    sort: "createdAt",
    order: "desc",
    page: 2,
    pageSize: 25,
    where: { status: ["active"] },
  });
  strictEqual(spelled(searched), "q=acme&sort=createdAt&order=desc&status=active&page=2&pageSize=25");
});

Deno.test("the CSV export asks for the same search, filters and sort, every page", () => {
  strictEqual(
    spelled(csvQuery(read("q=acme&status=active&sort=name&order=desc&page=4&pageSize=100"), DEFAULT_SORT)),
    "q=acme&sort=name&order=desc&status=active&format=csv",
  );
});

Deno.test("a header click sorts ascending, a second click descending; the default sort counts as sorted", () => {
  const start = read("page=3");
  strictEqual(sortOf(start, "code", DEFAULT_SORT), "asc");
  strictEqual(sortOf(start, "name", DEFAULT_SORT), null);
  const byName = toggleSort(start, "name", DEFAULT_SORT);
  deepStrictEqual([byName.sort, byName.order, byName.page], ["name", "asc", 1]);
  const flipped = toggleSort(byName, "name", DEFAULT_SORT);
  deepStrictEqual([flipped.sort, flipped.order], ["name", "desc"]);
  // The default column, sorted ascending already, flips to descending on the first click.
  const code = toggleSort(start, "code", DEFAULT_SORT);
  deepStrictEqual([code.sort, code.order], ["code", "desc"]);
});

Deno.test("searching and filtering go back to the first page; clearing removes both", () => {
  const state = read("page=5&sort=name&order=desc");
  strictEqual(withSearch(state, "acme").page, 1);
  const filtered = withFilter(state, "status", "active");
  deepStrictEqual([filtered.filters, filtered.page], [{ status: "active" }, 1]);
  deepStrictEqual(withFilter(filtered, "status", "").filters, {});
  strictEqual(hasCriteria(filtered), true);
  strictEqual(hasCriteria(withSearch(state, "   ")), false);
  const cleared = withoutCriteria(withSearch(filtered, "x"));
  deepStrictEqual([cleared.q, cleared.filters, cleared.sort], ["", {}, "name"]);
});

Deno.test("the range from the page and its rows: 1–25, the last page partial, nothing as 0–0", () => {
  deepStrictEqual(shownRange(1, 25, 25), { from: 1, to: 25 });
  deepStrictEqual(shownRange(13, 25, 12), { from: 301, to: 312 });
  deepStrictEqual(shownRange(1, 25, 0), { from: 0, to: 0 });
});

Deno.test("pages turn by the places the answer gave; page 2 goes back to the first page; a change starts over", () => {
  const first = read("sort=name");
  const answer = { next: "N1", prev: null };
  const second = turnPage(first, answer, "next")!;
  deepStrictEqual([second.page, second.at], [2, { after: "N1" }]);
  strictEqual(turnPage(first, answer, "prev"), null, "no page before the first");
  strictEqual(turnPage(second, { next: null, prev: "P2" }, "next"), null, "no page after the last");
  const third = turnPage(second, { next: "N2", prev: "P2" }, "next")!;
  deepStrictEqual(turnPage(third, { next: null, prev: "P3" }, "prev"), {
    ...third,
    page: 2,
    at: { before: "P3" },
  });
  deepStrictEqual(turnPage(second, { next: "N2", prev: "P2" }, "prev"), { ...second, ...FIRST_PAGE });
  // The place rides in the address instead of the page number, which the history entry keeps as its label.
  const address = writeListState(third);
  deepStrictEqual([address.get("after"), address.has("page")], ["N2", false]);
  strictEqual(listPageOf(third), 3);
  deepStrictEqual(read(address.toString(), listPageOf(third)!), third);
  // A link to a page reached by place, without its history entry: at least the second page.
  deepStrictEqual([read(address.toString()).page, read(address.toString()).at], [2, { after: "N2" }]);
  strictEqual(listPageOf(read("page=3")), null, "a page given by number needs no label");
  // In the API's query the place stands instead of the page number.
  const api = new URLSearchParams(spelled(listQuery(third, DEFAULT_SORT)));
  deepStrictEqual([api.get("after"), api.has("page")], ["N2", false]);
  strictEqual(new URLSearchParams(spelled(csvQuery(third, DEFAULT_SORT))).has("after"), false);
  deepStrictEqual([withSearch(third, "x").at, toggleSort(third, "name", DEFAULT_SORT).at], [null, null]);
});

/** The rows a list's bulk change is given (issue 39): chosen by id across pages, or all matching the list's query. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { resourceDef } from "../../../domain/resources/index.ts";
import { BULK_MESSAGES } from "../../../client/backoffice/list/bulk-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";
import { matchingQuery, readListState } from "../../../client/backoffice/list/listState.ts";
import {
  bulkActions,
  bulkFields,
  bulkTarget,
  chosenCount,
  chosenOnPage,
  isChosen,
  NOTHING,
  type Selection,
  selectionFor,
  togglePage,
  toggleRow,
} from "../../../client/backoffice/list/selection.ts";

const PAGE_1 = ["a", "b", "c"];
const PAGE_2 = ["d", "e"];

Deno.test("ids ticked on two pages stay chosen, and the page's box takes or gives back its own rows", () => {
  let s = toggleRow(NOTHING, "b", PAGE_1);
  s = togglePage(s, PAGE_2);
  deepStrictEqual(bulkTarget(s), { ids: ["b", "d", "e"] });
  strictEqual(chosenOnPage(s, PAGE_1), 1);
  s = togglePage(s, PAGE_1);
  deepStrictEqual(bulkTarget(s), { ids: ["b", "d", "e", "a", "c"] });
  s = togglePage(s, PAGE_1);
  deepStrictEqual(bulkTarget(s), { ids: ["d", "e"] });
  s = toggleRow(s, "d", PAGE_2);
  deepStrictEqual(bulkTarget(s), { ids: ["e"] });
});

Deno.test("all matching is the list's query, every row chosen; unticking a row keeps the rest of its page", () => {
  const all: Selection = { kind: "matching", query: "status=active", count: 1240 };
  strictEqual(chosenCount(all), 1240);
  strictEqual(isChosen(all, "z"), true);
  deepStrictEqual(bulkTarget(all), { query: "status=active" });
  deepStrictEqual(bulkTarget(toggleRow(all, "b", PAGE_1)), { ids: ["a", "c"] });
  deepStrictEqual(togglePage(all, PAGE_1), NOTHING);
});

Deno.test("another search or filter drops all matching, not the ids chosen", () => {
  const all: Selection = { kind: "matching", query: "status=active", count: 3 };
  strictEqual(selectionFor(all, "status=active"), all);
  deepStrictEqual(selectionFor(all, "q=ada&status=active"), NOTHING);
  const ids: Selection = { kind: "ids", ids: ["a"] };
  strictEqual(selectionFor(ids, "q=ada"), ids);
});

Deno.test("all matching is the search and filters of the list, not its sort or page", () => {
  const state = readListState(
    new URLSearchParams("q=karoo&status=active&sort=name&order=desc&page=3&pageSize=50"),
    ["status"],
  );
  strictEqual(matchingQuery(state), "q=karoo&status=active");
});

Deno.test("a list offers what the server changes in bulk: not employees, no bulk delete of documents", () => {
  const may = { update: true, delete: true };
  deepStrictEqual(bulkActions(resourceDef("account")!, may), { set: true, delete: true });
  deepStrictEqual(bulkActions(resourceDef("account")!, { update: true, delete: false }), {
    set: true,
    delete: false,
  });
  deepStrictEqual(bulkActions(resourceDef("employee")!, may), { set: false, delete: false });
  deepStrictEqual(bulkActions(resourceDef("document")!, may), { set: true, delete: false });
  const fields = bulkFields(resourceDef("account")!).map((f) => f.name);
  strictEqual(fields.includes("manager"), true);
  strictEqual(fields.includes("status"), true);
  strictEqual(fields.includes("code"), false, "the code (unique, typed) is not offered");
});

Deno.test("the selection, bulk changes and change sets have their words in Turkish and Arabic", () => {
  assertTranslated(BULK_MESSAGES);
});

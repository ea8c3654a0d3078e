/**
 * A list's columns as chosen and what a saved view keeps of the list's state (client/backoffice/list/columns.ts),
 * and the views' words in three languages.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../../domain/resources/index.ts";
import {
  columnChoices,
  columnsOf,
  moved,
  shownColumns,
  viewAddress,
  viewQueryOf,
} from "../../../client/backoffice/list/columns.ts";
import { readListState } from "../../../client/backoffice/list/listState.ts";
import { LIST_VIEWS_MESSAGES } from "../../../client/backoffice/list/views-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

const account = RESOURCES.find((d) => d.name === "account")!;
const employee = RESOURCES.find((d) => d.name === "employee")!;

Deno.test("the columns chosen are shown in their order with their widths; none chosen, the declared ones", () => {
  const names = (chosen: Parameters<typeof shownColumns>[1]) =>
    shownColumns(account, chosen).map((c) => c.field.name);
  assert.deepEqual(names(null), account.columns);
  const chosen = [{ field: "status" }, { field: "name", width: 320 }, { field: "partner" }];
  assert.deepEqual(columnsOf(shownColumns(account, chosen)), chosen, "kept as the API keeps them");
  // A field since dropped from the resource leaves the list rather than breaking it.
  assert.deepEqual(names([{ field: "gone" }, { field: "code" }]), ["code"]);
});

Deno.test("any field but one never returned may be a column", () => {
  const choices = columnChoices(employee).map((f) => f.name);
  assert.ok(choices.includes("office"), "a reference, shown as its record's title");
  assert.ok(!choices.includes("password"), "a password is never a column");
});

Deno.test("a row moves one place up or down, and stays at either end", () => {
  assert.deepEqual(moved(["a", "b", "c"], 2, -1), ["a", "c", "b"]);
  assert.deepEqual(moved(["a", "b", "c"], 0, 1), ["b", "a", "c"]);
  assert.deepEqual(moved(["a", "b", "c"], 0, -1), ["a", "b", "c"]);
  assert.deepEqual(moved(["a", "b", "c"], 2, 1), ["a", "b", "c"]);
});

Deno.test("a view keeps search, filters and sort, not the page; its address leads with its id", () => {
  const state = readListState(
    new URLSearchParams("q=karoo&status=active&sort=name&order=desc&page=3&pageSize=50"),
    ["status"],
  );
  const query = viewQueryOf(state);
  assert.equal(query, "q=karoo&sort=name&order=desc&status=active");
  assert.equal(
    viewAddress({ id: "v1", query }).toString(),
    "view=v1&q=karoo&sort=name&order=desc&status=active",
  );
});

Deno.test("the views menu and the column chooser have their words in Turkish and Arabic", () => {
  assertTranslated(LIST_VIEWS_MESSAGES);
});

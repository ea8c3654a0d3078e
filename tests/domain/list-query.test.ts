/** The one list query: its reading and writing, and that one spelling round-trips. */
import assert from "node:assert/strict";
import { type ListQuery, readListQuery, writeListQuery } from "../../domain/list-query.ts";

Deno.test("a list query is written with absent parts left out, its own parameters in name order", () => {
  const query: ListQuery = {
    q: " karoo ",
    sort: "name",
    order: "desc",
    page: 3,
    pageSize: 50,
    where: { status: ["due", "overdue"], account: ["a1"], office: [""] },
  };
  assert.equal(
    writeListQuery(query).toString(),
    "q=karoo&sort=name&order=desc&account=a1&status=due&status=overdue&page=3&pageSize=50",
  );
  assert.equal(writeListQuery({}).toString(), "");
  assert.equal(writeListQuery({ ids: ["a", "b"] }).toString(), "id=a&id=b");
  assert.equal(writeListQuery({ page: 4, at: { after: "xyz" } }).toString(), "after=xyz", "a place wins");
});

Deno.test("reading what was written gives the query back", () => {
  const query: ListQuery = {
    q: "ndlovu trust",
    sort: "dueDate",
    order: "asc",
    at: { before: "cursor" },
    pageSize: 100,
    format: "csv",
    ids: ["r1", "r2"],
    where: { dueDateFrom: ["2026-01-01"], status: ["open", "late"] },
  };
  const { query: read, problems } = readListQuery(writeListQuery(query));
  assert.deepEqual(problems, {});
  assert.deepEqual(read, query);
});

Deno.test("what cannot be read is named, and left out of the query", () => {
  const { query, problems } = readListQuery(
    new URLSearchParams("order=up&page=0&pageSize=500&format=xml&q=" + "x".repeat(201)),
  );
  assert.deepEqual(query, {});
  assert.deepEqual(Object.keys(problems).sort(), ["format", "order", "page", "pageSize", "q"]);
  assert.equal(problems.pageSize.code, "between");
  assert.equal(readListQuery(new URLSearchParams("page=2&after=c")).problems.after.code, "pageAndCursor");
  assert.equal(readListQuery(new URLSearchParams("after=c&before=d")).problems.after.code, "pageAndCursor");
  const tooMany = new URLSearchParams(Array.from({ length: 201 }, (_, i) => ["id", `r${i}`]));
  assert.equal(readListQuery(tooMany).problems.id.code, "atMostItems");
});

Deno.test("blank values filter nothing, but the parameter's name is kept to be checked", () => {
  const { query } = readListQuery({ office: "", status: ["", " due "], id: ["", "a", "a"] });
  assert.deepEqual(query.where, { office: [], status: ["due"] });
  assert.deepEqual(query.ids, ["a"], "ids once each");
});

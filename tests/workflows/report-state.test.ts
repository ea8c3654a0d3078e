/** The report page's state and its spellings: the address (defaults left out) and the API's queries. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { writeListQuery } from "../../domain/list-query.ts";
import {
  readReportState,
  reportCsvQuery,
  reportQuery,
  reportSortOf,
  toggleReportSort,
  withReportFilter,
  writeReportState,
} from "../../client/backoffice/workflows/report/reportState.ts";

const read = (qs: string) => readReportState(new URLSearchParams(qs));

Deno.test("an empty address: no filters, the longest waits first, the first page of 25", () => {
  const state = read("");
  deepStrictEqual(state, {
    taxYear: "",
    partner: "",
    office: "",
    sort: null,
    order: "asc",
    page: 1,
    pageSize: 25,
  });
  strictEqual(writeReportState(state).toString(), "");
  deepStrictEqual(reportQuery(state), { sort: "daysSinceSubmission", order: "desc", page: 1, pageSize: 25 });
  strictEqual(
    writeListQuery(reportQuery(state)).toString(),
    "sort=daysSinceSubmission&order=desc&page=1&pageSize=25",
  );
  strictEqual(reportSortOf(state, "daysSinceSubmission"), "desc");
  strictEqual(reportSortOf(state, "account"), null);
});

Deno.test("filters, sort and page round-trip through the address; nonsense falls back to the defaults", () => {
  const qs = "taxYear=2025&partner=e-1&office=o-1&sort=account&order=desc&page=3&pageSize=50";
  const state = read(qs);
  deepStrictEqual(read(writeReportState(state).toString()), state);
  const where = { taxYear: ["2025"], partner: ["e-1"], office: ["o-1"] };
  deepStrictEqual(reportQuery(state), { sort: "account", order: "desc", where, page: 3, pageSize: 50 });
  strictEqual(
    writeListQuery(reportQuery(state)).toString(),
    "sort=account&order=desc&office=o-1&partner=e-1&taxYear=2025&page=3&pageSize=50",
  );
  // The CSV takes the same filters and sort, every line.
  deepStrictEqual(reportCsvQuery(state), { sort: "account", order: "desc", where, format: "csv" });
  strictEqual(
    writeListQuery(reportCsvQuery(state)).toString(),
    "sort=account&order=desc&office=o-1&partner=e-1&taxYear=2025&format=csv",
  );
  deepStrictEqual(read("taxYear=20x5&sort=colour&page=-1&pageSize=7"), read(""));
});

Deno.test("a header click sorts ascending, again descending; a filter goes back to the first page", () => {
  const first = toggleReportSort({ ...read(""), page: 4 }, "partner");
  deepStrictEqual([first.sort, first.order, first.page], ["partner", "asc", 1]);
  strictEqual(toggleReportSort(first, "partner").order, "desc");
  // The default sort counts as sorted: its first click turns it the other way.
  strictEqual(toggleReportSort(read(""), "daysSinceSubmission").order, "asc");
  const filtered = withReportFilter({ ...read(""), page: 5 }, "office", "o-2");
  deepStrictEqual([filtered.office, filtered.page], ["o-2", 1]);
});

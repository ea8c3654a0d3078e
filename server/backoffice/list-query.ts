import { isIsoDate } from "../../domain/calendar.ts";
import { DEFAULT_PAGE_SIZE, type ListQuery, readListQuery } from "../../domain/list-query.ts";
import { parseCondition, RANGED_KINDS } from "../../domain/list-conditions.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { fieldOf, sortValue, valueKindOf } from "./fields.ts";
import { invalid, problem, type ProblemCode, type ProblemParams } from "../../domain/api/index.ts";
import type { Value } from "./dialect.ts";
import { decodeCursor, type PageStart } from "./keyset.ts";
import type { Filter, ListRequest } from "./source.ts";

/** The records a get-many names (`?id=a&id=b`): the id column itself, as every source keeps it. */
const ID: Value = { field: "id", kind: "plain", column: "id" };

export type ParsedList = { request: ListRequest; format: "json" | "csv" };

/**
 * Reads a list address of our own (the dashboard's figures link to theirs) against the resource's declaration, as
 * the list route reads one (domain/list-query.ts spells the grammar). Anything it does not understand is a 400
 * naming the parameter (a misspelt filter silently ignored would show a wrong list as if it were right).
 */
export function parseListQuery(def: ResourceDef, params: URLSearchParams): ParsedList {
  const { query, problems } = readListQuery(params);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return listRequest(def, query);
}

/**
 * A list query checked against the resource's declaration, as the sources take it: what the routes read and what
 * in-process callers pass (`listRequest(def, { where: { status: ["submitted"] }, pageSize: 1 })`).
 */
export function listRequest(def: ResourceDef, query: ListQuery): ParsedList {
  const bad: Bad = (name, code, params) => invalid({ [name]: problem(code, params) });
  const sortName = query.sort || def.defaultSort.field;
  const sort = sortValue(def, sortName);
  if (!sort) throw bad("sort", "notSortable", { field: sortName, resource: def.name });
  const order = query.order ?? (query.sort ? "asc" : def.defaultSort.order);
  const format = query.format ?? "json";
  const page = query.page ?? 1;
  // A get-many answers every record it names on one page, unless told otherwise.
  const pageSize = query.pageSize ?? (query.ids ? query.ids.length : DEFAULT_PAGE_SIZE);
  const start = pageStart(query, { sort, order, page, pageSize }, bad);

  const filters: Filter[] = [];
  if (query.ids) filters.push({ kind: "eq", value: ID, params: [...query.ids] });
  for (const [name, values] of Object.entries(query.where ?? {})) {
    const filter = filterOf(def, name, values.map((v) => v.trim()).filter((v) => v !== ""), bad);
    if (filter) filters.push(filter);
  }

  return {
    request: {
      q: query.q ?? "",
      filters,
      sort,
      order,
      page: format === "csv" ? undefined : { limit: pageSize, ...start },
    },
    format,
  };
}

/** Every record a query asks for, no page: what an export reads, and in-process callers that need them all. */
export function wholeList(
  def: ResourceDef,
  query: Omit<ListQuery, "page" | "at" | "pageSize" | "format">,
): ListRequest {
  return { ...listRequest(def, query).request, page: undefined };
}

/**
 * Where the page starts: right after or right before a place (a cursor from an earlier answer's `next` or
 * `prev`), else at the page's number. A cursor belongs to the list's sort and order; one from another is a 400,
 * not a wrong page.
 */
function pageStart(
  query: ListQuery,
  at: { sort: Value; order: "asc" | "desc"; page: number; pageSize: number },
  bad: Bad,
): PageStart {
  if (!query.at) return { offset: (at.page - 1) * at.pageSize };
  const name = "after" in query.at ? "after" : "before";
  const cursor = decodeCursor("after" in query.at ? query.at.after : query.at.before, at.sort, at.order);
  if (!cursor) throw bad(name, "badCursor");
  return name === "after" ? { after: cursor } : { before: cursor };
}

type Bad = (name: string, code: ProblemCode, params?: ProblemParams) => Error;

/**
 * One condition (domain/list-conditions.ts): `?<field>From=`, `?<field>To=` or `?<field>Empty=`; null when its
 * value is blank (filters nothing), undefined when the name spells no condition on a field.
 */
function conditionOf(def: ResourceDef, name: string, values: string[], bad: Bad): Filter | null | undefined {
  const condition = parseCondition(name);
  const field = condition && fieldOf(def, condition.field);
  if (!condition || !field || field.writeOnly) return undefined;
  const { op } = condition;
  const value = field.kind === "ref"
    ? { field: field.name, kind: "plain" as const }
    : sortValue(def, field.name);
  if (!value || (op !== "empty" && !RANGED_KINDS.has(field.kind))) {
    throw bad(name, op === "empty" ? "noBlankFilter" : "noRangeFilter", { field: field.name });
  }
  if (values.length === 0) return null;
  if (values.length > 1) throw bad(name, "oneValue");
  if (op === "empty") {
    if (values[0] !== "true" && values[0] !== "false") throw bad(name, "bool");
    return { kind: "blank", value, blank: values[0] === "true" };
  }
  // A ranged field is a date or a number, so its value is a string or a number.
  return { kind: "range", value, bound: op, param: scalarOf(field, values[0], name, bad) as string | number };
}

/** One `?field=value` (repeated: any of the values). A blank value filters nothing, as a cleared filter box. */
function filterOf(
  def: ResourceDef,
  name: string,
  values: string[],
  bad: Bad,
): Filter | undefined {
  const field = fieldOf(def, name);
  if (!field || field.writeOnly) {
    const condition = conditionOf(def, name, values, bad);
    if (condition === undefined) throw bad(name, "unknownParameter", { resource: def.name, name });
    return condition ?? undefined;
  }
  if (values.length === 0) return undefined;
  // A weak list is not in record_ref (fields.ts RefValue): its records' JSON holds it.
  if (field.kind === "refs" && field.weak) return { kind: "contains", field: name, params: values };
  if (field.kind === "ref" || field.kind === "refs") {
    return { kind: "ref", field: name, to: field.to, ids: values };
  }
  if (field.kind === "enums") {
    for (const v of values) {
      if (!field.options.includes(v)) throw bad(name, "oneOf", { options: field.options.join(", ") });
    }
    return { kind: "contains", field: name, params: values };
  }
  const kind = valueKindOf(field);
  if (!kind) throw bad(name, "cannotFilterBy", { name });
  const params = values.map((v) => scalarOf(field, v, name, bad));
  return { kind: "eq", value: { field: name, kind }, params };
}

/** A filter value checked against its field and converted to what the value's expression compares with. */
function scalarOf(field: Field, v: string, name: string, bad: Bad): string | number | boolean {
  switch (field.kind) {
    case "integer":
      if (!/^-?\d{1,15}$/.test(v)) throw bad(name, "integer");
      return Number(v);
    case "money":
      if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(v)) throw bad(name, "money");
      return Number(v);
    case "bool":
      if (v !== "true" && v !== "false") throw bad(name, "bool");
      return v === "true";
    case "date":
      if (!isIsoDate(v)) throw bad(name, "date");
      return v;
    case "enum":
      if (!field.options.includes(v)) throw bad(name, "oneOf", { options: field.options.join(", ") });
      return v;
    default:
      // Text compares without regard to case, as the value expression lowercases it.
      return v.toLowerCase();
  }
}

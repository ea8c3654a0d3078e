import { isIsoDate } from "../../domain/calendar.ts";
import { parseCondition, RANGED_KINDS } from "../../domain/list-conditions.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { fieldOf, sortValue, valueKindOf } from "./fields.ts";
import { invalid, problem, type ProblemCode, type ProblemParams } from "../../domain/api/index.ts";
import { hasNul } from "./input.ts";
import type { Value } from "./dialect.ts";
import { decodeCursor, type PageStart } from "./keyset.ts";
import type { Filter, ListRequest } from "./source.ts";

/** DOMAIN.md "Rules that hold for every resource": lists are server-side, 25 a page by default, 200 at most. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;
const MAX_PAGE = 1_000_000;
const MAX_Q = 200;

const RESERVED = new Set(["q", "sort", "order", "page", "pageSize", "format", "after", "before"]);

export type ListQuery = { request: ListRequest; format: "json" | "csv" };

/**
 * Reads a list's query string against the resource's declaration. Anything it does not understand is a 400
 * naming the parameter (a misspelt filter silently ignored would show a wrong list as if it were right).
 */
export function parseListQuery(def: ResourceDef, params: URLSearchParams): ListQuery {
  const bad: Bad = (name, code, params) => invalid({ [name]: problem(code, params) });
  const one = (name: string) => params.get(name);
  for (const [name, value] of params) {
    if (hasNul(name) || hasNul(value)) throw bad(name.replaceAll("\u0000", ""), "noNul");
  }

  const q = one("q") ?? "";
  if (q.length > MAX_Q) throw bad("q", "atMostChars", { n: MAX_Q });

  const sortName = one("sort") || def.defaultSort.field;
  const sort = sortValue(def, sortName);
  if (!sort) throw bad("sort", "notSortable", { field: sortName, resource: def.name });
  const orderRaw = one("order") || (one("sort") ? "asc" : def.defaultSort.order);
  if (orderRaw !== "asc" && orderRaw !== "desc") throw bad("order", "oneOf", { options: "asc, desc" });

  const format = one("format") || "json";
  if (format !== "json" && format !== "csv") throw bad("format", "oneOf", { options: "json, csv" });

  const page = wholeNumber(one("page"), 1);
  if (page === undefined || page < 1 || page > MAX_PAGE) throw bad("page", "wholeFrom", { min: 1 });
  const pageSize = wholeNumber(one("pageSize"), DEFAULT_PAGE_SIZE);
  if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw bad("pageSize", "between", { min: 1, max: MAX_PAGE_SIZE });
  }

  const start = pageStart(params, { sort, order: orderRaw, page, pageSize }, bad);

  const filters: Filter[] = [];
  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name)) continue;
    const values = params.getAll(name).map((v) => v.trim()).filter((v) => v !== "");
    const filter = filterOf(def, name, values, bad);
    if (filter) filters.push(filter);
  }

  return {
    request: {
      q,
      filters,
      sort,
      order: orderRaw,
      page: format === "csv" ? undefined : { limit: pageSize, ...start },
    },
    format,
  };
}

/**
 * Where the page starts: `?after=` or `?before=` a place (a cursor from an earlier answer's `next` or `prev`),
 * else `?page=`. A cursor belongs to the list's sort and order; one from another is a 400, not a wrong page.
 */
function pageStart(
  params: URLSearchParams,
  at: { sort: Value; order: "asc" | "desc"; page: number; pageSize: number },
  bad: Bad,
): PageStart {
  const given = (["after", "before"] as const).filter((name) => params.has(name));
  if (given.length === 0) return { offset: (at.page - 1) * at.pageSize };
  const [name] = given;
  if (given.length > 1 || params.has("page")) throw bad(name, "pageAndCursor");
  const cursor = decodeCursor(params.get(name)!, at.sort, at.order);
  if (!cursor) throw bad(name, "badCursor");
  return name === "after" ? { after: cursor } : { before: cursor };
}

function wholeNumber(raw: string | null, fallback: number): number | undefined {
  if (raw === null || raw === "") return fallback;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
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

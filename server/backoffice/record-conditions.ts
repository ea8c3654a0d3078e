/**
 * A list request's conditions as SQL over the generic `record` table: the WHERE of its search, filters and
 * confinement, with their parameters bound in order.
 */
import type { ResourceDef } from "../../domain/resources/types.ts";
import { queryWords } from "../../domain/search-words.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { dialectOf, literal, type SqlDialect } from "./dialect.ts";
import type { Filter, ListRequest } from "./source.ts";

/** Binds parameters in order and hands back their `$n`. */
export class Params {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** WHERE terms for a list request; the resource is a literal so SQLite can match the partial sort index. */
export function where(db: Db, def: ResourceDef, request: ListRequest, params: Params): string {
  const d = dialectOf(db);
  const terms = [`resource = ${literal(def.name)}`];
  // Every word of the search, in any order, accents and case ignored (domain/search-words.ts hasEveryWord): a LIKE
  // each over the folded text (measured faster than instr, which counts characters); the user's % and _ are
  // escaped so they match themselves.
  for (const word of queryWords(request.q)) {
    const pattern = params.add(`%${word.replace(/[\\%_]/g, "\\$&")}%`);
    terms.push(`${d.searchedText(word)} LIKE ${pattern} ESCAPE '\\'`);
  }
  for (const filter of request.filters) terms.push(filterTerm(d, def, filter, params));
  if (request.within) terms.push(request.within((v) => params.add(v)));
  return terms.join(" AND ");
}

function filterTerm(d: ReturnType<typeof dialectOf>, def: ResourceDef, f: Filter, params: Params): string {
  if (f.kind === "eq") {
    const values = f.params.map((p) => params.add(d.param(f.value, p)));
    return `${d.valueExpr(f.value)} IN (${values.join(", ")})`;
  }
  if (f.kind === "contains") {
    return `(${f.params.map((p) => d.arrayContains(f.field, params.add(p))).join(" OR ")})`;
  }
  if (f.kind === "range" || f.kind === "blank") {
    return valueCondition(d, d.valueExpr(f.value), f, (v) => params.add(v));
  }
  // Refs go through record_ref's target index (target_resource, target_id, resource, field), not the JSON.
  const ids = f.ids.map((id) => params.add(id)).join(", ");
  return `id IN (SELECT id FROM record_ref WHERE target_resource = ${
    params.add(f.to)
  } AND target_id IN (${ids})
    AND resource = ${literal(def.name)} AND field = ${params.add(f.field)})`;
}

/**
 * A range or blank condition on a value's expression, as both sources spell it (the employee adapter too). `add`
 * binds a parameter and returns its `$n`.
 */
export function valueCondition(
  d: SqlDialect,
  expr: string,
  f: Extract<Filter, { kind: "range" | "blank" }>,
  add: (value: SqlValue) => string,
): string {
  if (f.kind === "range") {
    return `${expr} ${f.bound === "from" ? ">=" : "<="} ${add(d.param(f.value, f.param))}`;
  }
  // A text field left empty may hold ""; any other value is blank only as null (or absent).
  const blank = f.value.kind === "text" ? `(${expr} IS NULL OR ${expr} = '')` : `(${expr} IS NULL)`;
  return f.blank ? blank : `NOT ${blank}`;
}

/**
 * The list grammar (domain/list-query.ts) as schemas of the pipe's query target: every list of the API reads its
 * query string through `readListQuery`, and what the grammar cannot read is refused naming the parameter.
 */
import { z } from "zod";
import {
  type FieldProblems,
  type Problem,
  problem,
  problemIssue,
  problemOfIssue,
} from "../../domain/api/index.ts";
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  readListQuery,
} from "../../domain/list-query.ts";
import type { QueryInput } from "./read-input.ts";

const queryInput = z.custom<QueryInput>();

function addProblems(ctx: z.core.$RefinementCtx, problems: FieldProblems) {
  for (const [name, p] of Object.entries(problems)) ctx.addIssue(problemIssue(p.code, p.params, [name]));
}

/** A query string as a list query; its own parameters (`where`) are for the list to check (listRequest). */
export const listQuery: z.ZodType<ListQuery, QueryInput> = queryInput.transform((raw, ctx) => {
  const { query, problems } = readListQuery(raw);
  addProblems(ctx, problems);
  return query;
});

/** The grammar's common parameters as the grammar reads them: what a list taking them is given, and documents. */
function commonShape(maxPageSize: number) {
  return {
    sort: z.string().optional(),
    order: z.enum(["asc", "desc"]).optional(),
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(maxPageSize).default(DEFAULT_PAGE_SIZE),
    format: z.enum(["json", "csv"]).default("json"),
  };
}
type CommonShape = ReturnType<typeof commonShape>;
type Common = keyof CommonShape;

export type OwnListOptions<T extends Common, S extends z.ZodRawShape> = {
  /** The grammar's common parameters the list reads; any other common one it does not know. */
  takes?: readonly T[];
  /**
   * The list's own parameters (its `where`), each given one value (several are refused, blank is absent), or, if
   * it is `repeatable`, a list of them. A common parameter given here is checked further (the report's columns).
   */
  own: S;
  repeatable?: readonly (keyof S & string)[];
  maxPageSize?: number;
  /** A parameter the list does not know (by default `unknownField`). */
  unknown?: (name: string) => Problem;
};

/**
 * A list with parameters of its own (the report's filters, the practice calendar's range and scope): read by the
 * grammar, then checked by `own`, as one object. The API description shows the parameters as that object has them.
 */
export function ownList<T extends Common = never, S extends z.ZodRawShape = z.ZodRawShape>(
  { takes = [], own, repeatable = [], maxPageSize = MAX_PAGE_SIZE, unknown = () => problem("unknownField") }:
    OwnListOptions<T, S>,
) {
  const common = commonShape(maxPageSize);
  const params = z.object({
    ...Object.fromEntries(takes.map((name) => [name, common[name]])) as Pick<CommonShape, T>,
    ...own,
  });
  const names = new Set(Object.keys(params.shape));
  const several = new Set<string>(repeatable);

  const read = (raw: QueryInput, ctx: z.core.$RefinementCtx) => {
    const problems: FieldProblems = {};
    const known: QueryInput = {};
    for (const [name, value] of Object.entries(raw)) {
      if (names.has(name)) known[name] = value;
      else problems[name] = unknown(name);
    }
    const { query, problems: unread } = readListQuery(known, { maxPageSize });
    Object.assign(problems, unread);
    const values: Record<string, unknown> = {};
    for (const name of takes) if (query[name] !== undefined) values[name] = query[name];
    for (const [name, given] of Object.entries(query.where ?? {})) {
      if (given.length === 0) continue;
      if (several.has(name)) values[name] = given;
      else if (given.length === 1) values[name] = given[0];
      else problems[name] = problem("oneValue");
    }
    if (Object.keys(problems).length === 0) return values;
    // The parse stops at these problems: the parameters read well are checked here too, so that one refusal names
    // every parameter at fault.
    addProblems(ctx, problems);
    for (const issue of params.safeParse(values).error?.issues ?? []) {
      const p = problemOfIssue(issue, values);
      if (!Object.hasOwn(problems, String(issue.path[0]))) {
        ctx.addIssue(problemIssue(p.code, p.params, issue.path));
      }
    }
    return values;
  };
  return z.preprocess(read, params);
}

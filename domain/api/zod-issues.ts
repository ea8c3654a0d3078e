import type { core } from "zod/mini";
import { en } from "./messages/en.ts";
import {
  type FieldProblems,
  type Problem,
  problem,
  type ProblemCode,
  type ProblemParams,
} from "./problems.ts";

/**
 * zod's issues (classic or mini: the same core) as problems of the catalogue, so a schema's failure reads the same
 * in every area and language. A custom check names its problem with `problemCheck` (a refine's options) or
 * `problemIssue` (ctx.addIssue), never with an English message.
 */
type Issue = core.$ZodIssue;

/** A check's options naming its problem: `.refine(ok, problemCheck("duplicate"))`, `z.email(problemCheck("x"))`. */
export function problemCheck(code: ProblemCode, params?: ProblemParams, path?: PropertyKey[]) {
  return { message: problemMessage(code, params), ...(path ? { path } : {}) };
}

/** A custom issue naming its problem, for `ctx.addIssue` in a superRefine. */
export function problemIssue(code: ProblemCode, params?: ProblemParams, path?: PropertyKey[]) {
  return { code: "custom" as const, message: problemMessage(code, params), path };
}

/**
 * A problem as a zod message: zod keeps a check's message on every kind of issue (its `params` only on custom
 * ones), so the problem travels in the message as JSON and is read back by `problemOfIssue`. Never shown.
 */
export function problemMessage(code: ProblemCode, params?: ProblemParams): string {
  return JSON.stringify(problem(code, params));
}

/** The problem a message of `problemMessage` carries; undefined for any other message (zod's own). */
function problemInMessage(message: string): Problem | undefined {
  if (!message.startsWith('{"code":')) return undefined;
  try {
    const p = JSON.parse(message) as Problem;
    return Object.hasOwn(en, p.code) ? p : undefined;
  } catch {
    return undefined;
  }
}

const TYPE_PROBLEM: Record<string, ProblemCode> = {
  string: "text",
  number: "number",
  int: "integer",
  nan: "number",
  bigint: "integer",
  boolean: "bool",
  array: "list",
  tuple: "list",
  object: "object",
  record: "object",
  date: "date",
};

const FORMAT_PROBLEM: Record<string, ProblemCode> = {
  email: "email",
  url: "url",
  date: "date",
  datetime: "dateTime",
  regex: "pattern",
};

function sizeProblem(issue: core.$ZodIssueTooBig | core.$ZodIssueTooSmall): Problem {
  const big = issue.code === "too_big";
  const n = Number(big ? (issue as core.$ZodIssueTooBig).maximum : (issue as core.$ZodIssueTooSmall).minimum);
  switch (issue.origin) {
    case "string":
      if (!big && n === 1) return problem("required");
      return problem(big ? "atMostChars" : "atLeastChars", { n });
    case "array":
    case "set":
      return problem(big ? "atMostItems" : "atLeastItems", { n });
    default:
      if (!big && n === 0 && issue.inclusive !== false) return problem("negative");
      return problem(big ? "atMost" : "atLeast", { n });
  }
}

/** The value at an issue's path in the parsed input ("missing" when the path leads nowhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * One issue as a problem. zod reports an issue's input only when asked (`reportInput`), so the parsed input may
 * be given to tell a missing value ("Required") from a wrong one.
 */
export function problemOfIssue(issue: Issue, input?: unknown): Problem {
  // A check that names its problem (problemCheck/problemIssue) wins, whatever kind of issue zod made of it.
  const named = problemInMessage(issue.message);
  if (named) return named;
  switch (issue.code) {
    case "invalid_type": {
      const value = "input" in issue ? issue.input : valueAt(input, issue.path);
      if (value === undefined || value === null) return problem("required");
      return problem(TYPE_PROBLEM[issue.expected] ?? "invalid");
    }
    case "too_big":
    case "too_small":
      return sizeProblem(issue);
    case "invalid_format":
      return problem(FORMAT_PROBLEM[issue.format] ?? "pattern");
    case "invalid_value":
      return problem("oneOf", { options: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return problem("unknownField");
    default:
      return problem("invalid");
  }
}

/**
 * A failed parse's problems by field path, the first problem of each field kept. Unknown keys are named each on
 * its own path; the input itself is `root` ("body" for a JSON body, "query" for a query string). Pass the parsed
 * `input` so a missing value reads "Required" rather than a wrong type.
 */
export function problemsOfIssues(issues: readonly Issue[], root = "body", input?: unknown): FieldProblems {
  const out: FieldProblems = {};
  for (const issue of issues) {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out[base ? `${base}.${key}` : key] ??= problem("unknownField");
      continue;
    }
    out[base || root] ??= problemOfIssue(issue, input);
  }
  return out;
}

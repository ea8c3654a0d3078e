import type { Context, Env, MiddlewareHandler } from "hono";
import { type core, safeParse } from "zod/mini";
import {
  type FieldProblems,
  invalid,
  type Problem,
  problem,
  problemsOfIssues,
  type Refusal,
  refusal,
} from "../../domain/api/index.ts";
import { type InputTarget, readInput } from "./read-input.ts";

export type { InputTarget } from "./read-input.ts";

/** A schema, or the schema for this request (the back office's: the resource comes from the path). */
export type InputSchema<S extends core.$ZodType = core.$ZodType, E extends Env = Env> =
  | S
  | ((c: Context<E>) => S);

export type DeclaredInput = { target: InputTarget; schema: InputSchema };

/** Where each target's checked data is kept: a body read as text is the body, as Hono names it. */
type Slot<T extends InputTarget> = T extends "text" ? "json" : T;

/** What each validating middleware checks: the API description (server/openapi) is made from these. */
const declared = new WeakMap<object, DeclaredInput>();

/** The input a route handler validates, when it is one that `validate` made. */
export function declaredInput(handler: unknown): DeclaredInput | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}

/**
 * Text no store of ours can hold: a NUL character (PostgreSQL refuses one in text; SQLite would keep it, so both
 * refuse alike) or half of a character (a lone surrogate, which JSON can spell as `\ud800`, and PostgreSQL's jsonb
 * refuses). No field of ours needs either. Undefined for text that is whole.
 */
export function textProblem(text: string): Problem | undefined {
  if (text.includes("\u0000")) return problem("noNul");
  return text.isWellFormed() ? undefined : problem("wholeCharacters");
}

type Path = readonly PropertyKey[];

/** Every key or value of the input holding text no store can hold, with its path. */
function brokenText(
  value: unknown,
  path: Path = [],
  found: Array<[Path, Problem]> = [],
): Array<[Path, Problem]> {
  if (typeof value === "string") {
    const p = textProblem(value);
    if (p) found.push([path, p]);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const p = textProblem(key);
      if (p) found.push([[...path, key], p]);
      else brokenText(inner, [...path, key], found);
    }
  }
  return found;
}

/** Where a problem is, as a refusal names it: a query's problems are its parameters' (`kind`, not `kind.1`). */
function placeOf(target: InputTarget, path: Path): PropertyKey[] {
  return target === "query" ? path.slice(0, 1) : [...path];
}

/** Refused input: a 400 naming each field at fault; a path parameter the route cannot take names nothing (404). */
function refused(c: Context, target: InputTarget, problems: FieldProblems): Refusal {
  if (target === "param") return refusal("nothingHere", { method: c.req.method, path: c.req.path });
  return invalid(problems);
}

/**
 * The one way input is read: reads the target (server/middleware/read-input.ts), refuses text no store can hold
 * wherever it is (keys, names and values), and checks the rest against the schema, or the schema made for the
 * request. Refused input is rendered by `app.onError` in the catalogue's words; checked data is
 * `c.req.valid(target)` (a text body's: `c.req.valid("json")`).
 */
// deno-lint-ignore no-explicit-any
export function validate<T extends InputTarget, S extends core.$ZodType, E extends Env = any>(
  target: T,
  schema: InputSchema<S, E>,
): MiddlewareHandler<
  E,
  string,
  { in: { [K in Slot<T>]: core.input<S> }; out: { [K in Slot<T>]: core.output<S> } }
> {
  const root = target === "query" ? "query" : "body";
  const schemaFor = typeof schema === "function" ? schema : () => schema;
  const middleware: MiddlewareHandler<E> = async (c, next) => {
    const raw = await readInput(c, target);
    const broken = brokenText(raw);
    if (broken.length > 0) {
      const fields: FieldProblems = {};
      for (const [path, p] of broken) fields[placeOf(target, path).join(".") || root] ??= p;
      throw refused(c, target, fields);
    }
    const parsed = safeParse(schemaFor(c), raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: placeOf(target, issue.path) }));
      throw refused(c, target, problemsOfIssues(issues, root, raw));
    }
    c.req.addValidatedData(target === "text" ? "json" : target, parsed.data as object);
    await next();
  };
  declared.set(middleware, { target, schema: schema as InputSchema });
  return middleware;
}

const fileBodies = new WeakSet<object>();

/**
 * Marks a route whose body is a file (a document's upload): nothing here reads it, since its route stores it as it
 * streams in (read-input.ts streamedBody); the API description says so.
 */
export const fileBody: MiddlewareHandler = async (_c, next) => await next();
fileBodies.add(fileBody);

/** Whether a route handler is `fileBody`. */
export function takesFile(handler: unknown): boolean {
  return typeof handler === "function" && fileBodies.has(handler);
}

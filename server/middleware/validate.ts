import type { Context, MiddlewareHandler } from "hono";
import { type core, safeParse } from "zod/mini";
import { invalid, problem, problemsOfIssues, refusal } from "../../domain/api/index.ts";

/** Where a request's input comes from: the JSON body, or the query string. */
export type InputTarget = "json" | "query";

export type DeclaredInput = { target: InputTarget; schema: core.$ZodType };

/** What each validating middleware checks: the API description (server/openapi) is made from these. */
const declared = new WeakMap<object, DeclaredInput>();

/** The input a route handler validates, when it is one that `validate` made. */
export function declaredInput(handler: unknown): DeclaredInput | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}

const NUL = "\u0000";

/** The path of the first string (or key) holding a NUL character, "" for the input itself; undefined if none. */
export function nulPath(value: unknown): string | undefined {
  return textPath(value, (text) => text.includes(NUL));
}

/** The path of the first string (or key) that `bad` finds fault with, "" for the input itself; undefined if none. */
export function textPath(value: unknown, bad: (text: string) => boolean, path = ""): string | undefined {
  if (typeof value === "string") return bad(value) ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (bad(key)) return at;
    const found = textPath(inner, bad, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The request's raw input. A GET or HEAD has no body (Deno.serve drops it and browsers cannot send one), so its
 * "json" is the query string. A body is read whatever its Content-Type says: a client that forgets the header is
 * still validated, never silently given `{}`. An empty body is `{}`.
 */
export async function readInput(c: Context, target: InputTarget): Promise<unknown> {
  const bodyless = c.req.method === "GET" || c.req.method === "HEAD";
  if (target === "query" || bodyless) return c.req.query();
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw refusal("invalidJson", undefined, { fields: { body: problem("invalidJson") } });
  }
}

/**
 * Checks input against a schema: what every route of every area validates with. Refused input is a 400 naming
 * each field at fault (codes and words from the catalogue); NUL characters are refused everywhere (PostgreSQL
 * cannot store them, and no field of ours needs one). Checked data is `c.req.valid(target)`.
 */
export function validate<T extends InputTarget, S extends core.$ZodType>(
  target: T,
  schema: S,
): MiddlewareHandler<
  // deno-lint-ignore no-explicit-any
  any,
  string,
  { in: { [K in T]: core.input<S> }; out: { [K in T]: core.output<S> } }
> {
  const root = target === "query" ? "query" : "body";
  const middleware: MiddlewareHandler = async (c, next) => {
    const data = await parseInput(c, target, schema, root);
    c.req.addValidatedData(target, data as object);
    await next();
  };
  declared.set(middleware, { target, schema });
  return middleware;
}

/**
 * Declares, for the API description only, the input of a handler that reads it itself (a body that may be a
 * bare id in plain text as well as JSON): the handler must check it against this same schema.
 */
export function readsInput(target: InputTarget, schema: core.$ZodType): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  declared.set(middleware, { target, schema });
  return middleware;
}

/** Reads, checks and returns the input; the one place a refusal of bad input is made. */
async function parseInput<S extends core.$ZodType>(
  c: Context,
  target: InputTarget,
  schema: S,
  root: string = target === "query" ? "query" : "body",
): Promise<core.output<S>> {
  const raw = await readInput(c, target);
  const at = nulPath(raw);
  if (at !== undefined) throw invalid({ [at || root]: problem("noNul") });
  const parsed = safeParse(schema, raw);
  if (!parsed.success) throw invalid(problemsOfIssues(parsed.error.issues, root, raw));
  return parsed.data;
}

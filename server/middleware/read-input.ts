import type { Context } from "hono";
import { problem, refusal } from "../../domain/api/index.ts";
import { jsonDepth, MAX_JSON_DEPTH } from "./json-depth.ts";

/**
 * Where a request's input comes from: its body read as JSON, its body as it is (text), its query string, or its
 * path's parameters.
 */
export type InputTarget = "json" | "text" | "query" | "param";

/** A query string as Hono's validator reads one: a parameter given once is its value, given again a list. */
export type QueryInput = Record<string, string | string[]>;

/**
 * The request's input for a target, as sent. A GET or HEAD has no body (Deno.serve drops it and browsers cannot
 * send one), so its "json" is the query string. A body is read whatever its Content-Type says: a client that
 * forgets the header is still validated, never silently given `{}`. An empty JSON body is `{}`.
 */
export async function readInput(c: Context, target: InputTarget): Promise<unknown> {
  if (target === "param") return c.req.param();
  const bodyless = c.req.method === "GET" || c.req.method === "HEAD";
  if (target === "query" || (target === "json" && bodyless)) return queryOf(c);
  const text = await c.req.text();
  if (target === "text") return text;
  return text.trim() === "" ? {} : parseJson(text);
}

function queryOf(c: Context): QueryInput {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

/**
 * A body's JSON: nesting past MAX_JSON_DEPTH is refused (400) before it is parsed, so nothing that walks the value
 * (the pipe's checks, zod) ever meets it; text that is not JSON is refused too.
 */
export function parseJson(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    const tooDeep = problem("bodyTooDeep", { max: MAX_JSON_DEPTH });
    throw refusal("bodyTooDeep", { max: MAX_JSON_DEPTH }, { fields: { body: tooDeep } });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw refusal("invalidJson", undefined, { fields: { body: problem("invalidJson") } });
  }
}

/**
 * Reads the body now and keeps it for readInput (Hono caches it on the request): for a middleware that is about
 * to hold a lock or a transaction for the rest of the request, so a client sending its body slowly holds none.
 */
export async function bufferBody(c: Context): Promise<void> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") await c.req.text();
}

/**
 * A request's body as it comes, for a route that keeps it as bytes (a document's file): read a piece at a time by
 * its store, never whole here. No body is an empty one.
 */
export function streamedBody(c: Context): ReadableStream<Uint8Array> {
  return c.req.raw.body ?? new ReadableStream({ start: (controller) => controller.close() });
}

import type { Context } from "hono";
import { HttpError } from "./http-error.ts";

/**
 * Request input the engine refuses before it reaches validation or the database: bodies that are not JSON
 * objects, and NUL characters anywhere, which PostgreSQL cannot store in text (SQLite can): refused on both
 * engines alike, as a 400 naming where, rather than a 500 from one of them.
 */
export const NUL_MESSAGE = "Must not contain a NUL character";

export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/** The path of the first string (or key) holding a NUL character, "" for the body itself; undefined if none. */
export function nulPath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return hasNul(value) ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at;
    const found = nulPath(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The request's JSON object; anything else is a 400 before validation. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.", { fields: { body: "invalid JSON" } });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "The request body must be a JSON object.", {
      fields: { body: "Must be an object" },
    });
  }
  const at = nulPath(body);
  if (at !== undefined) {
    const name = at || "body";
    throw new HttpError(400, `${name}: ${NUL_MESSAGE}`, { fields: { [name]: NUL_MESSAGE } });
  }
  return body as Record<string, unknown>;
}

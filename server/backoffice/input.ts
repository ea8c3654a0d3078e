import type { Context } from "hono";
import { invalid, problem } from "../../domain/api/index.ts";
import { nulPath, readInput, textPath } from "../middleware/validate.ts";

/**
 * Request input the engine refuses before it reaches validation or the database. NUL characters anywhere are
 * refused on both engines alike (PostgreSQL cannot store them in text, SQLite can), as a 400 naming where, rather
 * than a 500 from one of them.
 */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/**
 * The request's JSON object, before the resource's own validation (whose schema depends on the route): anything
 * but an object is a 400, and so is a NUL character anywhere in it, or half of a character (a lone surrogate,
 * which JSON can spell as `\ud800`): no text holds one, and PostgreSQL's jsonb (every list index reads records
 * through it) refuses it.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readInput(c, "json");
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid({ body: problem("object") });
  }
  const at = nulPath(body);
  if (at !== undefined) throw invalid({ [at || "body"]: problem("noNul") });
  const broken = textPath(body, (text) => !text.isWellFormed());
  if (broken !== undefined) throw invalid({ [broken || "body"]: problem("wholeCharacters") });
  return body as Record<string, unknown>;
}

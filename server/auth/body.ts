import type { Context } from "hono";
import type { z } from "zod";
import { errorBody } from "../middleware/errors.ts";

/** The first problem of a failed parse, as `{ field: message }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

/**
 * Reads and validates a request's input: the query string of a GET (Deno.serve drops GET bodies, and browsers
 * cannot send them), the JSON body otherwise. Returns the data, or a 400 Response naming the fields at fault.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown = {};
  const text = c.req.method === "GET" || c.req.method === "HEAD" ? "" : await c.req.text();
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    raw = c.req.query();
  } else if (text.trim() !== "") {
    try {
      raw = JSON.parse(text);
    } catch {
      return {
        ok: false,
        response: c.json(
          errorBody(c, "The request body is not valid JSON.", { fields: { body: "invalid JSON" } }),
          400,
        ),
      };
    }
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldErrors(parsed.error);
  const [name, reason] = Object.entries(fields)[0];
  return { ok: false, response: c.json(errorBody(c, `${name}: ${reason}`, { fields }), 400) };
}

import type { Context } from "hono";
import { errorBody } from "../middleware/errors.ts";

/** A 400 naming the field at fault, in the shape of every other validation error. */
export function refuse(c: Context, field: string, reason: string) {
  return c.json(errorBody(c, `${field}: ${reason}`, { fields: { [field]: reason } }), 400);
}

/** A 404 with the app's own message. */
export function notFound(c: Context, message: string) {
  return c.json(errorBody(c, message), 404);
}

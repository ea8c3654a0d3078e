import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody } from "../middleware/errors.ts";

/**
 * A refusal the routes turn into `{ error: { message, ...extra } }` with its status. Thrown from inside a write's
 * transaction it also rolls the write back, which is what keeps writes all-or-nothing.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 400 naming the fields at fault; the message names the first one and its reason. */
export function fieldsError(fields: Record<string, string>, status: ContentfulStatusCode = 400): HttpError {
  const [name, reason] = Object.entries(fields)[0] ?? ["body", "is not valid"];
  return new HttpError(status, `${name}: ${reason}`, { fields });
}

/** Runs a handler; a refusal (HttpError) becomes its JSON answer, anything else goes to the app's onError. */
export async function answer(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return c.json(errorBody(c, error.message, error.extra), error.status);
    throw error;
  }
}

import type { ContentfulStatusCode } from "hono/utils/http-status";

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

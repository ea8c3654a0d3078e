import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestIdOf, type RequestIdVariables } from "./request-id.ts";
import type { LogLine } from "./request-log.ts";

/** The one error body of the API: a message and the request id, never a stack. */
export function errorBody(c: Context, message: string, extra: Record<string, unknown> = {}) {
  return { error: { message, requestId: requestIdOf(c), ...extra } };
}

/** Thrown errors become JSON; the stack goes to the server log only. */
export function onError(log: LogLine): ErrorHandler<{ Variables: RequestIdVariables }> {
  return (err, c) => {
    if (err instanceof HTTPException) {
      return c.json(errorBody(c, err.message || "Request failed"), err.status);
    }
    log(`error id=${requestIdOf(c)} ${c.req.method} ${c.req.path}: ${err.stack ?? err}`);
    return c.json(errorBody(c, "Something went wrong on our side. Please try again."), 500);
  };
}

import type { MiddlewareHandler } from "hono";
import type { LogLine } from "./request-log.ts";

export type RequestIdVariables = { requestId: string };

// A random per-process prefix and a counter: unique across instances, and far cheaper than a UUID per request.
const prefix = crypto.randomUUID().slice(0, 8);
let counter = 0;

export function nextRequestId(): string {
  return `${prefix}-${(++counter).toString(36)}`;
}

/**
 * Gives every request an id (kept from X-Request-Id when it is sane), echoed back in the response, and writes
 * one log line per request: method, path, status, duration and id.
 */
export function requestContext(log: LogLine): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.raw.headers.get("x-request-id");
    const id = given && /^[\w.-]{1,64}$/.test(given) ? given : nextRequestId();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms id=${id}`);
  };
}

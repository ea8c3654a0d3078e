import type { MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "./request-id.ts";

export type LogLine = (line: string) => void;

/** One line per request: method, path, status, duration and request id. */
export function requestLog(log: LogLine): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${c.get("requestId")}`);
  };
}

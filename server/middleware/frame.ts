import type { MiddlewareHandler } from "hono";
import { requestIdOf, type RequestIdVariables } from "./request-id.ts";
import { loggedPath } from "./logged-path.ts";
import type { LogLine } from "./request-log.ts";
import { addSecurityHeaders, isFinished } from "./security-headers.ts";

/**
 * What every request passes through, as one middleware: the API security headers (pages and files are prebuilt
 * with the document set), the request id echoed on errors, and one log line with method, path, status and
 * duration. It reads no request header: on Deno.serve the first such read builds the whole header list, which
 * costs more than the rest of a small answer.
 */
export function requestFrame(log: LogLine): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { status } = c.res;
    if (c.req.path.startsWith("/api/") && !isFinished(c.res)) addSecurityHeaders(c.res.headers);
    let line = `${c.req.method} ${loggedPath(c.req.path)} ${status} ${
      (performance.now() - started).toFixed(1)
    }ms`;
    if (status >= 400) {
      const id = requestIdOf(c);
      c.res.headers.set("X-Request-Id", id);
      line += ` id=${id}`;
    }
    log(line);
  };
}

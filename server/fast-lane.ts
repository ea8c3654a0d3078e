import type { LogLine } from "./middleware/request-log.ts";
import { PREBUILT_API_HEADERS } from "./middleware/security-headers.ts";
import { isImmutable, pickEncoding, type StaticFile } from "./static.ts";

/**
 * The two hottest requests, answered before the router: the health check (polled by load balancers) and hashed
 * build files (every page load). Both are the same bytes every time, so they are prebuilt and cloned; routing and
 * the middleware chain would cost more than the answer. Everything else, and any other method, goes to the app.
 * The answers are exactly what the app would give (same headers, same log line).
 */
export function fastLane(files: Map<string, StaticFile>, log: LogLine) {
  const health = new Response(JSON.stringify({ status: "ok" }), {
    headers: [["Content-Type", "application/json"], ...PREBUILT_API_HEADERS],
  });

  return (req: Request): Response | undefined => {
    if (req.method !== "GET") return undefined;
    const started = performance.now();
    const url = req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const query = url.indexOf("?", start);
    const path = query < 0 ? url.slice(start) : url.slice(start, query);
    let res: Response;
    if (path === "/api/health") {
      res = health.clone();
    } else if (path.startsWith("/build/")) {
      const file = files.get(path);
      if (!file || !isImmutable(file)) return undefined;
      const encoding = pickEncoding(req.headers.get("accept-encoding") ?? "", file);
      res = file.prebuilt[encoding ?? "identity"]!.clone();
    } else {
      return undefined;
    }
    log(`GET ${path} 200 ${(performance.now() - started).toFixed(1)}ms`);
    return res;
  };
}

import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "./config.ts";
import { requestId, type RequestIdVariables } from "./middleware/request-id.ts";
import { type LogLine, requestLog } from "./middleware/request-log.ts";
import { compress } from "./middleware/compress.ts";
import { errorBody, onError } from "./middleware/errors.ts";
import { serveStatic, type StaticFile } from "./static.ts";
import { quickPanelApp } from "./demo/quick-panel.ts";

export type AppDeps = {
  config: Config;
  files: Map<string, StaticFile>;
  log?: LogLine;
  now?: () => Date;
};

export type AppEnv = { Variables: RequestIdVariables };

/** The composition root: the whole HTTP surface, built from explicit dependencies. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(log));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());
  app.onError(onError(log));

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  if (deps.config.DEMO_APPS === "on") app.route("/api/quick-panel", quickPanelApp());

  app.all("/api/*", (c) => c.json(errorBody(c, `No API route ${c.req.method} ${c.req.path}`), 404));
  serveStatic(app, deps.files);
  app.notFound((c) => c.json(errorBody(c, `Nothing at ${c.req.method} ${c.req.path}`), 404));
  return app;
}

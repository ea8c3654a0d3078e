import { parseConfig } from "../../server/config.ts";
import { createApp } from "../../server/app.ts";
import { loadStaticFiles } from "../../server/static.ts";
import { exitWithParent, portArg } from "./child.ts";

/** The real app, composed as server/main.ts does, but from a fixed config rather than the environment. */
const port = portArg();
// An in-memory database: a bench must never write into data/.
const config = parseConfig({ APP_ENV: "test", PORT: String(port), DATABASE_URL: "sqlite::memory:" });
const files = await loadStaticFiles("static");
// The request log is silenced: a line per request would measure the terminal, not the app.
const app = createApp({ config, files, log: () => {} });
Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, app.fetch);
exitWithParent();

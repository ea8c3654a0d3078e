import { createApp } from "../../server/app.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogWriter } from "../../server/middleware/request-log.ts";
import { loadStaticFiles } from "../../server/static.ts";
import { openStore } from "../../server/store/index.ts";
import { readyWorkflows } from "../../server/workflows/ready.ts";
import { BENCH_SECRET } from "./bench-token.ts";
import { exitWithParent, portArg } from "./child.ts";

/** The real app, composed as server/main.ts does, but from a fixed config rather than the environment. */
const port = portArg();
// The store the bench made (its second argument), else an in-memory one: a bench must never write into data/.
const config = parseConfig({
  APP_ENV: "test",
  PORT: String(port),
  DATABASE_URL: Deno.args[1] ?? "sqlite::memory:",
  // A measure may pause between requests (seeding the next size): the bench's session must outlast it.
  SESSION_IDLE_MINUTES: "720",
  // The documents group sends a 200 MB file.
  DOCUMENT_MAX_MB: "256",
  // Its third argument: the lists' kept answers, "0" for none (a measure of the work a list does, asked again).
  ...(Deno.args[2] === undefined ? {} : { LIST_CACHE_MB: Deno.args[2] }),
});
const files = await loadStaticFiles("static");
const tokens = await createTokenService(BENCH_SECRET);
const store = await openStore(config.DATABASE_URL);
// As server/main.ts does before it listens.
await readyWorkflows(store.db);
// The production log writer (batched lines on stdout, which the bench discards): its cost is part of the app's.
const app = createApp({ config, files, tokens, store, log: createLogWriter() });

Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, app.fetch);
exitWithParent();

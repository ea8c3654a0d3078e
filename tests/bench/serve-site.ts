import { createApp } from "../../server/app.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import { seedDemoPractice } from "../../server/backoffice/demo-practice/index.ts";
import { seedSignIns } from "../../server/backoffice/seed.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogWriter } from "../../server/middleware/request-log.ts";
import { loadStaticFiles } from "../../server/static.ts";
import { openStore } from "../../server/store/index.ts";
import { practiceToday } from "../../domain/today.ts";
import { BENCH_SECRET } from "./bench-token.ts";
import { exitWithParent, portArg } from "./child.ts";

/**
 * The app as a new user meets it (`deno task start` in development): the seeded sign-ins and the demo practice,
 * in an in-memory database, serving the built client with the page settings. For the page-load measures.
 */
const port = portArg();
const config = parseConfig({ APP_ENV: "development", PORT: String(port), DATABASE_URL: "sqlite::memory:" });
const store = await openStore(config.DATABASE_URL);
await seedSignIns(store, config);
await seedDemoPractice(store, { today: practiceToday(), extraHolidays: [] });
const files = await loadStaticFiles("static", {
  practiceTimeZone: config.PRACTICE_TIME_ZONE,
  demoApps: true,
});
const tokens = await createTokenService(BENCH_SECRET);
const app = createApp({ config, files, tokens, store, log: createLogWriter() });

Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, app.fetch);
exitWithParent();

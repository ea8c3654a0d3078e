import { dirname } from "node:path";
import { createApp } from "./app.ts";
import { Background } from "./background.ts";
import { resolveJwtSecret } from "./auth/secret.ts";
import { createTokenService } from "./auth/tokens.ts";
import {
  BIN_SWEEP_MS,
  ContentStore,
  createEngine,
  DocumentFiles,
  DocumentRequests,
  documentServices,
  seedDemoPractice,
  seedSignIns,
  UPLOAD_IDLE_MS,
} from "./backoffice/index.ts";
import { configuredMailer, type Mailer } from "./mail/mailer.ts";
import { type Config, ConfigError, parseConfig, publicUrlOf } from "./config.ts";
import { type PracticeLogo, readPracticeLogo } from "./practice-logo.ts";
import { createLogWriter } from "./middleware/request-log.ts";
import { loadStaticFiles, type PageSettings, type StaticFile } from "./static.ts";
import { practiceToday, setPracticeTimeZone } from "../domain/today.ts";
import { openStore, type Store } from "./store/index.ts";
import { scheduledJobRunner, startTriggerSchedule } from "./workflows/scheduler.ts";
import { readyWorkflows } from "./workflows/ready.ts";

/** The document requests the daily pass reminds, over an engine of the schedule's own. */
function scheduledRequests(store: Store, config: Config, mailer: Mailer): DocumentRequests {
  const engine = createEngine({ db: store.db, extraHolidays: config.EXTRA_HOLIDAYS });
  return new DocumentRequests({
    db: store.db,
    engine,
    files: new DocumentFiles({ db: store.db, engine, maxBytes: config.DOCUMENT_MAX_MB * 2 ** 20 }),
    mailer,
    publicUrl: publicUrlOf(config),
    practiceName: config.PRACTICE_NAME,
  });
}

/** In development the client is rebuilt while the server runs (`deno task dev`): refresh the in-memory files. */
async function reloadOnRebuild(
  dir: string,
  files: Map<string, StaticFile>,
  page: PageSettings,
  options: { sourceMaps: boolean },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    for await (const _ of Deno.watchFs(dir)) {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          const fresh = await loadStaticFiles(dir, page, options);
          if (!fresh.has("/index.html")) return; // Mid-build: wait for the build to finish.
          files.clear();
          for (const [path, file] of fresh) files.set(path, file);
          console.log("Client files reloaded");
        } catch (err) {
          // A build removed files while we read them: the next change event reloads a complete set.
          console.warn(`Client files not reloaded yet: ${err instanceof Error ? err.message : err}`);
        }
      }, 300);
    }
  } catch (err) {
    console.warn(`Not watching ${dir} for rebuilds: ${err instanceof Error ? err.message : err}`);
  }
}

/** Where the development secret is kept: beside the SQLite file, or ./data. */
function dataDir(config: Config): string {
  const match = /^sqlite:(?!:memory:)(.+)$/.exec(config.DATABASE_URL);
  return match ? dirname(match[1]) : "./data";
}

function fail(message: string): never {
  console.error(message);
  Deno.exit(1);
}

/** PRACTICE_LOGO read and checked at start: a bad one stops the server with one line naming the variable. */
async function logoOf(config: Config): Promise<PracticeLogo | undefined> {
  if (!config.PRACTICE_LOGO) return undefined;
  try {
    return await readPracticeLogo(config.PRACTICE_LOGO);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** Reads the configuration, opens the store, loads the built client and serves the app. */
async function main() {
  let config: Config;
  try {
    config = parseConfig(Deno.env.toObject());
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  setPracticeTimeZone(config.PRACTICE_TIME_ZONE);
  const practiceLogo = await logoOf(config);
  const secret = await resolveJwtSecret({
    configured: config.JWT_SECRET,
    production: config.APP_ENV === "production",
    file: `${dataDir(config)}/jwt-secret`,
  });
  const tokens = await createTokenService(secret);
  let store: Store | undefined;
  if (!config.BACKEND_URL) {
    try {
      store = await openStore(config.DATABASE_URL, { timeoutSeconds: config.DATABASE_TIMEOUT_SECONDS });
    } catch (err) {
      fail(`Cannot open the database (DATABASE_URL): ${err instanceof Error ? err.message : err}`);
    }
    const seeded = await seedSignIns(store, config);
    if (seeded > 0) console.log(`Seeded ${seeded} sign-in(s) into an empty store`);
    if (config.APP_ENV === "development") {
      const today = practiceToday();
      const records = await seedDemoPractice(store, { today, extraHolidays: config.EXTRA_HOLIDAYS });
      if (records > 0) console.log(`Seeded the demo practice: ${records} records`);
    }
    const seconds = await readyWorkflows(store.db);
    if (seconds >= 1) console.log(`Dashboard figures and trigger runs made ready in ${seconds.toFixed(1)} s`);
  }
  const page = {
    practiceTimeZone: config.PRACTICE_TIME_ZONE,
    practiceName: config.PRACTICE_NAME,
    practiceLogo,
    demoApps: config.DEMO_APPS === "on",
    googleSignIn: Boolean(config.BACKEND_URL || (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)),
    comingSoonAt: config.COMING_SOON_AT,
  };
  const loading = { sourceMaps: config.SOURCE_MAPS === "on" };
  const files = await loadStaticFiles(config.STATIC_DIR, page, loading);
  if (!files.has("/index.html")) console.warn("static/build/index.html is missing: run `deno task build`.");
  if (config.APP_ENV === "development") reloadOnRebuild(config.STATIC_DIR, files, page, loading);
  const log = createLogWriter();
  const background = new Background(log);
  const mailer = configuredMailer(config, log);
  const app = createApp({ config, files, tokens, store, log, background, mailer });
  // The daily tax-case trigger pass (server/workflows/scheduler.ts): at 02:00 but in test mode, where a test asks
  // for it (a pass at 02:00 would change a test's data under it). SIGUSR1 runs today's pass now, on any
  // instance: a missed 02:00 made up, or several instances told at once (each trigger still runs once a day).
  const requests = store && scheduledRequests(store, config, mailer);
  const schedule = store && requests &&
    startTriggerSchedule(store.db, {
      extraHolidays: config.EXTRA_HOLIDAYS,
      timed: config.APP_ENV !== "test",
      requests,
      jobs: scheduledJobRunner(store.db, { requests, mailer, background, publicUrl: publicUrlOf(config) }),
    });
  if (schedule && Deno.build.os !== "windows") Deno.addSignalListener("SIGUSR1", () => schedule.runNow());
  // The chunks of uploads whose server died half way (content-store.ts), once they have been idle long enough.
  const uploads = store && new ContentStore(store.db);
  const sweeping = uploads &&
    setInterval(
      () => background.run("sweeping cut-off uploads", () => uploads.sweep().then()),
      UPLOAD_IDLE_MS,
    );
  // The documents' bin: what has lain there 30 days goes for good (server/backoffice/documents/bin.ts).
  const bin = store && documentServices({ db: store.db, engine: createEngine({ db: store.db }) }).bin;
  const emptying = bin &&
    setInterval(
      () => background.run("emptying the documents' bin", () => bin.sweep().then()),
      BIN_SWEEP_MS,
    );
  const server = Deno.serve({
    hostname: config.HOST,
    port: config.PORT,
    onListen: ({ hostname, port }) =>
      console.log(
        `Ledgerdesk listening on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}` +
          (config.BACKEND_URL ? ` (back office proxied to ${config.BACKEND_URL})` : ""),
      ),
  }, app.fetch);
  const stop = async () => {
    await server.shutdown();
    clearInterval(sweeping);
    clearInterval(emptying);
    await schedule?.stop();
    await background.idle();
    await log.flush();
    await store?.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
}

if (import.meta.main) await main();

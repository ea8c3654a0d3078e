import { ConfigError, parseConfig } from "./config.ts";
import { createApp } from "./app.ts";
import { loadStaticFiles, type StaticFile } from "./static.ts";

/** In development the client is rebuilt while the server runs (`deno task dev`): refresh the in-memory files. */
async function reloadOnRebuild(dir: string, files: Map<string, StaticFile>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    for await (const _ of Deno.watchFs(dir)) {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const fresh = await loadStaticFiles(dir);
        if (!fresh.has("/index.html")) return; // Mid-build: wait for the build to finish.
        files.clear();
        for (const [path, file] of fresh) files.set(path, file);
        console.log("Client files reloaded");
      }, 300);
    }
  } catch (err) {
    console.warn(`Not watching ${dir} for rebuilds: ${err instanceof Error ? err.message : err}`);
  }
}

/** Reads the configuration, loads the built client and serves the app. */
async function main() {
  let config;
  try {
    config = parseConfig(Deno.env.toObject());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      Deno.exit(1);
    }
    throw err;
  }
  const files = await loadStaticFiles(config.STATIC_DIR);
  if (!files.has("/index.html")) console.warn("static/build/index.html is missing: run `deno task build`.");
  if (config.APP_ENV === "development") reloadOnRebuild(config.STATIC_DIR, files);
  const app = createApp({ config, files });
  Deno.serve({
    port: config.PORT,
    onListen: ({ port }) => console.log(`Ledgerdesk listening on http://localhost:${port}`),
  }, app.fetch);
}

if (import.meta.main) await main();

import { ConfigError, parseConfig } from "./config.ts";
import { createApp } from "./app.ts";
import { loadStaticFiles } from "./static.ts";

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
  const app = createApp({ config, files });
  Deno.serve({
    port: config.PORT,
    onListen: ({ port }) => console.log(`Ledgerdesk listening on http://localhost:${port}`),
  }, app.fetch);
}

if (import.meta.main) await main();

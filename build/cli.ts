import { buildClient, isStale } from "./client.ts";
import { SOURCE_MAPS_VALUES, sourceMapsOn } from "../domain/source-maps.ts";

/**
 * `deno task build` builds the client; `--if-stale` only when sources changed; `--watch` rebuilds on change.
 * Source maps are built as the server would serve them: by SOURCE_MAPS, else not when APP_ENV=production.
 */
async function run() {
  const args = new Set(Deno.args);
  const env = { APP_ENV: Deno.env.get("APP_ENV"), SOURCE_MAPS: Deno.env.get("SOURCE_MAPS") };
  if (env.SOURCE_MAPS && !(SOURCE_MAPS_VALUES as readonly string[]).includes(env.SOURCE_MAPS)) {
    console.error("Invalid configuration: SOURCE_MAPS must be on or off");
    Deno.exit(1);
  }
  const options = { sourceMaps: sourceMapsOn(env) };
  if (args.has("--if-stale") && !(await isStale(options))) return;
  const once = async () => {
    try {
      const { ms } = await buildClient(options);
      console.log(
        `Client built into static/build in ${ms} ms (source maps ${options.sourceMaps ? "on" : "off"})`,
      );
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      if (!args.has("--watch")) Deno.exit(1);
    }
  };
  await once();
  if (!args.has("--watch")) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  for await (const _ of Deno.watchFs(["client", "domain", "fixtures", "static/index.html"])) {
    clearTimeout(timer);
    timer = setTimeout(once, 150);
  }
}

await run();

import { buildClient, isStale } from "./client.ts";

/** `deno task build` builds the client; `--if-stale` only when sources changed; `--watch` rebuilds on change. */
async function run() {
  const args = new Set(Deno.args);
  if (args.has("--if-stale") && !(await isStale())) return;
  const once = async () => {
    try {
      const { ms } = await buildClient();
      console.log(`Client built into static/build in ${ms} ms`);
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

/**
 * Source maps hold the client's original sources: production builds make none and the server serves none unless
 * SOURCE_MAPS asks (domain/source-maps.ts).
 */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { bundleScripts } from "../../build/client.ts";
import { parseConfig } from "../../server/config.ts";
import { loadStaticFiles } from "../../server/static.ts";
import { testApp } from "../support/app.ts";
import { devServerProcess, listening } from "../support/auth-server.ts";

const SCRIPT = "build/main-ABCDEFGH.js";

/** A static folder as a development build leaves it: a script that links its map, and the map. */
async function builtWithMaps(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-maps-" });
  await Deno.mkdir(join(dir, "build"));
  await Deno.writeTextFile(join(dir, "build/index.html"), "<!doctype html><title>Ledgerdesk</title>");
  await Deno.writeTextFile(join(dir, SCRIPT), "console.log(1);\n//# sourceMappingURL=main-ABCDEFGH.js.map\n");
  await Deno.writeTextFile(join(dir, `${SCRIPT}.map`), JSON.stringify({ sourcesContent: ["// secret"] }));
  return dir;
}

async function readAll(dir: string, out: Map<string, string> = new Map()): Promise<Map<string, string>> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) await readAll(path, out);
    else out.set(path, await Deno.readTextFile(path));
  }
  return out;
}

Deno.test("SOURCE_MAPS: off in production unless asked for, on elsewhere unless turned off", () => {
  const production = { APP_ENV: "production", JWT_SECRET: "x".repeat(32), ADMIN_EMAIL: "a@b.co" };
  const prod = { ...production, ADMIN_PASSWORD: "a-long-password" };
  deepStrictEqual(
    [
      parseConfig(prod).SOURCE_MAPS,
      parseConfig({ ...prod, SOURCE_MAPS: "on" }).SOURCE_MAPS,
      parseConfig({}).SOURCE_MAPS,
      parseConfig({ APP_ENV: "test" }).SOURCE_MAPS,
      parseConfig({ SOURCE_MAPS: "off" }).SOURCE_MAPS,
    ],
    ["off", "on", "on", "on", "off"],
  );
});

Deno.test("a .map file is served only when SOURCE_MAPS asks for it", async () => {
  const dir = await builtWithMaps();
  try {
    for (const sourceMaps of [false, true]) {
      const { app } = await testApp({}, { files: await loadStaticFiles(dir, undefined, { sourceMaps }) });
      const map = await app.request(`/${SCRIPT}.map`);
      strictEqual(map.status, sourceMaps ? 200 : 404, `source maps ${sourceMaps ? "on" : "off"}`);
      strictEqual((await app.request(`/${SCRIPT}`)).status, 200);
      await map.body?.cancel();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test({
  name: "server/main.ts in production answers 404 for a source map the build folder holds",
  sanitizeResources: false,
  async fn() {
    const dir = await builtWithMaps();
    const child = devServerProcess({
      APP_ENV: "production",
      STATIC_DIR: dir,
      DATABASE_URL: "sqlite::memory:",
      JWT_SECRET: crypto.randomUUID() + crypto.randomUUID(),
      ADMIN_EMAIL: "admin@practice.test",
      ADMIN_PASSWORD: "a-long-admin-password",
      SOURCE_MAPS: "",
    });
    await child.stderr.cancel();
    try {
      const origin = `http://127.0.0.1:${(await listening(child.stdout)).port}`;
      const map = await fetch(`${origin}/${SCRIPT}.map`);
      const script = await fetch(`${origin}/${SCRIPT}`);
      strictEqual(map.status, 404);
      strictEqual(script.status, 200);
      await Promise.all([map.body?.cancel(), script.body?.cancel()]);
    } finally {
      child.kill("SIGTERM");
      await child.status;
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a build without source maps writes no .map file and links none from its scripts",
  sanitizeResources: false,
  async fn() {
    const out = await Deno.makeTempDir({ prefix: "ledgerdesk-bundle-" });
    try {
      for (const sourceMaps of [false, true]) {
        await Deno.remove(out, { recursive: true });
        await bundleScripts(out, { sourceMaps });
        const files = await readAll(out);
        const maps = [...files.keys()].filter((f) => f.endsWith(".map"));
        const linking = [...files].filter(([f, text]) =>
          f.endsWith(".js") && text.includes("sourceMappingURL")
        );
        ok(files.size > 1, "the client was bundled");
        strictEqual(maps.length > 0, sourceMaps, `maps written (source maps ${sourceMaps ? "on" : "off"})`);
        strictEqual(linking.length > 0, sourceMaps, `maps linked (source maps ${sourceMaps ? "on" : "off"})`);
      }
    } finally {
      await esbuild.stop();
      await Deno.remove(out, { recursive: true }).catch(() => {});
    }
  },
});

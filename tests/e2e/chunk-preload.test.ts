/**
 * Issue 34's second wave, in Chromium: a lazily loaded chunk's imports are asked for with it. Opening the
 * dashboard signed in and cold, every file of the dashboard's chunk (the build's manifest lists them, with what
 * they import beyond the first page) is requested before the dashboard's own chunk has arrived, rather than once
 * it has been compiled.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { E2E } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

const MANIFEST = join(new URL("../..", import.meta.url).pathname, "static/build/manifest.json");

Deno.test({
  name: "chunk preload: the dashboard's chunk and all it imports are asked for at once",
  ...E2E,
  async fn() {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const { scripts } = JSON.parse(await Deno.readTextFile(MANIFEST));
      const [chunk, ...imports] = scripts.wings.dashboard as string[];
      assert.match(chunk, /DashboardPage-/);
      assert.ok(imports.length > 0, "the dashboard's chunk imports chunks beyond the first page");
      await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
        await page.goto("/apps/dashboard");
        await page.getByTestId("figure-count").first().waitFor();
        const timing = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((e) => {
            const r = e as PerformanceResourceTiming;
            return { path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd };
          })
        );
        const of = (file: string) => timing.find((t) => t.path === `/build/${file}`);
        const arrived = of(chunk)!.end;
        const late = imports.filter((file) => !(of(file)!.start < arrived));
        assert.deepEqual(late, [], `asked for after ${chunk} had arrived (${Math.round(arrived)} ms)`);
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

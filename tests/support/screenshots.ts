/**
 * Takes the README's screenshots from a running server: `deno run -A tests/support/screenshots.ts [base-url]`.
 * Not a test; a tool to keep docs/screenshots true.
 */
import { launchBrowser } from "./browser.ts";

type Shot = { file: string; path: string; settings?: object; language?: string; clicks?: string[] };

const SHOTS: Shot[] = [
  {
    file: "vertical.png",
    path: "/apps/dashboard",
    settings: { layout: { config: { navbar: { folded: false } } } },
  },
  {
    file: "horizontal.png",
    path: "/apps/account",
    settings: { layout: { style: "horizontal" } },
    clicks: ["[data-nav-id=tax]"],
  },
  {
    file: "arabic-rtl.png",
    path: "/apps/comm/objection",
    language: "ar",
    settings: { layout: { config: { navbar: { folded: false } } } },
  },
  { file: "quick-panel.png", path: "/apps/dashboard", clicks: ["[data-testid=quick-panel-toggle]"] },
  { file: "settings-panel.png", path: "/apps/dashboard", clicks: ["[data-testid=settings-open]"] },
  { file: "error-404.png", path: "/no/such/page" },
];

const base = Deno.args[0] ?? "http://localhost:8000";
await Deno.mkdir("docs/screenshots", { recursive: true });
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(([settings, language]) => {
      localStorage.setItem(
        "ledgerdesk.settings",
        JSON.stringify({ animations: false, ...settings as object }),
      );
      if (language) localStorage.setItem("ledgerdesk.language", language as string);
    }, [shot.settings ?? {}, shot.language ?? ""]);
    const page = await context.newPage();
    await page.goto(base + shot.path);
    await page.locator("#splash-screen.hidden").waitFor({ state: "attached" });
    await page.evaluate(() => document.fonts.ready);
    for (const selector of shot.clicks ?? []) await page.click(selector);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/${shot.file}` });
    await context.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
}

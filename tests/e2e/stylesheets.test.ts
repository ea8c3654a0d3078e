/**
 * The stylesheets in Chromium: the first page fetches only its own sheet, which has no wing's classes; each wing's
 * sheet loads with its pages, one later sheet on at a time, and every class on screen that any sheet styles is
 * styled by the sheets that are on: on sign-in, the dashboard, a back-office list, a demo app, a template page, the
 * settings panel, and in Arabic.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { signedInPage, withPage } from "../support/page.ts";
import { LANGUAGE_KEY } from "../support/e2e.ts";

const E2E = { sanitizeOps: false, sanitizeResources: false } as const;

/** The stylesheets the page fetched, by file name (`app-….css`, `demo-….css`). */
function fetchedSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".css")).map((p) => p.split("/").pop()!)
  );
}

type Coverage = { on: string[]; unstyled: string[] };

/**
 * The sheets on (by file name) and the classes on screen that some sheet of the build styles but none of the
 * sheets on does.
 */
async function coverage(page: Page): Promise<Coverage> {
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href)
  );
  // Every sheet of the build, also those not yet loaded, as the browser parses them.
  const names = await page.evaluate(() =>
    document.querySelector<HTMLMetaElement>('meta[name="stylesheets"]')!.content.split(/\s+/)
      .map((pair) => pair.split("=")[1])
  );
  return await page.evaluate(async ({ sheets, names }) => {
    const classesOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const m of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            into.add(m[1].replace(/\\(.)/g, "$1"));
          }
        }
        if ("cssRules" in rule) classesOf((rule as CSSGroupingRule).cssRules, into);
      }
      return into;
    };
    const styled = new Set<string>();
    for (const href of new Set([...sheets, ...names.map((n) => new URL(n, location.href).href)])) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(await (await fetch(href)).text());
      classesOf(sheet.cssRules, styled);
    }
    const onSheets = [...document.styleSheets].filter((s) => !s.disabled && s.media.mediaText !== "print");
    const on = new Set<string>();
    for (const sheet of onSheets) classesOf(sheet.cssRules, on);
    const shown = new Set([...document.querySelectorAll("[class]")].flatMap((e) => [...e.classList]));
    return {
      on: onSheets.map((s) => new URL(s.href!).pathname.split("/").pop()!),
      unstyled: [...shown].filter((c) => styled.has(c) && !on.has(c)).sort(),
    };
  }, { sheets, names });
}

async function expectStyled(page: Page, later: string | null, where: string) {
  const { on, unstyled } = await coverage(page);
  assert.deepEqual(unstyled, [], `${where}: classes on screen that no sheet on styles`);
  assert.ok(on[0]?.startsWith("app-"), `${where}: the first page's sheet first (${on})`);
  assert.deepEqual(
    on.slice(1).map((f) => f.split("-")[0]),
    later ? [later] : [],
    `${where}: the later sheet on`,
  );
}

Deno.test({
  name:
    "stylesheets: the first page's alone on sign-in; each wing's with its pages, one at a time, nothing unstyled",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      await t.step(
        "sign-in fetches the first page's sheet only, without a demo app's classes; then the form signs in",
        async () => {
          await withPage(browser, server, async ({ page }) => {
            await page.goto("/login");
            await page.locator("#root input[type=email]").waitFor();
            assert.deepEqual((await fetchedSheets(page)).map((f) => f.split("-")[0]), ["app"]);
            // A scrumboard label's colours (domain/demo/scrumboard.ts): the demo apps' sheet's, not the first page's.
            const first = await page.evaluate(async () => {
              const href = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.href;
              return await (await fetch(href)).text();
            });
            assert.ok(!first.includes(".bg-orange-500"), "the first page's sheet carries a demo app's class");
            await expectStyled(page, null, "/login");
            // Signed in by the form: the dashboard's sheet and the frame's load as the app moves there.
            await page.getByTestId("login-page").waitFor();
            await page.getByLabel("Email").fill(SIGN_INS.admin.email);
            await page.getByLabel("Password", { exact: true }).fill(SIGN_INS.admin.password);
            await page.getByTestId("login-submit").click();
            await page.getByTestId("figure-activeClients").waitFor();
            await expectStyled(page, "backoffice", "the dashboard after signing in");
          });
        },
      );

      await t.step("signed in: the frame, then each wing's sheet with its pages", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/dashboard");
          await page.getByTestId("figure-activeClients").waitFor();
          await expectStyled(page, "backoffice", "the dashboard");

          await page.goto("/apps/scrumboard/boards");
          await page.locator("[data-testid=demo-note]").waitFor();
          await page.waitForLoadState("networkidle");
          await expectStyled(page, "demo", "the scrumboard");

          // Moving inside the app by the menu: from a demo app to my work, then a back-office list by address.
          await page.getByTestId("vertical-nav").locator("[data-nav-id=my-work]").click();
          await page.getByTestId("my-work").waitFor();
          await expectStyled(page, "backoffice", "my work");
          await page.goto("/apps/account");
          await page.getByTestId("list-row").first().waitFor();
          await expectStyled(page, "backoffice", "the client list");

          await page.goto("/pages/pricing/style-1");
          await page.locator("main h1, main h2").first().waitFor();
          await expectStyled(page, "pages", "a pricing page");

          await page.goto("/apps/my-work");
          await page.getByTestId("settings-open").click();
          await page.getByTestId("settings-panel").waitFor();
          await expectStyled(page, "backoffice", "my work with the settings panel open");

          // The lock screen, a sign-in page inside the frame: the frame's sheet when no wing's page shows.
          await page.goto("/pages/auth/lock");
          await page.locator("form").first().waitFor();
          await page.waitForLoadState("networkidle");
          assert.deepEqual((await coverage(page)).unstyled, [], "the lock screen");
        });
      });

      await t.step("a list to a record and back, one wing: no sheet is switched off and on", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/account");
          await page.getByTestId("list-row").first().waitFor();
          await page.waitForLoadState("networkidle");
          // Each switch of a sheet, counted: even off and on again in one task, the browser restyles the page.
          await page.evaluate(() => {
            const g = globalThis as unknown as { switched: number };
            g.switched = 0;
            const disabled = Object.getOwnPropertyDescriptor(StyleSheet.prototype, "disabled")!;
            Object.defineProperty(StyleSheet.prototype, "disabled", {
              ...disabled,
              set(value: boolean) {
                g.switched++;
                disabled.set!.call(this, value);
              },
            });
          });
          for (const n of [0, 1]) {
            await page.getByTestId("list-row").nth(n).click();
            await page.getByTestId("view-page").getByTestId("page-title").waitFor();
            await expectStyled(page, "backoffice", "a client's page");
            await page.getByTestId("view-page").locator('.breadcrumbs a[href="/apps/account"]').click();
            await page.getByTestId("list-row").first().waitFor();
            await expectStyled(page, "backoffice", "the client list, back");
          }
          assert.equal(
            await page.evaluate(() => (globalThis as unknown as { switched: number }).switched),
            0,
          );
        });
      });

      await t.step("in Arabic, right to left: the dashboard and the mail app", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
          await page.goto("/apps/dashboard");
          await page.getByTestId("figure-activeClients").waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await expectStyled(page, "backoffice", "the dashboard in Arabic");
          await page.goto("/apps/mail");
          await page.locator("[data-testid=demo-note]").waitFor();
          await page.waitForLoadState("networkidle");
          await expectStyled(page, "demo", "mail in Arabic");
        });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

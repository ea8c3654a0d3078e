import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  box,
  E2E,
  Harness,
  LANGUAGE_KEY,
  open,
  settingsFor,
  waitForAttribute,
  waitForWidth,
} from "../support/e2e.ts";

async function chooseLanguage(page: Page, lang: "en" | "tr" | "ar") {
  await page.getByTestId("language-menu").click();
  await page.locator(`button[data-lang=${lang}]`).click();
  await waitForAttribute(page, "html", "lang", lang);
}

function homeLink(page: Page) {
  return page.getByTestId("vertical-nav").locator("[data-nav-id=home]");
}

async function htmlAttrs(page: Page) {
  return await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

Deno.test({
  name: "i18n: English, Turkish and right-to-left Arabic",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    const unfolded = settingsFor("vertical", { layout: { config: { navbar: { folded: false } } } });
    try {
      await t.step("English is the default", async () => {
        await h.withPage({ settings: unfolded }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          assert.deepEqual(await htmlAttrs(page), { lang: "en", dir: "ltr" });
          assert.equal(await homeLink(page).locator(".truncate").innerText(), "Home");
        });
      });

      await t.step("Arabic turns the page right to left and moves the navbar to the right", async () => {
        await h.withPage({ settings: unfolded }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await chooseLanguage(page, "ar");
          assert.deepEqual(await htmlAttrs(page), { lang: "ar", dir: "rtl" });
          await homeLink(page).getByText("الرئيسية").waitFor();
          await page.getByTestId("vertical-nav").getByText("العملاء", { exact: true }).waitFor({
            state: "attached",
          });
          await waitForWidth(page, "[data-testid=navbar]", 280);
          const navbar = await box(page.locator("[data-testid=navbar]"));
          assert.equal(Math.round(navbar.x + navbar.width), 1440, "the navbar ends at the right edge");
          const main = await box(page.locator("#main-content"));
          assert.ok(main.x < navbar.x, "the page sits left of the navbar");
          assert.equal(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_KEY), "ar");

          // Remembered over a reload.
          await page.reload();
          await page.locator("[data-layout]").waitFor();
          assert.deepEqual(await htmlAttrs(page), { lang: "ar", dir: "rtl" });
          await homeLink(page).getByText("الرئيسية").waitFor();

          // And back to English.
          await chooseLanguage(page, "en");
          assert.deepEqual(await htmlAttrs(page), { lang: "en", dir: "ltr" });
          await homeLink(page).getByText("Home", { exact: true }).waitFor();
          const ltr = await box(page.locator("[data-testid=navbar]"));
          assert.equal(ltr.x, 0, "the navbar is back on the left");
        });
      });

      await t.step("Turkish shows Turkish labels, left to right", async () => {
        await h.withPage({ settings: unfolded }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await chooseLanguage(page, "tr");
          assert.deepEqual(await htmlAttrs(page), { lang: "tr", dir: "ltr" });
          await homeLink(page).getByText("Ana Sayfa").waitFor();
          await page.getByTestId("vertical-nav").getByText("Müşteriler", { exact: true }).waitFor({
            state: "attached",
          });
        });
      });

      await t.step("a stored language applies from the first paint", async () => {
        await h.withPage({ settings: unfolded, language: "ar" }, async ({ page }) => {
          await open(page, "/apps/account");
          assert.deepEqual(await htmlAttrs(page), { lang: "ar", dir: "rtl" });
          await homeLink(page).getByText("الرئيسية").waitFor();
          await page.getByTestId("list-page").waitFor();
        });
      });

      await t.step("a wing's words come in the language on screen, never English first", async () => {
        // The first word the clients' search box showed, however briefly (its chunk brings the list's words).
        const firstSearchWord = (page: Page) =>
          page.addInitScript(() => {
            const seen = globalThis as unknown as { firstSearchWord?: string | null };
            new MutationObserver((_, observer) => {
              const box = document.querySelector("[data-testid=list-search]");
              if (!box) return;
              seen.firstSearchWord = box.getAttribute("placeholder");
              observer.disconnect();
            }).observe(document, { childList: true, subtree: true, attributes: true });
          });
        // Words of a language beyond English arrive late, as on a slow line: a page shown before its words are in
        // would show English first.
        const slowWords = (page: Page) =>
          page.route(/\/chunks\/(tr|ar)-[^/]*\.js$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 500));
            await route.continue();
          });
        const firstSeen = (page: Page) =>
          page.evaluate(() => (globalThis as unknown as { firstSearchWord?: string }).firstSearchWord);
        // Arabic stored before the page opened.
        await h.withPage({ settings: unfolded, language: "ar" }, async ({ page }) => {
          await firstSearchWord(page);
          await slowWords(page);
          await open(page, "/apps/account");
          await page.getByTestId("list-search").waitFor();
          assert.equal(await firstSeen(page), "بحث");
          // Turkish chosen on the list: its words too, and the settings panel's.
          await chooseLanguage(page, "tr");
          await page.waitForFunction(() =>
            document.querySelector("[data-testid=list-search]")?.getAttribute("placeholder") === "Ara"
          );
          await page.getByTestId("settings-open").click();
          await page.getByTestId("settings-panel").getByText("Tema Ayarları").waitFor();
        });
        // Turkish chosen on the home page, before the list's chunk was ever loaded.
        await h.withPage({ settings: unfolded }, async ({ page }) => {
          await firstSearchWord(page);
          await slowWords(page);
          await open(page, "/apps/dashboard");
          await chooseLanguage(page, "tr");
          await page.evaluate(() => {
            history.pushState(null, "", "/apps/account");
            dispatchEvent(new PopStateEvent("popstate"));
          });
          await page.getByTestId("list-search").waitFor();
          assert.equal(await firstSeen(page), "Ara");
        });
      });
    } finally {
      await h.close();
    }
  },
});

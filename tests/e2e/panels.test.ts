import assert from "node:assert/strict";
import { quickPanelFixture } from "../../fixtures/quick-panel.ts";
import { practiceToday } from "../../domain/today.ts";
import {
  box,
  E2E,
  Harness,
  open,
  settingsFor,
  settingsSaved,
  storedSettings,
  waitForAttribute,
  waitForHtmlClass,
  waitForWidth,
} from "../support/e2e.ts";

const CHAT = "[data-testid=chat-panel]";

Deno.test({
  name: "panels: quick panel, chat panel and settings panel",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    const settings = settingsFor("vertical");
    try {
      await t.step(
        "quick panel: today's date, the events and notes of the API, three quick settings",
        async () => {
          await h.withPage({ settings }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            assert.equal(await page.getByTestId("quick-panel").count(), 0);
            const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/quick-panel/data");
            await page.getByTestId("quick-panel-toggle").click();
            const panel = page.getByTestId("quick-panel");
            await panel.waitFor();
            assert.equal((await data).status(), 200);

            const events = page.getByTestId("quick-panel-events");
            const notes = page.getByTestId("quick-panel-notes");
            await events.waitFor();
            for (const e of quickPanelFixture.events) {
              await events.getByText(e.title, { exact: true }).waitFor();
              await events.getByText(e.detail, { exact: true }).waitFor();
            }
            for (const n of quickPanelFixture.notes) {
              await notes.getByText(n.title, { exact: true }).waitFor();
            }
            assert.equal(await events.locator("li").count(), quickPanelFixture.events.length);
            assert.equal(await notes.locator("li").count(), quickPanelFixture.notes.length);

            // The practice's day (domain/today.ts), not the machine's: they differ after midnight in Johannesburg.
            const [year, month, day] = practiceToday().split("-").map(Number);
            const today = new Date(year, month - 1, day).toLocaleDateString("en-ZA", {
              day: "numeric",
              month: "long",
            });
            assert.equal((await page.getByTestId("quick-panel-date").textContent())?.trim(), today);

            const toggles = panel.locator("input[type=checkbox]");
            assert.equal(await toggles.count(), 3);
            for (const label of ["Notifications", "Cloud Sync", "Retro Thrusters"]) {
              await panel.locator("label", { hasText: label }).locator("input[type=checkbox]").waitFor();
            }
            const cloud = panel.locator("label", { hasText: "Cloud Sync" }).locator("input");
            const was = await cloud.isChecked();
            await cloud.setChecked(!was);
            assert.equal(await cloud.isChecked(), !was);

            await page.keyboard.press("Escape");
            await panel.waitFor({ state: "detached" });

            // Reopened, it still shows the data and remembers the toggle; a click outside closes it.
            await page.getByTestId("quick-panel-toggle").click();
            await panel.waitFor();
            await events.getByText(quickPanelFixture.events[0].title).waitFor();
            assert.equal(
              await panel.locator("label", { hasText: "Cloud Sync" }).locator("input").isChecked(),
              !was,
            );
            await page.mouse.click(200, 450);
            await panel.waitFor({ state: "detached" });
          });
        },
      );

      await t.step("chat panel: opens to 360, closes on Escape, a click outside or its toggle", async () => {
        await h.withPage({ settings }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          const toggle = page.getByTestId("chat-panel-toggle");
          assert.equal(await page.locator(CHAT).getAttribute("data-open"), "false");
          await waitForWidth(page, CHAT, 70);
          const strip = await box(page.locator(CHAT));
          assert.equal(Math.round(strip.x + strip.width), 1440, "the strip sits at the end of the page");

          await toggle.click();
          await waitForAttribute(page, CHAT, "data-open", "true");
          await waitForWidth(page, CHAT, 360);

          await page.keyboard.press("Escape");
          await waitForAttribute(page, CHAT, "data-open", "false");
          await waitForWidth(page, CHAT, 70);

          await toggle.click();
          await waitForAttribute(page, CHAT, "data-open", "true");
          await page.locator("#main-content").click({ position: { x: 200, y: 200 } });
          await waitForAttribute(page, CHAT, "data-open", "false");

          // Open, the panel lies over the end of the toolbar; its own close button closes it.
          await toggle.click();
          await waitForAttribute(page, CHAT, "data-open", "true");
          await page.locator(CHAT).getByRole("button", { name: "Close" }).click();
          await waitForAttribute(page, CHAT, "data-open", "false");
          await waitForWidth(page, CHAT, 70);
        });
      });

      await t.step("chat panel: hidden on a small screen", async () => {
        await h.withPage({ settings, viewport: { width: 800, height: 900 } }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("toolbar").waitFor();
          assert.equal(await page.locator(CHAT).isVisible(), false, "chat panel visible at 800 px");
          assert.equal(await page.getByTestId("chat-panel-toggle").isVisible(), false);
          // Widening the window brings it back.
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.locator(CHAT).waitFor();
          await page.setViewportSize({ width: 800, height: 900 });
          await page.locator(CHAT).waitFor({ state: "hidden" });
        });
      });

      await t.step("settings panel: navbar position, bars, themes, scrollbars and animations", async () => {
        const animated = settingsFor("vertical", { animations: true });
        await h.withPage({ settings: animated }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await waitForHtmlClass(page, "animations-off", false);
          await waitForHtmlClass(page, "custom-scrollbars", true);

          await page.getByTestId("settings-open").click();
          const panel = page.getByTestId("settings-panel");
          await panel.waitFor();

          await panel.locator("input[name=navbar-position][data-value=right]").check();
          await page.waitForFunction(
            () => {
              const r = document.querySelector("[data-testid=navbar]")?.getBoundingClientRect();
              return r !== undefined && Math.round(r.right) === innerWidth;
            },
            undefined,
            { timeout: 3_000 },
          );
          assert.ok((await box(page.locator("[data-testid=navbar]"))).x > 1000, "navbar at the right edge");

          await panel.locator("input[name=navbar-folded]").uncheck();
          await waitForAttribute(page, "[data-testid=navbar]", "data-folded", "false");
          await waitForWidth(page, "[data-testid=navbar]", 280);

          await panel.locator("select[name=theme-main]").selectOption("dark");
          await waitForAttribute(page, "html", "data-theme", "dark");
          await panel.locator("select[name=theme-toolbar]").selectOption("nord");
          await waitForAttribute(page, "[data-testid=toolbar]", "data-theme", "nord");
          await panel.locator("select[name=theme-navbar]").selectOption("winter");
          await waitForAttribute(page, "[data-testid=navbar] nav", "data-theme", "winter");
          await panel.locator("select[name=theme-footer]").selectOption("sunset");
          await waitForAttribute(page, "[data-testid=footer]", "data-theme", "sunset");

          await panel.locator("input[name=toolbar-display]").uncheck();
          await page.getByTestId("toolbar").waitFor({ state: "detached" });
          await panel.locator("input[name=footer-display]").uncheck();
          await page.getByTestId("footer").waitFor({ state: "detached" });

          await panel.locator("input[name=left-side-panel]").check();
          await page.getByTestId("left-side-panel").waitFor();
          await panel.locator("input[name=right-side-panel]").check();
          await page.getByTestId("right-side-panel").waitFor();

          await panel.locator("input[name=custom-scrollbars]").uncheck();
          await waitForHtmlClass(page, "custom-scrollbars", false);
          await panel.locator("input[name=custom-scrollbars]").check();
          await waitForHtmlClass(page, "custom-scrollbars", true);

          const saved = settingsSaved(page, (s) => !s.animations && s.theme.footer === "sunset");
          await panel.locator("input[name=animations]").uncheck();
          await waitForHtmlClass(page, "animations-off", true);

          await page.keyboard.press("Escape");
          await panel.waitFor({ state: "detached" });

          const stored = await storedSettings(page);
          assert.equal(stored.layout.config.navbar.position, "right");
          assert.equal(stored.layout.config.toolbar.display, false);
          assert.equal(stored.theme.main, "dark");
          assert.equal(stored.animations, false);

          // Everything is remembered over a reload.
          await saved;
          await page.reload();
          await page.locator("[data-layout]").waitFor();
          await waitForAttribute(page, "html", "data-theme", "dark");
          await waitForHtmlClass(page, "animations-off", true);
          assert.equal(await page.getByTestId("toolbar").count(), 0);
          assert.equal(await page.getByTestId("footer").count(), 0);
          await waitForAttribute(page, "[data-testid=navbar] nav", "data-theme", "winter");
          // The navbar stays on the right, next to the right side panel (56 wide) at the very edge.
          const navbar = await box(page.locator("[data-testid=navbar]"));
          const rail = await box(page.getByTestId("right-side-panel"));
          assert.equal(rail.width, 56);
          assert.equal(Math.round(rail.x + rail.width), 1440);
          assert.equal(Math.round(navbar.x + navbar.width), Math.round(rail.x));
        });
      });

      await t.step("settings panel: the user menu opens it too, and a click outside closes it", async () => {
        await h.withPage({ settings }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("user-menu").click();
          await page.getByRole("menuitem", { name: "Settings" }).click();
          const panel = page.getByTestId("settings-panel");
          await panel.waitFor();
          await page.mouse.click(200, 450);
          await panel.waitFor({ state: "detached" });
        });
      });
    } finally {
      await h.close();
    }
  },
});

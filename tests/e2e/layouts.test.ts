import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  box,
  E2E,
  Harness,
  open,
  settingsFor,
  settingsSaved,
  storedSettings,
  waitForAttribute,
  waitForPath,
  waitForWidth,
} from "../support/e2e.ts";

const LAYOUT = "[data-layout]";
const NAVBAR = "[data-testid=navbar]";

/** The inner row of a bar (navbar header, toolbar, footer): the part the container layout keeps to 1120 px. */
async function innerWidth(page: Page, testId: string): Promise<number> {
  return (await box(page.locator(`[data-testid=${testId}] > div`).first())).width;
}

Deno.test({
  name: "layouts: styles, modes and the navbar",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "the default is vertical (navbar down the side), full width, navbar folded, bars shown",
        async () => {
          // No stored settings: what a first visit sees.
          await h.withPage({}, async ({ page }) => {
            await open(page, "/");
            await waitForPath(page, "/apps/dashboard");
            const layout = page.locator(LAYOUT);
            assert.equal(await layout.getAttribute("data-layout"), "vertical");
            assert.equal(await layout.getAttribute("data-mode"), "fullwidth");
            const navbar = page.locator(NAVBAR);
            assert.equal(await navbar.getAttribute("data-folded"), "true");
            assert.equal((await box(navbar)).width, 64);
            assert.ok((await box(navbar)).x < 1, "the navbar sits on the left");
            // Vertical structure: the navbar is a side column holding the vertical menu; no top menu bar.
            assert.equal(await navbar.evaluate((el) => el.tagName), "DIV");
            assert.equal(await navbar.locator("nav [data-testid=vertical-nav]").count(), 1);
            const height = (await box(navbar)).height;
            assert.ok(height > 700, `the navbar runs down the page, is ${height} high`);
            assert.equal(await page.getByTestId("horizontal-nav").count(), 0);
            assert.ok(await page.getByTestId("toolbar").isVisible(), "toolbar shown");
            assert.ok(await page.getByTestId("footer").isVisible(), "footer shown");
            const stored = await storedSettings(page);
            assert.equal(stored.layout.style, "vertical");
            assert.equal(stored.layout.config.scroll, "content");
            assert.equal(stored.layout.config.navbar.position, "left");
            assert.equal(stored.layout.config.toolbar.style, "fixed");
            assert.equal(stored.layout.config.toolbar.position, "below");
            assert.equal(stored.layout.config.footer.style, "fixed");
            assert.equal(stored.layout.config.footer.position, "below");
          });
        },
      );

      await t.step(
        "the folded navbar opens over the page on hover and on keyboard focus, and closes once a link is clicked and the pointer leaves",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/dashboard");
            const nav = page.locator(`${NAVBAR} nav`);
            const width = async () => (await box(nav)).width;
            const settled = async (w: number) => {
              await page.waitForFunction(
                ([sel, w]) => document.querySelector(sel as string)!.getBoundingClientRect().width === w,
                [`${NAVBAR} nav`, w],
              );
            };
            await page.locator("[data-nav-id=client-admin]").first().hover();
            await settled(280);
            await page.locator("[data-nav-id=client-admin]").first().click();
            await page.locator(`${NAVBAR} nav`).getByRole("link", { name: "Clients", exact: true }).click();
            await waitForPath(page, "/apps/account");
            await page.mouse.move(900, 600);
            // Focus stays on the link clicked: the navbar must not stay open over the list it opened.
            await settled(64);
            assert.equal(await width(), 64);
            await page.keyboard.press("Shift+Tab");
            await settled(280);
          });
        },
      );

      await t.step(
        "the toolbar toggle folds and unfolds the navbar, and the choice survives a reload",
        async () => {
          await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            await waitForAttribute(page, NAVBAR, "data-folded", "true");
            let saved = settingsSaved(page, (s) => !s.layout.config.navbar.folded);
            await page.getByTestId("navbar-toggle").click();
            await waitForAttribute(page, NAVBAR, "data-folded", "false");
            await waitForWidth(page, NAVBAR, 280);
            assert.equal((await storedSettings(page)).layout.config.navbar.folded, false);
            await saved;

            await page.reload();
            await page.locator(LAYOUT).waitFor();
            assert.equal(await page.locator(NAVBAR).getAttribute("data-folded"), "false");
            await waitForWidth(page, NAVBAR, 280);

            // The fold button in the navbar itself folds it again.
            saved = settingsSaved(page, (s) => s.layout.config.navbar.folded);
            await page.getByTestId("navbar-fold").click();
            await waitForAttribute(page, NAVBAR, "data-folded", "true");
            await waitForWidth(page, NAVBAR, 64);
            await saved;
            await page.reload();
            await page.locator(LAYOUT).waitFor();
            assert.equal(await page.locator(NAVBAR).getAttribute("data-folded"), "true");
            await waitForWidth(page, NAVBAR, 64);
          });
        },
      );

      await t.step("a settings change survives a reload made straight after it", async () => {
        // The change is shown and stored in the browser at once; the copy saved on the user follows later.
        // A reload in between must not bring the old choice back.
        await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("navbar-toggle").click();
          await waitForAttribute(page, NAVBAR, "data-folded", "false");
          assert.equal((await storedSettings(page)).layout.config.navbar.folded, false);
          await page.reload();
          await page.locator(LAYOUT).waitFor();
          assert.equal(
            await page.locator(NAVBAR).getAttribute("data-folded"),
            "false",
            "the navbar folded again after a reload: the unfold was lost",
          );
        });
      });

      await t.step("horizontal: the menu runs across a top header, no vertical navbar", async () => {
        await h.withPage({ settings: settingsFor("horizontal") }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          assert.equal(await page.locator(LAYOUT).getAttribute("data-layout"), "horizontal");
          const header = page.locator(NAVBAR);
          assert.equal(await header.evaluate((el) => el.tagName), "HEADER");
          assert.ok(await header.getByTestId("horizontal-nav").isVisible());
          const b = await box(header);
          assert.equal(b.y, 0, "the menu bar is at the top");
          assert.equal(b.width, 1440, "the plain horizontal menu bar spans the width");
          assert.equal(await page.getByTestId("vertical-nav").count(), 0);
          assert.ok(await page.getByTestId("toolbar").isVisible());
          assert.ok(await page.getByTestId("footer").isVisible());
        });
      });

      await t.step("horizontal-container: the bars' content keeps to 1120 px", async () => {
        await h.withPage({ settings: settingsFor("horizontal-container") }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          const layout = page.locator(LAYOUT);
          assert.equal(await layout.getAttribute("data-layout"), "horizontal-container");
          assert.equal(await layout.getAttribute("data-mode"), "container");
          assert.ok(await page.getByTestId("horizontal-nav").isVisible());
          for (const bar of ["navbar", "toolbar", "footer"]) {
            const w = await innerWidth(page, bar);
            assert.ok(w <= 1120, `${bar} content is ${w} wide, should be at most 1120`);
          }
          const main = await box(page.locator("#main-content"));
          assert.ok(main.width <= 1120, `main content is ${main.width} wide, should be at most 1120`);
        });
      });

      await t.step("the layout style switches live from the settings panel", async () => {
        await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("settings-open").click();
          const panel = page.getByTestId("settings-panel");
          await panel.waitFor();

          await panel.locator("input[name=layout-style][data-value=horizontal]").check();
          await waitForAttribute(page, LAYOUT, "data-layout", "horizontal");
          await page.getByTestId("horizontal-nav").waitFor();
          assert.equal(await page.getByTestId("vertical-nav").count(), 0);

          await panel.locator("input[name=layout-style][data-value=horizontal-container]").check();
          await waitForAttribute(page, LAYOUT, "data-layout", "horizontal-container");
          const w = await innerWidth(page, "navbar");
          assert.ok(w <= 1120, `navbar content is ${w} wide after switching`);

          await panel.locator("input[name=layout-style][data-value=vertical]").check();
          await waitForAttribute(page, LAYOUT, "data-layout", "vertical");
          await page.getByTestId("vertical-nav").waitFor({ state: "attached" });
          assert.equal(await page.getByTestId("horizontal-nav").count(), 0);
          assert.equal((await storedSettings(page)).layout.style, "vertical");
        });
      });

      await t.step(
        "modes: boxed keeps the layout to 1280 (or 1120), container keeps the content to 1120",
        async () => {
          await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            const frame = page.locator(`${LAYOUT} > div`).first();
            const main = page.locator("#main-content");
            assert.ok((await box(frame)).width > 1280, "full width uses the whole viewport");

            await page.getByTestId("settings-open").click();
            const panel = page.getByTestId("settings-panel");
            await panel.locator("input[name=layout-mode][data-value=boxed]").check();
            await waitForAttribute(page, LAYOUT, "data-mode", "boxed");
            const boxed = await box(frame);
            assert.ok(boxed.width <= 1280, `boxed layout is ${boxed.width} wide, should be at most 1280`);
            assert.ok(boxed.x > 0, "the box is centred");

            await panel.locator("input[name=boxed-width][data-value='1120']").check();
            await page.waitForFunction(
              (s) => document.querySelector(s)!.getBoundingClientRect().width <= 1120,
              `${LAYOUT} > div`,
              { timeout: 3_000 },
            );

            await panel.locator("input[name=layout-mode][data-value=container]").check();
            await waitForAttribute(page, LAYOUT, "data-mode", "container");
            const content = await box(main);
            assert.ok(
              content.width <= 1120,
              `container content is ${content.width} wide, should be at most 1120`,
            );
            assert.ok((await box(frame)).width > 1280, "container mode keeps the frame full width");
          });
          // Boxed from stored settings, at first paint (container at first paint: the horizontal-container case).
          await h.withPage(
            { settings: settingsFor("vertical", { layout: { config: { mode: "boxed" } } }) },
            async ({ page }) => {
              await open(page, "/apps/dashboard");
              const w = (await box(page.locator(`${LAYOUT} > div`).first())).width;
              assert.ok(w <= 1280, `boxed layout is ${w} wide`);
            },
          );
        },
      );

      await t.step(
        "mobile: the navbar is a drawer opened by the toolbar toggle, closed by a link",
        async () => {
          await h.withPage(
            { settings: settingsFor("vertical"), viewport: { width: 390, height: 844 } },
            async ({ page }) => {
              await open(page, "/apps/dashboard");
              assert.equal(await page.locator(NAVBAR).isVisible(), false, "no side navbar on a phone");
              assert.equal(await page.getByTestId("navbar-mobile").count(), 0);
              await page.getByTestId("navbar-toggle").click();
              const drawer = page.getByTestId("navbar-mobile");
              await drawer.waitFor();
              assert.equal((await box(drawer.locator("nav"))).width, 280);
              assert.equal((await box(drawer.locator("nav"))).x, 0, "the drawer opens from the start side");
              await drawer.locator("[data-nav-id=quality-control]").click();
              await waitForPath(page, "/apps/binding");
              await drawer.waitFor({ state: "detached" });
              // The folded setting of the desktop navbar is not touched by the phone toggle.
              assert.equal((await storedSettings(page)).layout.config.navbar.folded, true);

              // Escape closes it too.
              await page.getByTestId("navbar-toggle").click();
              await drawer.waitFor();
              await page.keyboard.press("Escape");
              await drawer.waitFor({ state: "detached" });
            },
          );
        },
      );
    } finally {
      await h.close();
    }
  },
});

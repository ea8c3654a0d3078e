import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { faqs } from "../../fixtures/faq.ts";
import { files } from "../../fixtures/file-manager.ts";
import { iconsFixture } from "../../fixtures/icons.ts";
import { invoices } from "../../fixtures/invoices.ts";
import { knowledgeBase } from "../../fixtures/knowledge-base.ts";
import { timeline } from "../../fixtures/profile.ts";
import { searchResults } from "../../fixtures/search.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent())?.trim();
const count = (page: Page, testId: string, n: number) =>
  page.waitForFunction(
    ([id, n]) => document.querySelectorAll(`[data-testid="${id}"]`).length === n,
    [testId, n] as const,
  );
const noSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
};

Deno.test({
  name: "demo pages: FAQ, knowledge base, invoices, icons, profile, file manager and site search",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "FAQ: a search narrows the questions; the open one stays open after a reload",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/pages/faq");
            await count(page, "faq-item", faqs.length);
            await page.getByTestId("faq-search").fill("provisional taxpayer");
            const expected = faqs.filter((f) =>
              /provisional/i.test(f.question + f.answer) && /taxpayer/i.test(f.question + f.answer)
            );
            await count(page, "faq-item", expected.length);
            await page.getByTestId("faq-question").first().click();
            await page.waitForURL(/open=/);
            await page.reload();
            await page.getByTestId("faq-answer").first().waitFor();
            assert.equal(await page.locator("[data-testid=faq-item][open]").count(), 1);
            await page.getByTestId("faq-search").fill("zebra crossing");
            await page.getByTestId("faq-empty").waitFor();
          });
        },
      );

      await t.step(
        "knowledge base: four categories with their counts; an article opens sanitized, Escape closes",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/pages/knowledge-base");
            await count(page, "kb-category", 4);
            const counts = await page.getByTestId("kb-category-count").allTextContents();
            assert.deepEqual(
              counts.map((c) => Number(c.match(/\d+/)![0])),
              knowledgeBase.map((c) => c.articlesCount),
            );
            const article = knowledgeBase[0].featuredArticles[0];
            await page.getByTestId("kb-article").first().click();
            const dialog = page.getByTestId("kb-article-content");
            await dialog.getByRole("heading", { name: article.title }).waitFor();
            await page.waitForURL(new RegExp(`article=${article.id}`));
            await page.keyboard.press("Escape");
            await dialog.waitFor({ state: "detached" });
            assert.ok(!page.url().includes("article="));
          });
        },
      );

      await t.step(
        "invoices: the data's totals in both layouts, print leaves the invoice alone, unknown id",
        async () => {
          const invoice = invoices[1];
          await h.withPage({ allow: [/status of 404/] }, async ({ page }) => {
            await open(page, `/pages/invoices/modern?id=${invoice.id}`);
            await page.getByTestId("invoice").waitFor();
            assert.equal(await text(page, "invoice-number"), invoice.number);
            assert.equal(await text(page, "invoice-total"), invoice.total);
            assert.equal(await text(page, "invoice-subtotal"), invoice.subtotal);
            await count(page, "invoice-line", invoice.services.length);
            await page.getByTestId("invoice-other-layout").click();
            await waitForPath(page, "/pages/invoices/compact");
            await page.locator("[data-testid=invoice][data-invoice-layout=compact]").waitFor();
            assert.equal(await text(page, "invoice-total"), invoice.total);
            await page.emulateMedia({ media: "print" });
            assert.equal(await page.getByTestId("toolbar").isVisible(), false);
            assert.equal(await page.getByTestId("invoice-toolbar").isVisible(), false);
            assert.equal(await page.getByTestId("invoice").isVisible(), true);
            await page.emulateMedia({ media: "screen" });
            await open(page, "/pages/invoices/compact?id=no-such-invoice");
            await page.getByTestId("invoice-not-found").waitFor();
            await page.getByTestId("invoice-not-found").getByRole("link").click();
            assert.equal(await text(page, "invoice-number"), invoices[0].number);
          });
        },
      );

      await t.step(
        "icons: the whole catalogue a page at a time; a search by tag; a click copies the name",
        async () => {
          await h.withPage({}, async ({ page, context }) => {
            await context.grantPermissions(["clipboard-read", "clipboard-write"]);
            await open(page, "/ui/icons");
            await count(page, "icon-tile", 120);
            assert.match(
              (await page.getByTestId("icons-more").textContent())!,
              new RegExp(`${iconsFixture.length - 120}`),
            );
            await page.getByTestId("icons-more").click();
            await count(page, "icon-tile", 240);
            await page.getByTestId("icons-search").fill("arrow back");
            await page.locator("[data-icon=arrow_back]").waitFor();
            await page.locator("[data-icon=arrow_back]").click();
            await page.getByText("Copied “arrow_back”").waitFor();
            assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "arrow_back");
            await page.getByTestId("icons-search").fill("qqqzz");
            await page.getByTestId("icons-empty").waitFor();
          });
        },
      );

      await t.step("profile: posts and activity, photos and videos by group, the about page", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/pages/profile");
          await count(page, "profile-post", timeline.posts.length);
          assert.equal(await text(page, "page-title"), "Thandi Nkosi");
          await count(page, "profile-activity", timeline.activities.length);
          await page.getByTestId("profile-tab-media").click();
          await page.waitForURL(/tab=media/);
          await count(page, "profile-media-group", 3);
          await page.getByTestId("profile-tab-about").click();
          await page.getByTestId("profile-about-general").getByText("Apr 18, 1981").waitFor();
          await page.getByTestId("profile-friends").getByText("Megan Jacobs").waitFor();
        });
      });

      await t.step(
        "file manager: into a folder and back by the breadcrumb; details; offline kept on reload",
        async () => {
          const folder = files.find((f) => f.name === "Payroll")!;
          const inside = files.filter((f) => f.location === `${folder.location} > ${folder.name}`);
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/file-manager");
            await count(page, "file-row", files.filter((f) => f.location === "My Files").length);
            await page.locator(`[data-file-id="${folder.id}"] [data-testid=file-open]`).click();
            await count(page, "file-row", inside.length);
            await page.locator(`[data-file-id="${inside[0].id}"] [data-testid=file-open]`).click();
            const details = page.getByTestId("file-details");
            await details.getByRole("heading", { name: inside[0].name }).waitFor();
            assert.equal(await text(page, "file-owner"), inside[0].owner);
            const toggle = page.getByTestId("file-offline");
            assert.equal(await toggle.isChecked(), inside[0].offline);
            await toggle.click();
            await page.reload();
            assert.equal(await page.getByTestId("file-offline").isChecked(), !inside[0].offline);
            await page.getByTestId("files-breadcrumb").getByRole("link", { name: "My Files" }).click();
            await page.locator(`[data-file-id="${folder.id}"]`).waitFor();
          });
        },
      );

      await t.step(
        "site search: a page suggestion from the toolbar with the keyboard; the demo results page",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/calendar");
            await page.getByTestId("site-search-open").click();
            await page.keyboard.type("  Knówledge ");
            await page.getByTestId("site-search-suggestion").first().waitFor();
            await page.keyboard.press("ArrowDown");
            await page.keyboard.press("Enter");
            await waitForPath(page, "/pages/knowledge-base");
            // The demo's site search is a page of its own: the toolbar no longer answers with it (issue 32).
            await open(page, "/pages/search/classic?q=tax");
            await count(page, "search-result", searchResults.length);
            assert.equal(await page.getByTestId("search-input").inputValue(), "tax");
            await page.getByTestId("search-other-look").click();
            await waitForPath(page, "/pages/search/modern");
            // The address moves at the click, the page a draw later: typed into the classic look's box, the words
            // went with that page (CI, under load).
            await page.getByTestId("search-modern").waitFor();
            await count(page, "search-result", searchResults.length);
            await page.getByTestId("search-input").fill("   ");
            await page.keyboard.press("Enter");
            await page.getByTestId("search-prompt").waitFor();
          });
        },
      );

      await t.step("Arabic at phone width: right to left, nothing scrolls sideways", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          for (
            const [path, ready] of [
              ["/pages/invoices/modern", "invoice"],
              ["/apps/file-manager?path=My+Files&file=1", "file-details"],
              ["/pages/profile?tab=about", "profile-friends"],
              ["/pages/knowledge-base", "kb-categories"],
              ["/ui/icons", "icons-grid"],
              ["/pages/faq", "faq-list"],
              ["/pages/search/modern?q=tax", "search-results"],
            ]
          ) {
            await open(page, path);
            await page.getByTestId(ready).waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            await noSidewaysScroll(page);
          }
        });
      });
    } finally {
      await h.close();
    }
  },
});

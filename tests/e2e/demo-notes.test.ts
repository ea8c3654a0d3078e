import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { notesFixture } from "../../fixtures/notes.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const card = (page: Page, title: string) =>
  page.getByTestId("note-card").filter({
    has: page.getByTestId("note-card-title").getByText(title, { exact: true }),
  });
const live = notesFixture.notes.filter((n) => !n.archive && n.title);

Deno.test({
  name: "notes app: a checklist note, labels and the label manager, archive, delete, search",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("a note with a two-item checklist, one checked, is kept after a reload", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/notes");
          await page.getByTestId("note-composer-open").click();
          const composer = page.getByTestId("note-composer");
          await composer.getByTestId("note-title-input").fill("Year-end pack");
          await composer.getByTestId("note-mode").click();
          await composer.getByTestId("note-item-text").first().fill("Trial balance");
          await page.keyboard.press("Enter");
          await page.keyboard.type("Fixed asset register");
          await composer.getByTestId("note-item-check").first().check();
          await composer.getByTestId("note-composer-close").click();
          await card(page, "Year-end pack").waitFor();
          await page.reload();
          const saved = card(page, "Year-end pack");
          await saved.waitFor();
          assert.deepEqual(
            await saved.getByTestId("note-card-item").evaluateAll((els) =>
              els.map((
                e,
              ) => [
                e.textContent?.trim().replace(/^check_box(_outline_blank)?/, ""),
                e.getAttribute("data-checked"),
              ])
            ),
            [["Trial balance", "true"], ["Fixed asset register", "false"]],
          );
        });
      });

      await t.step("an empty composer saves nothing", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/notes");
          await page.getByTestId("note-card").first().waitFor();
          const before = await page.getByTestId("note-card").count();
          await page.getByTestId("note-composer-open").click();
          await page.keyboard.press("Escape");
          await page.getByTestId("note-composer-open").waitFor();
          assert.equal(await page.getByTestId("note-card").count(), before);
        });
      });

      await t.step(
        "a label added to a note finds it under that label; archived, it is under Archive",
        async () => {
          const target = live[0];
          const label = notesFixture.labels.find((l) => !target.labels.includes(l.id))!;
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/notes");
            await card(page, target.title).click();
            const dialog = page.getByTestId("note-dialog");
            await dialog.getByTestId(`note-label-${label.handle}`).check();
            await dialog.getByTestId("note-dialog-close").click();
            await page.getByTestId(`notes-link-label-${label.handle}`).click();
            await waitForPath(page, `/apps/notes/labels/${label.id}`);
            await card(page, target.title).waitFor();
            await card(page, target.title).click();
            await page.getByTestId("note-dialog").getByTestId("note-archive").click();
            await card(page, target.title).waitFor({ state: "detached" });
            await page.getByTestId("notes-link-archive").click();
            await page.reload();
            await card(page, target.title).waitFor();
          });
        },
      );

      await t.step("a label renamed in the label manager is in the sidebar after a reload", async () => {
        const label = notesFixture.labels[0];
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/notes");
          await page.getByTestId("notes-edit-labels").click();
          const dialog = page.getByTestId("notes-labels-dialog");
          const first = dialog.getByTestId("notes-label-name").first();
          await first.fill(notesFixture.labels[1].name.toUpperCase());
          await dialog.getByTestId("notes-labels-save").click();
          await dialog.getByText("Another label has this name").waitFor();
          await first.fill("Family office");
          await dialog.getByTestId("notes-labels-save").click();
          await page.getByText("Labels saved").waitFor();
          await page.reload();
          await page.getByTestId("notes-link-label-family-office").waitFor();
          assert.equal(await page.getByTestId(`notes-link-label-${label.handle}`).count(), 0);
        });
      });

      await t.step("delete after confirming; search; keyboard and Arabic at phone width", async () => {
        const victim = live[1];
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/notes");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await card(page, victim.title).focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("note-dialog").getByTestId("note-delete").click();
          await page.getByTestId("note-delete-confirm-confirm").click();
          await card(page, victim.title).waitFor({ state: "detached" });
          await page.getByTestId("notes-search").fill("Year-end");
          await page.waitForFunction(() => document.querySelectorAll("[data-testid=note-card]").length === 1);
          await page.reload();
          await card(page, "Year-end pack").waitFor();
          assert.equal(await card(page, victim.title).count(), 0);
          await page.getByTestId("app-sidebar-toggle").click();
          await page.getByTestId("notes-link-reminders").click();
          await waitForPath(page, "/apps/notes/reminders");
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});

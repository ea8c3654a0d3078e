import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { E2E, Harness, open, settingsFor } from "../support/e2e.ts";

const entry = (page: Page, title: string) => page.getByTestId("calendar-entry").filter({ hasText: title });
const cell = (page: Page, day: string) => page.locator(`[data-testid=calendar-day][data-day="${day}"]`);

/** A real pointer drag from one element's centre to another's, in steps (dnd-kit needs movement). */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
const centre = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 + 10 };
};

Deno.test({
  name: "calendar app: create, move by dragging and by keys, resize, delete, views and week starts",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("create by clicking a day (a title is required); it is there after a reload", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/calendar?view=month&date=2026-05-01");
          await cell(page, "2026-05-13").click({ position: { x: 10, y: 60 } });
          const dialog = page.getByTestId("event-dialog");
          await dialog.getByTestId("event-save").click();
          assert.equal(
            (await dialog.getByTestId("event-title-error").textContent())?.trim(),
            "Give the event a title",
          );
          await dialog.getByTestId("event-title").fill("Provisional tax: Naidoo");
          await dialog.getByTestId("event-save").click();
          await entry(page, "Provisional tax: Naidoo").waitFor();
          await page.reload();
          await cell(page, "2026-05-13").getByTestId("calendar-entry").filter({ hasText: "Provisional tax" })
            .waitFor();
        });
      });

      await t.step(
        "dragged to another day it moves, and stays after a reload; arrow keys move it too",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/calendar?view=month&date=2026-05-01");
            const chip = entry(page, "Provisional tax: Naidoo");
            await drag(page, chip, await centre(cell(page, "2026-05-20")));
            await cell(page, "2026-05-20").getByTestId("calendar-entry").filter({
              hasText: "Provisional tax",
            }).waitFor();
            await page.waitForLoadState("networkidle");
            await page.reload();
            await cell(page, "2026-05-20").getByTestId("calendar-entry").filter({
              hasText: "Provisional tax",
            }).waitFor();
            await entry(page, "Provisional tax: Naidoo").focus();
            await page.keyboard.press("ArrowRight");
            await cell(page, "2026-05-21").getByTestId("calendar-entry").filter({
              hasText: "Provisional tax",
            }).waitFor();
            assert.match(
              (await page.getByTestId("calendar-announcement").textContent()) ?? "",
              /Provisional tax: Naidoo now Thursday, 21 May/,
            );
            await page.waitForLoadState("networkidle");
            await page.reload();
            await cell(page, "2026-05-21").getByTestId("calendar-entry").filter({
              hasText: "Provisional tax",
            }).waitFor();
          });
        },
      );

      await t.step("in the week view, dragging an event's lower edge makes it longer", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/calendar?view=week&date=2026-03-12");
          const chip = entry(page, "retirement fund options");
          const before = Date.parse((await chip.getAttribute("data-end"))!);
          await chip.evaluate((el) => el.scrollIntoView({ block: "center" }));
          const handle = chip.locator("xpath=following-sibling::span[@data-testid='calendar-resize']");
          const box = (await handle.boundingBox())!;
          await drag(page, handle, { x: box.x + box.width / 2, y: box.y + 24 * 2 });
          await page.waitForFunction(
            ({ before }) => {
              const el = [...document.querySelectorAll("[data-testid=calendar-entry]")].find((e) =>
                e.textContent?.includes("retirement fund options")
              );
              return el !== undefined && Date.parse(el.getAttribute("data-end")!) > before;
            },
            { before },
          );
          await page.waitForLoadState("networkidle");
          await page.reload();
          assert.ok(
            Date.parse((await entry(page, "retirement fund options").getAttribute("data-end"))!) > before,
          );
        });
      });

      await t.step("deleted after confirming, it is gone after a reload", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/calendar?view=agenda&date=2026-05-15");
          await entry(page, "Provisional tax: Naidoo").click();
          await page.getByTestId("event-delete").click();
          await page.getByTestId("event-delete-confirm-confirm").click();
          await entry(page, "Provisional tax: Naidoo").waitFor({ state: "detached" });
          await page.reload();
          await page.getByTestId("calendar").waitFor();
          assert.equal(await entry(page, "Provisional tax: Naidoo").count(), 0);
        });
      });

      await t.step(
        "views switch and are kept in the address; the week starts on Monday, in Turkish words",
        async () => {
          await h.withPage({ language: "tr" }, async ({ page }) => {
            await open(page, "/apps/calendar?view=month&date=2026-03-01");
            await page.getByTestId("calendar-weekday").first().waitFor();
            const weekdays = await page.getByTestId("calendar-weekday").allTextContents();
            assert.equal(weekdays[0], "Pzt", `Pazartesi (Monday) first: ${weekdays.join(" ")}`);
            await page.getByTestId("calendar-view-week").click();
            await page.getByTestId("calendar-timegrid").waitFor();
            assert.match(page.url(), /view=week/);
            await page.getByTestId("calendar-next").click();
            assert.match(page.url(), /date=2026-03-08/);
            await page.getByTestId("calendar-view-agenda").click();
            await page.getByTestId("calendar-agenda").waitFor();
          });
        },
      );

      await t.step(
        "Arabic at phone width: the agenda first, right to left, the week from Saturday when the settings say so",
        async () => {
          await h.withPage({
            language: "ar",
            viewport: { width: 390, height: 844 },
            settings: settingsFor("vertical", { weekStart: 6 }),
          }, async ({ page }) => {
            await open(page, "/apps/calendar?date=2026-03-10");
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            await page.getByTestId("calendar-agenda").waitFor();
            await page.getByTestId("calendar-view-week").click();
            const first = await page.getByTestId("calendar-weekday").first().textContent();
            assert.match(first ?? "", /^السبت/);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
          });
        },
      );
    } finally {
      await h.close();
    }
  },
});

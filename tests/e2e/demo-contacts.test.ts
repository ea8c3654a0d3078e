import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { contactsFixture } from "../../fixtures/contacts.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const row = (page: Page, id: string) => page.locator(`[data-testid=contact-row][data-contact-id="${id}"]`);
const starred = new Set(contactsFixture.user.starred);
const plain = contactsFixture.contacts.filter((c) => !starred.has(c.id));

Deno.test({
  name: "contacts app: stars, adding with checks, a contact's own address, editing, bulk removal, groups",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "a starred contact is under Starred after a reload; unstarred in bulk, it leaves",
        async () => {
          const c = plain[0];
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/contacts");
            await waitForPath(page, "/apps/contacts/all");
            await row(page, c.id).getByTestId("contact-star").click();
            await page.waitForSelector(
              `[data-contact-id="${c.id}"] [data-testid=contact-star][aria-pressed=true]`,
            );
            await page.reload();
            await page.getByTestId("contacts-filter-starred").click();
            await waitForPath(page, "/apps/contacts/starred");
            await row(page, c.id).waitFor();
            await row(page, c.id).getByTestId("contact-select").check();
            await page.getByTestId("contacts-unstar").click();
            await row(page, c.id).waitFor({ state: "detached" });
          });
        },
      );

      await t.step(
        "adding: an empty name and a bad email are refused by the fields; fixed, it is saved",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/contacts/all");
            await page.getByTestId("contact-add").click();
            const dialog = page.getByTestId("contact-dialog");
            await dialog.getByTestId("contact-email").fill("thandi@");
            await dialog.getByTestId("contact-save").click();
            assert.equal(
              (await dialog.getByTestId("contact-name-error").textContent())?.trim(),
              "Enter a first name",
            );
            assert.equal(
              (await dialog.getByTestId("contact-email-error").textContent())?.trim(),
              "Enter a valid email address",
            );
            await dialog.getByTestId("contact-name").fill("Thandi");
            await dialog.getByTestId("contact-lastName").fill("Mokoena");
            await dialog.getByTestId("contact-email").fill("thandi@mokoena.test");
            await dialog.getByTestId("contact-save").click();
            await page.getByText("Contact saved: Thandi Mokoena").waitFor();
            await page.reload();
            await page.getByTestId("contact-name").filter({ hasText: "Thandi Mokoena" }).waitFor();
          });
        },
      );

      await t.step("a contact's own address opens its dialog; an edit is kept", async () => {
        const c = plain[1];
        await h.withPage({}, async ({ page }) => {
          await open(page, `/apps/contacts/all/${c.id}`);
          const dialog = page.getByTestId("contact-dialog");
          assert.equal(await dialog.getByTestId("contact-name").inputValue(), c.name);
          await dialog.getByTestId("contact-jobTitle").fill("Senior Tax Manager");
          await dialog.getByTestId("contact-save").click();
          await waitForPath(page, "/apps/contacts/all");
          await page.reload();
          await row(page, c.id).waitFor();
          await open(page, `/apps/contacts/all/${c.id}`);
          assert.equal(await page.getByTestId("contact-jobTitle").inputValue(), "Senior Tax Manager");
          await page.keyboard.press("Escape");
          await waitForPath(page, "/apps/contacts/all");
        });
      });

      await t.step(
        "two selected contacts removed after confirming are gone after a reload; a group filters",
        async () => {
          const [a, b] = [plain[2], plain[3]];
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/contacts/all");
            await row(page, a.id).getByTestId("contact-select").check();
            await row(page, b.id).getByTestId("contact-select").check();
            await page.getByTestId("contacts-remove").click();
            await page.getByTestId("contacts-remove-confirm-confirm").click();
            await row(page, a.id).waitFor({ state: "detached" });
            await page.reload();
            await page.getByTestId("contacts-table").waitFor();
            assert.equal(await row(page, a.id).count(), 0);
            assert.equal(await row(page, b.id).count(), 0);
            const group = contactsFixture.user.groups[0];
            await page.getByTestId(`contacts-group-${group.id}`).click();
            await page.waitForFunction(
              (n) => document.querySelectorAll("[data-testid=contact-row]").length === n,
              group.contactIds.filter((id) => id !== a.id && id !== b.id).length,
            );
          });
        },
      );

      await t.step("keyboard, and Arabic at phone width", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/contacts/all");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await page.getByTestId("contacts-search").fill("anele");
          await page.waitForFunction(() =>
            document.querySelectorAll("[data-testid=contact-row]").length === 1
          );
          await page.getByTestId("contact-open").focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("contact-dialog").getByTestId("contact-name").waitFor();
          await page.keyboard.press("Escape");
          await page.getByTestId("app-sidebar-toggle").click();
          await page.getByTestId("contacts-filter-frequent").click();
          await waitForPath(page, "/apps/contacts/frequent");
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});

/**
 * The portal manager in Chromium (issue 37): from the menu, staff see every client's contacts with their portal
 * access in words and counts per state, narrow them to those never invited, choose some (one without an e-mail
 * address cannot be chosen), invite them after a confirmation and see what became of each; the counts move. In
 * Arabic at 390 px the page reads right to left, fits the screen and is worked by the keyboard, and axe finds
 * nothing serious.
 */
import assert from "node:assert/strict";
import { Fixtures } from "../backoffice/support.ts";
import { screenProblems } from "../support/axe.ts";
import { adminCaller, E2E, open } from "../support/e2e.ts";
import { portalHarness } from "../support/portal-page.ts";

Deno.test("staff invite many contacts at once from the portal manager", E2E, async (t) => {
  const { mailbox, harness } = await portalHarness();
  try {
    const fixtures = new Fixtures(adminCaller(harness));
    const dube = (await fixtures.create("account", 7, { name: "Dube Traders" })).id;
    const khumalo = (await fixtures.create("account", 8, { name: "Khumalo Trust" })).id;
    const contact = (account: string, n: number, firstName: string, email: string | null) =>
      fixtures.create("contact", n, { account, firstName, lastName: "Roster", email });
    await contact(dube, 11, "Lindiwe", "lindiwe@dube.test");
    await contact(dube, 12, "Sizwe", null);
    await contact(khumalo, 13, "Thandi", "thandi@khumalo.test");
    await contact(khumalo, 14, "Bongani", "bongani@khumalo.test");
    const row = (page: import("playwright-core").Page, name: string) =>
      page.getByTestId("portal-roster-row").filter({ hasText: name });

    await t.step("English: from the menu, never invited, choose two, invite, the outcome", async () => {
      await harness.withPage({}, async ({ page }) => {
        await open(page, "/apps/dashboard");
        await page.locator("[data-nav-id=client-admin]").first().click();
        await page.getByRole("link", { name: "Client Portal" }).click();
        await page.getByTestId("portal-manager-page").waitFor();
        // The folded menu stays open while the pointer is on it.
        await page.mouse.move(900, 700);
        await page.getByTestId("portal-state-never").click();
        await page.waitForURL(/state=never/);
        await row(page, "Lindiwe Roster").waitFor();
        assert.match(await row(page, "Sizwe Roster").innerText(), /No e-mail address/);
        assert.ok(
          await row(page, "Sizwe Roster").getByRole("checkbox").isDisabled(),
          "nobody to send a link to",
        );
        await row(page, "Lindiwe Roster").getByRole("checkbox").check();
        await row(page, "Thandi Roster").getByRole("checkbox").check();
        assert.match(await page.getByTestId("portal-selected").innerText(), /Selected: 2/);
        await page.getByTestId("portal-invite-selected").click();
        const dialog = page.getByTestId("portal-invite-dialog");
        await dialog.getByText("Send invitations to 2 contacts?").waitFor();
        await dialog.getByTestId("portal-invite-dialog-confirm").click();
        const outcome = page.getByTestId("portal-invite-outcomes");
        await outcome.getByText("Invitations sent: 2").waitFor();
        const mails = await mailbox.wait(2);
        assert.deepEqual(
          mails.map((m) => /To: (\S+)/.exec(m)![1]).sort(),
          ["lindiwe@dube.test", "thandi@khumalo.test"],
        );
        // Invited, they leave the "never" list; the counts say so.
        await row(page, "Lindiwe Roster").waitFor({ state: "detached" });
        assert.match(await page.getByTestId("portal-state-invited").innerText(), /2/);
        await page.getByTestId("portal-state-invited").click();
        await page.locator("[data-testid=portal-roster-row][data-state=invited]").nth(1).waitFor();
        assert.match(await row(page, "Thandi Roster").getByTestId("portal-access").innerText(), /good until/);
      });
    });

    await t.step("Arabic at 390 px, by the keyboard: search, choose, invite; axe", async () => {
      await harness.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
        await open(page, "/apps/portal?state=never");
        await page.getByTestId("portal-manager-page").waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
        await page.getByTestId("portal-search").fill("Bongani");
        await page.waitForURL(/q=Bongani/);
        await page.locator("[data-testid=portal-roster-row]").filter({ hasText: "Sizwe" }).waitFor({
          state: "detached",
        });
        const box = row(page, "Bongani Roster").getByRole("checkbox");
        await box.focus();
        await page.keyboard.press("Space");
        assert.ok(await box.isChecked());
        await page.getByTestId("portal-invite-selected").focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("portal-invite-dialog").waitFor();
        await page.getByTestId("portal-invite-dialog-confirm").focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("portal-invite-outcomes").getByText("الدعوات المرسلة: 1").waitFor();
        await mailbox.wait(3);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
        assert.deepEqual(await screenProblems(page, "the portal manager", "ar"), []);
      });
    });
  } finally {
    await harness.close();
    await mailbox.close();
  }
});

/**
 * The client portal's panel on a client's page in Chromium (issue 37): staff see each contact's portal access in
 * words, invite one (the mail goes out, the panel says until when the link is good), revoke after a confirmation;
 * a contact without an e-mail address cannot be invited. In Arabic at 390 px the panel reads right to left, fits
 * the screen and is worked by the keyboard, and axe finds nothing serious.
 */
import assert from "node:assert/strict";
import { Fixtures } from "../backoffice/support.ts";
import { screenProblems } from "../support/axe.ts";
import { adminCaller, E2E, open } from "../support/e2e.ts";
import { portalHarness } from "../support/portal-page.ts";

Deno.test(
  "staff invite a client's contact to the portal and revoke the access from the client's page",
  E2E,
  async (t) => {
    const { mailbox, harness } = await portalHarness();
    try {
      const fixtures = new Fixtures(adminCaller(harness));
      const account = (await fixtures.create("account", 7, { name: "Dube Traders" })).id;
      await fixtures.create("contact", 7, {
        account,
        firstName: "Lindiwe",
        lastName: "Dube",
        email: "lindiwe@dube.test",
      });
      await fixtures.create("contact", 8, { account, firstName: "Sizwe", lastName: "Dube", email: null });
      const row = (page: import("playwright-core").Page, name: string) =>
        page.getByTestId("portal-contact").filter({ hasText: name });

      await t.step("English: invite, the mail and the link's date; revoke after a confirmation", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const lindiwe = row(page, "Lindiwe Dube");
          await lindiwe.waitFor();
          assert.equal(await lindiwe.getAttribute("data-status"), "never");
          assert.match(await row(page, "Sizwe Dube").innerText(), /No e-mail address/);
          assert.equal(
            await row(page, "Sizwe Dube").getByRole("button").count(),
            0,
            "nobody to send a link to",
          );
          await lindiwe.getByTestId("portal-invite").click();
          await page.getByText("Invitation sent").waitFor();
          await page.locator("[data-testid=portal-contact][data-status=invited]").waitFor();
          assert.match(await lindiwe.getByTestId("portal-access").innerText(), /link is good until/);
          const mails = await mailbox.wait(1);
          assert.match(mails[0], /To: lindiwe@dube\.test/);
          assert.match(mails[0], /portal\.practice\.test\/portal\/accept\?token=[0-9a-f]{64}/);

          await lindiwe.getByTestId("portal-revoke").click();
          const dialog = page.getByTestId("portal-revoke-dialog");
          await dialog.getByText("Revoke Lindiwe Dube's portal access?").waitFor();
          await dialog.getByTestId("portal-revoke-dialog-confirm").click();
          await page.getByText("Portal access revoked").waitFor();
          await page.locator("[data-testid=portal-contact][data-status=revoked]").waitFor();
          assert.match(await lindiwe.getByTestId("portal-access").innerText(), /Access revoked/);
        });
      });

      await t.step("Arabic at 390 px, by the keyboard: invited again; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, `/apps/account/view/${account}`);
            const panel = page.getByTestId("portal-panel");
            await panel.getByText("بوابة العملاء").waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            await row(page, "Lindiwe Dube").getByTestId("portal-invite").focus();
            await page.keyboard.press("Enter");
            await page.getByText("أُرسلت الدعوة").first().waitFor();
            await page.locator("[data-testid=portal-contact][data-status=invited]").waitFor();
            await mailbox.wait(2);
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
            assert.deepEqual(await screenProblems(page, "the client's portal panel", "ar"), []);
          },
        );
      });
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);

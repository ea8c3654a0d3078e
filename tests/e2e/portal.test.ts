/**
 * The client portal in Chromium (issue 37): a contact invited by staff signs in by a code read from the local SMTP
 * server's mail, in English and then on a 390 px phone in Arabic (right to left), sees the client's open document
 * request and uploads an item from there; writes to the practice in the client's thread, staff answer from the
 * client's page and mark it read, and the client reads the answer and writes again by the keyboard, in Arabic.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { Fixtures } from "../backoffice/support.ts";
import { adminCaller, E2E, eventually, open } from "../support/e2e.ts";
import { mailMatching, portalHarness, signInByCode } from "../support/portal-page.ts";
import { screenProblems } from "../support/axe.ts";

const CLIENT_EMAIL = "office@mokoena.test";
const CONTACT_EMAIL = "palesa@mokoena.test";
const PHONE = { width: 390, height: 844 };

Deno.test(
  "a client's contact signs in to the portal by a code and sees and answers the requests",
  E2E,
  async (t) => {
    const { mailbox, harness } = await portalHarness();
    try {
      const staff = adminCaller(harness);
      const fixtures = new Fixtures(staff);
      const account =
        (await fixtures.create("account", 4, { name: "Mokoena Holdings", email: CLIENT_EMAIL })).id;
      const contact = (await fixtures.create("contact", 4, { account, email: CONTACT_EMAIL })).id;
      const made = await staff.post("/documentrequest", {
        account,
        taxYear: 2026,
        items: [{ label: "IRP5", kind: "payroll" }, { label: "Travel logbook", kind: "tax-return" }],
      });
      assert.equal(made.status, 201, made.text);
      assert.equal((await staff.post(`/document-requests/${made.body.id}/send`, {})).status, 200);
      assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
      const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(2))[1])?.[1];
      assert.ok(invitation);

      await t.step("the invitation signs in; the home shows the client and its request", async () => {
        await harness.withPage({ guest: true, language: "en" }, async ({ page }) => {
          await page.goto(`/portal/accept?token=${invitation}`);
          const home = page.getByTestId("portal-home");
          await home.waitFor();
          assert.ok(!page.url().includes(invitation), "the token leaves the address bar");
          assert.equal(await home.getByTestId("portal-client").inputValue(), account);
          await home.getByText("Tax year 2026").waitFor();
          assert.equal(await home.getByTestId("portal-item").count(), 2);
          await home.getByTestId("portal-sign-out").click();
          await page.getByTestId("portal-sign-in").waitFor();
        });
      });

      await t.step("in English: a code signs in, and an item is uploaded from the home", async () => {
        await harness.withPage({ guest: true, language: "en" }, async ({ page }) => {
          await signInByCode(page, mailbox, CONTACT_EMAIL, "Send me a code");
          const item = page.getByTestId("portal-item").first();
          await item.getByText("IRP5").waitFor();
          await item.getByTestId("portal-file").setInputFiles({
            name: "IRP5.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, "irp5")]),
          });
          await item.getByText("Received: IRP5.pdf").waitFor();
        });
        const request = await staff.get(`/documentrequest/${made.body.id}`);
        assert.equal(request.body.items[0].status, "received", "staff see the item in");
      });

      await t.step("in English: the client writes to the practice from the Messages section", async () => {
        await harness.withPage({ guest: true, language: "en" }, async ({ page }) => {
          await signInByCode(page, mailbox, CONTACT_EMAIL, "Send me a code");
          const thread = page.getByTestId("portal-thread");
          await thread.getByText("No messages yet.").waitFor();
          await thread.getByLabel("Your message").fill("Is the travel logbook needed for 2026?");
          await thread.getByTestId("portal-message-text-send").click();
          await thread.getByTestId("portal-message").filter({ hasText: "travel logbook needed" }).waitFor();
          assert.equal(await thread.getByLabel("Your message").inputValue(), "", "the box is empty again");
        });
        const told = await mailMatching(mailbox, /A new message from Mokoena Holdings is waiting/);
        assert.ok(!told.includes("logbook"), "the staff's mail does not carry the message");
      });

      await t.step("signing out on every device ends the other device's session too", async () => {
        // The phone's next call is refused (401) on purpose: that is how it learns its session has ended.
        const refused = [/status of 401 \(Unauthorized\)/];
        await harness.withPage({ guest: true, language: "en", allow: refused }, async ({ page: phone }) => {
          await signInByCode(phone, mailbox, CONTACT_EMAIL, "Send me a code");
          await harness.withPage({ guest: true, language: "en" }, async ({ page: laptop }) => {
            await signInByCode(laptop, mailbox, CONTACT_EMAIL, "Send me a code");
            await laptop.getByTestId("portal-sign-out-everywhere").click();
            await laptop.getByTestId("portal-sign-in").waitFor();
          });
          await phone.reload();
          await phone.getByTestId("portal-sign-in").waitFor();
        });
      });

      await t.step("staff answer from the client's page and mark the thread read", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("portal-thread-panel");
          const message = panel.getByTestId("portal-thread-message").filter({ hasText: "travel logbook" });
          await message.waitFor();
          assert.equal(await message.getAttribute("data-read"), "false");
          await panel.getByTestId("portal-thread-unread").getByText("1 unread").waitFor();
          await panel.getByLabel("Your answer").fill("Yes, please: every trip of 2026.");
          await panel.getByTestId("portal-thread-text-send").click();
          await page.getByText("Answer sent").waitFor();
          await panel.getByTestId("portal-thread-message").filter({ hasText: "every trip" }).waitFor();
          await panel.getByTestId("portal-thread-read").click();
          await page.getByText("Marked as read").waitFor();
          await panel.getByTestId("portal-thread-unread").waitFor({ state: "detached" });
          assert.equal(await message.getAttribute("data-read"), "true");
        });
        const told = await mailMatching(mailbox, /answered in your client portal/);
        assert.match(told, new RegExp(`To: ${CONTACT_EMAIL}`));
        assert.ok(!told.includes("every trip"), "the client's mail does not carry the answer");
      });

      await t.step("the staff's thread panel in Arabic at 390 px: its words, the width; axe", async () => {
        await harness.withPage({ language: "ar", viewport: PHONE }, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("portal-thread-panel");
          await panel.getByText("الرسائل مع العميل").waitFor();
          await panel.getByTestId("portal-thread-message").filter({ hasText: "every trip" }).waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= PHONE.width, `no sideways scrolling at 390 px (${width})`);
          assert.deepEqual(await screenProblems(page, "the client's portal thread", "ar"), []);
        });
      });

      await t.step("in Arabic on a 390 px phone: right to left, nothing wider than the phone", async () => {
        await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page }) => {
          await signInByCode(page, mailbox, CONTACT_EMAIL, "أرسل لي رمزًا");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          const home = page.getByTestId("portal-home");
          await home.getByText("السنة الضريبية 2026").waitFor();
          await eventually(async () => assert.equal(await home.getByText("تم الاستلام").count(), 1));
          // The practice's answer is there; a new message is written and sent by the keyboard alone.
          const thread = home.getByTestId("portal-thread");
          await thread.getByTestId("portal-message").filter({ hasText: "every trip" }).waitFor();
          await thread.getByLabel("رسالتك").focus();
          await page.keyboard.type("شكرًا، سأرسله اليوم.");
          await page.keyboard.press("Tab");
          await page.keyboard.press("Enter");
          await thread.getByTestId("portal-message").filter({ hasText: "سأرسله اليوم" }).waitFor();
          assert.equal(await thread.getByTestId("portal-message").count(), 3);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`);
          assert.deepEqual(await screenProblems(page, "the portal's home", "ar"), []);
        });
      });
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);

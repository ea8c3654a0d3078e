/**
 * Documents shared in the client portal and where the client's affairs stand, in Chromium (issue 37): staff share
 * a document from its page (and see it in the client's portal panel); the client, signed in, sees it under its
 * year and downloads it, and sees their return and annual return in client words; in Arabic on a 390 px phone,
 * right to left, nothing wider than the phone, and axe finds nothing on either side.
 */
import assert from "node:assert/strict";
import { Fixtures } from "../backoffice/support.ts";
import { adminCaller, E2E, open, slow } from "../support/e2e.ts";
import { portalHarness, signInByCode } from "../support/portal-page.ts";
import { screenProblems } from "../support/axe.ts";

const CONTACT_EMAIL = "sipho@dlamini.test";
const PHONE = { width: 390, height: 844 };
const FILE = "%PDF-1.7\n" + "assessment ".repeat(2000);

Deno.test(
  "staff share a document; the client downloads it under its year and sees their affairs",
  E2E,
  async (t) => {
    const { mailbox, harness } = await portalHarness();
    try {
      const staff = adminCaller(harness);
      const fixtures = new Fixtures(staff);
      const account =
        (await fixtures.create("account", 5, { name: "Dlamini Trading", email: "office@dlamini.test" }))
          .id;
      const contact = (await fixtures.create("contact", 5, { account, email: CONTACT_EMAIL })).id;
      await fixtures.create("incometax", undefined, { account, taxYear: 2025, status: "in-review" });
      await fixtures.create("incometax", undefined, { account, taxYear: 2023, status: "client-approved" });
      await fixtures.create("annualreturn", undefined, { account, year: 2024, status: "filed" });
      const uploaded = await fetch(
        new URL(
          `/api/backoffice/document-files?account=${account}&name=Assessment%202025.pdf&taxYear=2025`,
          harness.server.url,
        ),
        {
          method: "POST",
          headers: { authorization: `Bearer ${harness.session.jwt_access_token}` },
          body: FILE,
        },
      );
      const doc = (await uploaded.json()).id as string;
      assert.equal(uploaded.status, 201);
      assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
      const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(1))[0])?.[1];
      assert.ok(invitation);

      await t.step("staff share the document from its page; the client's page shows it shared", async () => {
        await harness.withPage({ language: "en" }, async ({ page }) => {
          slow(page);
          await open(page, `/apps/documents/view/${doc}`);
          const share = page.getByTestId("portal-share");
          await share.getByTestId("portal-share-state").getByText("Not shared").waitFor();
          // A controlled switch: it turns once the server has answered.
          await share.getByTestId("portal-share-toggle").click();
          await page.getByText("Shared in the client portal").first().waitFor();
          await share.getByTestId("portal-share-state").getByText(/Shared since/).waitFor();
          assert.equal(await share.getByTestId("portal-share-toggle").isChecked(), true);
          assert.deepEqual(await screenProblems(page, "a shared document's page", "en"), []);
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("portal-shared");
          await panel.getByTestId("portal-shared-doc").filter({ hasText: "Assessment 2025.pdf" }).waitFor();
        });
      });

      await t.step(
        "in English: the client sees it under 2025, downloads it, and reads their affairs",
        async () => {
          await harness.withPage({ guest: true, language: "en" }, async ({ page }) => {
            slow(page);
            await page.goto(`/portal/accept?token=${invitation}`);
            const home = page.getByTestId("portal-home");
            await home.waitFor();
            const year = home.getByTestId("portal-shared-year").filter({ hasText: "2025" });
            await year.getByText("Assessment 2025.pdf").waitFor();
            const [download] = await Promise.all([
              page.waitForEvent("download"),
              year.getByRole("button", { name: "Download Assessment 2025.pdf" }).click(),
            ]);
            assert.equal(download.suggestedFilename(), "Assessment 2025.pdf");
            const saved = await download.path();
            assert.equal(await Deno.readTextFile(saved), FILE, "the current version's bytes");

            const affairs = home.getByTestId("portal-affairs");
            const itr = affairs.getByTestId("portal-affair").filter({ hasText: "Income-tax return 2025" });
            await itr.getByText("We are preparing it").waitFor();
            assert.ok(!(await affairs.textContent())?.includes("in-review"), "no internal status");
            const annual = affairs.getByTestId("portal-affair").filter({
              hasText: "CIPC annual return 2024",
            });
            await annual.getByText("Done").waitFor();
            await affairs.getByTestId("portal-affair").filter({ hasText: "Income-tax return 2023" })
              .getByText("You approved it; we will submit it to SARS").waitFor();
          });
          const history = await staff.get(`/document/${doc}/audit`);
          assert.ok(
            history.body.some((e: { action: string; userId: string | null }) =>
              e.action === "portalDownload" && e.userId === null
            ),
            "the download is in the document's history, as a portal user's",
          );
        },
      );

      await t.step(
        "in Arabic on a 390 px phone: right to left, nothing wider than the phone; axe",
        async () => {
          await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page }) => {
            slow(page);
            await signInByCode(page, mailbox, CONTACT_EMAIL, "أرسل لي رمزًا");
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const home = page.getByTestId("portal-home");
            await home.getByText("أين وصلت شؤونك").waitFor();
            await home.getByTestId("portal-affair").filter({ hasText: "إقرار ضريبة الدخل 2025" }).getByText(
              "نعمل على إعداده",
            ).waitFor();
            await home.getByTestId("portal-affair").filter({ hasText: "إقرار ضريبة الدخل 2023" }).getByText(
              "وافقت عليه؛ سنقدّمه إلى SARS",
            ).waitFor();
            await home.getByTestId("portal-shared-year").filter({ hasText: "2025" }).getByRole("button", {
              name: "تنزيل Assessment 2025.pdf",
            }).waitFor();
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`);
            assert.deepEqual(
              await screenProblems(page, "the portal's shared documents and affairs", "ar"),
              [],
            );
          });
        },
      );

      await t.step("the staff's shared panel in Arabic at 390 px; axe", async () => {
        await harness.withPage({ language: "ar", viewport: PHONE }, async ({ page }) => {
          slow(page);
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("portal-shared");
          await panel.getByText("المُشارَك في البوابة").waitFor();
          await panel.getByTestId("portal-shared-doc").waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= PHONE.width, `no sideways scrolling at 390 px (${width})`);
          assert.deepEqual(await screenProblems(page, "the client's shared documents", "ar"), []);
        });
      });
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);

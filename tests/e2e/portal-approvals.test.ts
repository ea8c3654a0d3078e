/**
 * Approvals in the client portal in Chromium (issue 37): staff ask the client from a document's page to accept it
 * as an engagement letter; the client's contact, invited, opens it on a 390 px phone, is refused without a typed
 * name and without the confirmation, then accepts, and reads the record of the signature (the SHA-256 of the
 * file's bytes in it); in Arabic another document is approved the same way, which moves the return it is of to
 * "Approved by client"; staff see who accepted what and when on the client's page and the document's, the portal
 * person named in the histories, and open the printable record, which prints alone. Axe on each screen.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { document as documentDef } from "../../domain/resources/documents.ts";
import { recordPath } from "../../domain/resources/paths.ts";
import { incometax } from "../../domain/resources/tax.ts";
import { Fixtures } from "../backoffice/support.ts";
import { screenProblems } from "../support/axe.ts";
import { adminCaller, assertFitsWidth, E2E, open } from "../support/e2e.ts";
import { portalHarness, signInByCode } from "../support/portal-page.ts";

const PHONE = { width: 390, height: 844 };
const CONTACT_EMAIL = "naledi@mokoena.test";

Deno.test(
  "staff ask, the client accepts by a typed name on a phone, staff see it and print it",
  E2E,
  async (t) => {
    const { mailbox, harness } = await portalHarness();
    try {
      const staff = adminCaller(harness);
      const fixtures = new Fixtures(staff);
      const account = (await fixtures.create("account", 5, { name: "Mokoena Holdings" })).id as string;
      const contact = (await fixtures.create("contact", 5, {
        account,
        email: CONTACT_EMAIL,
        firstName: "Naledi",
        lastName: "Mokoena",
      })).id;
      const upload = async (name: string, kind: string, bytes: Uint8Array) => {
        const res = await fetch(
          new URL(
            `/api/backoffice/document-files?account=${account}&name=${name}&kind=${kind}`,
            harness.server.url,
          ),
          {
            method: "POST",
            headers: { authorization: `Bearer ${staff.token}` },
            body: new Uint8Array(bytes),
          },
        );
        const body = await res.json();
        assert.equal(res.status, 201, JSON.stringify(body));
        return body.id as string;
      };
      const letterBytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20_000, "engagement")]);
      const letter = await upload("Engagement-letter-2026.pdf", "engagement-letter", letterBytes);
      const returnBytes = Buffer.from("Income tax return 2026: taxable income R 412 000\n");
      const taxReturn = await upload("ITR12-2026.txt", "tax-return", returnBytes);
      // The return the document is of, in review: the client's approval moves it on (issue 37).
      const itr = (await fixtures.create("incometax", 5, { account, taxYear: 2026, status: "in-review" })).id;
      const returnDoc = await staff.get(`/document/${taxReturn}`);
      assert.equal(
        (await staff.put(`/document/${taxReturn}`, { returns: [itr], version: returnDoc.body.version }))
          .status,
        200,
      );
      assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
      const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(1))[0])?.[1];
      assert.ok(invitation);

      await t.step("staff ask from the document's page", async () => {
        await harness.withPage({ language: "en" }, async ({ page }) => {
          await open(page, recordPath(documentDef, letter));
          const panel = page.getByTestId("document-approvals");
          await panel.getByText("Nothing asked yet.").waitFor();
          assert.equal(await panel.getByTestId("approval-kind").inputValue(), "engagement-letter");
          await panel.getByTestId("approval-ask").click();
          await page.getByText("The client was asked.").waitFor();
          await panel.locator('[data-testid="approval-row"][data-status="asked"]').waitFor();
          assert.deepEqual(await screenProblems(page, "a document's approvals", "en"), []);
        });
      });

      await t.step("on a phone the client reads the letter and accepts it by a typed name", async () => {
        // The two refusals (no name, no confirmation) are 400s the browser logs.
        await harness.withPage(
          { guest: true, language: "en", viewport: PHONE, allow: [/status of 400/] },
          async ({ page }) => {
            await page.goto(`/portal/accept?token=${invitation}`);
            const home = page.getByTestId("portal-home");
            await home.getByRole("heading", { name: "Engagement letters to accept" }).waitFor();
            assert.equal(await home.getByRole("heading", { name: "Documents to approve" }).count(), 0);
            await home.getByTestId("portal-approval-open").click();
            const sign = home.getByTestId("portal-approval-sign");
            await sign.getByTestId("portal-approval-preview").locator("iframe").waitFor();
            await assertFitsWidth(page);
            assert.deepEqual(await screenProblems(page, "an approval to sign", "en"), []);

            await sign.getByTestId("portal-approval-accept").click();
            await sign.getByTestId("portal-error").getByText(/Not accepted/).waitFor();
            await sign.getByLabel("Your full name").fill("Naledi Mokoena");
            await sign.getByTestId("portal-approval-accept").click();
            await sign.getByTestId("portal-error").getByText(/confirmed/i).waitFor();
            await sign.getByLabel("I have read and accept this engagement letter.").check();
            await sign.getByTestId("portal-approval-accept").click();

            const record = home.getByTestId("signature-record");
            await record.waitFor();
            assert.equal(await record.getByTestId("record-name").textContent(), "Naledi Mokoena");
            assert.equal(await record.getByTestId("record-user").textContent(), CONTACT_EMAIL);
            assert.equal(
              await record.getByTestId("record-sha256").textContent(),
              createHash("sha256").update(letterBytes).digest("hex"),
            );
            await assertFitsWidth(page);
            assert.deepEqual(await screenProblems(page, "the record of a signature", "en"), []);
            await home.getByRole("button", { name: "Back" }).click();
            await home.getByTestId("portal-signed").waitFor();
            assert.equal(
              await home.getByTestId("portal-approval").count(),
              0,
              "the letter left the to-do list",
            );
          },
        );
      });

      await t.step("in Arabic on a phone: a return to approve, downloaded and approved", async () => {
        assert.equal(
          (await staff.post("/portal/approvals", { document: taxReturn, kind: "approval" })).status,
          201,
        );
        await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page }) => {
          await signInByCode(page, mailbox, CONTACT_EMAIL, "أرسل لي رمزًا");
          const home = page.getByTestId("portal-home");
          await home.getByRole("heading", { name: "مستندات للموافقة" }).waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await home.getByTestId("portal-approval-open").click();
          const sign = home.getByTestId("portal-approval-sign");
          await sign.getByTestId("portal-approval-download").waitFor();
          await sign.getByLabel("اسمك الكامل").fill("ناليدي موكوينا");
          await sign.getByLabel("قرأت هذا المستند وأوافق عليه.").check();
          assert.deepEqual(await screenProblems(page, "an approval to sign", "ar"), []);
          await sign.getByTestId("portal-approval-accept").click();
          await home.getByText("تم القبول. هذا سجل توقيعك.").waitFor();
          assert.equal(await home.getByTestId("record-name").textContent(), "ناليدي موكوينا");
          await assertFitsWidth(page);
          assert.deepEqual(await screenProblems(page, "the record of a signature", "ar"), []);
        });
      });

      await t.step("staff see the return approved by the client, by whom", async () => {
        await harness.withPage({ language: "en" }, async ({ page }) => {
          await open(page, recordPath(incometax, String(itr)));
          await page.getByTestId("record-details").getByText("Approved by client").waitFor();
          await page.getByTestId("audit-entry").filter({ hasText: "In review" })
            .getByText("by Naledi Mokoena (client portal)").waitFor();
          assert.deepEqual(await screenProblems(page, "a return approved by the client", "en"), []);
        });
      });

      await t.step("staff see who accepted what and when, and open the printable record", async () => {
        await harness.withPage({ language: "en" }, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("client-approvals");
          const accepted = panel.locator('[data-testid="approval-row"][data-status="accepted"]');
          // The client's page loads many panels: under load its approvals come in late.
          await accepted.nth(1).waitFor({ timeout: 30_000 });
          assert.equal(await accepted.count(), 2);
          await accepted.filter({ hasText: "Engagement-letter-2026.pdf" }).getByText(
            `Accepted by Naledi Mokoena (${CONTACT_EMAIL})`,
          ).waitFor();
          assert.deepEqual(await screenProblems(page, "a client's approvals", "en"), []);

          await open(page, recordPath(documentDef, letter));
          const onDocument = page.getByTestId("document-approvals");
          await onDocument.getByText(/Accepted by Naledi Mokoena/).waitFor();
          // The history names the portal person, not "the system".
          await page.getByTestId("audit-entry").filter({ hasText: "Accepted by the client in the portal" })
            .getByText("by Naledi Mokoena (client portal)").waitFor();
          await onDocument.getByTestId("approval-record").click();
          const record = page.getByTestId("signature-record");
          await record.waitFor();
          assert.equal(
            await record.getByTestId("record-sha256").textContent(),
            createHash("sha256").update(letterBytes).digest("hex"),
          );
          assert.match(String(await record.getByTestId("record-address").textContent()), /\S/);
          assert.deepEqual(await screenProblems(page, "the printable record", "en"), []);
          // Printed, the record is all there is: the shell and the page's header are hidden.
          await page.emulateMedia({ media: "print" });
          assert.equal(await record.isVisible(), true);
          assert.equal(await page.getByTestId("page-title").isVisible(), false);
          assert.equal(await record.getByRole("button", { name: "Print" }).isVisible(), false);
        });
      });
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);

/**
 * A document request end to end in Chromium (issue 35): staff send it from the client's page, the mail is read
 * from a local SMTP server, the client opens its link signed out on a 390 px phone in Arabic (right to left) and
 * uploads each document with its progress, and the client's page then shows the request complete.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { REQUEST_PAGE } from "../../domain/documents/request-link.ts";
import { Fixtures } from "../backoffice/support.ts";
import { adminCaller, E2E, eventually, Harness, open } from "../support/e2e.ts";
import { openMailbox } from "../support/mailbox.ts";
import { screenProblems, settle } from "../support/axe.ts";

const CLIENT_EMAIL = "lerato@client.test";
const PHONE = { width: 390, height: 844 };

const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: "application/pdf",
  // Large enough that the progress is seen on its way, not only at its end.
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 2 ** 20, text)]),
});

Deno.test(
  "a document request is sent by staff, answered on a phone in Arabic, and shows complete",
  E2E,
  async (t) => {
    const mailbox = await openMailbox();
    const harness = await Harness.start({
      SMTP_URL: mailbox.url,
      PUBLIC_URL: "https://ledgerdesk.practice.test",
      PRACTICE_NAME: "Karoo Accountants",
    });
    try {
      const admin = adminCaller(harness);
      const account = (await new Fixtures(admin).create("account", 3, { email: CLIENT_EMAIL })).id;
      const made = await admin.post("/documentrequest", {
        account,
        taxYear: 2026,
        items: [{ label: "IRP5", kind: "payroll" }, { label: "Travel logbook", kind: "tax-return" }],
      });
      assert.equal(made.status, 201, made.text);
      const requestId = made.body.id;

      await t.step("staff send it from the client's page", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("document-requests");
          const row = panel.getByTestId("document-request").first();
          await row.getByText("IRP5").waitFor();
          await row.getByTestId("request-send").click();
          await row.getByTestId("request-sent").waitFor();
        });
      });

      const [mail] = await mailbox.wait(1);
      const token = /\/pages\/documents\/upload\?token=([0-9a-f]{64})/.exec(mail)?.[1];
      assert.ok(token, mail);

      await t.step("the client uploads on a phone in Arabic, each file with its progress", async () => {
        await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page }) => {
          await page.goto(`${REQUEST_PAGE}?token=${token}`);
          const screen = page.getByTestId("request-link-page");
          await screen.getByText("مستندات لـ Karoo Accountants").waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          assert.ok(!page.url().includes(token), "the token leaves the address bar");
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`);

          assert.deepEqual(await screenProblems(page, "the request's link", "ar"), []);
          const items = screen.getByTestId("request-link-item");
          // The keyboard reaches the first item's file past the language switch, and its label shows it.
          await page.getByRole("button", { name: "Türkçe" }).focus();
          await page.keyboard.press("Tab");
          await page.keyboard.press("Tab");
          assert.equal(
            await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
            "request-link-file",
          );
          const choose = items.first().getByTestId("request-link-choose");
          const outline = () =>
            choose.evaluate((el) => {
              const style = getComputedStyle(el);
              return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
            });
          const focused = await outline();
          await page.getByRole("button", { name: "Türkçe" }).focus();
          assert.match(focused, /^solid/, `the focused file's label shows the focus: ${focused}`);
          assert.match(await outline(), /^none/, "and only while it has it");
          assert.equal(await items.count(), 2);
          // Every state each item's progress shows, as the page renders it.
          await page.evaluate(() => {
            const seen: string[] = [];
            (globalThis as unknown as { seen: string[] }).seen = seen;
            new MutationObserver(() => {
              for (const el of document.querySelectorAll("[data-testid=request-link-progress]")) {
                seen.push(
                  `${el.closest("li")?.querySelector("h2")?.textContent}:${el.getAttribute("data-state")}`,
                );
              }
            }).observe(document.body, { subtree: true, childList: true, attributes: true });
          });
          for (const [i, name] of ["IRP5", "logbook"].entries()) {
            const item = items.nth(i);
            await item.getByTestId("request-link-file").setInputFiles(pdf(name));
            const progress = item.getByTestId("request-link-progress");
            await eventually(
              async () => assert.equal(await progress.getAttribute("data-state"), "done"),
              20_000,
            );
            assert.match(await progress.innerText(), new RegExp(`وصل: ${name}\\.pdf`));
          }
          const seen = await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen);
          for (const label of ["IRP5", "Travel logbook"]) {
            assert.ok(seen.includes(`${label}:sending`), `${label}'s progress was shown on its way: ${seen}`);
          }
          await screen.getByTestId("request-link-all-in").waitFor();

          // The keyboard reaches the language switch; English words the page at once.
          await page.getByRole("button", { name: "English" }).focus();
          await page.keyboard.press("Enter");
          await screen.getByText("Documents for Karoo Accountants").waitFor();
        });
      });

      await t.step("the client's page shows the request complete, on a phone in Arabic too", async () => {
        await harness.withPage({ language: "ar", viewport: PHONE }, async ({ page }) => {
          await open(page, `/apps/account/view/${account}`);
          const panel = page.getByTestId("document-requests");
          const row = panel.getByTestId("document-request").first();
          await eventually(async () => assert.equal(await row.getAttribute("data-status"), "complete"));
          assert.equal(await row.getByTestId("request-item-received").count(), 2);
          assert.match(await row.innerText(), /مكتمل/);
          const box = await panel.boundingBox();
          assert.ok(
            box && box.x >= 0 && box.x + box.width <= PHONE.width,
            `the panel fits: ${JSON.stringify(box)}`,
          );
          await settle(page);
          assert.deepEqual(await screenProblems(page, "the client's page", "ar"), []);
        });
        const done = await admin.get(`/documentrequest/${requestId}`);
        assert.equal(done.body.status, "complete");
      });
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);

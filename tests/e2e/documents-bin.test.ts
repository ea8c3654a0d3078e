/**
 * The documents' bin and retention review in Chromium (issue 35), over the development server: a document
 * deleted after a confirmation that says it goes to the bin, found in the bin with who deleted it, restored, and
 * its history naming each step with the address it came from; a document past its retention period purged by
 * the administrator after a confirmation naming how many; both panels in Arabic at 390 px, by the keyboard.
 */
import assert from "node:assert/strict";
import { E2E, eventually, Harness, open } from "../support/e2e.ts";

/** Files a document through the API as the harness's admin; answers its id. */
async function fileDocument(harness: Harness, name: string, taxYear: number): Promise<string> {
  const headers = { authorization: `Bearer ${harness.session.jwt_access_token}` };
  const base = harness.server.url;
  const clients = await (await fetch(new URL("/api/backoffice/account?pageSize=1", base), { headers }))
    .json();
  const query = new URLSearchParams({ account: clients.items[0].id, name, taxYear: String(taxYear) });
  const res = await fetch(new URL(`/api/backoffice/document-files?${query}`, base), {
    method: "POST",
    headers,
    body: new TextEncoder().encode(`%PDF-1.4\n${name}\n`),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()).id;
}

Deno.test(
  "documents are binned with a confirmation, restored, and purged past their period",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const recent = await fileDocument(harness, "Bank statement 2026.pdf", 2026);
      await fileDocument(harness, "Old IRP5 2012.pdf", 2012);

      await t.step("delete asks first, the bin restores, the history says from where", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/documents/${recent}`);
          await page.getByTestId("delete-button").click();
          const dialog = page.getByTestId("delete-dialog");
          assert.match(await dialog.innerText(), /goes to the bin/);
          await dialog.getByRole("button", { name: "Delete" }).click();
          await page.waitForURL(/\/apps\/documents$/);
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(
            await page.getByTestId("list-row").filter({ hasText: "Bank statement 2026.pdf" }).count(),
            0,
          );

          await page.getByTestId("document-bin-toggle").click();
          const binned = page.getByTestId("binned-document").filter({ hasText: "Bank statement 2026.pdf" });
          assert.match(await binned.innerText(), /Deleted by [\s\S]*Goes for good on/);
          await binned.getByTestId("restore-document").click();
          await eventually(async () => assert.equal(await binned.count(), 0));
          const row = page.getByTestId("list-row").filter({ hasText: "Bank statement 2026.pdf" });
          await row.waitFor();
          await row.click();
          const history = page.getByTestId("audit-history");
          await history.getByTestId("audit-entry").first().waitFor();
          const entries = await history.getByTestId("audit-entry").allInnerTexts();
          assert.match(entries[0], /Restored[\s\S]*from \u2066127\.0\.0\.1\u2069/);
          assert.match(entries[1], /Deleted[\s\S]*from \u2066127\.0\.0\.1\u2069/);
        });
      });

      await t.step("the retention review purges what is past its period, after saying how many", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, "/apps/documents");
          await page.getByTestId("document-retention-toggle").click();
          const old = page.getByTestId("past-retention").filter({ hasText: "Old IRP5 2012.pdf" });
          assert.match(await old.innerText(), /5 years after the tax year ended[\s\S]*Period ended/);
          await old.getByTestId("past-retention-choose").check();
          await page.getByTestId("purge-button").click();
          const dialog = page.getByTestId("purge-dialog");
          assert.match(await dialog.innerText(), /Remove 1 documents for good\?/);
          await dialog.getByRole("button", { name: "Remove 1 for good" }).click();
          await eventually(async () => assert.equal(await old.count(), 0));
          assert.equal(
            await page.getByTestId("list-row").filter({ hasText: "Old IRP5 2012.pdf" }).count(),
            0,
          );
        });
      });

      await t.step("Arabic at 390 px, by the keyboard", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, "/apps/documents");
            const toggle = page.getByTestId("document-bin-toggle");
            await toggle.focus();
            await page.keyboard.press("Enter");
            assert.equal(await toggle.getAttribute("aria-expanded"), "true");
            await page.getByTestId("document-bin").getByText("سلة المحذوفات فارغة.").waitFor();
            await page.getByTestId("document-retention-toggle").focus();
            await page.keyboard.press("Space");
            await page.getByTestId("document-retention").getByText("مراجعة الاحتفاظ").waitFor();
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
);

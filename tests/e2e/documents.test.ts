/**
 * A client's documents in Chromium (issue 35), over the development server's demo practice: files uploaded on the
 * client's page with each one's progress and the batch's, a refused file saying why beside the others, the
 * document's page showing the PDF and an image in the page, a new version uploaded there and every version
 * listed; documents uploaded on a return's and an objection's page, linked to them; and uploads in Arabic on a phone, from the
 * documents' list.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { E2E, eventually, Harness, open, slow } from "../support/e2e.ts";

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

/** A small, valid one-page PDF: Chromium's viewer opens it. */
function pdf(text: string): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R >>",
  ];
  const stream = `BT /F1 18 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const file = (name: string, mimeType: string, bytes: Uint8Array) => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

Deno.test("documents are uploaded on a client's page, previewed and versioned", E2E, async (t) => {
  const harness = await Harness.startDev();
  try {
    await t.step("English, on the client's page", async () => {
      // The refused file's 400, which the browser logs.
      await harness.withPage({ allow: [/status of 400/] }, async ({ page }) => {
        slow(page);
        await open(page, "/apps/account");
        const row = page.getByTestId("list-row").first();
        await row.click();
        const upload = page.getByTestId("document-upload");
        await upload.waitFor();
        await upload.getByTestId("document-upload-folder").selectOption("tax-return");
        await upload.getByTestId("document-upload-year").fill("2026");
        await upload.getByTestId("document-files").setInputFiles([
          file("IRP5 2026.pdf", "application/pdf", pdf("IRP5 2026")),
          file("receipt.png", "image/png", PNG),
          file("setup.exe", "application/octet-stream", new TextEncoder().encode("MZ\x90\x00binary\x00")),
        ]);
        const items = upload.getByTestId("document-upload-item");
        await eventually(async () => {
          const states = await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-state")));
          assert.deepEqual(states, ["done", "done", "failed"]);
        });
        assert.match(
          await items.nth(2).innerText(),
          /Not uploaded: file: Is not a kind of file a practice keeps/,
        );
        assert.equal(await upload.getByTestId("document-upload-overall").getAttribute("value"), "100");
        assert.match(await upload.innerText(), /3 of 3 files/);

        // The client's documents list them; the PDF's page shows it and its versions.
        const related = page.getByTestId("related-document");
        await related.scrollIntoViewIfNeeded();
        await related.getByText("IRP5 2026.pdf").waitFor();
        await related.getByRole("link", { name: "IRP5 2026.pdf" }).click();
        const versions = page.getByTestId("document-versions");
        await versions.getByTestId("document-preview").locator("iframe").waitFor();
        // The versions are an answer of their own: the preview may be on screen before them.
        await versions.getByTestId("document-version").first().waitFor();
        assert.equal(await versions.getByTestId("document-version").count(), 1);

        await versions.getByTestId("document-new-version").setInputFiles(
          file("IRP5 2026 corrected.pdf", "application/pdf", pdf("IRP5 2026 corrected")),
        );
        await eventually(async () => assert.equal(await versions.getByTestId("document-version").count(), 2));
        const listed = await versions.getByTestId("document-version").allInnerTexts();
        assert.match(listed[0], /Version 2\s*current[\s\S]*IRP5 2026 corrected\.pdf/);
        assert.match(listed[1], /Version 1[\s\S]*IRP5 2026\.pdf/);
        const download = page.waitForEvent("download");
        await versions.getByTestId("document-download").nth(1).click();
        assert.equal((await download).suggestedFilename(), "IRP5 2026.pdf");
      });
    });

    await t.step("on a return's page, linked to the return in its folder and year", async () => {
      await harness.withPage({}, async ({ page }) => {
        slow(page);
        await open(page, "/apps/incometax");
        await page.getByTestId("list-row").first().click();
        const upload = page.getByTestId("document-upload");
        await upload.waitFor();
        assert.equal(await upload.getByTestId("document-upload-folder").inputValue(), "tax-return");
        assert.match(await upload.getByTestId("document-upload-year").inputValue(), /^\d{4}$/);
        await upload.getByTestId("document-files").setInputFiles(
          file("IT3a.pdf", "application/pdf", pdf("IT3a")),
        );
        await upload.locator("[data-state=done]").waitFor();
        await page.getByTestId("related-document").scrollIntoViewIfNeeded();
        await page.getByTestId("related-document").getByRole("link", { name: "IT3a.pdf" }).waitFor();
      });
    });

    await t.step("on an objection's page, filed under its return's client and year", async () => {
      await harness.withPage({}, async ({ page }) => {
        slow(page);
        await open(page, "/apps/comm/objection");
        await page.getByTestId("list-row").first().click();
        const upload = page.getByTestId("document-upload");
        await upload.waitFor();
        assert.equal(await upload.getByTestId("document-upload-folder").inputValue(), "assessment");
        assert.match(await upload.getByTestId("document-upload-year").inputValue(), /^\d{4}$/);
        await upload.getByTestId("document-files").setInputFiles(
          file("Notice of objection.pdf", "application/pdf", pdf("NOO")),
        );
        await upload.locator("[data-state=done]").waitFor();
        await page.getByTestId("related-document").scrollIntoViewIfNeeded();
        await page.getByTestId("related-document").getByRole("link", { name: "Notice of objection.pdf" })
          .waitFor();
      });
    });

    await t.step("Arabic at 390 px, from the documents' list", async () => {
      await harness.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
        slow(page);
        await open(page, "/apps/documents");
        const upload = page.getByTestId("document-upload");
        await upload.waitFor();
        assert.equal(await upload.getByTestId("document-files").isDisabled(), true, "a client comes first");
        assert.match(await upload.innerText(), /اختر العميل أولًا/);
        const picker = upload.getByRole("combobox", { name: "العميل" });
        await picker.fill("a");
        // A client's option in the picker's list: not a native select's option (the folder's, which a page-wide
        // "option" found first), nor the "searching…" line the list shows (disabled) while the clients load.
        await upload.getByRole("listbox").getByRole("option", { disabled: false }).first().click();
        await eventually(async () =>
          assert.equal(await upload.getByTestId("document-files").isDisabled(), false, "a client chosen")
        );
        await upload.getByTestId("document-files").setInputFiles(file("إيصال.png", "image/png", PNG));
        await upload.locator("[data-state=done]").waitFor();
        // On its name: a row's middle may be a cell's edit button (inline edit), which edits rather than opens.
        await page.getByTestId("list-row").filter({ hasText: "إيصال.png" }).getByText("إيصال.png").click();
        await page.getByTestId("document-preview").locator("img").waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
        assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
      });
    });
  } finally {
    await harness.close();
  }
});

/**
 * The toolbar's practice search in Chromium over the development server's demo practice: a client found by its
 * tax number typed with spaces, with the keyboard alone ("/" to the box, arrows, Enter opens it, Escape closes);
 * the kinds found headed by their names; "all found" opening the kind's list searched for the same words; and in
 * Arabic at phone width the results show, right to left, and open.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { backofficeApi, E2E, eventually, Harness, open, waitForPath } from "../support/e2e.ts";

type Client = { id: string; code: string; name: string; incomeTaxNumber: string };

/** The results on screen, in order: their group and text. */
function shown(page: Page): Promise<Array<{ group: string; text: string }>> {
  return page.locator("[data-testid=site-search-group] [role=option]").evaluateAll((els) =>
    els.map((e) => ({
      group: (e.closest("[data-testid=site-search-group]") as HTMLElement).dataset.group!,
      text: (e.textContent ?? "").trim(),
    }))
  );
}

Deno.test({
  name: "practice search: a client by tax number from the toolbar with the keyboard; Arabic at phone width",
  ...E2E,
  async fn(t) {
    const h = await Harness.startDev();
    try {
      const api = backofficeApi(h);
      const clients = (await api("GET", "account?pageSize=200&sort=code")).items as Client[];
      const client = clients.find((c) => c.incomeTaxNumber)!;
      const tax = client.incomeTaxNumber;
      const typed = `${tax.slice(0, 4)} ${tax.slice(4, 7)} ${tax.slice(7)}`;

      await t.step("by tax number, keyboard only: '/', type, arrow, Enter; Escape closes", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.locator("body").press("/");
          const input = page.getByTestId("site-search-input");
          await input.waitFor();
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "combobox");
          await page.keyboard.type(typed);
          const result = page.getByTestId("site-search-result").first();
          // The results follow each keystroke: until the last one is answered, a partial number's first result
          // can be another client.
          await eventually(async () => {
            const found = await shown(page);
            assert.equal(found[0]?.group, "account");
            assert.ok(found[0].text.includes(client.name), found[0].text);
            assert.ok(found[0].text.includes(`Income tax number: ${tax}`), found[0].text);
          });
          // The kind heads its group, in the reader's language.
          await page.locator("#site-search-group-account", { hasText: "Clients" }).waitFor();
          await page.keyboard.press("ArrowDown");
          assert.equal(await input.getAttribute("aria-activedescendant"), "site-search-0");
          assert.equal(await result.getAttribute("aria-selected"), "true");
          await page.keyboard.press("Enter");
          await waitForPath(page, `/apps/account/view/${client.id}`);
          await page.getByText(client.name).first().waitFor();

          // Ctrl+K opens it from anywhere; Escape closes it and gives the focus back to the button.
          await page.keyboard.press("Control+k");
          await input.waitFor();
          await page.keyboard.type("zzz-no-such-client");
          await page.getByText("Nothing found for “zzz-no-such-client”").waitFor();
          await page.keyboard.press("Escape");
          await input.waitFor({ state: "detached" });
          assert.equal(
            await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
            "site-search-open",
          );
        });
      });

      await t.step("a name's kinds, and every one found in the kind's list", async () => {
        const word = client.name.split(" ")[0];
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("site-search-open").click();
          await page.keyboard.type(word.toLowerCase());
          await eventually(async () => {
            const groups = new Set((await shown(page)).map((r) => r.group));
            assert.ok(groups.has("account") && groups.has("incometax"), [...groups].join(", "));
          });
          const all = page.locator("[data-group=incometax] [data-testid=site-search-all]");
          await all.click();
          await page.waitForURL((u) =>
            u.pathname === "/apps/incometax" && u.searchParams.get("q") === word.toLowerCase()
          );
          await page.getByTestId("list-row").first().waitFor();
        });
      });

      await t.step("Arabic at 390 px: the results show right to left, fit, and open", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await page.getByTestId("site-search-open").click();
          await page.keyboard.type(tax);
          const result = page.getByTestId("site-search-result").filter({ hasText: client.name }).first();
          await result.waitFor();
          await page.locator("#site-search-group-account", { hasText: "العملاء" }).waitFor();
          assert.ok(
            (await result.textContent())!.includes("رقم ضريبة الدخل"),
            await result.textContent() ?? "",
          );
          const panel = await page.getByTestId("site-search-suggestions").boundingBox();
          assert.ok(
            panel && panel.x >= 0 && panel.x + panel.width <= 390,
            `the results fit: ${JSON.stringify(panel)}`,
          );
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true);
          await result.click();
          await waitForPath(page, `/apps/account/view/${client.id}`);
        });
      });
    } finally {
      await h.close();
    }
  },
});

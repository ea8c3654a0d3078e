import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eCommerceFixture } from "../../fixtures/e-commerce.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const { products, orders } = eCommerceFixture;
const rows = (page: Page, testId: string, n: number) =>
  page.waitForFunction(
    ([id, n]) => document.querySelectorAll(`[data-testid="${id}"]`).length === n,
    [testId, n] as const,
  );

Deno.test({
  name: "e-commerce: products listed, edited and added through product/save; orders and their details",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "edit a product's name and price: the tax-included price follows; kept after a reload",
        async () => {
          const product = products[0];
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/e-commerce/products");
            await rows(page, "product-row", Math.min(10, products.length));
            await page.getByTestId("products-search").fill(product.name);
            await page.locator(`[data-product-id="${product.id}"] [data-testid=product-row-name]`).click();
            await waitForPath(page, `/apps/e-commerce/products/${product.id}/${product.handle}`);
            await page.getByTestId("product-name").fill(`${product.name} (revised)`);
            await page.getByTestId("product-tab-pricing").click();
            await page.getByTestId("product-priceTaxExcl").fill("1000");
            assert.equal(await page.getByTestId("product-priceTaxIncl").textContent(), "1100.00");
            const saved = page.waitForResponse((r) => r.url().includes("/product/save"));
            await page.getByTestId("product-save").click();
            assert.equal((await saved).status(), 200);
            await page.getByText(`Product saved: ${product.name} (revised)`).waitFor();
            await open(page, "/apps/e-commerce/products");
            await page.getByTestId("products-search").fill("revised");
            await rows(page, "product-row", 1);
            assert.equal(await page.getByTestId("product-price").textContent(), "1100.00");
          });
        },
      );

      await t.step(
        "a new product: refused fields show on their tabs; fixed, it is saved and listed",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/e-commerce/products");
            await page.getByTestId("product-add").click();
            await waitForPath(page, "/apps/e-commerce/products/new");
            await page.getByTestId("product-save").click();
            assert.equal(
              (await page.getByTestId("product-name-error").textContent())?.trim(),
              "This is required",
            );
            await page.getByTestId("product-name").fill("Tax Diary 2028");
            await page.getByTestId("product-tab-pricing").click();
            await page.getByTestId("product-priceTaxExcl").fill("99.999");
            await page.getByTestId("product-comparedPrice").fill("120");
            await page.getByTestId("product-save").click();
            assert.equal(
              (await page.getByTestId("product-priceTaxExcl-error").textContent())?.trim(),
              "Enter an amount like 149.00",
            );
            await page.getByTestId("product-priceTaxExcl").fill("99");
            assert.equal(await page.getByTestId("product-priceTaxIncl").textContent(), "108.90");
            await page.getByTestId("product-save").click();
            await page.locator("[data-testid=product-sku-error]").waitFor();
            await page.getByTestId("product-sku").fill("DIARY-28");
            await page.getByTestId("product-save").click();
            await page.waitForURL(/\/apps\/e-commerce\/products\/[^/]+\/tax-diary-2028$/);
            await page.reload();
            assert.equal(await page.getByTestId("product-name").inputValue(), "Tax Diary 2028");
            await open(page, "/apps/e-commerce/products?q=diary");
            await rows(page, "product-row", 1);
          });
        },
      );

      await t.step(
        "orders: sorted by total; an order's customer, status history, products and invoice",
        async () => {
          const order = orders[0];
          await h.withPage({ allow: [/status of 404/] }, async ({ page }) => {
            await open(page, "/apps/e-commerce/orders");
            await rows(page, "order-row", Math.min(10, orders.length));
            await page.getByTestId("sort-total").click();
            const cheapest = [...orders].sort((a, b) => Number(a.total) - Number(b.total))[0];
            await page.waitForFunction(
              (ref) => document.querySelector("[data-testid=order-reference]")?.textContent === ref,
              cheapest.reference,
            );
            await page.getByTestId("orders-search").fill(order.reference);
            await page.locator(`[data-order-id="${order.id}"] [data-testid=order-reference]`).click();
            await waitForPath(page, `/apps/e-commerce/orders/${order.id}`);
            await page.getByTestId("order-customer").getByText(order.customer.email).waitFor();
            assert.equal(await page.getByTestId("order-status").count(), order.status.length);
            await page.getByTestId("order-tab-products").click();
            await rows(page, "order-line", order.products.length);
            await page.getByTestId("order-tab-invoice").click();
            assert.equal(await page.getByTestId("order-total").textContent(), order.total);
            await open(page, "/apps/e-commerce/orders/nope");
            await page.getByTestId("order-not-found").waitFor();
          });
        },
      );

      await t.step("keyboard, and Arabic at phone width", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/e-commerce/products");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await page.getByTestId("product-row-name").first().focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("product-form").waitFor();
          for (
            const path of [
              "/apps/e-commerce/products",
              "/apps/e-commerce/orders",
              `/apps/e-commerce/orders/${orders[0].id}`,
            ]
          ) {
            await open(page, path);
            await page.locator(
              "[data-testid=products-table], [data-testid=orders-table], [data-testid=order-customer]",
            )
              .first().waitFor();
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            assert.ok(overflow <= 0, `no sideways scroll on ${path} (${overflow}px)`);
          }
        });
      });
    } finally {
      await h.close();
    }
  },
});

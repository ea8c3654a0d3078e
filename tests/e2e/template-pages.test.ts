import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DOC_PAGES } from "../../client/pages/documentation/docs.ts";
import { SIGN_INS } from "../support/auth-server.ts";
import { appTookOver, E2E, eventually, Harness, open, waitForPath } from "../support/e2e.ts";

const count = (page: Page, selector: string, atLeast: number) =>
  page.waitForFunction(
    ([s, n]) => document.querySelectorAll(s).length >= n,
    [selector, atLeast] as const,
  );
const noSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
};
const noPlaceholder = async (page: Page, path: string) => {
  const text = await page.locator("body").innerText();
  assert.ok(!/not built/i.test(text), `${path} shows real content`);
};

/** The auth pages of the template and the test id of each page's frame. */
const AUTH: [page: string, testId: string][] = [
  ["login", "login-page"],
  ["register", "register-page"],
  ["forgot-password", "forgot-password-page"],
  ["reset-password", "reset-password-page"],
  ["mail-confirm", "mail-confirm-page"],
];

Deno.test({
  name: "template pages: every route has its content; reset a password by mail; the lock screen",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("the sign-in pages open in both layouts, each offering the other", async () => {
        await h.withPage({ guest: true }, async ({ page }) => {
          for (const [name, testId] of AUTH) {
            for (const variant of ["two-panel", "full-screen"]) {
              const path = `/pages/auth/${name}${variant === "full-screen" ? "/full-screen" : ""}`;
              await page.goto(path);
              await page.locator(`[data-testid=${testId}][data-variant=${variant}]`).waitFor();
              await page.getByTestId("auth-variant-switch").waitFor();
              await noPlaceholder(page, path);
            }
          }
          await page.getByTestId("auth-variant-switch").click();
          await waitForPath(page, "/pages/auth/mail-confirm");
        });
      });

      await t.step(
        "/login is on screen before its scripts run; what is typed there carries over",
        async () => {
          await h.withPage({ guest: true }, async ({ page }) => {
            // Hold the app's script back until the test has typed into the prerendered form.
            let release!: () => void;
            const held = new Promise<void>((resolve) => (release = resolve));
            await page.route(/\/build\/main-[A-Z0-9]+\.js$/, async (route) => {
              await held;
              await route.continue();
            });
            await page.goto("/login", { waitUntil: "commit" });
            const shellEmail = page.locator("#shell input[name=email]");
            await shellEmail.waitFor();
            assert.equal(await page.locator("#root").getAttribute("hidden"), "");
            await shellEmail.fill("not-an-address");
            await page.locator("#shell input[name=password]").fill("secret-password");
            await shellEmail.focus();
            release();
            await appTookOver(page);
            const email = page.getByLabel("Email");
            assert.equal(await email.inputValue(), "not-an-address");
            assert.equal(await page.getByLabel("Password", { exact: true }).inputValue(), "secret-password");
            assert.ok(
              await email.evaluate((el) => el === document.activeElement),
              "the cursor stays in its field",
            );
            // Typed in, so touched: the rule's message shows as it would have.
            await page.getByTestId("email-error").filter({ hasText: "Please enter valid Email Address" })
              .waitFor();
          });
        },
      );

      await t.step("coming soon counts down; maintenance checks the server; the error pages", async () => {
        await h.withPage({ guest: true }, async ({ page }) => {
          await page.goto("/pages/coming-soon");
          const seconds = page.getByTestId("countdown-seconds");
          const first = await seconds.textContent();
          await page.waitForFunction(
            (before) => document.querySelector("[data-testid=countdown-seconds]")?.textContent !== before,
            first,
          );
          assert.match((await page.getByTestId("countdown-days").textContent())!, /^\d{2,}$/);
          await page.getByTestId("launch-date").waitFor();

          await page.goto("/pages/maintenance");
          await page.getByRole("button", { name: "Try again" }).click();
          await page.getByTestId("maintenance-status").getByRole("link").waitFor();

          await page.goto("/pages/errors/error-500");
          await page.getByTestId("error-500").waitFor();
          await page.goto("/pages/errors/error-404");
          await page.getByTestId("error-404").waitFor();
        });
      });

      await t.step("pricing in three styles, monthly and yearly", async () => {
        await h.withPage({}, async ({ page }) => {
          for (const style of [1, 2, 3]) {
            await open(page, `/pages/pricing/style-${style}`);
            await page.getByTestId(`pricing-style-${style}`).waitFor();
            await noPlaceholder(page, `pricing ${style}`);
          }
          await page.getByTestId("plan-comparison").waitFor();
          await open(page, "/pages/pricing/style-2");
          await page.getByTestId("plan-practice").waitFor();
          assert.equal(await page.locator("article[data-testid^=plan-]").count(), 3);
          assert.match((await page.getByTestId("price-practice").textContent())!, /1\s?490/);
          await page.getByTestId("billing-yearly").click();
          assert.match((await page.getByTestId("price-practice").textContent())!, /1\s?242/);
          assert.equal(await page.getByTestId("billing-yearly").getAttribute("aria-checked"), "true");
        });
      });

      await t.step("page layouts, blank, typography and helper classes", async () => {
        await h.withPage({}, async ({ page }) => {
          for (const kind of ["carded", "simple"]) {
            for (
              const [slug, side] of [["full-width", "none"], ["left-sidebar", "left"], [
                "right-sidebar",
                "right",
              ]]
            ) {
              await open(page, `/ui/page-layouts/${kind}/${slug}`);
              await page.getByTestId(`layout-${kind}-${side}`).waitFor();
              await page.getByTestId("layout-tab-structure").click();
              await page.getByTestId("layout-structure").waitFor();
              if (side !== "none") {
                const sidebar = page.getByTestId("layout-sidebar");
                await sidebar.waitFor();
                await page.getByTestId("sidebar-toggle").click();
                await sidebar.waitFor({ state: "hidden" });
                await page.getByTestId("sidebar-toggle").click();
                await sidebar.waitFor();
              }
            }
          }
          await open(page, "/ui/page-layouts/blank");
          await page.getByTestId("layout-blank").waitFor();
          await open(page, "/ui/typography");
          await page.getByTestId("typography-page").getByRole("heading", { name: "Headings" }).waitFor();
          await open(page, "/ui/helper-classes");
          await count(page, "[data-testid=helper]", 30);
          await page.getByTestId("helper-search").fill("shadow");
          await page.waitForFunction(() => document.querySelectorAll("[data-testid=helper]").length === 3);
        });
      });

      await t.step("the documentation pages, rendered from Markdown, and the API reference", async () => {
        await h.withPage({}, async ({ page }) => {
          for (const { slug } of DOC_PAGES) {
            await open(page, `/documentation/${slug}`);
            await page.getByTestId("doc-article").locator("h2").first().waitFor();
            await noPlaceholder(page, slug);
          }
          // A link to another page stays in the app.
          await open(page, "/documentation/getting-started");
          await page.getByTestId("doc-article").getByRole("link", { name: "Authentication" }).first().click();
          await waitForPath(page, "/documentation/authentication");
          await page.getByTestId("doc-article").getByRole("heading", { name: "The lock screen" }).waitFor();

          await open(page, "/documentation/api");
          await count(page, "[data-testid=api-operation]", 200);
          await page.getByTestId("api-search").fill("reset-password");
          await page.waitForFunction(() =>
            document.querySelectorAll("[data-testid=api-operation]").length === 1
          );
          await page.waitForURL(/q=reset-password/);
          // Keyboard: the operation opens with Enter on its summary.
          await page.getByTestId("api-operation").locator("summary").focus();
          await page.keyboard.press("Enter");
          const details = page.getByTestId("api-operation-details");
          await details.getByText("password", { exact: true }).waitFor();
          await details.getByText("token", { exact: true }).waitFor();
          await page.getByTestId("api-search").fill("no such call anywhere");
          await page.getByTestId("api-empty").waitFor();
        });
      });

      await t.step(
        "a forgotten password: ask, follow the mailed link, set a new one, sign in with it",
        async () => {
          const logs = h.server.logs!;
          await h.withPage({ guest: true, allow: [/status of 400/] }, async ({ page }) => {
            await page.goto("/login");
            await appTookOver(page);
            // The address typed on the sign-in form comes along.
            await page.getByLabel("Email").fill(SIGN_INS.staff.email);
            await page.getByTestId("forgot-password-link").click();
            await waitForPath(page, "/pages/auth/forgot-password");
            // The address changes before the lazy page replaces the login form, whose Email field is also there.
            await page.getByTestId("forgot-password-page").waitFor();
            assert.equal(await page.getByLabel("Email").inputValue(), SIGN_INS.staff.email);
            await page.getByTestId("forgot-submit").click();
            await waitForPath(page, "/pages/auth/mail-confirm");
            assert.match(
              (await page.getByTestId("mail-confirm-text").textContent())!,
              /staff@ledgerdesk\.test/,
            );

            // The link is kept and mailed just after the answer.
            let mail: string | undefined;
            await eventually(() => {
              mail = logs.findLast((l) => l.includes("/pages/auth/reset-password?token="));
              assert.ok(mail, "the reset mail is in the server log");
              return Promise.resolve();
            });
            const link = new URL(mail!.match(/https?:\/\/\S+/)![0]);
            await page.goto(link.pathname + link.search);
            // The secret leaves the address bar once the page has it.
            await page.waitForURL((u) => !u.search.includes("token"));
            const newPassword = "staff-new-password";
            await page.getByLabel("New password").fill(newPassword);
            await page.getByLabel("Confirm password").fill(newPassword);
            await page.getByTestId("reset-submit").click();
            await page.getByTestId("reset-done").waitFor();

            await page.getByTestId("reset-sign-in").click();
            await waitForPath(page, "/pages/auth/login");
            await page.getByTestId("login-page").waitFor();
            await page.getByLabel("Email").fill(SIGN_INS.staff.email);
            await page.getByLabel("Password", { exact: true }).fill(newPassword);
            await page.getByTestId("login-submit").click();
            await waitForPath(page, "/apps/dashboard");
            await page.locator("[data-layout]").waitFor();

            // The link worked once.
            await page.goto(link.pathname + link.search);
            await page.getByLabel("New password").fill("yet-another-one");
            await page.getByLabel("Confirm password").fill("yet-another-one");
            await page.getByTestId("reset-submit").click();
            await page.getByTestId("reset-problem").waitFor();
            await page.getByTestId("ask-again").waitFor();
          });
        },
      );

      await t.step("the lock screen keeps every page until the password is typed again", async () => {
        await h.withPage({ allow: [/status of 401/] }, async ({ page }) => {
          await open(page, "/apps/account");
          await page.getByTestId("user-menu").click();
          await page.getByTestId("lock-screen").click();
          await page.getByTestId("lock-page").waitFor();
          assert.match((await page.getByTestId("lock-user").textContent())!, /Ada Admin/);

          await page.goto("/apps/account");
          await waitForPath(page, "/pages/auth/lock");
          await page.reload();
          await page.getByTestId("lock-page").waitFor();

          await page.getByLabel("Password", { exact: true }).fill("not-the-password");
          await page.getByTestId("unlock-submit").click();
          await page.getByTestId("password-error").filter({ hasText: /\S/ }).waitFor();

          await page.getByLabel("Password", { exact: true }).fill(SIGN_INS.admin.password);
          await page.getByTestId("unlock-submit").click();
          await waitForPath(page, "/apps/account");
          await page.getByTestId("list-page").waitFor();
        });
      });

      await t.step("in Arabic at phone width: no sideways scroll, drawers close with Escape", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          for (const path of ["/pages/pricing/style-3", "/ui/helper-classes", "/documentation/api"]) {
            await open(page, path);
            await page.locator("main h1").first().waitFor();
            await noSidewaysScroll(page);
          }
          await open(page, "/pages/pricing/style-2");
          await page.getByTestId("plan-practice").waitFor();
          await noSidewaysScroll(page);

          await open(page, "/ui/page-layouts/simple/left-sidebar");
          const sidebar = page.getByTestId("layout-sidebar");
          await sidebar.waitFor({ state: "hidden" });
          await page.getByTestId("sidebar-toggle").click();
          await sidebar.waitFor();
          await page.keyboard.press("Escape");
          await sidebar.waitFor({ state: "hidden" });

          await open(page, "/documentation/working-with-ledgerdesk");
          const article = page.getByTestId("doc-article");
          await article.locator("h2").first().waitFor();
          assert.equal(await article.getAttribute("dir"), "ltr", "the English text reads left to right");
          await noSidewaysScroll(page);
        });
      });

      await t.step("the language menu leads to the page about languages", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await page.getByTestId("language-menu").click();
          await page.getByTestId("language-docs").click();
          await waitForPath(page, "/documentation/working-with-ledgerdesk");
          await page.getByTestId("doc-article").getByRole("heading", { name: "Languages" }).waitFor();
          assert.equal(new URL(page.url()).hash, "#languages");
        });
      });
    } finally {
      await h.close();
    }
  },
});

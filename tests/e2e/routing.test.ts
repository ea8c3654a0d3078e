import assert from "node:assert/strict";
import { REDIRECTS } from "../../client/shell/routes/redirects.ts";
import { E2E, Harness, open, settingsFor, waitForPath } from "../support/e2e.ts";

Deno.test({
  name: "routing: redirects, 404, bare and back-office pages",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    const settings = settingsFor("vertical");
    try {
      await t.step("every redirect lands on its target", async () => {
        assert.ok(Object.keys(REDIRECTS).length >= 9);
        await h.withPage({ settings }, async ({ page }) => {
          for (const [from, to] of Object.entries(REDIRECTS)) {
            await open(page, from);
            try {
              await waitForPath(page, to);
            } catch {
              assert.fail(`${from} should land on ${to}, landed on ${new URL(page.url()).pathname}`);
            }
            assert.equal(await page.getByTestId("error-404").count(), 0, `${to} is a page, not a 404`);
          }
        });
      });

      await t.step(
        "an unknown path shows the 404 page where it is, whose search suggests pages",
        async () => {
          await h.withPage({ settings }, async ({ page }) => {
            await open(page, "/no/such/page?x=1");
            await page.getByTestId("error-404").waitFor();
            // The address typed stays, to be corrected; the 404 page is shown inside the shell.
            assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, "/no/such/page?x=1");
            assert.ok(await page.getByTestId("toolbar").isVisible());

            // Its search suggests pages, accents and case folded away.
            const search = page.getByTestId("error-404").locator("input[type=search]");
            const suggestions = page.getByTestId("suggestions");
            for (const query of ["clie", "clíents", "  CLIE "]) {
              await search.fill(query);
              const link = suggestions.getByRole("link", { name: /^Clients/ });
              try {
                await link.waitFor({ timeout: 3_000 });
              } catch {
                assert.fail(
                  `"${query}" should suggest Clients; suggestions: ${await suggestions.textContent()}`,
                );
              }
              assert.equal(await link.getAttribute("href"), "/apps/account");
            }
            await search.fill("zzzz-nothing");
            assert.equal(await suggestions.getByRole("link").count(), 0);
            await search.fill("clie");
            await suggestions.getByRole("link", { name: /^Clients/ }).click();
            await waitForPath(page, "/apps/account");
          });
        },
      );

      await t.step("signed out, an unknown path shows the plain 404 page, not the app's frame", async () => {
        await h.withPage({ guest: true }, async ({ page }) => {
          await page.goto("/apps/no-such-app");
          await page.getByTestId("error-404").waitFor();
          assert.equal(new URL(page.url()).pathname, "/apps/no-such-app");
          assert.equal(await page.getByTestId("toolbar").count(), 0, "no toolbar, no 'Guest'");
          assert.equal(await page.getByTestId("vertical-nav").count(), 0);
        });
      });

      await t.step("an unknown API path answers a JSON 404", async () => {
        for (const method of ["GET", "POST"]) {
          const res = await fetch(new URL("/api/nope", h.server.url), { method });
          assert.equal(res.status, 404, `${method} /api/nope`);
          assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
          const body = await res.json();
          assert.equal(typeof body, "object");
        }
        const ok = await fetch(new URL("/api/quick-panel/data", h.server.url));
        assert.equal(ok.status, 200);
        await ok.body?.cancel();
      });

      await t.step("/login is a bare page: no navbar, toolbar, footer or panels", async () => {
        // Side panels switched on (the settings panel case shows them on shell pages), so their absence here
        // means something.
        const withPanels = settingsFor("vertical", {
          layout: { config: { leftSidePanel: { display: true }, rightSidePanel: { display: true } } },
        });
        await h.withPage({ settings: withPanels, guest: true }, async ({ page }) => {
          await open(page, "/login");
          await page.getByTestId("login-page").waitFor();
          const ids = ["navbar", "toolbar", "footer", "settings-open", "left-side-panel", "right-side-panel"];
          for (const id of ids) {
            assert.equal(await page.getByTestId(id).count(), 0, `${id} should not be on /login`);
          }
        });
      });

      await t.step("/login shows no chat panel strip either", async () => {
        // routes/types.ts: bare pages show "no navbar, bars or panels"; the quick and settings panels obey it.
        await h.withPage({ settings, guest: true }, async ({ page }) => {
          await open(page, "/login");
          await page.getByTestId("login-page").waitFor();
          assert.equal(
            await page.getByTestId("chat-panel").isVisible(),
            false,
            "the chat panel is shown on /login",
          );
        });
      });

      await t.step("back-office routes resolve to their screens", async () => {
        await h.withPage({ settings }, async ({ page }) => {
          // View pages of real records are covered by backoffice.test.ts; here only that the paths resolve.
          await open(page, "/apps/account");
          await page.getByTestId("list-page").waitFor();
          await open(page, "/apps/comm/professionalletter/exit/addexit");
          await page.getByTestId("form-page").waitFor();

          await open(page, "/apps/incometax/addincomeTax");
          await page.getByTestId("form-page").waitFor();
          assert.equal(new URL(page.url()).pathname, "/apps/incometax/addincomeTax");
          assert.equal(await page.getByTestId("error-404").count(), 0);
        });
      });
    } finally {
      await h.close();
    }
  },
});

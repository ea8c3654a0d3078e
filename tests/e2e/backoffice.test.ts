import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { E2E, eventually } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";
import type { TestServer } from "../support/server.ts";

type Who = { email: string; password: string };
type Ctx = { page: Page; dialogs: string[] };

/** The API as a signed-in user, for arranging data the test does not drive through the pages. */
function apiAs(server: TestServer, token: string) {
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(new URL(`/api/backoffice/${path}`, server.url), {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

const path = (page: Page) => new URL(page.url()).pathname;
const title = (page: Page) => page.getByTestId("page-title");
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Waits until `check` holds (a dialog is answered outside the page's own event loop). */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function waitForTitle(page: Page, text: string | RegExp) {
  await title(page).filter({ hasText: text }).waitFor();
}

Deno.test({
  name: "back office: generated list, add, view, edit and delete pages over the resource API",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const api = apiAs(server, admin.jwt_access_token);
      const company = await api<{ id: string }>("POST", "accounttype", {
        name: "Xylo Company",
        entityKind: "company",
      });
      const trust = await api<{ id: string }>("POST", "accounttype", {
        name: "Xylo Trust",
        entityKind: "trust",
      });
      let accountId = "";

      await t.step("an admin adds a client through the form, picking its account type", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/account");
          await waitForTitle(page, "Clients");
          await page.locator("[data-testid=list-row], [data-testid=list-empty]").first().waitFor();
          await page.getByTestId("add-button").click();
          await page.waitForURL((u) => u.pathname === "/apps/account/addaccount");

          // Saving an empty form shows the shared validator's messages and focuses the first bad field.
          await page.getByTestId("save").click();
          await eventually(async () => {
            assert.equal(await page.getByTestId("error-name").textContent(), "Required");
            assert.equal(await page.getByTestId("error-accountType").textContent(), "Required");
            assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "name");
          });

          await field(page, "name").fill("Xylo Holdings");
          const picker = page.locator("#field-accountType");
          await picker.fill("xylo c");
          await page.getByRole("option", { name: "Xylo Company" }).click();
          await eventually(async () => {
            assert.equal(await picker.inputValue(), "Xylo Company");
            assert.equal(await page.getByTestId("error-accountType").textContent(), "");
          });
          await field(page, "incomeTaxNumber").fill("123");
          await field(page, "incomeTaxNumber").blur();
          await eventually(async () =>
            assert.notEqual(await page.getByTestId("error-incomeTaxNumber").textContent(), "")
          );
          await field(page, "incomeTaxNumber").fill("");

          await page.getByTestId("save").click();
          await page.waitForURL((u) => u.pathname.startsWith("/apps/account/view/"));
          accountId = path(page).split("/").pop()!;
          await waitForTitle(page, /Xylo Holdings/);
          await page.getByTestId("message").filter({ hasText: "Xylo Holdings" }).waitFor();
          const details = page.getByTestId("record-details");
          await details.getByRole("link", { name: "Xylo Company" }).waitFor();
          assert.equal(await details.locator("[data-field=status]").textContent(), "Active");
          await page.getByTestId("audit-entry").filter({ hasText: "Created" }).waitFor();
          assert.match((await page.getByTestId("audit-entry").first().textContent()) ?? "", /Ada Admin/);
        });
      });

      await t.step("the list pages, searches, sorts and filters, all kept in the address", async () => {
        await api("POST", "account", { name: "Xylo Traders", accountType: company.id, status: "prospect" });
        for (let i = 1; i <= 24; i++) {
          await api("POST", "account", {
            name: `Xylo Filler ${String(i).padStart(2, "0")}`,
            accountType: trust.id,
          });
        }
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          const rows = page.getByTestId("list-row");
          const rowCount = (n: number) =>
            page.waitForFunction((n) => document.querySelectorAll("[data-testid=list-row]").length === n, n);
          const range = (text: string) => page.getByTestId("range").filter({ hasText: text }).waitFor();

          await page.goto("/apps/account?q=xylo");
          await rows.filter({ hasText: "Xylo Holdings" }).waitFor();
          assert.match((await rows.filter({ hasText: "Xylo Holdings" }).textContent()) ?? "", /Xylo Company/);
          await range("1–25 of 26");
          assert.equal(await rows.count(), 25);
          await page.getByTestId("next-page").click();
          // The address holds the place the page starts at (one list query: a place or a page number); the
          // page's number rides in the history entry, so a reload still labels it.
          await page.waitForURL((u) => u.searchParams.has("after") && !u.searchParams.has("page"));
          await range("26–26 of 26");
          await rowCount(1);
          await page.reload();
          await range("26–26 of 26");
          await rowCount(1);
          await page.getByTestId("previous-page").click();
          await page.waitForURL((u) => !u.searchParams.has("after") && !u.searchParams.has("before"));
          await range("1–25 of 26");

          await page.getByTestId("list-search").fill("xylo traders");
          await page.waitForURL((u) => u.searchParams.get("q") === "xylo traders");
          await rowCount(1);
          assert.match((await rows.first().textContent()) ?? "", /Xylo Traders/);
          await page.reload();
          await rows.filter({ hasText: "Xylo Traders" }).waitFor();
          assert.equal(await page.getByTestId("list-search").inputValue(), "xylo traders");

          await page.getByTestId("list-search").fill("nothing like this");
          await page.getByTestId("list-empty").filter({ hasText: "Nothing matches" }).waitFor();
          await page.getByTestId("clear-filters").click();
          await page.waitForURL((u) => u.search === "");
          await rows.first().waitFor();

          // The address changes as the router starts the navigation; the table follows when React commits.
          await page.goto("/apps/account?q=xylo");
          await rows.first().waitFor();
          const nameSorted = (order: string) =>
            page.locator(`th[aria-sort=${order}]`, { has: page.getByTestId("sort-name") }).waitFor();
          const firstRow = (name: string) =>
            page.waitForFunction(
              (name) => document.querySelector("[data-testid=list-row]")?.textContent?.includes(name),
              name,
            );
          await page.getByTestId("sort-name").click();
          await page.waitForURL((u) => u.searchParams.get("sort") === "name");
          await nameSorted("ascending");
          await firstRow("Xylo Filler 01");
          await page.getByTestId("sort-name").click();
          await page.waitForURL((u) => u.searchParams.get("order") === "desc");
          await nameSorted("descending");
          await firstRow("Xylo Traders");
          await page.goBack();
          await page.waitForURL((u) => u.searchParams.get("order") === "asc");
          await nameSorted("ascending");

          await page.getByTestId("filter-status").selectOption("prospect");
          await page.waitForURL((u) => u.searchParams.get("status") === "prospect");
          await rowCount(1);

          await page.getByTestId("page-size").selectOption("50");
          await page.waitForURL((u) => u.searchParams.get("pageSize") === "50");

          // Enter on a focused row opens the record's view page.
          await rows.first().focus();
          await page.keyboard.press("Enter");
          await page.waitForURL((u) => u.pathname.startsWith("/apps/account/view/"));
          await waitForTitle(page, /Xylo Traders/);
        });
      });

      await t.step("the ref picker works from the keyboard", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/account/addaccount");
          const picker = page.locator("#field-accountType");
          await picker.focus();
          await page.keyboard.press("ArrowDown");
          await eventually(async () => assert.equal(await picker.getAttribute("aria-expanded"), "true"));
          await page.getByRole("option").first().waitFor();
          const answered = page.waitForResponse((r) =>
            r.url().includes("/api/backoffice/accounttype?") && r.url().includes("q=xylo")
          );
          await page.keyboard.type("xylo");
          await answered;
          await page.waitForFunction(() => document.querySelectorAll("[role=option]").length === 2);
          await eventually(async () =>
            assert.match((await picker.getAttribute("aria-activedescendant")) ?? "", /option-0$/)
          );
          await page.keyboard.press("ArrowDown");
          await eventually(async () =>
            assert.match((await picker.getAttribute("aria-activedescendant")) ?? "", /option-1$/)
          );
          await page.keyboard.press("Enter");
          await eventually(async () => {
            assert.equal(await picker.getAttribute("aria-expanded"), "false");
            assert.equal(await picker.inputValue(), "Xylo Trust");
          });
          assert.equal(path(page), "/apps/account/addaccount", "Enter picked, it did not submit");

          await page.keyboard.press("ArrowDown");
          await page.getByRole("listbox").waitFor();
          await page.keyboard.press("Escape");
          await page.getByRole("listbox").waitFor({ state: "detached" });
          assert.equal(await picker.inputValue(), "Xylo Trust");

          await page.getByTestId("field-accountType-clear").click();
          await eventually(async () => assert.equal(await picker.inputValue(), ""));
        });
      });

      await t.step("CSV export downloads the filtered list with the session's token", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/account?q=xylo%20holdings");
          await page.getByTestId("list-row").first().waitFor();
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByTestId("export-csv").click(),
          ]);
          assert.match(download.suggestedFilename(), /^account-\d{4}-\d{2}-\d{2}\.csv$/);
          const bytes = await Deno.readFile((await download.path())!);
          assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "a byte-order mark, for Excel");
          const text = new TextDecoder().decode(bytes);
          const lines = text.trim().split(/\r?\n/);
          assert.match(lines[0], /^Code,Name,/);
          assert.equal(lines.length, 2, text);
          assert.match(lines[1], /Xylo Holdings/);
          assert.match(lines[1], /Xylo Company/);
          // Options as stored, whatever the page's language: what an import takes back.
          assert.match(lines[1], /,active$/);
        });
      });

      await t.step("editing saves, goes to the view page and is in the history", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto(`/apps/account/view/${accountId}`);
          await page.getByTestId("edit-button").click();
          await page.waitForURL((u) => u.pathname === `/apps/account/${accountId}`);
          await field(page, "name").fill("Xylo Holdings (Pty) Ltd");
          await field(page, "status").selectOption("dormant");
          await page.getByTestId("save").click();
          await page.waitForURL((u) => u.pathname === `/apps/account/view/${accountId}`);
          await waitForTitle(page, /Xylo Holdings \(Pty\) Ltd/);
          const update = page.getByTestId("audit-entry").filter({ hasText: "Updated" });
          await update.getByTestId("audit-change").filter({ hasText: "Status" }).waitFor();
          const text = (await update.innerText()).replace(/\s+/g, " ");
          assert.match(text, /Name: Xylo Holdings →.*Xylo Holdings \(Pty\) Ltd/);
          assert.match(text, /Status: Active →.*Dormant/);
        });
      });

      await t.step("leaving a form with unsaved changes asks first", async () => {
        let stay = true;
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page, dialogs }) => {
          await page.goto(`/apps/account/${accountId}`);
          await field(page, "tradingName").fill("Xylo");
          await page.locator("header .breadcrumbs").getByRole("link", { name: "Clients" }).click();
          await until(() => dialogs.length === 1, "the confirm");
          assert.match(dialogs[0], /unsaved changes/);
          assert.equal(path(page), `/apps/account/${accountId}`);
          assert.equal(await field(page, "tradingName").inputValue(), "Xylo");

          await page.goBack();
          await until(() => dialogs.length === 2, "Back to ask too");
          assert.equal(path(page), `/apps/account/${accountId}`);

          stay = false;
          await page.locator("header .breadcrumbs").getByRole("link", { name: "Clients" }).click();
          await page.waitForURL((u) => u.pathname === "/apps/account");
          assert.equal(dialogs.length, 3);
          await page.getByTestId("list-page").waitFor();
        }, { answer: () => !stay });
      });

      await t.step(
        "a related list loads when scrolled near, its Add prefills the reference, and the new record is listed",
        async () => {
          const beta = await api<{ items: { id: string; _title: string }[] }>(
            "GET",
            "account?q=xylo%20traders",
          );
          const { id, _title } = beta.items[0];
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
            const asked: string[] = [];
            page.on("request", (r) => {
              if (new URL(r.url()).pathname === "/api/backoffice/contact") asked.push(r.url());
            });
            await page.goto(`/apps/account/view/${id}`);
            await waitForTitle(page, _title);
            // Below the details: a related list asks for its records only once scrolled near, not with the record.
            const contacts = page.getByTestId("related-contact");
            await contacts.getByTestId("related-waiting").waitFor();
            await page.waitForTimeout(500);
            assert.deepEqual(asked, []);
            await contacts.scrollIntoViewIfNeeded();
            await contacts.getByText("None yet.").waitFor();
            assert.equal(asked.length, 1);
            await page.getByTestId("related-contact-add").click();
            await page.waitForURL((u) =>
              u.pathname === "/apps/contact/addcontact" && u.searchParams.get("account") === id
            );
            await eventually(async () =>
              assert.equal(await page.locator("#field-account").inputValue(), _title)
            );
            await field(page, "firstName").fill("Jane");
            await field(page, "lastName").fill("Doe");
            await page.getByTestId("save").click();
            await page.waitForURL((u) => u.pathname.startsWith("/apps/contact/view/"));
            await page.getByTestId("record-details").getByRole("link", { name: _title }).click();
            await page.waitForURL((u) => u.pathname === `/apps/account/view/${id}`);
            await contacts.scrollIntoViewIfNeeded();
            await contacts.getByRole("link", { name: "Jane Doe" }).waitFor();
          });
        },
      );

      await t.step("deleting asks in a dialog; a record still referred to is explained", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto(`/apps/master/accounttype/${company.id}`);
          await waitForTitle(page, "Xylo Company");
          await page.getByTestId("delete-button").click();
          const dialog = page.getByTestId("delete-dialog");
          await dialog.getByText("Delete Xylo Company?").waitFor();
          await page.keyboard.press("Escape");
          await dialog.getByText("Delete Xylo Company?").waitFor({ state: "detached" });

          await page.getByTestId("delete-button").click();
          await page.getByTestId("delete-dialog-confirm").click();
          const refused = page.getByTestId("delete-refused");
          await refused.waitFor();
          assert.match((await dialog.textContent()) ?? "", /Cannot delete Xylo Company/);
          assert.match((await refused.textContent()) ?? "", /2 × Clients: .*Xylo Holdings/);
          await dialog.getByRole("button", { name: "Close" }).click();
          assert.equal(path(page), `/apps/master/accounttype/${company.id}`);

          await page.goto(`/apps/account/view/${accountId}`);
          await waitForTitle(page, /Xylo Holdings/);
          await page.getByTestId("delete-button").click();
          await page.getByTestId("delete-dialog-confirm").click();
          await page.waitForURL((u) => u.pathname === "/apps/account");
          await page.getByTestId("message").filter({ hasText: "Deleted" }).waitFor();
          await page.goto("/apps/account?q=xylo%20holdings");
          await page.getByTestId("list-empty").filter({ hasText: "Nothing matches" }).waitFor();
        }, { allow: [/status of 409/] });
      });

      await t.step("a clerk is offered no Delete, and master data is read-only", async () => {
        const beta = await api<{ items: { id: string }[] }>("GET", "account?q=xylo%20traders");
        await signedInPage(browser, server, SIGN_INS.clerk, async ({ page }) => {
          await page.goto(`/apps/account/view/${beta.items[0].id}`);
          await waitForTitle(page, /Xylo Traders/);
          await page.getByTestId("edit-button").waitFor();
          assert.equal(await page.getByTestId("delete-button").count(), 0);
          await page.getByTestId("edit-button").click();
          await field(page, "name").waitFor();
          assert.equal(await page.getByTestId("delete-button").count(), 0);
          assert.equal(await page.getByTestId("save").count(), 1);

          await page.goto("/apps/master/accounttype");
          await page.getByTestId("list-row").first().click();
          // The banner shows once the grants are known (they stay loaded for the rest of this page's life).
          await page.getByTestId("read-only").waitFor();
          assert.equal(await page.getByTestId("save").count(), 0);
          assert.equal(await page.getByTestId("delete-button").count(), 0);
          assert.ok(await field(page, "name").isDisabled());
          await page.goBack();
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(await page.getByTestId("add-button").count(), 0);
        });
      });

      await t.step("every resource's list, add and edit pages open without errors", async () => {
        const permissions = await api<{ items: { id: string }[] }>("GET", "permission");
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          for (const r of RESOURCE_ROUTES) {
            await page.goto(r.base);
            await page.locator("[data-testid=list-row], [data-testid=list-empty]").first().waitFor();
            assert.equal(await title(page).textContent(), r.label.en, r.name);
            if (r.add) {
              await page.goto(`${r.base}/${r.add}`);
              await page.getByTestId("record-form").waitFor();
            }
          }
          await page.goto(`/apps/permission/${permissions.items[0].id}`);
          await page.getByTestId("record-form").waitFor();
          await page.locator("[name='grants.clients']").first().waitFor();
          // Permission records are a fixed set: never deleted, so no Delete even for an admin.
          await page.getByTestId("page-title").filter({ hasText: /\w/ }).waitFor();
          assert.equal(await page.getByTestId("delete-button").count(), 0);
        });
      });

      await t.step("labels follow the language, right to left in Arabic", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.addInitScript(() => localStorage.setItem("ledgerdesk.language", "ar"));
          await page.goto("/apps/account/addaccount");
          await waitForTitle(page, "عميل جديد");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await page.getByText("نوع الحساب").first().waitFor();
          await page.getByRole("button", { name: "حفظ" }).waitFor();
          // The shared validator's messages and the options are in the language too.
          await page.getByTestId("save").click();
          await eventually(async () =>
            assert.equal(await page.getByTestId("error-name").textContent(), "مطلوب")
          );
          assert.equal(
            await page.locator("[name=status] option[value=prospect]").textContent(),
            "عميل محتمل",
          );
        });
      });

      await t.step(
        "options read in Turkish in lists, filters and view pages; search finds by client",
        async () => {
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
            await page.addInitScript(() => localStorage.setItem("ledgerdesk.language", "tr"));
            await page.goto("/apps/account?q=xylo%20traders");
            const row = page.getByTestId("list-row").filter({ hasText: "Xylo Traders" });
            await row.waitFor();
            assert.match((await row.textContent()) ?? "", /Aday müşteri/);
            assert.equal(
              await page.locator("[data-testid=filter-status] option[value=dormant]").textContent(),
              "Faaliyetsiz",
            );
            await row.click();
            await page.waitForURL((u) => u.pathname.startsWith("/apps/account/view/"));
            await page.getByTestId("record-details").locator("[data-field=status]").filter({
              hasText: "Aday müşteri",
            })
              .waitFor();
            // A contact is found by its client's name.
            await page.goto("/apps/contact?q=xylo%20traders");
            await page.getByTestId("list-row").filter({ hasText: "Jane" }).waitFor();
          });
        },
      );

      await t.step("the admin's permissions are locked: no Edit, no Save, the reason instead", async () => {
        const permissions = await api<{ items: { id: string; role: string }[] }>("GET", "permission");
        const admin = permissions.items.find((p) => p.role === "admin")!;
        const staff = permissions.items.find((p) => p.role === "staff")!;
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto(`/apps/permission/view/${admin.id}`);
          await waitForTitle(page, "Admin");
          await page.getByTestId("record-details").waitFor();
          assert.equal(await page.getByTestId("edit-button").count(), 0);
          assert.equal(await page.getByTestId("delete-button").count(), 0);
          await page.goto(`/apps/permission/${admin.id}`);
          await page.getByTestId("read-only").filter({
            hasText: "The admin role always has every permission.",
          })
            .waitFor();
          assert.equal(await page.getByTestId("save").count(), 0);
          await page.goto(`/apps/permission/view/${staff.id}`);
          await waitForTitle(page, "Staff");
          await page.getByTestId("edit-button").waitFor();
          assert.equal(await page.getByTestId("delete-button").count(), 0);
          await page.goto("/apps/permission");
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(await page.getByTestId("add-button").count(), 0);
        });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

/**
 * Two people edit the same client (issue 32): a save over a newer version is merged field by field, keeping the
 * other person's changes and asking only about a field both changed, in view, with mine, theirs and the original;
 * the history shows each change from → to; at phone width and in Arabic the question is answered by keyboard.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { axeViolations, describeViolations, settle } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E, LANGUAGE_KEY } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

type Account = { id: string; email: string | null; notes: string | null; version: number };

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Opens a client's edit form and waits until it shows the stored email. */
async function openForm(page: Page, id: string, email: string) {
  await page.goto(`/apps/account/${id}`);
  await page.waitForFunction(
    (email) => (document.querySelector("[name=email]") as HTMLInputElement | null)?.value === email,
    email,
  );
}

async function saveAndLeave(page: Page, id: string) {
  await page.getByTestId("save").click();
  await page.waitForURL((u) => u.pathname === `/apps/account/view/${id}`);
}

/** Whether a history line's old value is drawn before its new one in the reading direction (left of it, or right). */
function readsInOrder(page: Page, rtl: boolean) {
  return page.getByTestId("audit-change").first().evaluate((line, rtl) => {
    const x = (side: string) => line.querySelector(`[data-side=${side}]`)!.getBoundingClientRect();
    const from = x("from");
    const to = x("to");
    // A line may wrap: the new value then starts on a line below.
    return to.top > from.bottom - 1 || (rtl ? from.left > to.right - 1 : from.right < to.left + 1);
  }, rtl);
}

/** Whether the element is wholly inside the viewport, and whether the focus is in it. */
function placed(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      inView: r.top >= 0 && r.top < innerHeight && r.left >= 0 && r.right <= innerWidth,
      focused: el.contains(document.activeElement),
    };
  });
}

Deno.test({
  name: "two people editing one client: merged field by field, asked only about the field both changed",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const api = backofficeCaller(server.url, admin.jwt_access_token);
      const type = (await api("GET", "accounttype?pageSize=1")).items[0];
      const client: Account = await api("POST", "account", {
        name: "Karoo Conflicts (Pty) Ltd",
        accountType: type.id,
        financialYearEnd: 2,
        email: "first@karoo.co.za",
      });
      const stored = async (): Promise<Account> => await api("GET", `account/${client.id}`);
      const asStaff = { allow: [/status of 409/] };

      await t.step(
        "A changes the email, B only the notes: B's save keeps A's email, asking nothing",
        async () => {
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page: a }) => {
            await signedInPage(browser, server, SIGN_INS.staff, async ({ page: b }) => {
              await openForm(a, client.id, "first@karoo.co.za");
              await openForm(b, client.id, "first@karoo.co.za");
              await field(a, "email").fill("accounts@karoo.co.za");
              await saveAndLeave(a, client.id);

              await field(b, "notes").fill("Called about the VAT return");
              await saveAndLeave(b, client.id);
              assert.equal(await b.getByTestId("conflict").count(), 0, "nothing was asked");
              await b.getByTestId("message").filter({ hasText: /Email.*theirs were kept/ }).waitFor();
              const saved = await stored();
              assert.equal(saved.email, "accounts@karoo.co.za", "A's email is not put back");
              assert.equal(saved.notes, "Called about the VAT return");
            }, asStaff);
          });
        },
      );

      await t.step(
        "both change the email: B is asked, in view, mine/theirs/original, and B's pick is saved",
        async () => {
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page: a }) => {
            await signedInPage(browser, server, SIGN_INS.staff, async ({ page: b }) => {
              await openForm(a, client.id, "accounts@karoo.co.za");
              await openForm(b, client.id, "accounts@karoo.co.za");
              await field(a, "email").fill("finance@karoo.co.za");
              await field(a, "phone").fill("021 555 0101");
              await saveAndLeave(a, client.id);

              await field(b, "email").fill("admin@karoo.co.za");
              await field(b, "notes").fill("VAT return filed");
              await b.getByTestId("save").scrollIntoViewIfNeeded();
              await b.getByTestId("save").click();
              const conflict = b.getByTestId("conflict");
              await conflict.waitFor();
              assert.deepEqual(await placed(b, "conflict"), { inView: true, focused: true });
              assert.equal(await conflict.locator("fieldset").count(), 1, "only the email is asked about");
              assert.match(await conflict.innerText(), /So are their changes to Phone/);
              const side = (s: string) => b.getByTestId(`conflict-email-${s}`).innerText();
              assert.match(await side("mine"), /Yours\s+admin@karoo\.co\.za/);
              assert.match(await side("theirs"), /Theirs\s+finance@karoo\.co\.za/);
              assert.match(await side("original"), /Original\s+accounts@karoo\.co\.za/);
              await settle(b);
              const violations = await axeViolations(b);
              assert.deepEqual(violations, [], describeViolations(violations));

              // Saving without a choice asks for one.
              await b.getByTestId("conflict-save").click();
              await conflict.getByRole("alert").filter({ hasText: "Choose yours or theirs" }).waitFor();
              await b.getByTestId("conflict-email-mine").click();
              await b.getByTestId("conflict-save").click();
              await b.waitForURL((u) => u.pathname === `/apps/account/view/${client.id}`);
              const saved = await stored();
              assert.deepEqual(
                [saved.email, saved.notes, (saved as Record<string, unknown>).phone],
                ["admin@karoo.co.za", "VAT return filed", "021 555 0101"],
              );

              // The history, newest first: each change from → to.
              const changes = b.getByTestId("audit-change");
              await changes.first().waitFor();
              const lines = (await changes.allInnerTexts()).map((l) => l.replace(/\s+/g, " "));
              assert.match(lines[0], /^Email: finance@karoo\.co\.za →.*admin@karoo\.co\.za$/);
              assert.ok(lines.some((l) => /^Phone: \(empty\) →.*021 555 0101$/.test(l)), lines.join("\n"));
              assert.ok(lines.some((l) => /^Email: first@karoo\.co\.za →.*accounts@karoo\.co\.za$/.test(l)));
              assert.ok(await readsInOrder(b, false), "from, then to, left to right");
              await settle(b);
              const onView = await axeViolations(b);
              assert.deepEqual(onView, [], describeViolations(onView));
            }, asStaff);
          });
        },
      );

      await t.step("at 390 px in Arabic the question is in view and answered by keyboard", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page: b }) => {
          await b.setViewportSize({ width: 390, height: 844 });
          await b.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
          await openForm(b, client.id, "admin@karoo.co.za");
          assert.equal(await b.getAttribute("html", "dir"), "rtl");
          const now = await stored();
          await api("PUT", `account/${client.id}`, { email: "ap@karoo.co.za", version: now.version });

          await field(b, "email").fill("ar@karoo.co.za");
          await field(b, "email").press("Enter");
          const conflict = b.getByTestId("conflict");
          await conflict.waitFor();
          assert.deepEqual(await placed(b, "conflict"), { inView: true, focused: true });
          assert.match(await conflict.innerText(), /قام شخص آخر بحفظ هذا السجل/);
          for (const s of ["mine", "theirs", "original"]) {
            const box = await b.getByTestId(`conflict-email-${s}`).boundingBox();
            assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${s} fits the phone's width`);
          }
          await settle(b);
          const violations = await axeViolations(b);
          assert.deepEqual(violations, [], describeViolations(violations));

          // From the panel: Tab to the first choice (mine), an arrow to theirs, Tab to the save button.
          await b.keyboard.press("Tab");
          await b.keyboard.press("ArrowDown");
          assert.ok(await b.getByTestId("conflict-email-theirs").locator("input").isChecked());
          await b.keyboard.press("Tab");
          await b.keyboard.press("Enter");
          await b.waitForURL((u) => u.pathname === `/apps/account/view/${client.id}`);
          assert.equal((await stored()).email, "ap@karoo.co.za");
          const line = (await b.getByTestId("audit-change").first().innerText()).replace(/\s+/g, " ");
          assert.match(line, /ap@karoo\.co\.za/);
          assert.match(line, /←/, "the arrow points the way Arabic reads");
          assert.ok(await readsInOrder(b, true), "from, then to, right to left");
          await settle(b);
          const onPhone = await axeViolations(b);
          assert.deepEqual(onPhone, [], describeViolations(onPhone));
        }, { allow: [/status of 409/] });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

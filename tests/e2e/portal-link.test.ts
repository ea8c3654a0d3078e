/**
 * Sign-in by link in Chromium (issue 37): a client asks for a code on a laptop, opens the mail's link on a 390 px
 * phone in Arabic; the phone says the laptop is signed in and is not signed in itself, and the laptop, polling,
 * reaches the portal's home on its own. The same link opened again says it was used. The practice's logo
 * (PRACTICE_LOGO) is beside its name on both.
 */
import assert from "node:assert/strict";
import { Fixtures } from "../backoffice/support.ts";
import { adminCaller, E2E, Harness } from "../support/e2e.ts";
import { openMailbox } from "../support/mailbox.ts";
import { openPortal } from "../support/portal-page.ts";
import { screenProblems } from "../support/axe.ts";

const CONTACT_EMAIL = "thabo@khumalo.test";
const PHONE = { width: 390, height: 844 };

Deno.test("a code's link opened on a phone signs in the laptop that asked", E2E, async () => {
  const mailbox = await openMailbox();
  const logo = await Deno.makeTempFile({ suffix: ".svg" });
  await Deno.writeTextFile(
    logo,
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
  );
  const harness = await Harness.start({
    SMTP_URL: mailbox.url,
    PUBLIC_URL: "https://portal.practice.test",
    PRACTICE_NAME: "Khumalo & Partners",
    PRACTICE_LOGO: logo,
  });
  try {
    const staff = adminCaller(harness);
    const fixtures = new Fixtures(staff);
    const account =
      (await fixtures.create("account", 5, { name: "Khumalo Trading", email: "k@khumalo.test" })).id;
    const contact = (await fixtures.create("contact", 5, { account, email: CONTACT_EMAIL })).id;
    assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
    const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(1))[0])![1];
    const accepted = await fetch(new URL("/api/portal/invitations/accept", harness.server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: invitation }),
    });
    assert.equal(accepted.status, 200);

    await harness.withPage({ guest: true, language: "en" }, async ({ page: laptop }) => {
      const served = laptop.waitForResponse((r) => r.url().endsWith("/practice-logo.svg"));
      await openPortal(laptop);
      assert.equal((await served).headers()["cache-control"], "public, max-age=3600");
      const shown = laptop.getByTestId("portal-logo");
      await shown.waitFor();
      assert.ok(
        await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        "drawn",
      );
      await laptop.getByText("Khumalo & Partners").first().waitFor();
      const form = laptop.getByTestId("portal-sign-in");
      await form.getByTestId("portal-email").fill(CONTACT_EMAIL);
      await form.getByRole("button", { name: "Send me a code" }).click();
      await form.getByText("Or open the link in that mail").waitFor();
      const link = /https:\/\/portal\.practice\.test(\/portal\/link\?token=[0-9a-f]{64})/.exec(
        (await mailbox.wait(2))[1],
      )?.[1];
      assert.ok(link, "the code's mail carries a link to PUBLIC_URL");

      await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page: phone }) => {
        await phone.goto(link);
        const linked = phone.getByTestId("portal-linked");
        await linked.waitFor();
        assert.equal(
          await linked.textContent(),
          "سُجّل دخولك على الجهاز الذي طلبت منه. يمكنك إغلاق هذه الصفحة.",
        );
        assert.ok(!phone.url().includes("token"), "the token leaves the address bar");
        assert.equal(
          await phone.evaluate(() => localStorage.getItem("ledgerdesk.portal-token")),
          null,
          "the phone that opened the link is not signed in",
        );
        assert.equal(await phone.getByTestId("portal-home").count(), 0);
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `no sideways scrolling at 390 px (${width})`);
        assert.equal(await phone.getByTestId("portal-logo").count(), 1, "the logo on the phone too");
        assert.deepEqual(await screenProblems(phone, "the portal's signed-in-elsewhere page", "ar"), []);
      });

      // The laptop polls every 2 s and is signed in by itself.
      await laptop.getByTestId("portal-home").waitFor({ timeout: 15_000 });
      assert.ok(await laptop.evaluate(() => localStorage.getItem("ledgerdesk.portal-token")));

      await harness.withPage(
        { guest: true, language: "en", viewport: PHONE, allow: [/status of 400/] },
        async ({ page: again }) => {
          await again.goto(link);
          await again.getByTestId("portal-error").getByText("already used").waitFor();
          assert.equal(await again.getByTestId("portal-linked").count(), 0);
        },
      );
    });
  } finally {
    await harness.close();
    await mailbox.close();
    await Deno.remove(logo);
  }
});

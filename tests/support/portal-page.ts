/**
 * The client portal in Chromium: a practice whose mail the test reads (PUBLIC_URL set, as SMTP_URL requires), and a
 * contact's sign-in by the code of the newest mail, as a person does it on `/portal`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { appTookOver, eventually, Harness } from "./e2e.ts";
import { openMailbox } from "./mailbox.ts";

export type Mailbox = Awaited<ReturnType<typeof openMailbox>>;

/** A practice with a local SMTP server; links in its mail name PUBLIC_URL, pages open at the server's own address. */
export async function portalHarness(): Promise<{ mailbox: Mailbox; harness: Harness }> {
  const mailbox = await openMailbox();
  try {
    const harness = await Harness.start({
      SMTP_URL: mailbox.url,
      PUBLIC_URL: "https://portal.practice.test",
    });
    return { mailbox, harness };
  } catch (e) {
    await mailbox.close();
    throw e;
  }
}

/**
 * Opens `/portal` as a person who waits for it: its served sign-in (the HTML's own form) has given way to the app,
 * so what is typed next is typed into the app (what is typed before carries over; an Enter before does nothing).
 */
export async function openPortal(page: Page): Promise<void> {
  await page.goto("/portal");
  await appTookOver(page);
}

/** Signs `email` in on the portal's page by a code: the address, `send` (the button's words), the code mailed. */
export async function signInByCode(page: Page, mailbox: Mailbox, email: string, send: string): Promise<void> {
  await openPortal(page);
  const form = page.getByTestId("portal-sign-in");
  const before = mailbox.received.length;
  await form.getByTestId("portal-email").fill(email);
  await form.getByRole("button", { name: send }).click();
  const mails = await mailbox.wait(before + 1);
  const code = /client portal is ([0-9]{6})\./.exec(mails.at(-1)!)?.[1];
  assert.ok(code, mails.at(-1));
  await form.getByTestId("portal-code").fill(code);
  await form.getByRole("button").first().click();
  await page.getByTestId("portal-home").waitFor();
}

/** Waits for a mail matching `pattern` among those received, and gives it. */
export async function mailMatching(mailbox: Mailbox, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await eventually(() => {
    found = mailbox.received.find((m) => pattern.test(m));
    return Promise.resolve(assert.ok(found, `no mail matching ${pattern}`));
  });
  return found!;
}

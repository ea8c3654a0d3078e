import assert from "node:assert/strict";
import type { Browser, Dialog, Page } from "playwright-core";
import { seedSession } from "./auth-server.ts";
import { watchErrors } from "./browser.ts";

/** What a case gets: its page, the console errors so far, and the messages of the dialogs it met. */
export type PageCase = { page: Page; errors: string[]; dialogs: string[] };

export type PageOptions = {
  /** Failed requests the case causes on purpose (a 401, a 409): their console errors are not failures. */
  allow?: RegExp[];
  /** Whether to accept a browser dialog (the unsaved-changes confirm); accepted by default. */
  answer?: (dialog: Dialog) => boolean;
};

/**
 * Runs one case in a fresh browser context at 1440 × 900, downloads allowed; it fails when the page logged an
 * error it did not allow. The one page helper of the Chromium tests.
 */
export async function withPage(
  browser: Browser,
  server: { url: string },
  fn: (c: PageCase) => Promise<void>,
  { allow = [], answer = () => true, who }: PageOptions & { who?: { email: string; password: string } } = {},
): Promise<void> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void (answer(d) ? d.accept() : d.dismiss());
    });
    if (who) await seedSession(page, server.url, who);
    await fn({ page, errors, dialogs });
    assert.deepEqual(errors.filter((e) => !allow.some((a) => a.test(e))), [], "the page logged errors");
  } finally {
    await context.close();
  }
}

/** The same, signed in as `who` before the case starts. */
export function signedInPage(
  browser: Browser,
  server: { url: string },
  who: { email: string; password: string },
  fn: (c: PageCase) => Promise<void>,
  options: PageOptions = {},
): Promise<void> {
  return withPage(browser, server, fn, { ...options, who });
}

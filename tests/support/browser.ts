import { type Browser, chromium, type Page } from "playwright-core";
import { findChromium, NO_CHROMIUM } from "./chromium.ts";

/** The machine's Chromium (./chromium.ts), with the flags this closed network needs (ARCHITECTURE.md, "Known traps"). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) return Promise.reject(new Error(NO_CHROMIUM));
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** Collects console errors and CSP violations so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

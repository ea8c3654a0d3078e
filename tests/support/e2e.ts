import assert from "node:assert/strict";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import {
  deepMerge,
  DEFAULT_SETTINGS,
  LAYOUT_DEFAULTS,
  type LayoutStyle,
  type Settings,
} from "../../domain/settings.ts";
import { apiSignIn, SIGN_INS, type SignInAnswer, startDevServer, storedSession } from "./auth-server.ts";
import { launchBrowser, watchErrors } from "./browser.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { Caller } from "../backoffice/support.ts";

export const SETTINGS_KEY = "ledgerdesk.settings";
export const LANGUAGE_KEY = "ledgerdesk.language";

/** Options every Chromium test passes to Deno.test: Playwright keeps sockets and timers of its own. */
export const E2E = { sanitizeOps: false, sanitizeResources: false } as const;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * Stored settings for a layout style, starting from that style's defaults (as the settings panel does), with
 * animations off unless the patch turns them on, so the 1000 ms page-in never slows a test.
 */
export function settingsFor(style: LayoutStyle = "vertical", patch: DeepPartial<Settings> = {}): Settings {
  const base: Settings = {
    ...DEFAULT_SETTINGS,
    animations: false,
    layout: { style, config: LAYOUT_DEFAULTS[style] },
  };
  return deepMerge(base, patch);
}

export type PageOptions = {
  /**
   * The layout settings the user has chosen: saved on the signed-in user (sign-in applies the user's settings)
   * and seeded into local storage before the app starts. Without it, the defaults.
   */
  settings?: Settings;
  language?: "en" | "tr" | "ar";
  viewport?: { width: number; height: number };
  /** A visitor who is not signed in; otherwise the page starts signed in as the seeded admin. */
  guest?: boolean;
  /** Console errors the case causes on purpose (the CSP refusing an attack it plants): not failures. */
  allow?: RegExp[];
};

export type TestPage = {
  page: Page;
  context: BrowserContext;
  errors: string[];
  url: (path: string) => string;
};

/**
 * One browser, one server and one admin sign-in for a test file; each case gets a fresh context (fresh local
 * storage), signed in by storing the token under the spec's keys before the app starts.
 */
export class Harness {
  private constructor(
    readonly browser: Browser,
    readonly server: TestServer,
    readonly session: SignInAnswer,
  ) {}

  /** `env` overrides the server's configuration (e.g. `{ DEMO_APPS: "off" }`). */
  static start(env: Record<string, string> = {}): Promise<Harness> {
    return Harness.over(startTestServer(env));
  }

  /** The same over the development server (server/main.ts), which seeds the demo practice's records. */
  static startDev(): Promise<Harness> {
    return Harness.over(startDevServer());
  }

  private static async over(starting: Promise<TestServer>): Promise<Harness> {
    const [server, browser] = await Promise.all([starting, launchBrowser()]);
    try {
      return new Harness(browser, server, await apiSignIn(server.url, SIGN_INS.admin));
    } catch (err) {
      await browser.close();
      await server.close();
      throw err;
    }
  }

  /** Saves the signed-in user's settings, as the settings panel does. */
  async saveUserSettings(settings: Settings): Promise<void> {
    const res = await fetch(new URL("/api/auth/user/update", this.server.url), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${this.session.jwt_access_token}`,
      },
      body: JSON.stringify({ user: { data: { settings } } }),
    });
    assert.equal(res.status, 200, `saving the user's settings answered ${res.status}: ${await res.text()}`);
  }

  async close() {
    await this.browser.close();
    await this.server.close();
  }

  /** Runs `fn` with a new page, then asserts the page logged no console error and no CSP violation. */
  async withPage(options: PageOptions, fn: (p: TestPage) => Promise<void>): Promise<void> {
    const context = await this.browser.newContext({
      viewport: options.viewport ?? { width: 1440, height: 900 },
      baseURL: this.server.url,
    });
    context.setDefaultTimeout(10_000);
    try {
      if (!options.guest) await this.saveUserSettings(options.settings ?? DEFAULT_SETTINGS);
      const session = options.guest ? null : storedSession(this.session);
      await seedStorage(context, { settings: options.settings, language: options.language, session });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await fn({ page, context, errors, url: (path) => new URL(path, this.server.url).href });
      const allow = options.allow ?? [];
      assert.deepEqual(
        errors.filter((e) => !allow.some((a) => a.test(e))),
        [],
        "the page logged console errors or CSP violations",
      );
    } finally {
      await context.close();
    }
  }
}

/**
 * What every page of a context starts with in local storage, written before the app's scripts run: the session
 * (the spec's keys), the chosen layout settings and the language. Seeded once: after the first load the app's own
 * (possibly changed) choices must survive a reload. CSP violations are logged as console errors.
 */
export async function seedStorage(
  context: BrowserContext,
  options: Pick<PageOptions, "settings" | "language"> & { session: Record<string, string> | null },
): Promise<void> {
  await context.addInitScript(
    ({ settings, language, session, settingsKey, languageKey }) => {
      // The script runs in every frame, a shown PDF's viewer too, whose storage is null: only the app's matter.
      if (!globalThis.localStorage) return;
      if (session !== null && localStorage.getItem("jwt_access_token") === null) {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      }
      if (settings !== null && localStorage.getItem(settingsKey) === null) {
        localStorage.setItem(settingsKey, settings);
      }
      if (language !== null && localStorage.getItem(languageKey) === null) {
        localStorage.setItem(languageKey, language);
      }
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    },
    {
      settings: options.settings ? JSON.stringify(options.settings) : null,
      language: options.language ?? null,
      session: options.session,
      settingsKey: SETTINGS_KEY,
      languageKey: LANGUAGE_KEY,
    },
  );
}

/** Opens a path and waits until the shell has rendered its layout. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("[data-layout]").waitFor();
}

/**
 * Resolves when the app has saved to the server settings of the signed-in user that satisfy `check` (it saves
 * shortly after each change); call before the change, await before a reload.
 */
export async function settingsSaved(page: Page, check: (s: Settings) => boolean): Promise<void> {
  const res = await page.waitForResponse((r) => {
    if (new URL(r.url()).pathname !== "/api/auth/user/update") return false;
    const settings = r.request().postDataJSON()?.user?.data?.settings;
    return settings !== undefined && check(settings);
  });
  assert.equal(res.status(), 200, "saving the user's settings failed");
}

/** Waits until the page's pathname is `path` (client-side redirects included). */
/**
 * After loading a prerendered address (/login, /register): waits until the app has taken over from the form in
 * the HTML (client/kit/prerendered.ts), so what the test types meets the app's form.
 */
/**
 * Holds a page's entry script (the built file `entry` names: `main`, `portal`) back until `release` is called: the
 * page stays as the server sent it, its served form alone (client/kit/prerendered.ts).
 */
export async function holdScript(page: Page, entry: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/build/${entry}-[A-Z0-9]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function appTookOver(page: Page): Promise<void> {
  await page.locator("#shell").waitFor({ state: "detached" });
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path);
}

export async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  assert.ok(b, "element has no bounding box (not rendered)");
  return b;
}

/** Polls until an element's rendered width is `width` (within half a pixel): widths animate over 200 ms. */
export async function waitForWidth(page: Page, selector: string, width: number): Promise<void> {
  try {
    await page.waitForFunction(
      ({ selector, width }) => {
        const el = document.querySelector(selector);
        return el !== null && Math.abs(el.getBoundingClientRect().width - width) < 0.5;
      },
      { selector, width },
      { timeout: 3_000 },
    );
  } catch {
    const actual = await page.evaluate(
      (s) => document.querySelector(s)?.getBoundingClientRect().width ?? null,
      selector,
    );
    assert.fail(`${selector} should be ${width} px wide, is ${actual}`);
  }
}

/** Polls until an attribute of an element has the value (Playwright auto-waiting, without fixed sleeps). */
export async function waitForAttribute(
  page: Page,
  selector: string,
  name: string,
  value: string | null,
): Promise<void> {
  try {
    await page.waitForFunction(
      ({ selector, name, value }) => document.querySelector(selector)?.getAttribute(name) === value,
      { selector, name, value },
      { timeout: 3_000 },
    );
  } catch {
    const actual = await page.evaluate(
      ({ s, n }) => document.querySelector(s)?.getAttribute(n) ?? null,
      { s: selector, n: name },
    );
    assert.fail(`${selector} should have ${name}=${JSON.stringify(value)}, has ${JSON.stringify(actual)}`);
  }
}

/** Polls until `<html>` does (or does not) carry a class. */
export async function waitForHtmlClass(page: Page, name: string, present: boolean): Promise<void> {
  try {
    await page.waitForFunction(
      ({ name, present }) => document.documentElement.classList.contains(name) === present,
      { name, present },
      { timeout: 3_000 },
    );
  } catch {
    const actual = await page.evaluate(() => document.documentElement.className);
    assert.fail(`<html> should ${present ? "" : "not "}have class ${name}; classes: "${actual}"`);
  }
}

/** The stored settings, as the app wrote them. */
export async function storedSettings(page: Page): Promise<Settings> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY);
  assert.ok(raw, "settings are not stored");
  return JSON.parse(raw);
}

/** The back-office API as one signed-in person: the answer's JSON, failing the test on an error. */
export function backofficeCaller(serverUrl: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(`/api/backoffice/${path}`, serverUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
    return await res.json();
  };
}

/** The back-office API as the harness's signed-in admin. */
export const backofficeApi = (harness: Harness) =>
  backofficeCaller(harness.server.url, harness.session.jwt_access_token);

/**
 * Retries an assertion until it holds (React commits after the event that caused it; a write shown at once
 * reaches the server a moment later), at most `ms`.
 */
export async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The back-office API as the harness's admin, through its running server: the records a case starts from. */
export function adminCaller(harness: Harness): Caller {
  const url = harness.server.url;
  return new Caller(
    { request: (path, init) => fetch(new URL(path, url), init) },
    harness.session.jwt_access_token,
    "",
  );
}

/** Asserts nothing on the page is wider than its viewport (a phone's 390 px): nothing scrolls sideways. */
export async function assertFitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
}

/**
 * The harness's 10 s per wait, tripled, for a page's long walk: pages that load several chunks, uploads and
 * downloads took over 10 s on a shared 2-CPU machine under load (CI's), the page itself fine.
 */
export const slow = (page: Page) => page.context().setDefaultTimeout(30_000);

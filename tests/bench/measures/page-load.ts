import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "../../support/browser.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { ON_SCREEN, type OnScreen } from "../on-screen.ts";
import { withServers } from "../servers.ts";

/**
 * How soon a page shows what a person came for, in Chromium: a fresh context per load (nothing cached, the HTTP
 * cache switched off), the median of LOADS loads. The time is the page's own clock from the start of the
 * navigation to the first animation frame in which the element is on screen and not covered (the splash screen
 * covers the app until the session is known). Beside each figure, the same method on a trivial page with one
 * email field, served by a bare Deno.serve: the floor of this machine and browser.
 */

const LOADS = 5;
const SIGN_IN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };

/** Runs in the page before its own scripts: notes `performance.now()` once `selector` shows, uncovered. */
function watchFor(selector: string) {
  const { shownUncovered } = globalThis as unknown as OnScreen;
  const tick = () => {
    if (shownUncovered(document.querySelector(selector))) {
      (globalThis as { __shownAt?: number }).__shownAt = performance.now();
    } else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function timeToShow(
  browser: Browser,
  url: string,
  selector: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.addInitScript(ON_SCREEN);
    await page.addInitScript(watchFor, selector);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (globalThis as { __shownAt?: number }).__shownAt !== undefined, null, {
      timeout: 20_000,
    });
    return await page.evaluate(() => (globalThis as { __shownAt?: number }).__shownAt!);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function samples(ctx: BenchContext, label: string, load: () => Promise<number>): Promise<number[]> {
  await load(); // the server's and the browser's first time, not counted
  const times: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    times.push(await load());
  }
  ctx.progress(`${label}: ${times.map((t) => Math.round(t)).join(", ")} ms`);
  return times;
}

/** Signs in through the API and stores the session as the app does, so the page starts signed in. */
async function signedIn(origin: string): Promise<(context: BrowserContext) => Promise<void>> {
  const res = await fetch(`${origin}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SIGN_IN),
  });
  if (!res.ok) throw new Error(`signing in for the bench answered ${res.status}: ${await res.text()}`);
  const answer = await res.json();
  return async (context) => {
    await context.addInitScript((a) => {
      localStorage.setItem("jwt_access_token", a.jwt_access_token);
      localStorage.setItem("userId", a.userId);
      localStorage.setItem("userType", "employee");
      localStorage.setItem("userName", a.name);
    }, answer);
  };
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const specs = [{ name: "hello", entry: "serve-hello.ts" }, { name: "site", entry: "serve-site.ts" }];
  return await withServers(ctx, specs, async ([hello, site]) => {
    const browser = await launchBrowser();
    try {
      const floor = median(
        await samples(
          ctx,
          "trivial page",
          () => timeToShow(browser, `${hello.origin}/trivial`, "input[type=email]"),
        ),
      );
      const login = await samples(
        ctx,
        "/login",
        () => timeToShow(browser, `${site.origin}/login`, "input[type=email]"),
      );
      const session = await signedIn(site.origin);
      const dashboard = await samples(
        ctx,
        "/apps/dashboard",
        () => timeToShow(browser, `${site.origin}/apps/dashboard`, "[data-testid=figure-count]", session),
      );
      const beside = `trivial page ${Math.round(floor)} ms; median of ${LOADS}, cache off`;
      return [
        {
          id: "page-floor",
          label: "trivial page: email field shown",
          value: floor,
          unit: "ms",
          detail: `bare Deno.serve, one input; median of ${LOADS}`,
        },
        {
          id: "page-login",
          label: "/login: email field shown",
          value: median(login),
          unit: "ms",
          budget: atMost(300),
          detail: beside,
          data: { samples: login },
        },
        {
          id: "page-dashboard",
          label: "/apps/dashboard signed in, cold: figures shown",
          value: median(dashboard),
          unit: "ms",
          budget: atMost(800),
          detail: beside,
          data: { samples: dashboard },
        },
      ];
    } finally {
      await browser.close();
    }
  });
}

export const pageLoad: MeasureGroup = { id: "page-load", name: "page load (Chromium)", run };

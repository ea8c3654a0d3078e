import type { Page } from "playwright-core";
import { apiSignIn, SIGN_INS, storedSession } from "../../support/auth-server.ts";
import { launchBrowser } from "../../support/browser.ts";
import { seedStorage } from "../../support/e2e.ts";
import type { BenchContext, MeasureGroup, Result } from "../measure.ts";
import { quantile } from "../practice-store.ts";
import { withServers } from "../servers.ts";

/**
 * What a list's rows cost the browser's main thread by how many a page shows (issue 39: render only the rows in
 * view once a page is long, if that earns its place), in Chromium over the demo practice's 200 clients: the
 * main thread's own time (the DevTools protocol's ThreadTime, the thread's CPU time: less moved by the machine's
 * load than a wall-clock time, which on the shared bench machine is mostly waiting) for a page of 25 and of 100
 * rows (the largest a list offers), each from the query's cache, and per key typed into the list's search, whose
 * every key asks for and draws a new page of rows. Each figure is the time over the action and 400 ms either
 * side, less the median of the same 800 ms idle. No budget: the figures say what a long page costs. A page of
 * 100 is drawn as a window over its rows (client/backoffice/list/WindowedRows.tsx): before it, 100 rows cost
 * 1.7× the 25's to draw and 3.3× a key, measured in one run.
 */

const SIZES = [25, 100] as const;
const SWITCHES = 12;
/**
 * What is typed: the start every demo client's code shares, so that every key draws a page-full of rows. Typed
 * six times, the search cleared in between.
 */
const WORD = "acc0";
const TYPINGS = 6;
const QUIET_MS = 400;
const VIEWPORT = { width: 1280, height: 800 };
const ROW = "[data-testid=list-row]";

async function measure(ctx: BenchContext, page: Page): Promise<Result[]> {
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const thread = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics") as {
      metrics: { name: string; value: number }[];
    };
    return metrics.find((m) => m.name === "ThreadTime")!.value * 1000;
  };
  const cpu = async (act: () => Promise<unknown>) => {
    await page.waitForTimeout(QUIET_MS);
    const before = await thread();
    await act();
    await page.waitForTimeout(QUIET_MS);
    return await thread() - before;
  };
  // A page of n rows shown: a windowed page (from WINDOW_FROM rows) draws only those in view and says its n in
  // aria-rowcount (with the header's row).
  const rows = (n: number) =>
    page.waitForFunction((a) => {
      const table = document.querySelector("[data-testid=list-table]");
      const count = table?.getAttribute("aria-rowcount");
      return (count ? Number(count) - 1 : document.querySelectorAll(a.row).length) === a.n;
    }, { row: ROW, n });
  const sizeTo = (n: number) => async () => {
    await page.getByTestId("page-size").selectOption(String(n));
    await rows(n);
  };
  const median = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);

  await rows(100);
  // Each page once, so that both are in the query's cache.
  await cpu(sizeTo(25));
  await cpu(sizeTo(100));
  const drawn: Record<number, number[]> = { 25: [], 100: [] };
  const idle: number[] = [];
  for (let i = 0; i < SWITCHES; i++) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    for (const size of SIZES) drawn[size].push(await cpu(sizeTo(size)));
    idle.push(await cpu(() => Promise.resolve()));
  }
  const floor = median(idle);
  ctx.progress(`idle ${idle.map(Math.round).join(", ")} ms`);

  const perKey: Record<number, number[]> = { 25: [], 100: [] };
  const field = page.getByTestId("list-search");
  for (const size of SIZES) {
    await sizeTo(size)();
    for (let n = 0; n < TYPINGS; n++) {
      await field.fill("");
      await rows(size);
      const ms = await cpu(async () => {
        await field.pressSequentially(WORD, { delay: 80 });
        // The last key's answer shown: the address holds the word and the list is no longer busy.
        await page.waitForFunction((a) => {
          const shown = document.querySelectorAll(a.row).length;
          return shown > 0 && new URLSearchParams(location.search).get("q") === a.word &&
            document.querySelector("[data-testid=list-page] section[aria-busy=true]") === null;
        }, { row: ROW, word: WORD });
      });
      perKey[size].push((ms - floor) / WORD.length);
    }
  }
  const results: Result[] = [];
  for (const size of SIZES) {
    ctx.progress(
      `${size} rows: ${drawn[size].map(Math.round).join(", ")} ms; a key ${
        perKey[size].map(Math.round).join(", ")
      } ms`,
    );
    results.push({
      id: `rows-${size}-drawn`,
      label: `a list's page of ${size} rows drawn (from the cache): main thread CPU, p50`,
      value: median(drawn[size]) - floor,
      unit: "ms",
      detail: `${SWITCHES} page-size changes, less the idle ${floor.toFixed(1)} ms`,
      data: { samples: drawn[size], idle },
    });
    results.push({
      id: `rows-${size}-key`,
      label: `a key typed into the search over ${size} rows: main thread CPU, p50`,
      value: median(perKey[size]),
      unit: "ms",
      detail: `"${WORD}" typed ${TYPINGS} times a key at a time, 80 ms apart, each key a page of ${size}`,
      data: { samples: perKey[size] },
    });
  }
  return results;
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const browser = await launchBrowser();
  try {
    return await withServers(ctx, [{ name: "site", entry: "serve-site.ts" }], async ([site]) => {
      const session = storedSession(await apiSignIn(site.origin, SIGN_INS.admin));
      const context = await browser.newContext({ viewport: VIEWPORT });
      try {
        await seedStorage(context, { language: "en", session });
        const page = await context.newPage();
        await page.goto(`${site.origin}/apps/account?pageSize=100`);
        return await measure(ctx, page);
      } finally {
        await context.close();
      }
    });
  } finally {
    await browser.close();
  }
}

/** Issue 39: the main thread's cost of a list's rows, at 25 and 100 a page. */
export const rows: MeasureGroup = { id: "rows", name: "a list's rows by page size (Chromium)", run };

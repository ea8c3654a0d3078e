import type { Browser, Page } from "playwright-core";
import { practiceToday } from "../../../domain/today.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { apiSignIn, SIGN_INS, storedSession } from "../../support/auth-server.ts";
import { launchBrowser } from "../../support/browser.ts";
import { seedStorage } from "../../support/e2e.ts";
import { BENCH_SECRET } from "../bench-token.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { ON_SCREEN, type OnScreen } from "../on-screen.ts";
import { seedPractice } from "../practice-seed.ts";
import { benchSession, openPractice, quantile } from "../practice-store.ts";
import { withServers } from "../servers.ts";

/**
 * What a person feels after the first page, in Chromium (issue 34): moving inside the app, warm, and typing in a
 * list's search, in English and Arabic. A move is a click dispatched from inside the page; its time runs from just
 * before the click to the first animation frame in which the next screen's content, an element that was not there
 * before, is on screen and not covered (on-screen.ts, as the page loads are timed). Typing: a word a key at a time,
 * KEY_GAP_MS apart; the time runs from the input event of the last key to the first frame in which every row shown
 * holds the whole word. The Long Tasks API watches the main thread through every timed move.
 */

const MOVES = 20;
const TYPINGS = 20;
/** As a person types: each key held this long, the next pressed as it comes up. */
const KEY_GAP_MS = 80;
/** Between moves, as a person looks at what came: the screen's later requests settle, so each move is its own. */
const PAUSE_MS = 300;
const TIMEOUT_MS = 10_000;
const LANGUAGES = ["en", "ar"] as const;
type Language = typeof LANGUAGES[number];
const VIEWPORT = { width: 1280, height: 800 };
/** The clients of the practices the back office's search is typed into. */
const PRACTICES = [10_000, 100_000];

const NAV = "[data-testid=vertical-nav]";
const LIST_ROW = "[data-testid=list-row]";

type InPage = OnScreen & { longTasks: number[]; typed?: number | string; rowsAnswer: typeof rowsAnswer };

/** Runs in the page before its scripts: every long task's duration, into `longTasks`. */
function watchLongTasks() {
  const g = globalThis as unknown as InPage;
  g.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) g.longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}

type Move = { click: string; target: string; text?: string };

/**
 * Runs in the page: clicks `click`, and answers the ms from just before the click to the first frame in which a
 * `target` that was not in the page before it (holding `text`, if given) shows uncovered.
 */
function timeMove({ click, target, text, timeoutMs }: Move & { timeoutMs: number }): Promise<number> {
  const { shownUncovered } = globalThis as unknown as InPage;
  const before = new Set(document.querySelectorAll(target));
  const button = document.querySelector<HTMLElement>(click);
  if (!button) throw new Error(`nothing to click at ${click}`);
  const arrived = () =>
    [...document.querySelectorAll(target)].some((el) =>
      !before.has(el) && (text === undefined || (el.textContent ?? "").includes(text)) && shownUncovered(el)
    );
  return new Promise((resolve, reject) => {
    const started = performance.now();
    button.click();
    const tick = () => {
      if (arrived()) resolve(performance.now() - started);
      else if (performance.now() - started > timeoutMs) {
        reject(new Error(`${target} not shown ${timeoutMs} ms after clicking ${click}`));
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Runs in the page: whether rows are shown and every one holds `word` (the search's answer to it). */
function rowsAnswer({ rows, word }: { rows: string; word: string }): boolean {
  const { shownUncovered } = globalThis as unknown as InPage;
  const found = [...document.querySelectorAll(rows)];
  return found.length > 0 && shownUncovered(found[0]) &&
    found.every((r) => (r.textContent ?? "").toLowerCase().includes(word.toLowerCase()));
}

/**
 * Runs in the page: once the input event makes `input`'s value `word`, notes in `typed` the ms from it to the
 * first frame in which the rows answer the word.
 */
function armTyping(
  { input, rows, word, timeoutMs }: { input: string; rows: string; word: string; timeoutMs: number },
) {
  const g = globalThis as unknown as InPage;
  g.typed = undefined;
  const onInput = (e: Event) => {
    const field = e.target as HTMLInputElement;
    if (!field.matches(input) || field.value !== word) return;
    removeEventListener("input", onInput, true);
    // Captured on the window: before the app has seen the key.
    const typedAt = performance.now();
    const tick = () => {
      if (g.rowsAnswer({ rows, word })) g.typed = performance.now() - typedAt;
      else if (performance.now() - typedAt > timeoutMs) {
        const shown = [...document.querySelectorAll(rows)].map((r) => r.textContent).join(" | ");
        g.typed = `the rows for "${word}" were not shown within ${timeoutMs} ms; shown: ${shown}`;
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  addEventListener("input", onInput, true);
}

/** The page's side of the bench: the on-screen check, the rows' check and the long tasks' watch. */
const IN_PAGE = {
  content:
    `${ON_SCREEN.content}\nglobalThis.rowsAnswer = ${rowsAnswer.toString()};\n(${watchLongTasks.toString()})();`,
};

type Session = Record<string, string>;

/** A fresh context signed in with `session`, in `language`, on `url`, with the page's side of the bench. */
async function withPage<T>(
  browser: Browser,
  { url, session, language }: { url: string; session: Session; language: Language },
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await seedStorage(context, { language, session });
    await context.addInitScript(IN_PAGE);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(url);
    return await use(page);
  } finally {
    await context.close();
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/** One move, timed in the page; the pause after it lets the screen settle before the next. */
async function move(page: Page, m: Move): Promise<number> {
  const ms = await page.evaluate(timeMove, { ...m, timeoutMs: TIMEOUT_MS });
  await pause();
  return ms;
}

/** The p95 and p50 of samples, and their words beside the figure. */
function figures(samples: number[]): { p95: number; detail: string } {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = quantile(sorted, 0.95);
  return {
    p95,
    detail: `p50 ${quantile(sorted, 0.5).toFixed(0)} ms, max ${
      sorted.at(-1)!.toFixed(0)
    } ms; ${samples.length}`,
  };
}

type Sampled = { id: string; label: string; samples: number[] };

/**
 * The four moves, each once to load its screens' chunks (warm), then MOVES times: a client's row → the client's
 * page (its title) and its breadcrumb → the list, the menu between the clients' and the returns' lists, and the
 * menu between two demo apps. The longest task is of the timed moves only.
 */
async function timeMoves(ctx: BenchContext, page: Page, language: Language): Promise<Result[]> {
  const listOf = (href: string) => ({ click: `${NAV} a[href="${href}"]`, target: LIST_ROW });
  const menu = [listOf("/apps/incometax"), listOf("/apps/account")];
  const apps = [
    { click: `${NAV} a[href="/apps/e-commerce/products"]`, target: "[data-testid=product-row]" },
    { click: `${NAV} a[href="/apps/mail/inbox"]`, target: "[data-testid=mail-row]" },
  ];
  const record = async (n: number): Promise<Move> => {
    const row = page.locator(LIST_ROW).nth(n);
    const id = await row.getAttribute("data-id");
    return {
      click: `${LIST_ROW}[data-id="${id}"]`,
      target: "[data-testid=view-page] [data-testid=page-title]",
      text: (await row.getAttribute("aria-label"))!,
    };
  };
  const back = { click: '[data-testid=view-page] .breadcrumbs a[href="/apps/account"]', target: LIST_ROW };

  await page.locator(LIST_ROW).first().waitFor();
  // The menu's branches open, as a person opens them once: a link in a closed branch cannot be clicked.
  await page.evaluate(
    (nav) => document.querySelectorAll<HTMLDetailsElement>(`${nav} details`).forEach((d) => d.open = true),
    NAV,
  );
  const rows = await page.locator(LIST_ROW).count();
  for (const m of [await record(0), back, ...menu, ...apps, menu[1]]) await move(page, m);
  await page.evaluate(() => (globalThis as unknown as InPage).longTasks.length = 0);

  const sampled: Sampled[] = [
    { id: "record", label: "a client's row → the client's page", samples: [] },
    { id: "back", label: "the client's page → the list (breadcrumb)", samples: [] },
    { id: "menu", label: "menu → the other list (clients, returns)", samples: [] },
    { id: "app", label: "menu → the other demo app (products, mail)", samples: [] },
  ];
  // The long tasks of each run of moves, told apart: the record and back, the lists, the demo apps.
  const tasksOf = async () =>
    await page.evaluate(() => (globalThis as unknown as InPage).longTasks.splice(0).map(Math.round));
  for (let i = 0; i < MOVES; i++) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    sampled[0].samples.push(await move(page, await record((i + 1) % rows)));
    sampled[1].samples.push(await move(page, back));
  }
  const tasks = { "record and back": await tasksOf(), lists: [] as number[], apps: [] as number[] };
  for (let i = 0; i < MOVES; i++) sampled[2].samples.push(await move(page, menu[i % 2]));
  tasks.lists = await tasksOf();
  for (let i = 0; i < MOVES; i++) sampled[3].samples.push(await move(page, apps[i % 2]));
  tasks.apps = await tasksOf();
  const longest = Math.max(0, ...Object.values(tasks).flat());
  const byRun = Object.entries(tasks).map(([run, ms]) => `${run} ${ms.length ? Math.max(...ms) : 0}`).join(
    ", ",
  );
  ctx.progress(
    `${language} long tasks: ${Object.entries(tasks).map(([r, ms]) => `${r} [${ms}]`).join("; ")}`,
  );

  const results: Result[] = sampled.map(({ id, label, samples }) => {
    const { p95, detail } = figures(samples);
    ctx.progress(`${language} ${label}: ${samples.map((t) => Math.round(t)).join(", ")} ms`);
    return {
      id: `move-${id}-${language}`,
      label: `${label}, warm, ${language}, p95`,
      value: p95,
      unit: "ms",
      budget: atMost(150),
      detail: `${detail} moves`,
      data: { samples },
    };
  });
  results.push({
    id: `move-longtask-${language}`,
    label: `longest main-thread task in those moves, ${language}`,
    value: longest,
    unit: "ms",
    budget: atMost(50),
    detail: `Long Tasks API, ${MOVES * sampled.length} moves; the longest of each run: ${byRun} ms`,
  });
  return results;
}

type Search = { id: string; label: string; input: string; rows: string; words: (n: number) => string };

/**
 * Types a word into a list's search TYPINGS times (after once, not timed), clearing it in between and waiting for
 * rows that do not answer the next word. The word's prefix must have rows that do not answer it, or the time
 * would be of a partial word's answer: that is checked on the untimed first time.
 */
async function timeTyping(
  ctx: BenchContext,
  page: Page,
  search: Search,
  language: Language,
): Promise<Result> {
  const field = page.locator(search.input);
  const notAnswered = async (word: string) => {
    await field.fill("");
    await page.waitForFunction((a) => {
      const g = globalThis as unknown as InPage;
      return document.querySelector(a.rows) !== null && !g.rowsAnswer(a);
    }, { rows: search.rows, word });
  };
  const typed = async (word: string) => {
    await notAnswered(word);
    await page.evaluate(armTyping, { input: search.input, rows: search.rows, word, timeoutMs: TIMEOUT_MS });
    await field.pressSequentially(word, { delay: KEY_GAP_MS });
    // Longer than the page's own timeout, so that its message (what the rows were) is the one reported.
    await page.waitForFunction(() => (globalThis as unknown as InPage).typed !== undefined, null, {
      timeout: 2 * TIMEOUT_MS,
    }).catch(async () => {
      throw new Error(`${search.label}: "${word}" typed, the box holds "${await field.inputValue()}"`);
    });
    const ms = await page.evaluate(() => (globalThis as unknown as InPage).typed!);
    if (typeof ms === "string") throw new Error(`${search.label}: ${ms}`);
    return ms;
  };

  await field.waitFor();
  const first = search.words(0);
  await notAnswered(first);
  await field.pressSequentially(first.slice(0, -1), { delay: KEY_GAP_MS });
  await page.waitForTimeout(1_000);
  if (
    await page.evaluate((a) => (globalThis as unknown as InPage).rowsAnswer(a), {
      rows: search.rows,
      word: first,
    })
  ) {
    throw new Error(`${search.label}: "${first.slice(0, -1)}" already shows only rows with "${first}"`);
  }
  await typed(first);
  const samples: number[] = [];
  for (let n = 1; n <= TYPINGS; n++) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    samples.push(await typed(search.words(n)));
  }
  ctx.progress(`${language} ${search.label}: ${samples.map((t) => Math.round(t)).join(", ")} ms`);
  const { p95, detail } = figures(samples);
  return {
    id: `typing-${search.id}-${language}`,
    label: `${search.label}: rows for the last key, ${language}, p95`,
    value: p95,
    unit: "ms",
    budget: atMost(100),
    detail: `${detail} words, keys ${KEY_GAP_MS} ms apart`,
    data: { samples },
  };
}

/**
 * The demo apps' searches, in the page's own rows: one word each time, whose prefix shows rows without it (as the
 * untimed first typing checks).
 */
const DEMO_SEARCHES: (Search & { path: string })[] = [
  {
    id: "mail",
    label: "mail's search",
    path: "/apps/mail/inbox",
    input: "[data-testid=mail-search]",
    rows: "[data-testid=mail-row]",
    words: () => "query",
  },
  {
    id: "products",
    label: "products' search",
    path: "/apps/e-commerce/products",
    input: "[data-testid=products-search]",
    rows: "[data-testid=product-row]",
    words: () => "tax",
  },
];

/**
 * The clients' search in a practice of `accounts`: a different client's code each time, so no answer is one the
 * server gave before (ACC004321: ten codes share its prefix, one answers it).
 */
function clientSearch(accounts: number): Search {
  const step = Math.floor(accounts / (TYPINGS + 2));
  return {
    id: `clients-${accounts / 1000}k`,
    label: `${accounts.toLocaleString("en-US")} clients' search`,
    input: "[data-testid=list-search]",
    rows: LIST_ROW,
    words: (n) => `ACC${String((n + 1) * step + 3).padStart(6, "0")}`,
  };
}

/**
 * A practice of `accounts` clients (without their work) in a SQLite file, served by serve-app.ts; `use` gets its
 * origin and the admin's session, as the app stores it.
 */
async function withPracticeServer<T>(
  ctx: BenchContext,
  accounts: number,
  use: (origin: string, session: Session) => Promise<T>,
): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-moves-" });
  try {
    const url = `sqlite:${dir}/practice.db`;
    const started = performance.now();
    const { store, engine, actor } = await openPractice(url);
    try {
      const size = { accounts, returnsPerAccount: 0, work: false };
      await seedPractice(ctx, { engine, db: store.db, actor }, size, practiceToday(new Date()));
    } finally {
      await store.close();
    }
    ctx.progress(
      `${accounts.toLocaleString("en-US")} clients seeded in ${
        ((performance.now() - started) / 1000).toFixed(0)
      } s`,
    );
    const tokens = await createTokenService(BENCH_SECRET);
    const token = await tokens.issue(actor.id, "admin", "backoffice", await benchSession(url, actor.id));
    const session = storedSession({ jwt_access_token: token, userId: actor.id, name: "Ada Admin" });
    const spec = { name: `app (${accounts} clients)`, entry: "serve-app.ts", args: [url] };
    return await withServers(ctx, [spec], ([server]) => use(server.origin, session));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const browser = await launchBrowser();
  try {
    const results: Result[] = [];
    await withServers(ctx, [{ name: "site", entry: "serve-site.ts" }], async ([site]) => {
      const session = storedSession(await apiSignIn(site.origin, SIGN_INS.admin));
      for (const language of LANGUAGES) {
        const at = (path: string) => ({ url: site.origin + path, session, language });
        results.push(
          ...await withPage(browser, at("/apps/account"), (page) => timeMoves(ctx, page, language)),
        );
        for (const search of DEMO_SEARCHES) {
          results.push(
            await withPage(browser, at(search.path), (page) => timeTyping(ctx, page, search, language)),
          );
        }
      }
    });
    for (const accounts of PRACTICES) {
      await withPracticeServer(ctx, accounts, async (origin, session) => {
        for (const language of LANGUAGES) {
          const at = { url: `${origin}/apps/account`, session, language };
          results.push(
            await withPage(browser, at, (page) => timeTyping(ctx, page, clientSearch(accounts), language)),
          );
        }
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const moves: MeasureGroup = { id: "moves", name: "moves and typing (Chromium)", run };

/**
 * A seeded practice behind the API as server/app.ts mounts it (the workflow routes before the resource API), on the
 * test's own store and a fixed day, with a caller per development sign-in: for the report, dashboard, practice
 * calendar and home tests.
 */
import { Hono } from "hono";
import { RESOURCES } from "../../domain/resources/index.ts";
import { filterableFields } from "../../client/backoffice/defs.ts";
import { writeListQuery } from "../../domain/list-query.ts";
import { conditionParamsOf, listQuery, readListState } from "../../client/backoffice/list/listState.ts";
import { requireBackoffice } from "../../server/auth/guard.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import { seedDemoPractice } from "../../server/backoffice/demo-practice/index.ts";
import { backofficeApi } from "../../server/backoffice/routes.ts";
import { type ClientVisibility, createEngine } from "../../server/backoffice/index.ts";
import { DEVELOPMENT_SIGN_INS, seedSignIns } from "../../server/backoffice/seed.ts";
import { parseConfig } from "../../server/config.ts";
import { onError } from "../../server/middleware/errors.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";
import type { Store } from "../../server/store/index.ts";
import { workflowReportsApi } from "../../server/workflows/report-routes.ts";
import { practiceWorkApi } from "../../server/workflows/practice-routes.ts";
import { triggerApi } from "../../server/workflows/trigger-routes.ts";
import { TriggerRunner } from "../../server/workflows/triggers.ts";
import { calendarFeedApi, calendarFeedsApi } from "../../server/workflows/practice-feeds.ts";
import { CALENDAR_FEED_PATH } from "../../domain/workflows/practice-work.ts";
import { storeLimiter } from "../../server/auth/rate-limit.ts";
import { clientAddresses } from "../../server/auth/client-address.ts";
import { Caller } from "../backoffice/support.ts";
import { TEST_SECRET } from "../support/app.ts";
import type { StoreTestContext } from "../support/store.ts";

export const TODAY = "2026-11-22";
/** Noon in Johannesburg on TODAY. */
const NOW = new Date(`${TODAY}T10:00:00Z`);
const fastHash = (password: string) => Promise.resolve(`test$${password.length}`);

/** Feed addresses that open nothing, allowed per caller in the tests' practice. */
export const FEED_LIMIT = { max: 5, windowMs: 60_000 };

export type Practice = {
  store: Store;
  /** The whole app, for the public feed (no sign-in). */
  app: Hono<{ Variables: RequestIdVariables }>;
  as: Record<"admin" | "staff" | "clerk", Caller>;
  /** Server-side errors (500s) logged while the test ran. */
  errors: string[];
};

/**
 * `clientVisibility`: CLIENT_VISIBILITY for the resource API and the workflows alike (default `all`);
 * `extraHolidays`: EXTRA_HOLIDAYS.
 */
export async function openPractice(
  t: StoreTestContext,
  accounts = 60,
  { clientVisibility = "all", extraHolidays = [] }: {
    clientVisibility?: ClientVisibility;
    extraHolidays?: readonly string[];
  } = {},
): Promise<Practice> {
  const store = await t.openStore();
  await seedSignIns(store, parseConfig({ APP_ENV: "development" }), fastHash);
  await seedDemoPractice(store, { today: TODAY, accounts, hash: fastHash });
  const tokens = await createTokenService(TEST_SECRET);
  const errors: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.onError(onError((line) => errors.push(line)));
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  const clock = () => NOW;
  const engine = createEngine({ db: store.db, hash: fastHash, clock, clientVisibility, extraHolidays });
  app.route(
    "/api/backoffice/workflows",
    workflowReportsApi({ db: store.db, clock, visibility: engine.visibility }),
  );
  app.route("/api/backoffice/workflows", practiceWorkApi({ db: store.db, engine, clock, extraHolidays }));
  app.route("/api/backoffice/workflows/triggers", triggerApi(engine, new TriggerRunner(store.db, engine)));
  const feeds = { db: store.db, engine, clock, key: tokens.deriveKey("calendar feeds") };
  app.route("/api/backoffice/workflows", calendarFeedsApi(feeds));
  app.route(
    CALENDAR_FEED_PATH,
    calendarFeedApi({
      ...feeds,
      limiter: storeLimiter(store.db, { name: "feed-miss", ...FEED_LIMIT }),
      addressOf: clientAddresses([]),
    }),
  );
  app.route("/api/backoffice", backofficeApi({ db: store.db, engine }));
  const as = {} as Practice["as"];
  for (const { email, role } of DEVELOPMENT_SIGN_INS) {
    const employee = (await store.employees.findByEmail(email))!;
    as[role] = new Caller(app, await tokens.issue(employee.id, role, "backoffice"), employee.id);
  }
  return { store, app, as, errors };
}

/** Every item of a list, page by page (200 at most a page). */
// deno-lint-ignore no-explicit-any
export async function everything(caller: Caller, path: string): Promise<any[]> {
  // deno-lint-ignore no-explicit-any
  const items: any[] = [];
  for (let page = 1;; page++) {
    const res = await caller.get(`${path}${path.includes("?") ? "&" : "?"}pageSize=200&page=${page}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    if (items.length >= res.body.total || res.body.items.length === 0) return items;
  }
}

/** How many records the list a dashboard figure links to holds for `caller`, as the list page asks the API. */
export async function linkTotal(caller: Caller, link: string): Promise<number> {
  const url = new URL(link, "http://ledgerdesk.test");
  const def = RESOURCES.find((d) => d.base === url.pathname)!;
  const state = readListState(
    url.searchParams,
    filterableFields(def).map((f) => f.name),
    conditionParamsOf(def),
  );
  const res = await caller.get(`/${def.name}?${writeListQuery(listQuery(state, def.defaultSort))}`);
  if (res.status !== 200) throw new Error(`${link} answered ${res.status}: ${res.text}`);
  return res.body.total;
}

import { Hono } from "hono";
import { type Config, publicUrlOf } from "./config.ts";
import { compress } from "./middleware/compress.ts";
import { requestFrame } from "./middleware/frame.ts";
import type { RequestIdVariables } from "./middleware/request-id.ts";
import type { LogLine } from "./middleware/request-log.ts";
import { onError } from "./middleware/errors.ts";
import { type BodyLimitRule, bodyLimits } from "./middleware/body-limits.ts";
import { refusal } from "../domain/api/index.ts";
import { serveStatic, type StaticFile } from "./static.ts";
import { mountDemoApps } from "./demo/index.ts";
import type { SandboxHome } from "./demo/sandbox.ts";
import { StoredSandboxes } from "./demo/stored-sandboxes.ts";
import { demoAuthApp } from "./demo/auth.ts";
import { createDemoUsers } from "./demo/auth-users.ts";
import { storedUsers } from "./demo/stored-users.ts";
import { googleAuthApi } from "./auth/google.ts";
import { requireBackoffice } from "./auth/guard.ts";
import { requireTwoFactorEnrolment } from "./auth/enrolment.ts";
import { TwoFactor } from "./auth/two-factor.ts";
import { twoFactorApi } from "./auth/two-factor-api.ts";
import { limiters } from "./auth/rate-limit.ts";
import { clientAddresses, noteAddress, requestAddresses } from "./auth/client-address.ts";
import { Background } from "./background.ts";
import { type TokenService, withSessions } from "./auth/tokens.ts";
import { SessionRegistry } from "./auth/sessions.ts";
import { userUpdateApi } from "./auth/user-update.ts";
import { passwordResetApi } from "./auth/password-reset.ts";
import { employeeResets, type ResettableAccounts } from "./auth/reset-links.ts";
import { demoResets } from "./demo/auth-resets.ts";
import { hashPassword } from "./auth/passwords.ts";
import { configuredMailer, type Mailer } from "./mail/mailer.ts";
import { usersApi } from "./auth/users-api.ts";
import {
  AnswerCache,
  backofficeApi,
  ContentStore,
  createEngine,
  DOCUMENT_FILES_PATH,
  DOCUMENT_REQUESTS_PATH,
  DocumentFiles,
  DocumentRequests,
  HOOKS,
  mayNot,
  requestLinkApi,
} from "./backoffice/index.ts";
import { REQUEST_LINK_API } from "../domain/documents/request-link.ts";
import { workflowReportsApi } from "./workflows/report-routes.ts";
import { practiceWorkApi } from "./workflows/practice-routes.ts";
import { calendarFeedApi, calendarFeedsApi } from "./workflows/practice-feeds.ts";
import { CALENDAR_FEED_PATH } from "../domain/workflows/practice-work.ts";
import { practiceToday } from "../domain/today.ts";
import { fastLane } from "./fast-lane.ts";
import { proxyTo } from "./proxy.ts";
import { triggerApi } from "./workflows/trigger-routes.ts";
import { workedOutApi } from "./workflows/worked-out-routes.ts";
import { TriggerRunner } from "./workflows/triggers.ts";
import { obligationApi } from "./workflows/obligation-routes.ts";
import { jobTemplateApi } from "./workflows/job-routes.ts";
import { JobRunner } from "./workflows/jobs.ts";
import { complianceReportApi } from "./workflows/compliance-report-routes.ts";
import { keepingObligations } from "./workflows/obligation-hooks.ts";
import { JobAutomations, withJobAutomations } from "./workflows/job-automations.ts";
import { ObligationRunner } from "./workflows/obligations.ts";
import type { Store } from "./store/index.ts";
import { openApiDocument } from "./openapi/document.ts";
import { RESOURCES } from "../domain/resources/index.ts";
import { PORTAL_API, PORTAL_STAFF_PATH } from "../domain/portal.ts";
import { Portal } from "./portal/portal.ts";
import { Roster } from "./portal/roster.ts";
import { portalApi, portalStaffApi } from "./portal/routes.ts";
import { PortalSessions } from "./portal/sessions.ts";
import { PortalThread } from "./portal/thread.ts";
import { PortalAffairs } from "./portal/affairs.ts";
import { PortalShares } from "./portal/shares.ts";
import { portalSharesApi, portalSharesStaffApi } from "./portal/share-routes.ts";
import { PortalApprovals } from "./portal/approvals.ts";
import { approvalsStaffApi, portalApprovalsApi } from "./portal/approval-routes.ts";
import { APPROVALS_PATH } from "../domain/portal-approvals.ts";

export type AppDeps = {
  config: Config;
  files: Map<string, StaticFile>;
  tokens: TokenService;
  /** The embedded backend's store; absent in proxy mode (BACKEND_URL set). */
  store?: Store;
  log?: LogLine;
  /**
   * The demo apps' per-user sandboxes: by default in the store (shared by instances), or in memory without one
   * (proxy mode); tests pass their own to look inside.
   */
  sandboxes?: SandboxHome;
  /** For calls to other services (Google, the practice backend); tests pass fakes. */
  fetch?: typeof globalThis.fetch;
  /** Outgoing mail (reset links); by default SMTP_URL, or the log in development. Tests pass their own. */
  mailer?: Mailer;
  /** The clock of sessions' idle time and of the limits (ms); tests pass their own. */
  now?: () => number;
  /** Work done after answering (reset links); main.ts waits for it before closing the store, tests to look. */
  background?: Background;
};

/**
 * Failed sign-ins allowed per 15 minutes: per email (guessing one account) and per client address (spraying); the
 * demo apps' sign-ins and registrations count here too.
 */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = { perEmail: 5, perAddress: 30 };
/** Wrong two-factor codes allowed per employee per 15 minutes (sign-in, set-up and turning it off together). */
export const TWO_FACTOR_CODE_LIMIT = 5;
/** Calendar feed addresses that open nothing, allowed per client address per 15 minutes (guessing tokens). */
export const FEED_MISSES = 20;
/** Reset requests (asking for a link or using one) allowed per client address per 15 minutes. */
export const RESET_LIMIT = 10;
/** Document request links that open nothing, allowed per client address per 15 minutes (guessing tokens). */
export const REQUEST_LINK_MISSES = 20;
/**
 * The client portal's limits per 15 minutes: codes asked for one address and from one client address, and codes
 * and invitations tried from one client address (a code itself allows CODE_TRIES wrong tries), and messages one
 * portal user writes (a person writes a few; each mails staff).
 */
export const PORTAL_LIMITS = {
  codePerEmail: 5,
  codePerAddress: 20,
  triesPerAddress: 30,
  messagesPerUser: 30,
  totpPerUser: 10,
};
/**
 * The largest body of an /api call not named below: a back-office record (500 checklist items of 500 characters
 * fit), a workflow's (a calendar feed's scope), a demo app's write (a mail of 200,000 characters, a course of
 * twenty long steps). The contracts' per-field maxima are caps, not a budget: multiplied out, a demo board could
 * reach gigabytes.
 */
export const API_BODY_BYTES = 1024 * 1024;
/**
 * The largest body of a sign-in, account or demo sign-in call (an address and a password, a user's settings): these
 * answer anyone, and without a limit a body of any size would be read whole before its field is refused.
 */
export const ACCOUNT_BODY_BYTES = 64 * 1024;
const ACCOUNT_PATHS = ["/api/users", "/api/auth", "/api/account", PORTAL_API];

/** Every /api body's limit (server/middleware/body-limits.ts), in one list. */
function bodyLimitRules(config: Config): BodyLimitRule[] {
  const rules: BodyLimitRule[] = ACCOUNT_PATHS.map((path) => ({ path, bytes: ACCOUNT_BODY_BYTES }));
  // Proxied bodies are streamed to the practice's backend untouched (uploads of any size): its limits apply.
  if (config.BACKEND_URL) {
    for (const path of ["/api/backoffice", CALENDAR_FEED_PATH, REQUEST_LINK_API]) {
      rules.push({ path, bytes: "streamed" });
    }
  } else {
    // A document's file is stored as it streams in, and its route refuses it past DOCUMENT_MAX_MB.
    rules.push({ path: `/api/backoffice${DOCUMENT_FILES_PATH}`, bytes: "streamed" });
    // A portal user's upload against a request's item (the first rule covering a path counts: before the
    // portal's own 64 KiB).
    rules.unshift({ path: `${PORTAL_API}/clients`, bytes: "streamed" });
    // A document request's files, from staff or through its link, likewise.
    rules.push({ path: `/api/backoffice${DOCUMENT_REQUESTS_PATH}`, bytes: "streamed" });
    rules.push({ path: REQUEST_LINK_API, bytes: "streamed" });
  }
  return rules;
}

export type AppEnv = { Variables: RequestIdVariables };

/** The composition root: the whole HTTP surface, built from explicit dependencies. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const app = new Hono<AppEnv>();

  app.use(requestFrame(log));
  app.onError(onError(log));

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  const { config, store } = deps;
  app.use("/api/*", bodyLimits(bodyLimitRules(config), API_BODY_BYTES));

  let tokens = deps.tokens;
  // In the store, shared by every instance over it; without one (proxy mode), in memory.
  const demoUsers = createDemoUsers(store && storedUsers(store.db, { now: deps.now }));
  const background = deps.background ?? new Background(log);
  const addressOf = clientAddresses(config.TRUSTED_PROXIES);
  // In the store, every instance over it counts together; without one (proxy mode) the backend limits its own
  // sign-ins, and what is left here (the demo apps, their links) is counted per instance, in memory.
  const limiter = limiters({ db: store?.db, windowMs: SIGN_IN_WINDOW_MS, now: deps.now });
  const signInLimits = {
    perEmail: limiter("sign-in-email", SIGN_IN_LIMITS.perEmail),
    perAddress: limiter("sign-in-address", SIGN_IN_LIMITS.perAddress),
  };
  const mailer = deps.mailer ?? configuredMailer(config, log);
  // Links in mail point here (PUBLIC_URL), never at a request's Host header.
  const publicUrl = publicUrlOf(config);
  // Whose passwords a reset link can set: the embedded store's employees (a proxied backend keeps its own), and
  // the demo users when the demo apps are on.
  const resettable: ResettableAccounts[] = [];
  if (config.BACKEND_URL) {
    const proxy = proxyTo(config.BACKEND_URL, { log, fetch: deps.fetch });
    app.all("/api/users/*", proxy);
    app.all("/api/backoffice/*", proxy);
    // The deadlines feeds are the backend's (made through its back-office API, read off its records): their
    // public addresses, asked of this origin by a calendar app, go there too.
    app.all(`${CALENDAR_FEED_PATH}/*`, proxy);
    app.all(`${REQUEST_LINK_API}/*`, proxy);
    app.route("/api/auth/user/update", userUpdateApi({ tokens, demoUsers, forward: proxy }));
  } else {
    if (!store) throw new Error("createApp: the embedded backend needs a store (or set BACKEND_URL)");
    const employees = store.employees;
    const sessions = new SessionRegistry({
      db: store.db,
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      findEmployee: employees.findById,
      now: deps.now,
    });
    const portalSessions = new PortalSessions(
      store.db,
      config.SESSION_IDLE_MINUTES * 60_000,
      deps.now ?? Date.now,
    );
    // From here on, a back-office token is accepted only while its session stands (the demo apps' too), and a
    // portal token while its portal session does.
    tokens = withSessions(tokens, sessions, portalSessions);
    resettable.push(employeeResets(store.db, hashPassword, sessions));
    const twoFactor = new TwoFactor({
      db: store.db,
      key: tokens.deriveKey("ledgerdesk two-factor keys"),
      policy: config.TWO_FACTOR,
      now: deps.now,
    });
    // The trigger workflow shares the resource API's engine (and its grant cache), as do the users' routes.
    // A client's obligations follow its compliance profile as it is saved (issue 36).
    // deno-lint-ignore prefer-const -- the hooks read it once it is set, after the engine they are given to.
    let obligations: ObligationRunner | undefined;
    // A job's stage changes run its template's automations (issue 38), which send document requests.
    // deno-lint-ignore prefer-const -- as `obligations`: set once the requests, made with the engine, are.
    let automations: JobAutomations | undefined;
    const engine = createEngine({
      db: store.db,
      extraHolidays: config.EXTRA_HOLIDAYS,
      clientVisibility: config.CLIENT_VISIBILITY,
      sessions,
      hooks: withJobAutomations(keepingObligations(HOOKS, () => obligations!), () => automations!),
    });
    obligations = new ObligationRunner(store.db, engine);
    // Before every route here and below (the demo apps' too): an employee who must set up two-factor sign-in and
    // has not can do nothing else (server/auth/enrolment.ts).
    app.use("/api/*", requireTwoFactorEnrolment(tokens, twoFactor));
    // Ending another's sessions or resetting their two-factor sign-in: for whoever the grants let change employees.
    const managesEmployees = async (role: string) => {
      if (!(await engine.grants.grants(role)).employees.includes("update")) {
        throw mayNot(role, "update", "employees");
      }
    };
    app.route(
      "/api/users/auth/google",
      googleAuthApi({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        tokens,
        employees,
        sessions,
        twoFactor,
        fetch: deps.fetch,
      }),
    );
    app.route(
      "/api/users",
      twoFactorApi({
        tokens,
        managesEmployees,
        twoFactor,
        sessions,
        findEmployee: employees.findById,
        limiter: limiter("two-factor-code", TWO_FACTOR_CODE_LIMIT),
      }),
    );
    app.route(
      "/api/users",
      usersApi({ tokens, employees, limits: signInLimits, addressOf, sessions, managesEmployees, twoFactor }),
    );
    app.route("/api/auth/user/update", userUpdateApi({ tokens, employees, demoUsers }));
    // Every back-office write and download goes to the audit history with the address it came from.
    app.use(
      "/api/backoffice/*",
      noteAddress(requestAddresses(config.TRUSTED_PROXIES)),
      requireBackoffice(tokens),
      compress(),
    );
    // Workflows are mounted first: the generic `/:resource/*` routes would take `workflows` for a resource name.
    app.route("/api/backoffice/workflows/triggers", triggerApi(engine, new TriggerRunner(store.db, engine)));
    app.route(
      "/api/backoffice/workflows/job-templates",
      jobTemplateApi(engine, new JobRunner(store.db, engine, () => automations), store.db, () => automations),
    );
    app.route("/api/backoffice/workflows/obligations/report", complianceReportApi(store.db, engine));
    app.route(
      "/api/backoffice/workflows/obligations",
      obligationApi(engine, obligations),
    );
    app.route(
      "/api/backoffice/workflows",
      workflowReportsApi({ db: store.db, grants: engine.grants, visibility: engine.visibility }),
    );
    app.route(
      "/api/backoffice/workflows",
      practiceWorkApi({ db: store.db, engine, extraHolidays: config.EXTRA_HOLIDAYS }),
    );
    const feeds = {
      db: store.db,
      engine,
      key: tokens.deriveKey("ledgerdesk calendar feeds"),
      publicUrl: config.PUBLIC_URL,
    };
    app.route("/api/backoffice/workflows", calendarFeedsApi(feeds));
    app.route("/api/backoffice/workflows", workedOutApi({ db: store.db, engine }));
    const answers = config.LIST_CACHE_MB > 0
      ? new AnswerCache(store.writes, { bytes: config.LIST_CACHE_MB * 2 ** 20, answerBytes: 2 ** 20 })
      : undefined;
    const files = new DocumentFiles({ db: store.db, engine, maxBytes: config.DOCUMENT_MAX_MB * 2 ** 20 });
    const requests = new DocumentRequests({
      db: store.db,
      engine,
      files,
      mailer,
      publicUrl,
      practiceName: config.PRACTICE_NAME,
      // A request a job sent, once complete or cancelled, moves the job on when that finishes its stage.
      settled: (request, actor) => automations!.requestSettled(request, actor),
    });
    automations = new JobAutomations({ engine, requests, mailer, background, publicUrl });
    const portal = new Portal({
      twoFactorKey: tokens.deriveKey("ledgerdesk two-factor keys"),
      db: store.db,
      engine,
      requests,
      mailer,
      tokens,
      sessions: portalSessions,
      publicUrl,
      practiceName: config.PRACTICE_NAME,
      now: deps.now ?? Date.now,
    });
    const thread = new PortalThread({
      db: store.db,
      engine,
      portal,
      mailer,
      background,
      publicUrl,
      practiceName: config.PRACTICE_NAME,
      now: deps.now ?? Date.now,
    });
    // Before the generic `/:resource/*` routes, which would take `portal` for a resource name.
    const roster = new Roster({ db: store.db, engine, portal, now: deps.now ?? Date.now });
    // Approvals asked in the portal (issue 37): staff's below the portal's staff calls, the client's in the portal.
    const approvals = new PortalApprovals({
      db: store.db,
      engine,
      portal,
      content: new ContentStore(store.db),
      now: deps.now ?? Date.now,
    });
    app.route(`/api/backoffice${PORTAL_STAFF_PATH}${APPROVALS_PATH}`, approvalsStaffApi(approvals));
    app.route(`${PORTAL_API}${APPROVALS_PATH}`, portalApprovalsApi({ approvals, tokens, addressOf }));
    app.route(`/api/backoffice${PORTAL_STAFF_PATH}`, portalStaffApi(portal, roster, thread));
    const shares = new PortalShares({ db: store.db, engine, portal, now: deps.now ?? Date.now });
    app.route(`/api/backoffice${PORTAL_STAFF_PATH}`, portalSharesStaffApi(shares));
    app.route("/api/backoffice", backofficeApi({ db: store.db, engine, log, answers, files, requests }));
    // The client portal: its own sign-in and audience (server/portal).
    app.route(
      PORTAL_API,
      portalApi({
        portal,
        thread,
        maxBytes: files.maxBytes,
        tokens,
        addressOf,
        background,
        limits: {
          codePerEmail: limiter("portal-code-email", PORTAL_LIMITS.codePerEmail),
          codePerAddress: limiter("portal-code-address", PORTAL_LIMITS.codePerAddress),
          triesPerAddress: limiter("portal-tries-address", PORTAL_LIMITS.triesPerAddress),
          messagesPerUser: limiter("portal-messages-user", PORTAL_LIMITS.messagesPerUser),
          totpPerUser: limiter("portal-totp-user", PORTAL_LIMITS.totpPerUser),
        },
      }),
    );
    const affairs = new PortalAffairs({ engine, portal });
    app.route(PORTAL_API, portalSharesApi({ shares, affairs, tokens, addressOf }));
    // Public: a document request's upload link, whose token is the secret (the client has no sign-in).
    app.route(
      REQUEST_LINK_API,
      requestLinkApi({
        requests,
        maxBytes: files.maxBytes,
        limiter: limiter("request-link-miss", REQUEST_LINK_MISSES),
        addressOf,
      }),
    );
    // Public: the token in the address is the secret (calendars cannot sign in).
    app.route(
      CALENDAR_FEED_PATH,
      calendarFeedApi({
        ...feeds,
        limiter: limiter("feed-miss", FEED_MISSES),
        addressOf,
      }),
    );
  }
  if (config.DEMO_APPS === "on") {
    app.route("/api/auth", demoAuthApp({ tokens, users: demoUsers, limits: signInLimits, addressOf }));
    mountDemoApps(app, { tokens, sandboxes: deps.sandboxes ?? (store && new StoredSandboxes(store.db)) });
    resettable.push(demoResets(demoUsers, store?.db));
  }
  app.route(
    "/api/account",
    passwordResetApi({
      accounts: resettable,
      mailer,
      publicUrl,
      limiter: limiter("reset-request", RESET_LIMIT),
      addressOf,
      background,
    }),
  );

  let description: ReturnType<typeof openApiDocument> | undefined;
  app.get("/api/openapi.json", compress(), (c) => {
    // Made on first ask, from the routes as mounted (all of them by then), and kept: they do not change.
    description ??= openApiDocument(app.routes, {
      resources: RESOURCES,
      today: practiceToday(),
    });
    return c.json(description);
  });

  app.all("/api/*", (c) => {
    throw refusal("noRoute", { method: c.req.method, path: c.req.path });
  });
  serveStatic(app, deps.files);
  app.notFound((c) => {
    throw refusal("nothingHere", { method: c.req.method, path: c.req.path });
  });

  const lane = fastLane(deps.files, log);
  const routed = app.fetch;
  app.fetch = (req, env, ctx) => lane(req) ?? routed(req, env, ctx);
  return app;
}

/**
 * Private iCalendar feeds of the practice's deadlines (issue 16), for Outlook and Google Calendar: the signed-in
 * employee's own work, or an office's (a manager's). CALENDAR_FEEDS_API lists, makes (or remakes) and revokes
 * them; CALENDAR_FEED_PATH/<token>.ics answers anyone holding the token, with the owner's permissions and client
 * visibility as they are at that moment: a deactivated owner's feed, or a revoked one, answers 404.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { invalid, problem, refusal, waitText } from "../../domain/api/index.ts";
import { addDays } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import { calendarText } from "../../domain/workflows/icalendar.ts";
import {
  CALENDAR_FEED_PATH,
  CALENDAR_FEEDS_API,
  type CalendarFeed,
  type CalendarFeedsAnswer,
  MAX_CALENDAR_ITEMS,
} from "../../domain/workflows/practice-work.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { ClientAddress } from "../auth/client-address.ts";
import type { FailureLimiter } from "../auth/rate-limit.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { answers } from "../openapi/answers.ts";
import { calendarFeed, calendarFeedsAnswer } from "./practice-answers.ts";
import { validate } from "../middleware/validate.ts";
import type { Db } from "../store/db.ts";
import { collectDeadlines, type Engine, TitleResolver } from "../backoffice/index.ts";
import { CalendarFeeds, type FeedRow, type FeedScope } from "./calendar-feeds.ts";
import { readableKinds, readerScope, TEAM_ROLES } from "./practice-routes.ts";

/** What a feed shows: from a quarter back (met or missed) to a year ahead. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
/** Calendars poll; five minutes of caching spares the store, and a private answer stays out of shared caches. */
const FEED_CACHE = "private, max-age=300";

export const feedBody = z.strictObject({
  scope: z.enum(["employee", "office"]),
  subject: z.string().min(1).max(100),
});
const feedParam = validate("param", z.object({ id: z.string() }));
/** A feed's address, `<token>.ics`: the route reads the token itself, so that a wrong one counts against the caller. */
const feedFile = validate("param", z.object({ file: z.string() }));

export type PracticeFeedDeps = {
  db: Db;
  engine: Engine;
  /** The key the tokens are sealed with (tokens.deriveKey). */
  key: Promise<CryptoKey>;
  /** PUBLIC_URL: the origin of the feeds' addresses; else the request's. */
  publicUrl?: string;
  clock?: () => Date;
};

type Env = { Variables: AuthVariables & RequestIdVariables };

const SUBJECT_RESOURCE: Record<FeedScope, string> = { employee: "employee", office: "office" };
const below = (path: string) => path.slice("/api/backoffice/workflows".length);

function originOf(c: Context, publicUrl: string | undefined): string {
  return (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}

const feedUrl = (origin: string, token: string) => `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;

/** Whether `role` may have a feed of this subject made for it: their own work, or a manager's any. */
function mayFeed(role: string, me: string, scope: FeedScope, subject: string): boolean {
  return TEAM_ROLES.has(role) || (scope === "employee" && subject === me);
}

/** The feeds' management, under `/api/backoffice/workflows` (signed in). */
export function calendarFeedsApi({ db, engine, key, publicUrl, clock = () => new Date() }: PracticeFeedDeps) {
  const feeds = new CalendarFeeds(db, key);
  const app = new Hono<Env>();

  const present = async (
    c: Context,
    rows: ReadonlyArray<FeedRow & { token: string }>,
  ): Promise<CalendarFeed[]> => {
    const titles = new TitleResolver(engine);
    const names = new Map<string, string>();
    for (const scope of ["employee", "office"] as const) {
      const ids = rows.filter((r) => r.scope === scope).map((r) => r.subjectId);
      for (const [id, name] of await titles.refTitles(SUBJECT_RESOURCE[scope], ids)) {
        names.set(`${scope}:${id}`, name);
      }
    }
    const origin = originOf(c, publicUrl);
    return rows.map((r) => ({
      id: r.id,
      scope: r.scope,
      subject: r.subjectId,
      subjectName: names.get(`${r.scope}:${r.subjectId}`) ?? r.subjectId,
      url: feedUrl(origin, r.token),
      createdAt: r.createdAt,
    }));
  };

  app.get(below(CALENDAR_FEEDS_API), answers(calendarFeedsAnswer), async (c) => {
    const answer: CalendarFeedsAnswer = { items: await present(c, await feeds.list(c.get("user").sub)) };
    return c.json(answer);
  });

  app.post(
    below(CALENDAR_FEEDS_API),
    validate("json", feedBody),
    answers(calendarFeed, { status: 201, description: "The feed made (200: remade, its old address dead)" }),
    async (c) => {
      const { sub: me, role } = c.get("user");
      const { scope, subject } = c.req.valid("json");
      if (!mayFeed(role, me, scope, subject)) throw refusal("othersWork", { role });
      const resource = SUBJECT_RESOURCE[scope];
      const titles = new TitleResolver(engine);
      await titles.refTitles(resource, [subject]);
      if (!titles.has(resource, subject)) {
        throw invalid({ subject: problem("noSuchRecord", { resource, id: subject }) });
      }
      const { feed, token, created } = await feeds.make(me, scope, subject, clock());
      const [answer] = await present(c, [{ ...feed, token }]);
      return c.json(answer, created ? 201 : 200);
    },
  );

  app.delete(`${below(CALENDAR_FEEDS_API)}/:id`, feedParam, async (c) => {
    if (!(await feeds.revoke(c.get("user").sub, c.req.valid("param").id))) throw refusal("noSuchFeed");
    return c.body(null, 204);
  });

  return app;
}

/**
 * The public feed, at CALENDAR_FEED_PATH: no sign-in, the token is the secret. Addresses that open nothing count
 * against the caller's address (`limiter`; one that opens a feed is forgiven), so guessing tokens is slow on top
 * of hopeless.
 */
export function calendarFeedApi(
  { db, engine, key, publicUrl, clock = () => new Date(), limiter, addressOf }: PracticeFeedDeps & {
    limiter: FailureLimiter;
    addressOf: ClientAddress;
  },
) {
  const feeds = new CalendarFeeds(db, key);
  const app = new Hono();

  app.get("/:file", feedFile, async (c) => {
    const counted = await limiter.attempt(addressOf(c));
    const { wait } = counted;
    if (wait > 0) throw refusal("tooManyFeedRequests", { seconds: wait, wait: waitText(wait) });
    const token = /^([0-9a-f]{64})\.ics$/.exec(c.req.valid("param").file)?.[1];
    const feed = token ? await feeds.find(token) : undefined;
    const allowed = feed?.ownerActive && mayFeed(feed.ownerRole, feed.ownerId, feed.scope, feed.subjectId);
    if (!feed || !allowed) throw refusal("noSuchFeed");
    await counted.forgive();
    const now = clock();
    const today = practiceToday(now);
    const scope = await readerScope(engine, { id: feed.ownerId, role: feed.ownerRole });
    const { items } = await collectDeadlines(
      db,
      {
        kinds: readableKinds(scope.may),
        from: addDays(today, -FEED_DAYS_BACK),
        to: addDays(today, FEED_DAYS_AHEAD),
        openOnly: false,
        employee: feed.scope === "employee" ? { id: feed.subjectId, as: "assignee" } : undefined,
        office: feed.scope === "office" ? feed.subjectId : undefined,
        confine: scope.confine,
        limit: MAX_CALENDAR_ITEMS,
      },
      scope.lookup,
      today,
    );
    const [subject] =
      (await new TitleResolver(engine).refTitles(SUBJECT_RESOURCE[feed.scope], [feed.subjectId]))
        .values();
    const text = calendarText(items, {
      name: `Ledgerdesk — ${subject}`,
      origin: originOf(c, publicUrl),
      now,
    });
    return c.body(text, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": FEED_CACHE,
      "content-disposition": 'inline; filename="ledgerdesk.ics"',
    });
  });

  return app;
}

/**
 * The practice calendar, "my work" and the workload (issue 16), under `/api/backoffice/workflows`: what
 * domain/workflows/practice-work.ts promises, computed by collectDeadlines with the reader's permissions. A
 * resource whose module the role may not read adds nothing; under CLIENT_VISIBILITY=assigned a confined employee
 * sees their clients' deadlines only, as their lists do.
 */
import { Hono } from "hono";
import { invalid, problem, refusal } from "../../domain/api/index.ts";
import { addDays } from "../../domain/calendar.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import type { ModuleKey } from "../../domain/resources/types.ts";
import { practiceToday } from "../../domain/today.ts";
import { capacities } from "../../domain/workflows/capacity.ts";
import {
  markedDays,
  myWork,
  myWorkHorizon,
  weekStart,
  workload,
} from "../../domain/workflows/practice-deadlines.ts";
import {
  DEADLINE_KINDS,
  type DeadlineKind,
  MAX_CALENDAR_ITEMS,
  MY_WORK_API,
  PRACTICE_CALENDAR_API,
  type PracticeCalendarAnswer,
  WORKLOAD_API,
} from "../../domain/workflows/practice-work.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import type { Db } from "../store/db.ts";
import {
  type Actor,
  actorOf,
  collectDeadlines,
  countOpenByEmployee,
  type DeadlineQuery,
  type Engine,
  jobHoursByEmployee,
  type TitleLookup,
  TitleResolver,
} from "../backoffice/index.ts";
import { answers } from "../openapi/answers.ts";
import { myWorkAnswer, practiceCalendarAnswer, workloadAnswer } from "./practice-answers.ts";
import { calendarQuery, myWorkQuery, workloadQuery } from "./practice-query.ts";

export type PracticeWorkDeps = {
  db: Db;
  /** The resource API's engine: its grant cache, client visibility and titles. */
  engine: Engine;
  clock?: () => Date;
  /** EXTRA_HOLIDAYS, marked on the calendar with the Act's holidays. */
  extraHolidays?: readonly string[];
};

type Env = { Variables: AuthVariables & RequestIdVariables };

/** Roles that see another employee's work and the team's workload: the practice's managers. */
export const TEAM_ROLES: ReadonlySet<string> = new Set(["admin", "staff"]);

/** The client resource, which the calendar's client filter names. */
const CLIENT = "account";

/** The path below the mount point `/api/backoffice/workflows`. */
const below = (path: string) => path.slice("/api/backoffice/workflows".length);

/** The kinds of deadline whose resource's module `may` read: the others add nothing. */
export function readableKinds(may: (module: ModuleKey) => boolean, asked?: readonly DeadlineKind[]) {
  return (asked ?? DEADLINE_KINDS).filter((kind) => may(resourceDef(kind)!.module));
}

/** What a reader may collect: the kinds they may read, confined to their clients when the rule says so. */
export async function readerScope(engine: Engine, actor: Actor) {
  const granted = await engine.grants.grants(actor.role);
  const may = (module: ModuleKey) => granted[module]?.includes("read") ?? false;
  return {
    may,
    confine: (resource: string) => engine.visibility.confine(resource, actor),
    lookup: engine.lookup(actor),
  };
}

/**
 * Refuses a client filter naming a client the reader cannot see: one that does not exist, or, under
 * CLIENT_VISIBILITY=assigned, another employee's (answered alike, so the filter tells nobody whose clients exist).
 */
async function mustSeeClient(lookup: TitleLookup, id: string): Promise<void> {
  const titles = new TitleResolver(lookup);
  await titles.refTitles(CLIENT, [id]);
  if (!titles.has(CLIENT, id)) throw invalid({ client: problem("noSuchRecord", { resource: CLIENT, id }) });
}

/** One employee's open work up to the end of next week, as "my work" and the feeds' own-work scope read it. */
export function ownWorkQuery(
  employeeId: string,
  kinds: readonly DeadlineKind[],
  confine: DeadlineQuery["confine"],
  today: string,
  weekStart = 1,
): DeadlineQuery {
  return {
    kinds,
    to: myWorkHorizon(today, weekStart),
    openOnly: true,
    employee: { id: employeeId, as: "assignee" },
    confine,
    limit: MAX_CALENDAR_ITEMS,
  };
}

export function practiceWorkApi(
  { db, engine, clock = () => new Date(), extraHolidays = [] }: PracticeWorkDeps,
) {
  const app = new Hono<Env>();
  const actor = actorOf;

  app.get(
    below(PRACTICE_CALENDAR_API),
    validate("query", calendarQuery),
    answers(practiceCalendarAnswer),
    async (c) => {
      const q = c.req.valid("query");
      const today = practiceToday(clock());
      const scope = await readerScope(engine, actor(c));
      if (q.client !== undefined) await mustSeeClient(scope.lookup, q.client);
      const { items, truncated, dayTotals } = await collectDeadlines(
        db,
        {
          kinds: readableKinds(scope.may, q.kind),
          from: q.from,
          to: q.to,
          openOnly: !q.done,
          employee: q.employee === undefined ? undefined : { id: q.employee, as: q.as },
          office: q.office,
          division: q.division,
          client: q.client,
          types: q.type,
          confine: scope.confine,
          limit: MAX_CALENDAR_ITEMS,
          perDay: q.perDay,
        },
        scope.lookup,
        today,
      );
      const answer: PracticeCalendarAnswer = {
        today,
        items,
        marked: markedDays(q.from, q.to, extraHolidays),
        truncated,
        ...(q.perDay === undefined ? {} : { dayTotals }),
      };
      return c.json(answer);
    },
  );

  app.get(below(MY_WORK_API), validate("query", myWorkQuery), answers(myWorkAnswer), async (c) => {
    const q = c.req.valid("query");
    const me = actor(c);
    const employeeId = q.employee ?? me.id!;
    // Another's work is a manager's business: other roles are refused rather than shown their own instead, so a
    // link to someone's work never silently shows the wrong person's.
    if (employeeId !== me.id && !TEAM_ROLES.has(me.role)) throw refusal("othersWork", { role: me.role });
    const today = practiceToday(clock());
    const scope = await readerScope(engine, me);
    const { items, truncated } = await collectDeadlines(
      db,
      ownWorkQuery(employeeId, readableKinds(scope.may), scope.confine, today, q.weekStart),
      scope.lookup,
      today,
    );
    return c.json(myWork(employeeId, items, today, q.weekStart, truncated));
  });

  app.get(below(WORKLOAD_API), validate("query", workloadQuery), answers(workloadAnswer), async (c) => {
    const q = c.req.valid("query");
    const me = actor(c);
    if (!TEAM_ROLES.has(me.role)) throw refusal("othersWork", { role: me.role });
    const today = practiceToday(clock());
    const scope = await readerScope(engine, me);
    const kinds = readableKinds(scope.may);
    const monday = weekStart(today);
    // The last day of the last week shown; overdue items are counted whenever they were due.
    const to = addDays(monday, 7 * q.weeks - 1);
    const counts = await countOpenByEmployee(db, { kinds, to, confine: scope.confine }, scope.lookup);
    const answer = workload(counts, today, q.weeks);
    // Capacity is the jobs' budgeted hours: a reader who may not read jobs sees the counts alone.
    if (!kinds.includes("job")) return c.json(answer);
    const ids = answer.rows.map((r) => r.employeeId);
    const hours = await jobHoursByEmployee(db, { from: monday, to, confine: scope.confine }, ids);
    const byEmployee = capacities(ids, hours.weeklyHours, hours.due, monday, q.weeks);
    return c.json({
      ...answer,
      rows: answer.rows.map((r) => ({ ...r, capacity: byEmployee.get(r.employeeId) })),
    });
  });

  return app;
}

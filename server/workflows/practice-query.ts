/**
 * The query strings of the practice calendar, "my work" and the workload, as the input pipe checks them: a bad one
 * is a 400 naming the parameter and why (an unknown one included), never a 500.
 */
import { z } from "zod";
import { daysBetween, isIsoDate } from "../../domain/calendar.ts";
import { problemCheck, problemIssue } from "../../domain/api/index.ts";
import { WEEK_STARTS } from "../../domain/settings.ts";
import { MAX_WORKLOAD_WEEKS } from "../../domain/workflows/practice-deadlines.ts";
import { DEADLINE_KINDS, EMPLOYEE_ROLES, MAX_CALENDAR_DAYS } from "../../domain/workflows/practice-work.ts";
import { DEADLINE_FIELDS } from "../../domain/workflows/deadline-fields.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import { ownList } from "../middleware/list-input.ts";

/** The most a day's cell could ask for: beyond it, the day's own view lists them all. */
const MAX_PER_DAY = 50;

/** A cleared filter box sends `?office=`: the same as no filter. */
const blank = (v: unknown) => (v === "" ? undefined : v);
const recordId = z.string().max(100);
const isoDate = z.string().refine(isIsoDate, problemCheck("date"));

/** The sorts a calendar may be narrowed to: every choice of every kind's typeField (an obligation's kinds). */
function deadlineTypes(): string[] {
  return DEADLINE_FIELDS.flatMap((d) => {
    const field = d.typeField
      ? resourceDef(d.resource)?.fields.find((f) => f.name === d.typeField)
      : undefined;
    return field?.kind === "enum" ? [...field.options] : [];
  });
}

/** The calendar's range and scope: a list query of its own parameters only (`kind` may be given again). */
export const calendarQuery = ownList({
  own: {
    from: isoDate,
    to: isoDate,
    employee: recordId.optional(),
    as: z.enum(EMPLOYEE_ROLES).default("any"),
    office: recordId.optional(),
    division: recordId.optional(),
    /** One client's deadlines (an account id): one the reader may see, else a 400. */
    client: recordId.optional(),
    kind: z.array(z.enum(DEADLINE_KINDS)).optional(),
    /** Of a kind that has sorts, only these (an obligation's kinds: vat201, emp201…); other kinds unnarrowed. */
    type: z.array(z.enum(deadlineTypes() as [string, ...string[]])).optional(),
    done: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
    /** At most this many a day, each fuller day counted in `dayTotals` (the month's grid shows a few a day). */
    perDay: z.coerce.number().int().min(1).max(MAX_PER_DAY).optional(),
  },
  repeatable: ["kind", "type"],
}).superRefine((q, ctx) => {
  if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
  const days = daysBetween(q.from, q.to);
  if (days < 0) ctx.addIssue(problemIssue("toBeforeFrom", { from: q.from }, ["to"]));
  else if (days >= MAX_CALENDAR_DAYS) {
    ctx.addIssue(problemIssue("rangeTooLong", { n: MAX_CALENDAR_DAYS - 1, from: q.from }, ["to"]));
  }
});

export const myWorkQuery = z.strictObject({
  employee: z.preprocess(blank, recordId.optional()),
  /** The reader's first day of the week (their setting): which days are "this week" and "next week". */
  weekStart: z.preprocess(blank, z.coerce.number().pipe(z.literal(WEEK_STARTS)).default(1)),
});

export const workloadQuery = z.strictObject({
  weeks: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_WORKLOAD_WEEKS).default(4)),
});

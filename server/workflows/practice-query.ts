/**
 * The query strings of the practice calendar, "my work" and the workload, checked: a bad one is a 400 naming the
 * parameter and why (an unknown one included), never a 500.
 */
import { z } from "zod";
import { daysBetween, isIsoDate } from "../../domain/calendar.ts";
import { invalid, problem, problemCheck, problemIssue, problemsOfIssues } from "../../domain/api/index.ts";
import { MAX_WORKLOAD_WEEKS } from "../../domain/workflows/practice-deadlines.ts";
import { DEADLINE_KINDS, EMPLOYEE_ROLES, MAX_CALENDAR_DAYS } from "../../domain/workflows/practice-work.ts";
import { nulPath } from "../middleware/validate.ts";

/** A cleared filter box sends `?office=`: the same as no filter. */
const blank = (v: unknown) => (v === "" ? undefined : v);
const recordId = z.string().max(100);
const isoDate = z.string().refine(isIsoDate, problemCheck("date"));

export const calendarQuery = z.strictObject({
  from: isoDate,
  to: isoDate,
  employee: z.preprocess(blank, recordId.optional()),
  as: z.preprocess(blank, z.enum(EMPLOYEE_ROLES).default("any")),
  office: z.preprocess(blank, recordId.optional()),
  division: z.preprocess(blank, recordId.optional()),
  kind: z.array(z.enum(DEADLINE_KINDS)).optional(),
  done: z.preprocess(blank, z.enum(["true", "false"]).default("true").transform((v) => v === "true")),
}).superRefine((q, ctx) => {
  if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
  const days = daysBetween(q.from, q.to);
  if (days < 0) ctx.addIssue(problemIssue("toBeforeFrom", { from: q.from }, ["to"]));
  else if (days >= MAX_CALENDAR_DAYS) {
    ctx.addIssue(problemIssue("rangeTooLong", { n: MAX_CALENDAR_DAYS - 1, from: q.from }, ["to"]));
  }
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const myWorkQuery = z.strictObject({ employee: z.preprocess(blank, recordId.optional()) });

export const workloadQuery = z.strictObject({
  weeks: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_WORKLOAD_WEEKS).default(4)),
});

/** Parameters that may be given more than once; every other one counts once (its first value). */
const REPEATABLE = new Set(["kind"]);

/** A query string checked against `schema`; `kind` (repeatable) as a list. */
export function readQuery<T extends z.ZodType>(schema: T, url: string): z.infer<T> {
  const params = new URL(url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    if (REPEATABLE.has(name)) raw[name] = [...(raw[name] as string[] | undefined) ?? [], value];
    else raw[name] ??= value;
  }
  const at = nulPath(raw);
  if (at !== undefined) throw invalid({ [at.split(".")[0] || "query"]: problem("noNul") });
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // A repeated parameter's problem is the parameter's (`kind`, not `kind.1`).
  const fields = Object.entries(problemsOfIssues(parsed.error.issues, "query", raw))
    .map(([name, p]) => [name.split(".")[0], p] as const);
  throw invalid(Object.fromEntries(fields.reverse()));
}

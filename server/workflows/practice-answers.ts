/**
 * What the practice calendar, my work, the workload and the feeds answer, as schemas for the API description
 * (server/openapi). The contract is domain/workflows/practice-work.ts's types, which the client imports without
 * zod (its first page stays small); each schema here is checked against its type (`satisfies`), so the two
 * cannot part.
 */
import { z } from "zod";
import {
  type CalendarFeed,
  type CalendarFeedsAnswer,
  DEADLINE_KINDS,
  DEADLINE_STATES,
  type DeadlineEntry,
  type MarkedDay,
  type MyWorkAnswer,
  type PracticeCalendarAnswer,
  type WorkloadAnswer,
} from "../../domain/workflows/practice-work.ts";

const isoDate = z.string().describe("ISO date");
const named = z.string().nullable();

const deadlineEntry = z.strictObject({
  id: z.string().describe("`${kind}:${record id}`: stable across answers"),
  kind: z.enum(DEADLINE_KINDS),
  title: z.string().describe("the record's own title"),
  due: isoDate,
  state: z.enum(DEADLINE_STATES),
  accountId: z.string().nullable(),
  account: named,
  clientName: named.describe("the client's name, without its code"),
  employeeId: z.string().nullable().describe(
    "whom the work sits with: the assignee, else the client's manager",
  ),
  employee: named,
  link: z.string().describe("the record's page in the back office"),
  version: z.number().int().describe("the record's version as read: a change made from the entry sends it"),
  status: z.string().optional().describe(
    "the record's status, for a kind open while its status is one of some",
  ),
  type: z.string().optional().describe("its sort within the kind: an obligation's kind (vat201, emp201…)"),
}) satisfies z.ZodType<DeadlineEntry>;

const markedDay = z.object({
  date: isoDate,
  kind: z.enum(["holiday", "dispute-exclusion"]),
  name: z.string(),
}) satisfies z.ZodType<MarkedDay>;

export const practiceCalendarAnswer = z.object({
  today: isoDate,
  items: z.array(deadlineEntry),
  marked: z.array(markedDay),
  truncated: z.boolean(),
  dayTotals: z.record(isoDate, z.number().int()).optional(),
}) satisfies z.ZodType<PracticeCalendarAnswer>;

export const myWorkAnswer = z.object({
  today: isoDate,
  employeeId: z.string(),
  overdue: z.array(deadlineEntry),
  thisWeek: z.array(deadlineEntry),
  nextWeek: z.array(deadlineEntry),
  count: z.number().int().describe("the navigation badge: overdue and due this week"),
  truncated: z.boolean().describe("more open items than the answer holds: the latest are left out"),
}) satisfies z.ZodType<MyWorkAnswer>;

export const workloadAnswer = z.object({
  today: isoDate,
  weeks: z.array(isoDate).describe("each week's Monday"),
  rows: z.array(z.object({
    employeeId: z.string(),
    employee: z.string(),
    overdue: z.number().int(),
    perWeek: z.array(z.number().int()),
    capacity: z.object({
      weeklyHours: z.number().int(),
      hours: z.array(z.number()).describe("the budgeted hours of their open jobs due in each week"),
      over: z.array(z.boolean()).describe("each week: more hours due than their weekly hours"),
    }).optional().describe("when the reader may read jobs"),
  })),
}) satisfies z.ZodType<WorkloadAnswer>;

export const calendarFeed = z.object({
  id: z.string(),
  scope: z.enum(["employee", "office"]),
  subject: z.string(),
  subjectName: z.string(),
  url: z.string().describe("the private address (it holds the token)"),
  createdAt: z.string(),
}) satisfies z.ZodType<CalendarFeed>;

export const calendarFeedsAnswer = z.object({ items: z.array(calendarFeed) }) satisfies z.ZodType<
  CalendarFeedsAnswer
>;

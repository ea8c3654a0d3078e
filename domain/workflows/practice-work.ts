/**
 * The practice's deadlines in one place (issue 16): the contract of the practice calendar, "my work" and the
 * iCalendar feeds, shared by server and client. What counts as a deadline and while when it is open is
 * DEADLINE_FIELDS' business (deadline-fields.ts); this file names the answers.
 */
import type { Capacity } from "./capacity.ts";

export const PRACTICE_CALENDAR_API = "/api/backoffice/workflows/practice-calendar";
export const MY_WORK_API = "/api/backoffice/workflows/my-work";
export const WORKLOAD_API = "/api/backoffice/workflows/workload";
export const CALENDAR_FEEDS_API = "/api/backoffice/workflows/calendar-feeds";
/** Public, token-addressed: `${CALENDAR_FEED_PATH}/<token>.ics`. No sign-in; the token is the secret. */
export const CALENDAR_FEED_PATH = "/api/calendar-feed";

/** One kind per resource with a due date, named by the resource. */
export const DEADLINE_KINDS = [
  "incometax",
  "objection",
  "annualreturn",
  "correspondence",
  "taxclearance",
  "assessment",
  "project",
  "obligation",
  // Issue 35: a document request's due date, with the responsible employee, until every item is in.
  "documentrequest",
  // Issue 38: a job of a recurring template, with its assignee, until it is done.
  "job",
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** done: the record is no longer open; overdue: open and due before today; due-soon: within 7 days; later. */
export const DEADLINE_STATES = ["overdue", "due-soon", "later", "done"] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

/**
 * One deadline of one record: what the calendar, my work and the feeds show of it. Filters are the server's (a
 * month holds thousands of entries, so each carries no more than is shown: 0.85 MB, not 1.36, with the client's
 * partner, manager, office and division ids it once carried).
 */
export type DeadlineEntry = {
  /** `${kind}:${record id}`: stable across answers. */
  id: string;
  kind: DeadlineKind;
  /** The record's own title (as `_title` in the resource API). */
  title: string;
  /** ISO date. */
  due: string;
  state: DeadlineState;
  accountId: string | null;
  /** The client's title (its code and name). */
  account: string | null;
  /** The client's name alone: what the calendar shows beside the kind ("Annual return · Limpopo Bricks"). */
  clientName: string | null;
  /** The employee the work sits with: the record's assignee / preparer when it has one, else the client's manager. */
  employeeId: string | null;
  employee: string | null;
  /** The record's page: `/apps/<module>/<resource>/view/<id>` as the back office routes it. */
  link: string;
  /** The record's version as read: a change made from the entry (marked done in place) sends it back. */
  version: number;
  /** The record's status, for a kind whose deadline is open while its status is one of some (a return's). */
  status?: string;
  /** Its sort within the kind, for a kind that has sorts (an obligation's kind: deadline-fields.ts typeField). */
  type?: string;
};

/** A day the calendar marks: a public holiday, or a day of the 16 December - 15 January dispute exclusion. */
export type MarkedDay = { date: string; kind: "holiday" | "dispute-exclusion"; name: string };

/** Which of the client's people an employee filter means: any of them, or the one named. */
export const EMPLOYEE_ROLES = ["any", "partner", "manager", "assignee"] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Query of the calendar: from/to (ISO dates, inclusive, at most 62 days apart), and any of the filters. */
export type PracticeCalendarQuery = {
  from: string;
  to: string;
  employee?: string;
  /** Which role the employee filter means; default "any" (partner, manager or the employee the work sits with). */
  as?: EmployeeRole;
  office?: string;
  division?: string;
  /** Sent as one `kind` parameter per kind (`?kind=objection&kind=incometax`); none means every kind. */
  kind?: DeadlineKind[];
  /** Include done entries; default true. */
  done?: boolean;
};

export type PracticeCalendarAnswer = {
  today: string;
  items: DeadlineEntry[];
  marked: MarkedDay[];
  /** True when more than MAX_CALENDAR_ITEMS matched and `items` was cut (the client says so). */
  truncated: boolean;
  /** Asked with `perDay`: each day that has more deadlines than it, and how many it has (the rest left out). */
  dayTotals?: Record<string, number>;
};

export const MAX_CALENDAR_ITEMS = 5000;
export const MAX_CALENDAR_DAYS = 62;

/** GET MY_WORK_API (?employee=<id> for a manager or admin looking at someone else). Open entries only. */
export type MyWorkAnswer = {
  today: string;
  employeeId: string;
  overdue: DeadlineEntry[];
  thisWeek: DeadlineEntry[];
  nextWeek: DeadlineEntry[];
  /** The navigation badge: overdue + due this week (of the items answered: at least that many when truncated). */
  count: number;
  /**
   * More open items than MAX_CALENDAR_ITEMS: the answer holds the first by due date (the most overdue first), and
   * the latest are left out, which the page says rather than hide.
   */
  truncated: boolean;
};

/**
 * GET WORKLOAD_API?weeks=<1..12>: open items per employee per week, from this week's Monday on; with each row's
 * capacity (issue 38: the budgeted hours of their open jobs due each week against their weekly hours) when the
 * reader may read jobs.
 */
export type WorkloadAnswer = {
  today: string;
  weeks: string[];
  rows: Array<
    { employeeId: string; employee: string; overdue: number; perWeek: number[]; capacity?: Capacity }
  >;
};

/** A private feed: per employee (their own work) or per office (an admin's). The URL holds the token. */
export type CalendarFeed = {
  id: string;
  scope: "employee" | "office";
  /** The employee or office id the feed shows. */
  subject: string;
  subjectName: string;
  url: string;
  createdAt: string;
};

/** GET CALENDAR_FEEDS_API: the signed-in user's feeds. POST {scope, subject}: make (or remake) one, answered
 * with the new URL; DELETE CALENDAR_FEEDS_API/<id>: revoke. */
export type CalendarFeedsAnswer = { items: CalendarFeed[] };

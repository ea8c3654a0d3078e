import type { QueryKey } from "@tanstack/react-query";

/**
 * The query keys of the back office, react-admin style: everything under "backoffice", then the resource, then
 * what of it. A write invalidates by prefix.
 */
export const keys = {
  all: ["backoffice"] as QueryKey,
  list: (resource: string, query: string): QueryKey => ["backoffice", resource, "list", query],
  one: (resource: string, id: string): QueryKey => ["backoffice", resource, "one", id],
  /** A ref picker's options: a list query's first items. */
  pick: (resource: string, query: string): QueryKey => ["backoffice", resource, "pick", query],
  audit: (resource: string, id: string): QueryKey => ["backoffice", resource, "audit", id],
  grants: (user: string): QueryKey => ["backoffice", "grants", user],
  dashboard: ["workflows", "dashboard"] as QueryKey,
  report: (query: string): QueryKey => ["workflows", "report", query],
  triggerRuns: ["workflows", "triggers", "last-runs"] as QueryKey,
  latestRun: (trigger: string): QueryKey => ["workflows", "triggers", "latest", trigger],
  /** Under "workflows", so any record's write (touchedByWrite) refreshes them, the navigation badge with them. */
  practiceCalendar: (query: string): QueryKey => ["workflows", "practice-calendar", query],
  myWork: (employee: string): QueryKey => ["workflows", "my-work", employee],
  workload: (weeks: number): QueryKey => ["workflows", "workload", weeks],
  calendarFeeds: ["workflows", "calendar-feeds"] as QueryKey,
  workflows: ["workflows"] as QueryKey,
};

/**
 * What a write to any record can change: the record and its lists, and also other resources (a hook marks a
 * return assessed when its assessment is saved, a referenced record's referrers) and every workflow figure.
 */
export const touchedByWrite: QueryKey[] = [keys.all, keys.workflows];

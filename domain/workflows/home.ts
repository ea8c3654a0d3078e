/**
 * The home page's lists of the signed-in employee's own (issue 32), beside their work and the practice's figures:
 * list queries of the resource API, so the grants and client visibility that keep every list keep these, and each
 * list's "see all" opens the same list page filtered alike.
 */
import { type ListQuery, writeListQuery } from "../list-query.ts";
import { REPLY_KINDS } from "./due-dates.ts";

/** How many of each list the home page shows; the count is of them all. */
export const HOME_ITEMS = 5;

/**
 * Letters received, assigned to the employee, that ask for a reply by a date and still await it, the soonest due
 * first (a general letter asks for none: it would lead the list, undated, ahead of the urgent ones).
 */
export function openRequestsQuery(employeeId: string): ListQuery {
  return {
    where: { assignee: [employeeId], status: ["open"], direction: ["in"], kind: [...REPLY_KINDS] },
    sort: "responseDueOn",
    order: "asc",
    pageSize: HOME_ITEMS,
  };
}

/** The tax-case trigger runs the employee started by hand, the latest first. */
export function recentRunsQuery(employeeId: string): ListQuery {
  return { where: { ranBy: [employeeId] }, sort: "createdAt", order: "desc", pageSize: HOME_ITEMS };
}

/** A list page's address showing what `query` selects, in its order (from its first page, as long as the page). */
export function listLink(base: string, { where, sort, order }: ListQuery): string {
  return `${base}?${writeListQuery({ where, sort, order })}`;
}

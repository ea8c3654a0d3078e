/**
 * The due dates the back office warns about: which field of which resource is a deadline, and while which values
 * the record is still open (a lodged objection, a filed annual return, a submitted return or answered
 * correspondence warns no more). Declared once, here, rather than in each resource: the list and view pages, the
 * dashboard's figures and the lists those figures link to all read it, so they agree on what "open" means.
 */
import { daysBetween, isIsoDate } from "../calendar.ts";
import { deadlineStatus } from "../deadlines.ts";
import { conditionParam } from "../list-conditions.ts";
import { ANNUAL_RETURN_STATUSES } from "../resources/secretarial.ts";
import { INCOME_TAX_STATUSES } from "../resources/tax.ts";

/** A sibling field's condition that holds while the record is open: one of some values, blank, or above zero. */
export type OpenWhile =
  | { field: string; in: readonly string[] }
  | { field: string; blank: true }
  | { field: string; positive: true };

export type DeadlineField = {
  resource: string;
  field: string;
  openWhile: readonly OpenWhile[];
  /** The employee field the work sits with (a return's preparer), when the record has one; else the client's manager. */
  assignee?: string;
  /**
   * Met once a record of the same resource with the same values of these fields has a later date (a renewed
   * clearance): a condition on other records, which the server checks (the deadlines' collection, and the API's
   * `_renewed` on each such record, which deadlineWarning reads).
   */
  renewedBy?: readonly string[];
  /** The status is the server's to set (a document request completes with its last item): not changed in place. */
  serverStatus?: true;
  /**
   * The choice field that says which sort of this kind a deadline is (an obligation's kind: VAT201, EMP201…): the
   * calendar colours and filters by it (`type` in the calendar's query).
   */
  typeField?: string;
  /** The integer field of the hours the work is budgeted to take (a job's): the workload's capacity sums them. */
  hours?: string;
};

const statuses = (values: readonly string[]): OpenWhile => ({ field: "status", in: values });

/** A return is due for submission: from `submitted` on (assessed, closed) the due date is behind it. */
const RETURN_STATUSES_BEFORE_SUBMISSION = INCOME_TAX_STATUSES.slice(
  0,
  INCOME_TAX_STATUSES.indexOf("submitted"),
);

export const DEADLINE_FIELDS: readonly DeadlineField[] = [
  // The last day to lodge the objection: met once it is lodged.
  { resource: "objection", field: "deadline", openWhile: [{ field: "lodgedOn", blank: true }] },
  {
    resource: "annualreturn",
    field: "dueDate",
    openWhile: [statuses(ANNUAL_RETURN_STATUSES.filter((s) => s !== "filed"))],
  },
  {
    resource: "incometax",
    field: "dueDate",
    openWhile: [statuses(RETURN_STATUSES_BEFORE_SUBMISSION)],
    assignee: "preparedBy",
  },
  {
    resource: "correspondence",
    field: "responseDueOn",
    openWhile: [statuses(["open"])],
    assignee: "assignee",
  },
  { resource: "project", field: "dueOn", openWhile: [statuses(["planned", "active"])], assignee: "owner" },
  // A statutory obligation (issue 36): met once submitted, paid, or not required.
  {
    resource: "obligation",
    field: "dueDate",
    openWhile: [statuses(["open"])],
    assignee: "assignee",
    typeField: "kind",
  },
  // A document request is met once every item is in (complete), or once it is cancelled.
  {
    resource: "documentrequest",
    field: "dueDate",
    openWhile: [statuses(["open"])],
    assignee: "responsible",
    serverStatus: true,
  },
  // A job of a recurring template (issue 38): met once done.
  {
    resource: "job",
    field: "dueDate",
    openWhile: [statuses(["open"])],
    assignee: "assignee",
    hours: "budgetedHours",
  },
  // A clearance's expiry is the day to have it renewed by: met once the client holds a clearance of the same
  // purpose that expires later. Nothing on the clearance itself says so, hence renewedBy.
  { resource: "taxclearance", field: "expiresOn", openWhile: [], renewedBy: ["account", "kind"] },
  // The day SARS wants the assessed tax paid: nothing to meet when nothing is due (a refund or nil). The practice
  // records no settlement against an assessment, so a positive amount stays open until the assessment is changed.
  { resource: "assessment", field: "paymentDueDate", openWhile: [{ field: "amountDue", positive: true }] },
];

/** How far ahead the home dashboard counts deadlines (DOMAIN.md, Reports and dashboard). */
export const OBJECTION_WINDOW_DAYS = 14;
export const ANNUAL_RETURN_WINDOW_DAYS = 30;

export function deadlineField(resource: string, field: string): DeadlineField | undefined {
  return DEADLINE_FIELDS.find((d) => d.resource === resource && d.field === field);
}

/** The field whose values keep a record open, when its rule is one (a status): what an entry shows and changes. */
export function statusField(deadline: DeadlineField): string | undefined {
  return deadline.openWhile.find((w) => "in" in w)?.field;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

/** Whether a record still has its deadline ahead of it to meet (every `openWhile` holds). */
export function isOpen(deadline: DeadlineField, record: Record<string, unknown>): boolean {
  return deadline.openWhile.every((w) =>
    "blank" in w
      ? isBlank(record[w.field])
      : "positive" in w
      ? Number(record[w.field]) > 0
      : w.in.includes(String(record[w.field]))
  );
}

/** A warning: overdue by `days` (at least 1), or due in `days` (0 = today, at most DUE_SOON_DAYS). */
export type DeadlineWarning = { status: "overdue" | "due-soon"; days: number };

/**
 * The red or amber warning a record's due date deserves on `today` (ISO), or null: not a deadline field, no date,
 * more than a week ahead, or the record is no longer open (or, by the API's `_renewed`, renewed).
 */
export function deadlineWarning(
  resource: string,
  field: string,
  record: Record<string, unknown>,
  today: string,
): DeadlineWarning | null {
  const deadline = deadlineField(resource, field);
  const due = record[field];
  if (!deadline || typeof due !== "string" || !isIsoDate(due) || !isOpen(deadline, record)) return null;
  if (deadline.renewedBy && record._renewed === true) return null;
  const status = deadlineStatus(due, today);
  if (status === "ok") return null;
  const days = daysBetween(today, due);
  return status === "overdue" ? { status, days: -days } : { status, days };
}

/**
 * "Still open" as a list address spells it (`status=due&status=overdue`, `lodgedOnEmpty=true`): a figure that
 * counts open records links to the list of exactly those.
 */
export function openListParams(deadline: DeadlineField): [string, string][] {
  return deadline.openWhile.flatMap((w): [string, string][] =>
    "blank" in w
      ? [[conditionParam(w.field, "empty"), "true"]]
      // Amounts are kept to the cent: above zero is from one cent.
      : "positive" in w
      ? [[conditionParam(w.field, "from"), "0.01"]]
      : w.in.map((v) => [w.field, v])
  );
}

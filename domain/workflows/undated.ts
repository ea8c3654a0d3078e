/**
 * Open records that ought to carry a due date and have none (issue 32): a return whose tax type has no rule, one
 * imported without a date, a SARS letter asking a reply whose date was cleared. Nothing would ever warn about them (my work, the
 * calendar and the feeds go by the date), so each resource's list page counts them and links to exactly those: the
 * list's own `<field>Empty=true` with the deadline's "still open" conditions (deadline-fields.ts).
 */
import { conditionParam } from "../list-conditions.ts";
import type { ListQuery } from "../list-query.ts";
import { deadlineField, openListParams } from "./deadline-fields.ts";
import { REPLY_KINDS } from "./due-dates.ts";

export type UndatedList = {
  resource: string;
  field: string;
  /** Conditions beyond "still open" under which the record needs a date (a letter we received, not one we sent). */
  where?: Readonly<Record<string, readonly string[]>>;
};

/**
 * The resources whose open records need a date. An objection's deadline is always computed, a clearance's expiry
 * and an assessment's payment date are known only once SARS gives them: none of those is ever forgotten.
 */
export const UNDATED_LISTS: readonly UndatedList[] = [
  { resource: "incometax", field: "dueDate" },
  // A general letter asks for no reply by a date: only the kinds that do are missing one.
  { resource: "correspondence", field: "responseDueOn", where: { direction: ["in"], kind: REPLY_KINDS } },
  { resource: "annualreturn", field: "dueDate" },
  { resource: "project", field: "dueOn" },
  { resource: "obligation", field: "dueDate" },
];

export function undatedList(resource: string): UndatedList | undefined {
  return UNDATED_LISTS.find((u) => u.resource === resource);
}

/** The list query of a resource's open records without a date (its link: writeListQuery). */
export function undatedQuery(list: UndatedList): ListQuery {
  const where: Record<string, string[]> = { [conditionParam(list.field, "empty")]: ["true"] };
  for (const [name, values] of Object.entries(list.where ?? {})) where[name] = [...values];
  for (const [name, value] of openListParams(deadlineField(list.resource, list.field)!)) {
    (where[name] ??= []).push(value);
  }
  return { where };
}

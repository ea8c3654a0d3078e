/**
 * The due dates the back office works out rather than leaving to be typed (issue 32): which field of which
 * resource, what it is worked out from, and which field keeps the reason when a person sets another day. Declared
 * once, here: the server fills the date in when a record comes without one (its resource's hook), answers it for
 * a record being filled in (WORKED_OUT_API), and the form shows it as its inputs are chosen. The rules themselves
 * are due-dates.ts's.
 */
import type { WorkedOutDate } from "./due-dates.ts";

/** `GET <WORKED_OUT_API>/<resource>?<inputs>`: the date the rules give a record with those inputs. */
export const WORKED_OUT_API = "/api/backoffice/workflows/worked-out-dates";

export type WorkedOutField = {
  resource: string;
  /** The date the rules give. */
  field: string;
  /** The text field that says why the date was set to another day by hand. */
  reason: string;
  /** The fields it is worked out from, in the form's order: all of them chosen, the date can be worked out. */
  inputs: readonly string[];
};

export const WORKED_OUT_FIELDS: readonly WorkedOutField[] = [
  {
    resource: "incometax",
    field: "dueDate",
    reason: "dueDateReason",
    inputs: ["account", "taxType", "taxYear"],
  },
  {
    resource: "correspondence",
    field: "responseDueOn",
    reason: "responseDueReason",
    inputs: ["direction", "kind", "receivedOn"],
  },
  // From the client's CIPC record (domain/deadlines.ts), found through the client.
  { resource: "annualreturn", field: "dueDate", reason: "dueDateReason", inputs: ["account", "year"] },
  // From the client's compliance profile, or the event the period names (domain/compliance/worked-out.ts).
  {
    resource: "obligation",
    field: "dueDate",
    reason: "dueDateReason",
    inputs: ["account", "kind", "period"],
  },
];

export function workedOutField(resource: string): WorkedOutField | undefined {
  return WORKED_OUT_FIELDS.find((w) => w.resource === resource);
}

/** The answer: the date and how the rules got it, or null when no rule gives one (a VAT return, a general letter). */
export type WorkedOutAnswer = { workedOut: WorkedOutDate | null };

/**
 * What my work writes when an item is marked done or given a status in place (issue 32): a change of the record
 * through the resource API's PUT, with the version the item was read at, so a record changed since is refused
 * rather than overwritten. "Done" is the state the deadline's rule (deadline-fields.ts, openWhile) treats as met:
 * a return submitted, a letter answered, an objection lodged, an annual return filed, a project done; where the
 * record keeps the day that happened, it is written too. A clearance is met only by a later clearance and an
 * assessment's payment only by a changed assessment, a document request by its last item coming in: none can be
 * marked done in place.
 */
import { DEADLINE_FIELDS, isOpen, statusField } from "./deadline-fields.ts";
import type { DeadlineKind } from "./practice-work.ts";

/** A kind's "done": the status that meets its deadline, and the date field that records the day. */
export type DoneChange = { status?: string; date?: string };

export const DONE_CHANGES: Readonly<Partial<Record<DeadlineKind, DoneChange>>> = {
  incometax: { status: "submitted", date: "submittedOn" },
  objection: { date: "lodgedOn" },
  annualreturn: { status: "filed", date: "filedOn" },
  correspondence: { status: "responded", date: "respondedOn" },
  project: { status: "done" },
  job: { status: "done" },
};

/** The record of an item and the version it was read at: what a change is made to. */
export type ChangedItem = { kind: DeadlineKind; id: string; version: number };

/** A change of items in place: marked done on a day, or given a status (of their kind's status field). */
export type WorkChange = { action: "done"; day: string } | { action: "status"; status: string };

/** The record's id in the resource API, from an entry's `${kind}:${id}`. */
export const recordIdOf = (entryId: string) => entryId.slice(entryId.indexOf(":") + 1);

/** The field an item's status is changed in, when its kind has one that staff change. */
export function statusFieldOf(kind: DeadlineKind): string | undefined {
  const deadline = DEADLINE_FIELDS.find((d) => d.resource === kind);
  return deadline && !deadline.serverStatus ? statusField(deadline) : undefined;
}

/** Whether items of a kind can be marked done, or given a status, in place. */
export const canMarkDone = (kind: DeadlineKind) => DONE_CHANGES[kind] !== undefined;
export const canSetStatus = (kind: DeadlineKind) => statusFieldOf(kind) !== undefined;

/** The PUT body that makes `change` to an item, or null when its kind cannot take that change. */
export function changeBody(item: ChangedItem, change: WorkChange): Record<string, unknown> | null {
  if (change.action === "status") {
    const field = statusFieldOf(item.kind);
    return field === undefined ? null : { version: item.version, [field]: change.status };
  }
  const done = DONE_CHANGES[item.kind];
  if (!done) return null;
  return {
    version: item.version,
    ...(done.status === undefined ? {} : { [statusFieldOf(item.kind)!]: done.status }),
    ...(done.date === undefined ? {} : { [done.date]: change.day }),
  };
}

/**
 * Whether an item is still open after the change (shown at once, before the server answers): done never is; a
 * status is open when the deadline's rule says so.
 */
export function openAfter(kind: DeadlineKind, change: WorkChange): boolean {
  if (change.action === "done") return false;
  const deadline = DEADLINE_FIELDS.find((d) => d.resource === kind)!;
  return isOpen(deadline, { [statusFieldOf(kind)!]: change.status });
}

/**
 * Bulk changes and change sets (issue 39): what `/api/backoffice/<resource>/bulk/preview`, `…/bulk` and
 * `/api/backoffice/change-sets` answer, read by the server that writes them and the list that shows them.
 */

/** The back office's log of change sets, with their revert. */
export const CHANGE_SETS_PAGE = "/apps/change-sets";

/** What a change set did to its records: set a field, deleted them, or put deleted ones back. */
export type ChangeSetAction = "set" | "delete" | "restore";

/** A field's value as the list shows it: the value, and for a ref its record's title. */
export type Shown = { value: unknown; title?: string | string[] };

/** How many records the change would change now, and the first of them with the field before and after. */
export type Preview = {
  count: number;
  sample: Array<{ id: string; title: string; version: number; before?: Shown; after?: Shown }>;
};

/** A change set as it was written, and the records a revert left alone (changed since), by id and title. */
export type Applied = {
  changeSet: string;
  count: number;
  changedSince: Array<{ id: string; title: string | null }>;
};

/** A change set as the log lists it. */
export type ChangeSet = {
  id: string;
  resource: string;
  action: ChangeSetAction;
  /** The field a `set` changed. */
  field: string | null;
  count: number;
  userId: string | null;
  userName: string | null;
  at: string;
  /** The change set this one reverts. */
  reverts: string | null;
  /** The change set that reverted this one. */
  revertedBy: string | null;
};

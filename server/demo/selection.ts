import { z } from "zod";
import { invalidField, type ProblemCode } from "../../domain/api/index.ts";

/**
 * What the mail and to-do apps share (demo-apps.md §7): a list chosen by a label, filter or folder handle, and
 * bulk writes on a selection of ids (set folder, toggle a label, delete).
 */

const handleOf = <H extends string>(list: readonly { handle: H }[]) =>
  z.enum(list.map((item) => item.handle));

/** One of the three selects the list; when several are sent the first wins, in the spec's order. */
export function listQuery<L extends string, F extends string, D extends string>(
  labels: readonly { handle: L }[],
  filters: readonly { handle: F }[],
  folders: readonly { handle: D }[],
  defaultFolder: NoInfer<D>,
) {
  return z.object({
    labelHandle: handleOf(labels).optional(),
    filterHandle: handleOf(filters).optional(),
    folderHandle: handleOf(folders).default(defaultFolder),
  });
}

/** A selection of ids, as the bulk writes take it. */
export const selectedIds = z.array(z.string().max(100)).max(1000);

/**
 * The selected ids as a set (an id sent twice counts once: a toggle must not cancel itself out), once every one
 * names an item; otherwise a 400 naming the first unknown one (`selectedMailIds.2`), and nothing changes.
 */
export function checkSelection(
  field: string,
  ids: readonly string[],
  items: readonly { id: string }[],
  unknown: ProblemCode,
): Set<string> {
  const known = new Set(items.map((item) => item.id));
  const at = ids.findIndex((id) => !known.has(id));
  if (at >= 0) throw invalidField(`${field}.${at}`, unknown);
  return new Set(ids);
}

/** Adds the label to an item that lacks it, takes it off one that has it. */
export function toggleLabel(item: { labels: number[] }, labelId: number) {
  item.labels = item.labels.includes(labelId)
    ? item.labels.filter((l) => l !== labelId)
    : [...item.labels, labelId];
}

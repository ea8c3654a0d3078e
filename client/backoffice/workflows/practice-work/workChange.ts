/**
 * My work's one write (issue 32): items marked done or given a status in place, each through the resource API
 * (the record's PUT with the version the item was read at). Apart from api.ts, so the menu's badge, which reads
 * my work on every page, does not bring the resources' declarations along.
 */
import type { DeadlineEntry, MyWorkAnswer } from "../../../../domain/workflows/practice-work.ts";
import { changeBody, recordIdOf, type WorkChange } from "../../../../domain/workflows/work-changes.ts";
import { t } from "../../../kit/i18n/index.ts";
import { patch, useWrite } from "../../../lib/data/index.ts";
import { backofficeProvider } from "../../data/provider.ts";
import { afterChange } from "./myWork.ts";
import "./messages.ts";

/** A change made from my work: to these items (as read, with their versions), marked done or given a status. */
export type WorkChangeVars = { items: readonly DeadlineEntry[]; change: WorkChange };

/**
 * Each item's record changed, one after the other; those refused are named in one error (how many, and the first
 * reason), the others stay changed.
 */
async function sendChanges({ items, change }: WorkChangeVars): Promise<void> {
  const refused: Error[] = [];
  for (const item of items) {
    const id = recordIdOf(item.id);
    const body = changeBody({ kind: item.kind, id, version: item.version }, change);
    if (!body) continue;
    try {
      await backofficeProvider.update(item.kind, id, body);
    } catch (error) {
      refused.push(error as Error);
    }
  }
  if (refused.length === 0) return;
  throw new Error(
    items.length === 1
      ? refused[0].message
      : `${t("practiceWork.refusedOf", { count: refused.length, total: items.length })} ${
        refused[0].message
      }`,
  );
}

/**
 * The items leave my work at once (or show their new status), the badge's count with them; a refusal puts them
 * back and says why (`failure`: …); either way my work, the calendar, the badge, the figures and the lists load
 * again.
 */
export function useWorkChange(failure: string) {
  return useWrite<WorkChangeVars, void>({
    send: sendChanges,
    patches: ({ items, change }) => [
      patch<MyWorkAnswer>(
        ["workflows/my-work"],
        (old) => afterChange(old, new Set(items.map((i) => i.id)), change),
      ),
    ],
    refresh: backofficeProvider.touchedByWrite,
    failure,
  });
}

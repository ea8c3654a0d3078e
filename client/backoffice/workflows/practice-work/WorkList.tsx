import { useState } from "react";
import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import {
  canMarkDone,
  DONE_CHANGES,
  statusFieldOf,
  type WorkChange,
} from "../../../../domain/workflows/work-changes.ts";
import { practiceToday } from "../../../../domain/today.ts";
import { t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { useHereAsOrigin } from "../../../kit/routes/origin.ts";
import { SelectAll } from "../../../kit/ui/SelectAll.tsx";
import { allows, useGrants } from "../../data/grants.ts";
import { fieldOf, findDef } from "../../defs.ts";
import { optionText } from "../../ui/optionText.ts";
import { DoneDialog } from "./DoneDialog.tsx";
import { WorkItem } from "./WorkItem.tsx";
import { useWorkChange } from "./workChange.ts";

/**
 * My work's items, shown in the order given, each changeable in place, and several at once: selected, then
 * "Mark done" or a status (for items of one kind). A done that records a day asks for it (DoneDialog).
 */
export function WorkList({ items }: { items: readonly DeadlineEntry[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<readonly DeadlineEntry[] | null>(null);
  const here = useHereAsOrigin();
  const grants = useGrants().data;
  const change = useWorkChange(t("practiceWork.changeFailed"));
  // Until the grants are known everything is offered: the server has the last word.
  const mayChange = (e: DeadlineEntry) =>
    canMarkDone(e.kind) && (!grants || allows(grants, findDef(e.kind)!.module, "update"));
  const changeable = items.filter(mayChange);
  const chosen = changeable.filter((e) => selected.has(e.id));
  const kinds = new Set(chosen.map((e) => e.kind));
  const oneKind = kinds.size === 1 ? [...kinds][0] : undefined;
  const statusName = oneKind && statusFieldOf(oneKind);
  const statusField = statusName ? fieldOf(findDef(oneKind!)!, statusName) : undefined;

  const apply = async (targets: readonly DeadlineEntry[], how: WorkChange) => {
    setSelected(new Set());
    const done = await change.write({ items: targets, change: how });
    if (done !== null) {
      showMessage(t("practiceWork.changed", { count: targets.length }), { variant: "success" });
    }
  };
  const markDone = (targets: readonly DeadlineEntry[]) => {
    if (targets.some((e) => DONE_CHANGES[e.kind]?.date)) setAsking(targets);
    else void apply(targets, { action: "done", day: practiceToday() });
  };
  const select = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <div
        className="flex flex-wrap items-center gap-2 rounded bg-base-200 px-3 py-2"
        role="group"
        aria-label={t("practiceWork.bulk")}
        data-testid="work-bulk"
      >
        <SelectAll
          total={changeable.length}
          selected={chosen.length}
          onChange={(all) => setSelected(new Set(all ? changeable.map((e) => e.id) : []))}
          label={t("practiceWork.selectAll")}
          testId="work-select-all"
        />
        <span className="text-sm me-auto" aria-live="polite" data-testid="work-selected">
          {t("practiceWork.selected", { count: chosen.length })}
        </span>
        <select
          className="select select-sm w-48"
          value=""
          disabled={!statusField || change.busy}
          aria-label={t("practiceWork.setStatus")}
          title={statusField ? undefined : t("practiceWork.statusOneKind")}
          data-testid="work-bulk-status"
          onChange={(e) => e.target.value && void apply(chosen, { action: "status", status: e.target.value })}
        >
          <option value="">{t("practiceWork.setStatus")}</option>
          {statusField?.kind === "enum" &&
            statusField.options.map((o) => <option key={o} value={o}>{optionText(statusField, o)}</option>)}
        </select>
        <button
          type="button"
          className="btn btn-sm btn-success"
          disabled={chosen.length === 0 || change.busy}
          data-testid="work-bulk-done"
          onClick={() => markDone(chosen)}
        >
          {t("practiceWork.markDone")}
        </button>
      </div>
      <ul className="flex flex-col gap-2" data-testid="work-items">
        {items.map((e) => (
          <WorkItem
            key={e.id}
            entry={e}
            here={here}
            selected={selected.has(e.id)}
            changeable={mayChange(e)}
            busy={change.busy}
            onSelect={(on) => select(e.id, on)}
            onDone={() => markDone([e])}
            onStatus={(status) => void apply([e], { action: "status", status })}
          />
        ))}
      </ul>
      {asking && (
        <DoneDialog
          items={asking}
          onConfirm={(day) => {
            setAsking(null);
            void apply(asking, { action: "done", day });
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

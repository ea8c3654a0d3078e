import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import { fieldOf, labelOf } from "../defs.ts";
import { type BulkRequest, revertChangeSet, useBulkApply } from "./bulk-api.ts";
import { BulkDialog, type BulkKind } from "./BulkDialog.tsx";
import { bulkTarget, chosenCount, NOTHING, type Selection } from "./selection.ts";
import "../crud-words/index.ts";

/** How long a bulk change's message offers Undo. */
export const UNDO_MS = 8000;

/**
 * Above a list with rows chosen: how many, "Select all N matching" once the whole page is chosen and more match,
 * and the bulk actions the list offers (set a field, delete). A change done is said in a message with Undo,
 * which reverts its change set on the server (nothing of the change waits in the browser).
 */
export function BulkBar(
  { def, selection, onSelect, total, capped, pageChosen, matching, actions }: {
    def: ResourceDef;
    selection: Selection;
    onSelect: (s: Selection) => void;
    /** How many records the list's query holds (at least, when `capped`). */
    total: number;
    capped: boolean;
    /** Whether every row of the page shown is chosen. */
    pageChosen: boolean;
    /** The list's search and filters (matchingQuery). */
    matching: string;
    actions: { set: boolean; delete: boolean };
  },
) {
  useSignals();
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<BulkKind | null>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu, expanded, () => setExpanded(false));
  const write = useBulkApply(def.name);
  const count = chosenCount(selection);
  if (count === 0) return null;
  const more = selection.kind === "ids" && pageChosen && (capped || total > count);
  const shownTotal = capped ? t("crud.atLeast", { total }) : total;

  const apply = async (body: BulkRequest) => {
    const applied = await write.send(body);
    setDialog(null);
    onSelect(NOTHING);
    const field = body.action === "set" ? fieldOf(def, body.field) : undefined;
    showMessage(
      field
        ? t("bulk.changed", { field: labelOf(field), count: applied.count })
        : t("bulk.deleted", { count: applied.count }),
      {
        variant: "success",
        autoHideMs: UNDO_MS,
        action: {
          label: t("bulk.undo"),
          testId: "bulk-undo",
          run: () => revertChangeSet(applied.changeSet, t("bulk.undoFailed")),
        },
      },
    );
    return applied;
  };
  const open = (kind: BulkKind) => () => {
    setExpanded(false);
    setDialog(kind);
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2 w-full rounded-box bg-base-200 px-3 py-2"
      role="region"
      aria-label={t("bulk.actions")}
      data-testid="bulk-bar"
    >
      <span className="font-medium" data-testid="bulk-count" aria-live="polite">
        {selection.kind === "matching"
          ? t("bulk.allMatching", { count: selection.count })
          : t("bulk.chosen", { count })}
      </span>
      {more && (
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => onSelect({ kind: "matching", query: matching, count: total })}
          data-testid="select-matching"
        >
          {t("bulk.selectMatching", { count: shownTotal })}
        </button>
      )}
      <details
        ref={menu}
        className="dropdown"
        open={expanded}
        onToggle={(e) => setExpanded(e.currentTarget.open)}
      >
        <summary className="btn btn-sm btn-primary" data-testid="bulk-actions">
          <Icon name="done_all" size={18} />
          {t("bulk.actions")}
        </summary>
        <ul className="dropdown-content menu bg-base-100 rounded-box z-30 w-56 p-2 shadow-lg border border-base-300">
          {actions.set && (
            <li>
              <button type="button" onClick={open("set")} data-testid="bulk-set">{t("bulk.set")}</button>
            </li>
          )}
          {actions.delete && (
            <li>
              <button type="button" className="text-error" onClick={open("delete")} data-testid="bulk-delete">
                {t("bulk.remove")}
              </button>
            </li>
          )}
        </ul>
      </details>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => onSelect(NOTHING)}
        data-testid="bulk-clear"
      >
        {t("bulk.clear")}
      </button>
      {dialog && (
        <BulkDialog
          def={def}
          kind={dialog}
          target={bulkTarget(selection)}
          chosen={count}
          onClose={() => setDialog(null)}
          apply={apply}
        />
      )}
    </div>
  );
}

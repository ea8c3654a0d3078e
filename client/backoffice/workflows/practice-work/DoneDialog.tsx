import { useState } from "react";
import { isIsoDate } from "../../../../domain/calendar.ts";
import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import { DONE_CHANGES } from "../../../../domain/workflows/work-changes.ts";
import { practiceToday } from "../../../../domain/today.ts";
import { t } from "../../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog.tsx";
import { fieldOf, findDef, labelOf } from "../../defs.ts";

/**
 * "Mark done" for items whose records keep the day it happened (a return's submission, an objection's lodging):
 * asks that day, today unless told, and names the fields it goes into.
 */
export function DoneDialog(
  { items, onConfirm, onCancel }: {
    /** The items being marked done; null while the dialog is closed. */
    items: readonly DeadlineEntry[] | null;
    onConfirm: (day: string) => void;
    onCancel: () => void;
  },
) {
  const [day, setDay] = useState(practiceToday());
  const fields = [...new Set((items ?? []).flatMap((i) => DONE_CHANGES[i.kind]?.date ? [i.kind] : []))]
    .map((kind) => fieldOf(findDef(kind)!, DONE_CHANGES[kind]!.date!)!);
  const names = [...new Set(fields.map((f) => labelOf(f)))].join(", ");
  const valid = isIsoDate(day);
  return (
    <ConfirmDialog
      open={items !== null}
      title={t("practiceWork.doneTitle", { count: items?.length ?? 0 })}
      confirm={t("practiceWork.markDone")}
      cancel={t("practiceWork.cancel")}
      onConfirm={() => valid && onConfirm(day)}
      onCancel={onCancel}
      testId="done-dialog"
    >
      <label className="fieldset">
        <span className="fieldset-legend">{t("practiceWork.doneOn")}</span>
        <input
          type="date"
          className="input"
          value={day}
          max={practiceToday()}
          aria-invalid={!valid}
          aria-describedby="done-on-help"
          data-testid="done-on"
          onChange={(e) => setDay(e.target.value)}
        />
        <span id="done-on-help" className="label whitespace-normal">
          {t("practiceWork.doneOnHelp", { names })}
        </span>
      </label>
    </ConfirmDialog>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { COLUMN_WIDTH, type ListColumn } from "../../../domain/list-views.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { labelOf } from "../defs.ts";
import { columnChoices, columnsOf, moved, type ShownColumn } from "./columns.ts";
import "../crud-words/index.ts";

type Row = ShownColumn & { shown: boolean };

/** The shown columns first, in their order, then every other field of the resource, hidden. */
function rowsOf(def: ResourceDef, shown: readonly ShownColumn[]): Row[] {
  const hidden = columnChoices(def).filter((f) => !shown.some((s) => s.field === f));
  return [...shown.map((s) => ({ ...s, shown: true })), ...hidden.map((field) => ({ field, shown: false }))];
}

/**
 * The column chooser: every field of the resource (a reference shows its record's title), shown or hidden,
 * ordered by the arrow buttons (a keyboard moves them as a mouse does), each with an optional width. Saving
 * hands the shown columns in order, or null to go back to the resource's declared columns.
 */
export function ColumnChooser(
  { def, shown, busy, onSave }: {
    def: ResourceDef;
    shown: readonly ShownColumn[];
    busy: boolean;
    onSave: (columns: ListColumn[] | null) => Promise<unknown>;
  },
) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const start = () => {
    setRows(rowsOf(def, shown));
    setOpen(true);
  };
  const change = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, j) => j === i ? { ...r, ...patch } : r));
  // A moved row's nodes are moved, which drops the focus: it goes back to the arrow pressed, or to the other
  // one when the row reached an end.
  const [moving, setMoving] = useState<{ name: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moving) return;
    const button = (by: number) =>
      document.querySelector<HTMLButtonElement>(
        `[data-testid="column-${by < 0 ? "up" : "down"}-${moving.name}"]`,
      );
    const pressed = button(moving.by);
    (pressed && !pressed.disabled ? pressed : button(-moving.by))?.focus();
  }, [moving, rows]);
  const move = (i: number, by: -1 | 1) => {
    setRows(moved(rows, i, by));
    setMoving({ name: rows[i].field.name, by });
  };
  const none = rows.every((r) => !r.shown);
  const save = async (columns: ListColumn[] | null) => {
    if (await onSave(columns)) setOpen(false);
  };

  return (
    <>
      <button type="button" className="btn btn-sm btn-ghost" onClick={start} data-testid="columns-button">
        <Icon name="view_column" size={18} />
        {t("listViews.columns")}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="columns-title" testId="columns-dialog">
        <div className="modal-box">
          <h2 id="columns-title" className="font-bold text-lg">{t("listViews.columnsTitle")}</h2>
          <p className="text-sm opacity-80 py-2">{t("listViews.columnsHint")}</p>
          <ol className="space-y-1" data-testid="columns-list">
            {rows.map((row, i) => {
              const label = labelOf(row.field);
              return (
                <li
                  key={row.field.name}
                  className="flex items-center gap-2"
                  data-testid={`column-${row.field.name}`}
                >
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={row.shown}
                    aria-label={t("listViews.shown", { label })}
                    onChange={(e) => change(i, { shown: e.target.checked })}
                    data-testid={`column-shown-${row.field.name}`}
                  />
                  <span className="flex-1 min-w-0 truncate">{label}</span>
                  <input
                    type="number"
                    className="input input-sm w-20"
                    min={COLUMN_WIDTH.min}
                    max={COLUMN_WIDTH.max}
                    step={8}
                    value={row.width ?? ""}
                    aria-label={t("listViews.width", { label })}
                    onChange={(e) =>
                      change(i, { width: e.target.value === "" ? undefined : Number(e.target.value) })}
                    data-testid={`column-width-${row.field.name}`}
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs btn-square"
                    disabled={i === 0}
                    aria-label={t("listViews.up", { label })}
                    onClick={() => move(i, -1)}
                    data-testid={`column-up-${row.field.name}`}
                  >
                    <Icon name="arrow_upward" size={16} />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs btn-square"
                    disabled={i === rows.length - 1}
                    aria-label={t("listViews.down", { label })}
                    onClick={() => move(i, 1)}
                    data-testid={`column-down-${row.field.name}`}
                  >
                    <Icon name="arrow_downward" size={16} />
                  </button>
                </li>
              );
            })}
          </ol>
          {none && <p className="text-error text-sm pt-2" role="alert">{t("listViews.oneColumn")}</p>}
          <div className="modal-action flex-wrap">
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void save(null)}>
              {t("listViews.reset")}
            </button>
            <button type="button" className="btn" onClick={() => setOpen(false)}>{t("crud.cancel")}</button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || none}
              onClick={() => void save(columnsOf(rows.filter((r) => r.shown)))}
              data-testid="columns-save"
            >
              {t("crud.save")}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Modal } from "../../kit/ui/Modal.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useSaveLabels } from "./api.ts";
import { checkLabels, withHandles } from "./notebook.ts";

/** The label manager: rename, add and remove labels, saved together (update-labels). */
export function LabelManager(
  { open, labels, onClose }: { open: boolean; labels: NoteLabel[]; onClose: () => void },
) {
  useSignals();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="labels-title"
      testId="notes-labels-dialog"
      className="modal"
    >
      <Rows initial={labels} onClose={onClose} />
    </Modal>
  );
}

function Rows({ initial, onClose }: { initial: NoteLabel[]; onClose: () => void }) {
  useSignals();
  const [rows, setRows] = useState(initial);
  const [shown, setShown] = useState<Map<number, string>>(new Map());
  const submit = useSubmit(useSaveLabels().send, {
    done: () => {
      showMessage(t("notesApp.labelsSaved"), { variant: "success" });
      onClose();
    },
  });
  const save = async () => {
    const problems = checkLabels(rows);
    setShown(problems);
    if (problems.size === 0) await submit.submit(withHandles(rows));
  };
  return (
    <form
      className="modal-box flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="labels-title" className="font-bold text-lg">{t("notesApp.labelsTitle")}</h2>
      {submit.error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {t("notesApp.labelsFailed")}: {submit.error.message}
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {rows.map((l, i) => (
          <li key={l.id} className="flex flex-col gap-1" data-testid="notes-label-row">
            <span className="flex items-center gap-2">
              <Icon name="label" size={20} className="opacity-60" />
              <input
                className={`input input-sm flex-1 ${shown.has(i) ? "input-error" : ""}`}
                value={l.name}
                aria-label={t("notesApp.labelName")}
                aria-invalid={shown.has(i)}
                aria-describedby={shown.has(i) ? `label-${i}-error` : undefined}
                data-testid="notes-label-name"
                onChange={(e) => setRows(rows.map((r, j) => j === i ? { ...r, name: e.target.value } : r))}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={t("notesApp.removeLabel", { name: l.name })}
                data-testid="notes-label-remove"
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                <Icon name="delete" size={18} />
              </button>
            </span>
            {shown.has(i) && (
              <span id={`label-${i}-error`} className="text-error text-sm ms-7">
                {t(`notesApp.${shown.get(i)}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-ghost btn-sm self-start"
        data-testid="notes-label-add"
        onClick={() => setRows([...rows, { id: `label-${crypto.randomUUID()}`, name: "", handle: "" }])}
      >
        <Icon name="add" size={18} />
        {t("notesApp.addLabel")}
      </button>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" disabled={submit.busy} onClick={onClose}>
          {t("crud.cancel")}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={submit.busy}
          data-testid="notes-labels-save"
        >
          {submit.busy && <span className="loading loading-spinner loading-sm" />}
          {t("notesApp.save")}
        </button>
      </div>
    </form>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { Modal } from "../../kit/ui/Modal.tsx";
import { t } from "../../kit/i18n/index.ts";
import { useSubmit } from "../../lib/submit.ts";

/**
 * Asks for a name (a new board, a rename): required, trimmed; Escape or Cancel leaves it. `onSave` rejecting is a
 * refusal, shown by the field; the dialog closes once it resolves.
 */
export function NameDialog(
  { open, title, label, initial = "", confirm, onSave, onClose, testId }: {
    open: boolean;
    title: string;
    label: string;
    initial?: string;
    confirm: string;
    onSave: (name: string) => Promise<unknown>;
    onClose: () => void;
    testId: string;
  },
) {
  useSignals();
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);
  const save = useSubmit(onSave, { done: onClose });
  const error = missing ? t("scrumboardApp.nameRequired") : save.error?.message ?? null;
  useEffect(() => {
    if (open) {
      setName(initial);
      setMissing(false);
      save.clear();
    }
  }, [open, initial]);
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${testId}-title`} testId={testId} className="modal">
      {open && (
        <form
          className="modal-box flex flex-col gap-3"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setMissing(name.trim() === "");
            if (name.trim() !== "") await save.submit(name.trim());
          }}
        >
          <h2 id={`${testId}-title`} className="font-bold text-lg">{title}</h2>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">{label}</span>
            <input
              className={`input w-full ${error ? "input-error" : ""}`}
              value={name}
              autoFocus
              aria-invalid={!!error}
              aria-describedby={error ? `${testId}-error` : undefined}
              data-testid={`${testId}-input`}
              onChange={(e) =>
                setName(e.target.value)}
            />
            {error && <span id={`${testId}-error`} className="text-error text-sm">{error}</span>}
          </label>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" disabled={save.busy} onClick={onClose}>
              {t("crud.cancel")}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={save.busy}
              data-testid={`${testId}-save`}
            >
              {confirm}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

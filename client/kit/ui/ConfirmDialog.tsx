import type { ReactNode } from "react";
import { Modal } from "./Modal.tsx";

/**
 * A modal question (Modal: the page behind is inert, Tab stays inside, focus goes back to the opener); Escape
 * and the cancel button cancel. `confirm` is omitted to show an answer that only needs closing.
 */
export function ConfirmDialog(
  { open, title, children, confirm, cancel, busy = false, danger = false, onConfirm, onCancel, testId }: {
    open: boolean;
    title: ReactNode;
    children?: ReactNode;
    confirm?: string;
    cancel: string;
    busy?: boolean;
    danger?: boolean;
    onConfirm?: () => void;
    onCancel: () => void;
    testId?: string;
  },
) {
  return (
    <Modal
      open={open}
      className="modal"
      labelledBy={testId ? `${testId}-title` : undefined}
      testId={testId}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={testId ? `${testId}-title` : undefined} className="font-bold text-lg">{title}</h2>
        {children && <div className="py-3">{children}</div>}
        <div className="modal-action">
          <button type="button" className="btn" autoFocus disabled={busy} onClick={onCancel}>
            {cancel}
          </button>
          {confirm && onConfirm && (
            <button
              type="button"
              className={`btn ${danger ? "btn-error" : "btn-primary"}`}
              disabled={busy}
              onClick={onConfirm}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {confirm}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

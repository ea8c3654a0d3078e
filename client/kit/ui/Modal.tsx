import { type ReactNode, useEffect, useRef } from "react";
import { useFocusTrap } from "./useFocusTrap.ts";

/**
 * A modal on a native `<dialog>` (daisyUI `modal`): shown with showModal(), so the page behind is inert; Tab goes
 * round its controls (the native dialog alone lets it leave); Escape calls `onClose` (the owner decides, e.g. not
 * while saving), and closing gives focus back to the opener. The content mounts only while open, so every opening
 * starts fresh. A bottom sheet on phones, centred from `sm` up, unless `className` says.
 */
export function Modal(
  { open, onClose, labelledBy, label, testId, className = "modal modal-bottom sm:modal-middle", children }: {
    open: boolean;
    onClose: () => void;
    labelledBy?: string;
    label?: string;
    testId?: string;
    className?: string;
    children: ReactNode;
  },
) {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref, open);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { Modal } from "../../kit/ui/Modal.tsx";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useSaveContact } from "./api.ts";
import { checkContact, type ContactDraft, formField, fullName } from "./book.ts";

const FIELDS = [
  ["name", "text"],
  ["lastName", "text"],
  ["nickname", "text"],
  ["company", "text"],
  ["jobTitle", "text"],
  ["email", "email"],
  ["phone", "tel"],
  ["birthday", "date"],
  ["address", "text"],
  ["avatar", "text"],
] as const;

/** Adding or editing a contact in a modal; a refusal keeps what was typed, with the reasons by the fields. */
export function ContactDialog({ draft, onClose }: { draft: ContactDraft | null; onClose: () => void }) {
  useSignals();
  return (
    <Modal open={draft !== null} onClose={onClose} labelledBy="contact-dialog-title" testId="contact-dialog">
      {draft && <ContactForm key={draft.id ?? "new"} initial={draft} onClose={onClose} />}
    </Modal>
  );
}

function ContactForm({ initial, onClose }: { initial: ContactDraft; onClose: () => void }) {
  useSignals();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSubmit(useSaveContact().send, {
    done: (_answer, saved) => {
      showMessage(t("contactsApp.saved", { name: fullName(saved) }), { variant: "success" });
      onClose();
    },
  });
  // The form's own checks, else the server's refusal by field.
  const errors = Object.keys(checked).length > 0
    ? checked
    : Object.fromEntries(Object.entries(save.fields).map(([path, text]) => [formField(path), text]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = Object.fromEntries(
      Object.entries(checkContact(draft)).map(([field, key]) => [field, t(`contactsApp.${key}`)]),
    );
    setChecked(found);
    if (Object.keys(found).length > 0) save.clear();
    else await save.submit({ ...draft, name: draft.name.trim(), email: draft.email.trim() });
  };
  return (
    <form className="modal-box flex flex-col gap-3 max-h-[100dvh] sm:max-w-2xl" noValidate onSubmit={submit}>
      <h2 id="contact-dialog-title" className="font-bold text-lg">
        {initial.id ? t("contactsApp.formEdit") : t("contactsApp.formNew")}
      </h2>
      {save.error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {t("contactsApp.saveFailed")}: {save.error.message}
        </div>
      )}
      <div className="grid grid-cols-1 sm:grid-cols-2 gap-3">
        {FIELDS.map(([field, type]) => (
          <label
            key={field}
            className={`flex flex-col gap-1 ${
              field === "address" || field === "avatar" ? "sm:col-span-2" : ""
            }`}
          >
            <span className="text-sm font-medium">{t(`contactsApp.field.${field}`)}</span>
            <input
              type={type}
              className={`input w-full ${errors[field] ? "input-error" : ""}`}
              value={draft[field]}
              autoFocus={field === "name"}
              aria-invalid={errors[field] !== undefined}
              aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
              data-testid={`contact-${field}`}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            />
            {errors[field] && (
              <span
                className="text-error text-sm"
                id={`contact-${field}-error`}
                data-testid={`contact-${field}-error`}
              >
                {errors[field]}
              </span>
            )}
          </label>
        ))}
        <label className="flex flex-col gap-1 sm:col-span-2">
          <span className="text-sm font-medium">{t("contactsApp.field.notes")}</span>
          <textarea
            className="textarea w-full"
            value={draft.notes}
            onChange={(e) =>
              setDraft((d) => ({ ...d, notes: e.target.value }))}
          />
        </label>
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" disabled={save.busy} onClick={onClose}>
          {t("crud.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.busy} data-testid="contact-save">
          {save.busy && <span className="loading loading-spinner loading-sm" />}
          {t("contactsApp.save")}
        </button>
      </div>
    </form>
  );
}

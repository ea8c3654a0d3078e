import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { Modal } from "../../kit/ui/Modal.tsx";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useRemoveEvent, useSaveEvent } from "./api.ts";
import { checkEvent, type EventDraft, fromInputs, toInputs } from "./event-form.ts";

/** Creating or editing an event in a modal; a refusal keeps what was typed, with the reasons by the fields. */
export function EventDialog({ draft, onClose }: { draft: EventDraft | null; onClose: () => void }) {
  useSignals();
  return (
    <Modal open={draft !== null} onClose={onClose} labelledBy="event-dialog-title" testId="event-dialog">
      {draft && <EventForm key={draft.id ?? `${draft.start}`} initial={draft} onClose={onClose} />}
    </Modal>
  );
}

function EventForm({ initial, onClose }: { initial: EventDraft; onClose: () => void }) {
  useSignals();
  const [form, setForm] = useState(() => toInputs(initial));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSubmit(useSaveEvent().send, {
    done: (_events, event) => {
      showMessage(t("calendarApp.saved", { title: event.title }), { variant: "success" });
      onClose();
    },
  });
  const removeEvent = useRemoveEvent();
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  // The form's own checks, else the server's refusal by field (`newEvent.end` → end).
  const errors = Object.keys(checked).length > 0 ? checked : Object.fromEntries(
    Object.entries(save.fields).map(([k, v]) => [k.replace(/^(newEvent|event)\./, ""), v]),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = Object.fromEntries(
      Object.entries(checkEvent(form)).map(([k, v]) => [k, t(`calendarApp.${v}`)]),
    );
    setChecked(found);
    if (Object.keys(found).length > 0) save.clear();
    else await save.submit(fromInputs(form, initial));
  };
  const type = form.allDay ? "date" : "datetime-local";
  const error = (field: string) =>
    errors[field] && (
      <span className="text-error text-sm" id={`event-${field}-error`} data-testid={`event-${field}-error`}>
        {errors[field]}
      </span>
    );
  return (
    <form className="modal-box flex flex-col gap-3 max-h-[100dvh]" noValidate onSubmit={submit}>
      <h2 id="event-dialog-title" className="font-bold text-lg">
        {initial.id ? t("calendarApp.editEvent") : t("calendarApp.newEvent")}
      </h2>
      {save.error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {t("calendarApp.writeFailed")}: {save.error.message}
        </div>
      )}
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("calendarApp.fieldTitle")}</span>
        <input
          className={`input w-full ${errors.title ? "input-error" : ""}`}
          value={form.title}
          autoFocus
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? "event-title-error" : undefined}
          data-testid="event-title"
          onChange={(e) => set({ title: e.target.value })}
        />
        {error("title")}
      </label>
      <label className="label cursor-pointer justify-start gap-3">
        <input
          type="checkbox"
          className="toggle toggle-sm"
          checked={form.allDay}
          data-testid="event-allday"
          onChange={(e) =>
            set({
              allDay: e.target.checked,
              start: form.start.slice(0, 10) + (e.target.checked ? "" : "T09:00"),
              end: form.end.slice(0, 10) + (e.target.checked ? "" : "T10:00"),
            })}
        />
        {t("calendarApp.allDay")}
      </label>
      <div className="grid grid-cols-1 sm:grid-cols-2 gap-3">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("calendarApp.start")}</span>
          <input
            type={type}
            className="input w-full"
            value={form.start}
            data-testid="event-start"
            onChange={(e) => set({ start: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("calendarApp.end")}</span>
          <input
            type={type}
            className={`input w-full ${errors.end ? "input-error" : ""}`}
            value={form.end}
            aria-invalid={!!errors.end}
            aria-describedby={errors.end ? "event-end-error" : undefined}
            data-testid="event-end"
            onChange={(e) => set({ end: e.target.value })}
          />
          {error("end")}
        </label>
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("calendarApp.desc")}</span>
        <textarea
          className="textarea w-full"
          value={form.desc}
          onChange={(e) => set({ desc: e.target.value })}
        />
      </label>
      <div className="modal-action flex-wrap">
        {initial.id && (
          <button
            type="button"
            className="btn btn-ghost text-error me-auto"
            data-testid="event-delete"
            onClick={() => setConfirming(true)}
          >
            {t("calendarApp.delete")}
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={save.busy} onClick={onClose}>
          {t("crud.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.busy} data-testid="event-save">
          {save.busy && <span className="loading loading-spinner loading-sm" />}
          {t("calendarApp.save")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("calendarApp.deleteTitle", { title: initial.title })}
        confirm={t("calendarApp.delete")}
        cancel={t("crud.cancel")}
        danger
        testId="event-delete-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if ((await removeEvent.write(initial.id!)) !== null) {
            showMessage(t("calendarApp.deleted"), { variant: "success" });
            onClose();
          }
        }}
      >
        {t("calendarApp.deleteText")}
      </ConfirmDialog>
    </form>
  );
}

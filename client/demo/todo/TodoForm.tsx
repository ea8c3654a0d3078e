import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { type FormEvent, useState } from "react";
import type { Todo } from "../../../domain/demo/todo.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useSaveTodo } from "./api.ts";
import type { TodoLists } from "./todos.ts";

export type Draft = Omit<Todo, "id"> & { id?: string };

export const blankTodo = (folder: number | undefined): Draft => ({
  title: "",
  notes: "",
  startDate: null,
  dueDate: null,
  completed: false,
  starred: false,
  important: false,
  deleted: false,
  labels: [],
  folder,
});

const toInput = (iso: string | null) => iso ? dayjs(iso).format("YYYY-MM-DD") : "";
const fromInput = (value: string) => value ? dayjs(value).toISOString() : null;

/** The checks the server makes, first, so they show at once by their fields. */
function check(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.title.trim() === "") errors.title = t("todoApp.titleRequired");
  if (d.startDate && d.dueDate && Date.parse(d.dueDate) < Date.parse(d.startDate)) {
    errors.dueDate = t("todoApp.dueBeforeStart");
  }
  return errors;
}

/** Adding or editing a to-do in a side panel; a refusal keeps what was typed, with the reasons by the fields. */
export function TodoForm(
  { initial, lists, onClose }: { initial: Draft | null; lists: TodoLists; onClose: () => void },
) {
  useSignals();
  return (
    <Drawer
      open={initial !== null}
      onClose={onClose}
      title={initial?.id ? t("todoApp.formEdit") : t("todoApp.formNew")}
      width="w-[360px]"
      testId="todo-form"
    >
      {initial && <FormBody key={initial.id ?? "new"} initial={initial} lists={lists} onClose={onClose} />}
    </Drawer>
  );
}

function FormBody({ initial, lists, onClose }: { initial: Draft; lists: TodoLists; onClose: () => void }) {
  useSignals();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSubmit(useSaveTodo().send, {
    done: (saved) => {
      showMessage(t("todoApp.saved", { title: saved.title }), { variant: "success" });
      onClose();
    },
  });
  const busy = save.busy;
  // The form's own checks, else the server's refusal by field.
  const errors = Object.keys(checked).length > 0 ? checked : save.fields;
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(draft);
    setChecked(found);
    if (Object.keys(found).length > 0) save.clear();
    else await save.submit({ ...draft, title: draft.title.trim() });
  };
  const error = (field: string) =>
    errors[field] && (
      <span className="text-error text-sm" id={`todo-${field}-error`} data-testid={`todo-${field}-error`}>
        {errors[field]}
      </span>
    );
  const flag = (field: "completed" | "starred" | "important", label: string) => (
    <label className="label cursor-pointer justify-start gap-3">
      <input
        type="checkbox"
        className="toggle toggle-sm"
        checked={draft[field]}
        onChange={(e) => set({ [field]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <form className="flex flex-col gap-4 p-4" noValidate onSubmit={submit} data-testid="todo-form-body">
      {save.error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {t("todoApp.saveFailed")}: {save.error.message}
        </div>
      )}
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("todoApp.fieldTitle")}</span>
        <input
          className={`input w-full ${errors.title ? "input-error" : ""}`}
          value={draft.title}
          autoFocus
          aria-invalid={errors.title !== undefined}
          aria-describedby={errors.title ? "todo-title-error" : undefined}
          data-testid="todo-title-input"
          onChange={(e) => set({ title: e.target.value })}
        />
        {error("title")}
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("todoApp.fieldNotes")}</span>
        <textarea
          className="textarea w-full min-h-24"
          value={draft.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("todoApp.fieldStart")}</span>
          <input
            type="date"
            className="input w-full"
            value={toInput(draft.startDate)}
            data-testid="todo-start-input"
            onChange={(e) => set({ startDate: fromInput(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("todoApp.fieldDue")}</span>
          <input
            type="date"
            className={`input w-full ${errors.dueDate ? "input-error" : ""}`}
            value={toInput(draft.dueDate)}
            aria-invalid={errors.dueDate !== undefined}
            aria-describedby={errors.dueDate ? "todo-dueDate-error" : undefined}
            data-testid="todo-due-input"
            onChange={(e) => set({ dueDate: fromInput(e.target.value) })}
          />
        </label>
      </div>
      {error("dueDate")}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium mb-1">{t("todoApp.fieldLabels")}</legend>
        <div className="flex flex-wrap gap-2">
          {lists.labels.map((l) => (
            <label
              key={l.id}
              className="label cursor-pointer gap-2 border border-base-300 rounded-full px-3 py-1"
            >
              <input
                type="checkbox"
                className="checkbox checkbox-xs"
                checked={draft.labels.includes(l.id)}
                onChange={(e) =>
                  set({
                    labels: e.target.checked
                      ? [...draft.labels, l.id]
                      : draft.labels.filter((x) => x !== l.id),
                  })}
              />
              <span className="size-2.5 rounded-full" style={{ background: l.color }} aria-hidden="true" />
              {t(`todoApp.label.${l.handle}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        {flag("completed", t("todoApp.fieldCompleted"))}
        {flag("starred", t("todoApp.fieldStarred"))}
        {flag("important", t("todoApp.fieldImportant"))}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onClose}>
          {t("crud.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="todo-save">
          {busy && <span className="loading loading-spinner loading-sm" />}
          {t("todoApp.save")}
        </button>
      </div>
    </form>
  );
}

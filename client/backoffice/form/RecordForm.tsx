import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { supports } from "../../../domain/resources/access.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useCan } from "../data/grants.ts";
import { backoffice, rememberRefTitles, useCreate, useUpdate } from "../data/hooks.ts";
import { titleOfRecord } from "../data/recordTitle.ts";
import type { RecordData } from "../data/types.ts";
import { fieldOf, labelOf, recordPath } from "../defs.ts";
import { isoToday } from "../format.ts";
import { ConflictQuestion, type Draft, resolved, saveMerging } from "./conflict.ts";
import { type Choices, ConflictPanel } from "./ConflictPanel.tsx";
import { type FieldContext, FieldInput } from "./FieldInput.tsx";
import { applies, formFields, type FormValues, type Mode, valuesToBody } from "./formState.ts";
import { useFormState } from "./useFormState.ts";
import { useWorkedOut } from "../workflows/due-dates/workedOut.ts";
import { WorkedOutHint } from "../workflows/due-dates/WorkedOutHint.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.ts";
import "../crud-words/index.ts";

const FIRST_FIELD = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/**
 * The add or edit form of a record, generated from the declaration: validated by the shared validator as fields
 * are left and on submit, then by the server; a stale save (409) is merged with the newer record field by field
 * (conflict.ts), asking only about fields both people changed; a 403 makes the form read-only. Saving returns to
 * the page that opened the form, else goes to the record's page (or the list), in the form's place.
 */
export function RecordForm(
  { def, mode, record, initial, cancelTo }: {
    def: ResourceDef;
    mode: Mode;
    /** The stored record when editing. */
    record?: RecordData;
    initial: FormValues;
    cancelTo: string;
  },
) {
  useSignals();
  const [version, setVersion] = useState(record?.version);
  const [invalid, setInvalid] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const create = useCreate(def.name);
  const update = useUpdate(def.name);
  const bodyOf = (draft: Draft) => {
    const body = valuesToBody(def.fields, draft.values, mode, def.fixed);
    if (mode === "update") body.version = draft.version;
    return body;
  };
  // A merge shows the merged values over the newer version, its refs named by the titles it brought.
  const merged = (next: Draft, current: Record<string, unknown>) => {
    rememberRefTitles(def.name, [current as RecordData]);
    setVersion(next.version);
    form.reset(next.values, next.base);
  };
  const saving = useSubmit(
    async (draft: Draft) =>
      mode === "create"
        ? { saved: await create.send(bodyOf(draft)), kept: [] }
        : saveMerging(def.fields, draft, (d) =>
          update.send({ id: String(record!.id), body: bodyOf(d) }), merged),
    {
      done: ({ saved, kept }) => {
        const id = String(saved.id);
        const title = titleOfRecord(def, saved);
        const said = kept.length > 0
          ? t("crud.mergedSaved", { title, fields: kept.map((n) => labelOf(fieldOf(def, n)!)).join(", ") })
          : t(mode === "create" ? "crud.created" : "crud.saved", { title });
        backoffice.rememberTitles(def.name, [saved]);
        showMessage(said, { variant: "success" });
        form.markSaved();
        leave(def.view ? recordPath(def, id) : def.base, { saved: true });
      },
    },
  );
  // The refusal, by kind: fields both people changed (a question), a forbidden save, or the fields' problems.
  const conflict = saving.error instanceof ConflictQuestion ? saving.error : null;
  const refusal = saving.error instanceof ApiError ? saving.error : null;
  const forbidden = refusal?.status === 403 ? refusal.message : null;
  const fieldsRefusal = refusal && !forbidden ? refusal : null;
  const form = useFormState(def, mode, initial, version, fieldsRefusal);
  const leave = useUnsavedChanges(form.dirty && !saving.busy, t("crud.unsaved"));

  const allowed = useCan(def.module, mode === "create" ? "create" : "update");
  // A locked record (the admin's permissions) is shown with the declaration's reason, never as a form to save.
  const locked = mode === "update" && record !== undefined && !supports(def, "update", record);
  const readOnly = allowed === false || forbidden !== null || locked;
  const fields = formFields(def.fields, mode, def.fixed);
  // A due date the rules work out is shown as the form is filled; its reason is asked only for another day.
  const dated = useWorkedOut(def, form.values);
  const shown = (f: Field) =>
    applies(f, form.values) && !(dated && f.name === dated.reason && !dated.differs && !form.errors[f.name]);
  const problem = invalid ? t("crud.invalid") : conflict || forbidden ? null : saving.error?.message ?? null;

  useEffect(() => {
    if (focusTick === 0 && !fieldsRefusal) return;
    const bad = ref.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    const target = bad && bad.matches("input, select, textarea")
      ? bad
      : bad?.querySelector<HTMLElement>("input");
    target?.focus();
  }, [focusTick, fieldsRefusal]);

  // The first field takes the focus when the form opens, so typing starts at once; never taken from something the
  // person already put the focus on.
  useEffect(() => {
    if (readOnly || (document.activeElement && document.activeElement !== document.body)) return;
    ref.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [readOnly]);

  const save = (values: FormValues) => {
    form.setSubmitted(true);
    const draft = { values, base: form.baseline, version };
    const ok = validateRecord(def, bodyOf(draft), { mode, today: isoToday() }).ok;
    setInvalid(!ok);
    if (ok) void saving.submit(draft);
    else setFocusTick((n) => n + 1);
  };

  const resolve = (choices: Choices) => {
    if (!conflict) return;
    const values = resolved(conflict, form.values, choices);
    form.reset(values, form.baseline);
    save(values);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!readOnly && !saving.busy && !conflict) save(form.values);
  };

  const ctx: FieldContext = {
    mode,
    errors: form.errors,
    disabled: readOnly,
    onChange: form.onChange,
    onBlur: form.onBlur,
    values: form.values,
  };
  const shownNames = new Set(fields.map((f) => f.name));
  const orphans = Object.entries(form.errors).filter(([key]) => !shownNames.has(key.split(".")[0]));

  return (
    <>
      {readOnly && (
        <div role="status" className="alert alert-info alert-soft mb-4" data-testid="read-only">
          <Icon name="lock" />
          <span>
            {forbidden ?? (locked && def.locked ? def.locked.reason[language.value] : t("crud.readOnly"))}
          </span>
        </div>
      )}
      {conflict && <ConflictPanel fields={fields} question={conflict} busy={saving.busy} onSave={resolve} />}
      {problem && !conflict && (
        <div role="alert" className="alert alert-error alert-soft mb-4 block" data-testid="form-problem">
          <p>{problem}</p>
          {orphans.length > 0 && (
            <ul className="list-disc ps-5 text-sm mt-1">
              {orphans.map(([key, message]) => <li key={key}>{key ? `${key}: ${message}` : message}</li>)}
            </ul>
          )}
        </div>
      )}
      <form
        ref={ref}
        noValidate
        onSubmit={onSubmit}
        className="card bg-base-100 border border-base-300"
        aria-label={labelOf(def)}
        aria-busy={saving.busy}
        data-testid="record-form"
      >
        {saving.busy && <progress className="progress progress-primary h-1 w-full absolute top-0" />}
        <div className="card-body">
          <fieldset
            disabled={saving.busy || conflict !== null}
            className="grid gap-x-6 md:grid-cols-2 min-w-0"
          >
            {fields.filter(shown).map((f) => {
              const input = (
                <FieldInput key={f.name} field={f} path={[f.name]} value={form.values[f.name]} ctx={ctx} />
              );
              if (!dated || f.name !== dated.field || readOnly) return input;
              const typed = form.values[f.name];
              return (
                <div key={f.name} className="min-w-0">
                  {input}
                  <WorkedOutHint
                    state={dated}
                    typed={typeof typed === "string" ? typed : ""}
                    onUse={(date) => {
                      form.onChange([dated.field], date);
                      form.onChange([dated.reason], "");
                    }}
                  />
                </div>
              );
            })}
          </fieldset>
          <div className="card-actions justify-end border-t border-base-300 pt-4">
            <Link to={cancelTo} className="btn btn-ghost">{t("crud.cancel")}</Link>
            {!readOnly && (
              <button
                type="submit"
                className="btn btn-primary"
                disabled={saving.busy || conflict !== null || allowed === undefined}
                data-testid="save"
              >
                {saving.busy
                  ? <span className="loading loading-spinner loading-sm" />
                  : <Icon name="save" size={20} />}
                {saving.busy ? t("crud.saving") : t("crud.save")}
              </button>
            )}
          </div>
        </div>
      </form>
    </>
  );
}

/**
 * The state of inline edit in a list (issue 39): which cell is open, what is typed, the version it is saved over,
 * and the answer. One cell at a time. Saving is the record form's update (useUpdate, a PUT of the field with the
 * row's version), checked first by the shared validator as the form does; the server's refusal stays on the
 * field with the typed value; a stale version's 409 brings the record as it now is, whose version the next Enter
 * saves over.
 */
import { useEffect, useState } from "react";
import { isProblemCode, type Problem } from "../../../../domain/api/index.ts";
import type { Field, ResourceDef } from "../../../../domain/resources/types.ts";
import { validateRecord } from "../../../../domain/resources/validate.ts";
import { t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { ApiError, type FieldProblem } from "../../../lib/api.ts";
import { useSubmit } from "../../../lib/submit.ts";
import { rememberRefTitles, useUpdate } from "../../data/hooks.ts";
import type { RecordData } from "../../data/types.ts";
import { labelOf } from "../../defs.ts";
import { currentOf } from "../../form/conflict.ts";
import { type FormValue, recordToValues } from "../../form/formState.ts";
import { problemText } from "../../form/problems.ts";
import { isoToday } from "../../format.ts";
import { editableColumns, inlineBody, mayEditRow } from "./editable.ts";
import "./inline-messages.ts";

/** Where the focus goes back to when the editor closes: the cell's edit button, or the row (F2). */
export type OpenedFrom = "button" | "row";

export type Editing = {
  id: string;
  title: string;
  field: Field;
  from: OpenedFrom;
  value: FormValue;
  /** The version the save is sent over: the row's, or the newer one a 409 brought. */
  version: number;
  /** The record as someone else saved it meanwhile (a 409's body), until this edit closes. */
  current: Record<string, unknown> | null;
  /** The shared validator's problem with the value, until it changes. */
  invalid: Problem | null;
  /** The value the editor opened with: another value is a change that must be saved or cancelled first. */
  initial: FormValue;
  /**
   * How many times another editor (or the record) was asked for while this one held a change: a hint then says
   * to save or cancel it first, and the field takes the focus again.
   */
  held: number;
  /**
   * Whether the last hold takes the focus back to the field: not when a list's control (the search, the pager)
   * was held back, whose next key would land in the field instead.
   */
  refocus: boolean;
};

/** Whether the open editor holds a value other than the one it opened with. */
export function changed(e: Editing): boolean {
  return JSON.stringify(e.value) !== JSON.stringify(e.initial);
}

/** The server's problem with the field, in the user's language (as the form words it). */
function refusalText(field: Field, fields: Record<string, string>, problems: Record<string, FieldProblem>) {
  const text = fields[field.name];
  if (text === undefined) return undefined;
  const p = problems[field.name];
  return p && isProblemCode(p.code) ? problemText(p as Problem) : text;
}

/** Focuses what the editor was opened from, once drawn (the row, or the cell's edit button within it). */
function focusBack(id: string, field: string, from: OpenedFrom) {
  const row = [...document.querySelectorAll<HTMLElement>('[data-testid="list-row"]')]
    .find((r) => r.dataset.id === id);
  const button = row?.querySelector<HTMLElement>(`[data-inline-edit="${field}"]`);
  (from === "button" && button ? button : row)?.focus();
}

/**
 * Inline edit of a list of `def` showing the fields `shown`, for a user whose grants `mayUpdate` the module:
 * `fields` are those that may be edited in place (none without the grant).
 */
export function useInlineEdit(def: ResourceDef, shown: readonly Field[], mayUpdate: boolean) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const fields = mayUpdate ? editableColumns(def, shown) : [];
  const [closed, setClosed] = useState<{ id: string; field: string; from: OpenedFrom } | null>(null);
  const update = useUpdate(def.name);
  const saving = useSubmit(
    async (e: Editing) => {
      try {
        return await update.send({ id: e.id, body: inlineBody(def, e.field, e.value, e.version) });
      } catch (error) {
        const current = error instanceof ApiError && error.status === 409 ? currentOf(error.body) : undefined;
        if (current) {
          // The newer record's refs are shown by the titles it brought; the next save goes over its version.
          rememberRefTitles(def.name, [current as RecordData]);
          const version = typeof current.version === "number" ? current.version : e.version;
          setEditing((now) => now && now.id === e.id ? { ...now, current, version } : now);
        }
        throw error;
      }
    },
    {
      done: (_, e) => {
        showMessage(t("inline.saved", { field: labelOf(e.field), title: e.title }), { variant: "success" });
        close(e);
      },
    },
  );

  useEffect(() => {
    if (closed) focusBack(closed.id, closed.field, closed.from);
  }, [closed]);

  function close(e: Editing) {
    setEditing(null);
    saving.clear();
    setClosed({ id: e.id, field: e.field.name, from: e.from });
  }

  /** True (and the hint shown) when the open editor holds a change that leaving it would lose. */
  function hold(refocus = true): boolean {
    if (!editing || !changed(editing)) return false;
    setEditing({ ...editing, held: editing.held + 1, refocus });
    return true;
  }

  const refusal = saving.error instanceof ApiError ? saving.error : null;
  const stale = refusal?.status === 409 && editing?.current != null;
  const fieldText = editing && refusal
    ? refusalText(editing.field, refusal.fields, refusal.problems)
    : undefined;

  return {
    def,
    fields,
    mayEdit: (record: RecordData) => mayEditRow(def, record, mayUpdate),
    editing,
    busy: saving.busy,
    /** The field's problem: the validator's, else the server's, worded in the user's language. */
    error: editing?.invalid ? problemText(editing.invalid) : fieldText,
    /** A refusal that names no field of the editor (a forbidden save, the server away). */
    problem: saving.error && !fieldText && !stale ? saving.error.message || t("inline.failed") : null,
    /**
     * Opens the cell's editor. While another holds a change, it stays open with a hint instead (issue 39: the
     * typed value was dropped silently); a save on leaving, as a spreadsheet does, could be refused in a row the
     * user has left, so the user saves or cancels it first. An editor with nothing changed gives way.
     */
    open(record: RecordData, field: Field, from: OpenedFrom) {
      if (saving.busy) return;
      if (editing && (editing.id !== String(record.id) || editing.field.name !== field.name) && hold()) {
        return;
      }
      saving.clear();
      setClosed(null);
      const value = recordToValues([field], record)[field.name];
      setEditing({
        id: String(record.id),
        title: record._title ?? String(record.id),
        field,
        from,
        value,
        version: typeof record.version === "number" ? record.version : 1,
        current: null,
        invalid: null,
        initial: value,
        held: 0,
        refocus: true,
      });
    },
    hold: () => hold(),
    /**
     * Asked before the list's rows change under the editor (another page, search, filter, sort or view): true
     * (and the hint shown) when it holds a change, which must be saved or cancelled first; an editor with nothing
     * changed closes, leaving the focus where the user put it.
     */
    leave(): boolean {
      if (hold(false)) return true;
      if (editing && !saving.busy) {
        setEditing(null);
        saving.clear();
      }
      return false;
    },
    change(value: FormValue) {
      // A changed value is no longer the one refused: its message goes, as in the form.
      saving.clear();
      setEditing((e) => e && { ...e, value, invalid: null });
    },
    /** Their value (from the 409) into the editor: Enter then saves it over their version. */
    takeTheirs() {
      setEditing((e) => e?.current ? { ...e, value: recordToValues([e.field], e.current)[e.field.name] } : e);
      saving.clear();
    },
    save() {
      if (!editing || saving.busy) return;
      const body = inlineBody(def, editing.field, editing.value, editing.version);
      const check = validateRecord(def, body, { mode: "update", today: isoToday() });
      const problem = check.ok ? null : check.problems[editing.field.name] ?? null;
      if (problem) return setEditing({ ...editing, invalid: problem });
      void saving.submit(editing);
    },
    cancel() {
      if (editing && !saving.busy) close(editing);
    },
  };
}

export type InlineEdit = ReturnType<typeof useInlineEdit>;

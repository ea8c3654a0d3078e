import { useSignals } from "@preact/signals-react/runtime";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import type { Field } from "../../../../domain/resources/types.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import type { RecordData } from "../../data/types.ts";
import { labelOf } from "../../defs.ts";
import { type FieldContext, FieldInput } from "../../form/FieldInput.tsx";
import { ChangeValue } from "../../ui/ChangeValue.tsx";
import type { Editing, InlineEdit } from "./useInlineEdit.ts";

const FIRST_FIELD = "input:not([type=hidden]):not(:disabled), select:not(:disabled)";

/**
 * F2 on a focused row edits its first editable cell (as in a spreadsheet). Read on the table's body, where the
 * row's keys arrive after the row's own handler: the row's Enter (open) and Space (tick) are left as they are.
 */
export function editFirstOnF2(edit: InlineEdit, items: readonly RecordData[]) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const row = e.target as HTMLElement;
    if (e.key !== "F2" || row.dataset.testid !== "list-row") return;
    const item = items.find((i) => String(i.id) === row.dataset.id);
    if (!item || !edit.mayEdit(item) || edit.fields.length === 0) return;
    e.preventDefault();
    edit.open(item, edit.fields[0], "row");
  };
}

/** The cell of a column edited in place: its edit button's room at the end, where it is placed. */
export const EDITABLE_CELL = "relative pe-8";

/**
 * A list's cell whose field may be edited in place: the value with a small edit button (shown while the row is
 * hovered or holds the focus, always on a touch screen), or the open editor. A button rather than a click or
 * Enter on the cell, which open the record. The buttons are Tab stops in the current row only (`tabbable`), so
 * Tab walks that row's edits and then leaves the list rather than every row's.
 */
export function InlineCell(
  { edit, field, item, tabbable, children }: {
    edit: InlineEdit;
    field: Field;
    item: RecordData;
    tabbable: boolean;
    children: ReactNode;
  },
) {
  useSignals();
  const open = edit.editing;
  if (open && open.id === String(item.id) && open.field.name === field.name) {
    return <InlineEditor edit={edit} editing={open} />;
  }
  if (!edit.fields.some((f) => f.name === field.name) || !edit.mayEdit(item)) return <>{children}</>;
  const title = item._title ?? String(item.id);
  // One element beside the value: the button sits in the room its cell keeps at the end (EDITABLE_CELL) and draws
  // its icon itself. Every row's cells had two boxes and an icon more, half the elements a list page adds, all
  // styled and laid out in the frame of each move to the list (issue 34).
  return (
    <>
      {children}
      <button
        type="button"
        // Clickable only where it shows (issue 39): hidden, it took a click meant for the row, opening an editor
        // the user did not see. The icon is the stylesheet's: the cell's text stays its value (read, copied,
        // searched).
        className="btn btn-ghost btn-xs btn-square absolute top-1/2 -translate-y-1/2 end-1 before:font-['Material_Icons'] before:content-['edit'] before:text-base before:leading-none before:font-normal before:[font-feature-settings:'liga'] opacity-0 pointer-events-none focus:opacity-100 focus:pointer-events-auto [tr:hover_&]:opacity-100 [tr:hover_&]:pointer-events-auto [tr:focus-within_&]:opacity-100 [tr:focus-within_&]:pointer-events-auto pointer-coarse:opacity-100 pointer-coarse:pointer-events-auto"
        aria-label={t("inline.edit", { field: labelOf(field), title })}
        tabIndex={tabbable ? 0 : -1}
        data-inline-edit={field.name}
        data-testid={`inline-edit-${field.name}`}
        onClick={(e) => {
          // The row's click opens the record.
          e.stopPropagation();
          edit.open(item, field, "button");
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") e.stopPropagation();
        }}
      />
    </>
  );
}

/**
 * The open editor: the record form's widget for the field, its problem underneath. Enter saves, Escape cancels;
 * no key or click leaves it for the row (which would open the record, tick it or move to another row).
 */
function InlineEditor({ edit, editing }: { edit: InlineEdit; editing: Editing }) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const { field, title } = editing;
  const path = ["inline", field.name];

  // The field takes the focus when the editor opens, again once a save comes back refused (while it was out,
  // the field was disabled, which drops the focus), and when another editor was asked for while this one holds a
  // change. Held by the list's search or pager, it is only brought into view with its hint: the focus stays on
  // the control, whose next key would otherwise land in the field.
  const heldBefore = useRef(editing.held);
  useEffect(() => {
    const heldNow = editing.held !== heldBefore.current;
    heldBefore.current = editing.held;
    if (heldNow && !editing.refocus) {
      // A frame later: the key typed into the search scrolls its field back into view after this effect.
      const frame = requestAnimationFrame(() => void ref.current?.scrollIntoView({ block: "nearest" }));
      return () => cancelAnimationFrame(frame);
    }
    if (edit.busy || ref.current?.contains(document.activeElement)) return;
    ref.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [edit.busy, editing.held]);

  const ctx: FieldContext = {
    mode: "update",
    errors: edit.error ? { [path.join(".")]: edit.error } : {},
    disabled: false,
    onChange: (_, value) => edit.change(value),
    onBlur: () => {},
  };
  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    // A widget's own use of the key comes first: the reference picker's Enter picks and its Escape closes the
    // list; so do a choice's in its open list of options (its keys come from the option).
    if (e.defaultPrevented || e.target instanceof HTMLOptionElement) return;
    if (e.key === "Escape") {
      e.preventDefault();
      edit.cancel();
    } else if (e.key === "Enter" && !(e.target instanceof HTMLButtonElement)) {
      e.preventDefault();
      edit.save();
    }
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-label={t("inline.editor", { field: labelOf(field), title })}
      aria-busy={edit.busy}
      className="min-w-48 max-w-80 whitespace-normal text-start"
      data-testid="inline-editor"
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    >
      <fieldset disabled={edit.busy} className="min-w-0">
        <FieldInput field={field} path={path} value={editing.value} ctx={ctx} />
      </fieldset>
      {editing.current && (
        <div
          role="alert"
          className="alert alert-warning alert-soft block text-sm mb-2"
          data-testid="inline-conflict"
        >
          <p>{t("inline.conflict")}</p>
          <p className="font-medium" data-testid="inline-theirs">
            <ChangeValue field={field} value={editing.current[field.name] ?? null} />
          </p>
          <p className="text-xs">{t("inline.conflictHint")}</p>
          <button
            type="button"
            className="btn btn-xs mt-1"
            disabled={edit.busy}
            onClick={edit.takeTheirs}
            data-testid="inline-use-theirs"
          >
            {t("inline.useTheirs")}
          </button>
        </div>
      )}
      {editing.held > 0 && (
        // Keyed by the count, so that a screen reader says it again on each refused switch.
        <p
          key={editing.held}
          role="alert"
          className="alert alert-warning alert-soft block text-sm mb-2"
          data-testid="inline-held"
        >
          {t("inline.held")}
        </p>
      )}
      {edit.problem && (
        <p role="alert" className="text-error text-sm mb-2" data-testid="inline-problem">{edit.problem}</p>
      )}
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-primary btn-xs"
          disabled={edit.busy}
          onClick={edit.save}
          data-testid="inline-save"
        >
          {edit.busy
            ? <span className="loading loading-spinner loading-xs" />
            : <Icon name="check" size={16} />}
          {edit.busy ? t("inline.saving") : t("inline.save")}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          disabled={edit.busy}
          onClick={edit.cancel}
          data-testid="inline-cancel"
        >
          <Icon name="close" size={16} />
          {t("inline.cancel")}
        </button>
      </div>
    </div>
  );
}

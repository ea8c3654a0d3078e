import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Modal } from "../../kit/ui/Modal.tsx";
import { ApiError } from "../../lib/api.ts";
import { FieldInput } from "../form/FieldInput.tsx";
import { type FormValue, toBodyValue } from "../form/formState.ts";
import { labelOf } from "../defs.ts";
import { Value } from "../ui/Value.tsx";
import type { Applied, Preview, Shown } from "../../../domain/bulk-changes.ts";
import { type BulkChange, type BulkRequest, previewBulk } from "./bulk-api.ts";
import { bulkFields } from "./selection.ts";

/** Refusals that a new preview answers: the selection, or one of its records, changed since the last one. */
const MOVED_ON = new Set(["selectionChanged", "staleRecord"]);

/** What the dialog was opened for: a field to set (chosen in it), or a delete. */
export type BulkKind = "set" | "delete";

/**
 * A bulk change of the records chosen: for a set, the field and its value (the form's own inputs); then the
 * server's preview (how many change, the first with before and after), and Apply with the count previewed. A
 * refusal is shown here in the server's words: the selection or a record changed since (409) offers to preview
 * again, a 400 is shown at the field it names.
 */
export function BulkDialog(
  { def, kind, target, chosen, onClose, apply }: {
    def: ResourceDef;
    kind: BulkKind;
    /** How many records are chosen (the preview then says how many change). */
    chosen: number;
    target: { ids: string[] } | { query: string };
    onClose: () => void;
    /** Sends the change; rejects with the server's refusal. */
    apply: (body: BulkRequest) => Promise<Applied>;
  },
) {
  useSignals();
  const fields = bulkFields(def);
  const [field, setField] = useState<Field | null>(null);
  const [value, setValue] = useState<FormValue | undefined>(undefined);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const change = (): BulkChange | null =>
    kind === "delete"
      ? { action: "delete" }
      : field && { action: "set", field: field.name, value: toBodyValue(field, value) ?? null };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await step();
    } catch (e) {
      setRefusal(e instanceof ApiError ? e : new ApiError(0, String(e)));
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    run(async () => {
      const c = change();
      if (c) setPreview(await previewBulk(def.name, { ...target, ...c }));
    });
  const send = () =>
    run(async () => {
      const c = change();
      if (c && preview) await apply({ ...target, ...c, count: preview.count });
    });
  // A delete has nothing to choose: its preview is asked as the dialog opens.
  useEffect(() => {
    if (kind === "delete") ask();
  }, []);

  const conflict = refusal?.code !== undefined && MOVED_ON.has(refusal.code);
  const fieldError = field && refusal?.fields[field.name];
  const title = preview
    ? kind === "delete"
      ? t("bulk.previewDelete", { count: preview.count })
      : t("bulk.previewSet", { field: field ? labelOf(field) : "", count: preview.count })
    : t("bulk.setTitle", { count: chosen });

  return (
    <Modal open onClose={() => !busy && onClose()} labelledBy="bulk-dialog-title" testId="bulk-dialog">
      <div className="modal-box max-w-2xl" aria-busy={busy}>
        <h2 id="bulk-dialog-title" className="font-bold text-lg">{title}</h2>
        {kind === "set" && !preview && (
          <div className="py-3 flex flex-col gap-3">
            <label className="flex flex-col gap-1">
              <span className="text-sm font-medium">{t("bulk.field")}</span>
              <select
                className="select select-sm w-full"
                value={field?.name ?? ""}
                disabled={busy}
                onChange={(e) => {
                  setField(fields.find((f) => f.name === e.target.value) ?? null);
                  setValue(undefined);
                  setRefusal(null);
                }}
                data-testid="bulk-field"
              >
                <option value="">{t("bulk.chooseField")}</option>
                {fields.map((f) => <option key={f.name} value={f.name}>{labelOf(f)}</option>)}
              </select>
            </label>
            {field && (
              <FieldInput
                key={field.name}
                field={field}
                path={["bulk", field.name]}
                value={value}
                ctx={{
                  mode: "update",
                  errors: fieldError ? { [`bulk.${field.name}`]: fieldError } : {},
                  disabled: busy,
                  onChange: (_path, v) => setValue(v),
                  onBlur: () => {},
                }}
              />
            )}
          </div>
        )}
        {preview && <PreviewTable field={field} preview={preview} />}
        {busy && !preview && (
          <span className="loading loading-spinner loading-md" aria-label={t("bulk.loading")} />
        )}
        {refusal && !fieldError && (
          <div role="alert" className="alert alert-error mt-2" data-testid="bulk-refusal">
            <span>
              {refusal.message}
              {conflict && ` ${t("bulk.movedOn")}`}
            </span>
          </div>
        )}
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" disabled={busy} onClick={onClose}>
            {t("crud.cancel")}
          </button>
          {(conflict || (!preview && kind === "set")) && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !field && kind === "set"}
              onClick={() => {
                setPreview(null);
                ask();
              }}
              data-testid="bulk-preview"
            >
              {conflict ? t("bulk.previewAgain") : t("bulk.preview")}
            </button>
          )}
          {preview && !conflict && (
            <button
              type="button"
              className={`btn ${kind === "delete" ? "btn-error" : "btn-primary"}`}
              disabled={busy || preview.count === 0}
              onClick={send}
              data-testid="bulk-apply"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {kind === "delete"
                ? t("bulk.applyDelete", { count: preview.count })
                : t("bulk.apply", { count: preview.count })}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The first records the change touches, with the field before and after (a delete: their names). */
function PreviewTable({ field, preview }: { field: Field | null; preview: Preview }) {
  if (preview.count === 0) return <p className="py-3">{t("bulk.nothing")}</p>;
  return (
    <div className="py-3">
      <p className="mb-2">{t("bulk.first", { shown: preview.sample.length })}</p>
      <div className="overflow-x-auto">
        <table className="table table-sm" data-testid="bulk-preview-table">
          <thead>
            <tr>
              <th scope="col">{t("bulk.record")}</th>
              {field && <th scope="col">{t("bulk.before")}</th>}
              {field && <th scope="col">{t("bulk.after")}</th>}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((r) => (
              <tr key={r.id} data-testid="bulk-preview-row">
                <td>{r.title}</td>
                {field && <td>{shownText(field, r.before)}</td>}
                {field && <td>{shownText(field, r.after)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A value of the preview: a reference by the title the server gave, else as the list shows the field. */
function shownText(field: Field, shown: Shown | undefined) {
  if (shown?.title !== undefined) return [shown.title].flat().join(", ");
  if (shown?.value === null || shown?.value === undefined || shown.value === "") return t("bulk.empty");
  return <Value field={field} value={shown.value} />;
}

import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { deleteRecord } from "../api/records.ts";
import { resourceLabel } from "../defs.ts";
import { referenceLines, referencesOf } from "./referencedBy.ts";

type Refusal = { message: string; lines: string[] };

/**
 * The Delete button of a view or edit page: a confirm dialog naming the record; on success back to the list;
 * a 409 is explained in the dialog with the records that still refer to this one.
 */
export function DeleteAction(
  { def, id, title, onDeleted }: { def: ResourceDef; id: string; title: string; onDeleted?: () => void },
) {
  useSignals();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteRecord(def.name, id);
      setOpen(false);
      onDeleted?.();
      showMessage(t("crud.deleted", { title }), { variant: "success" });
      navigate(def.base, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const lines = referenceLines(referencesOf(err.body), resourceLabel);
        setRefusal({
          message: t("crud.cannotDelete", { title }),
          lines: lines.length ? lines : [err.message],
        });
      } else {
        setOpen(false);
        showMessage(err instanceof Error ? err.message : String(err), { variant: "error" });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-error btn-outline btn-sm"
        onClick={() => setOpen(true)}
        data-testid="delete-button"
      >
        <Icon name="delete" size={18} />
        {t("crud.delete")}
      </button>
      <ConfirmDialog
        open={open}
        testId="delete-dialog"
        title={refusal ? refusal.message : t("crud.deleteTitle", { title })}
        cancel={refusal ? t("crud.close") : t("crud.cancel")}
        confirm={refusal ? undefined : busy ? t("crud.deleting") : t("crud.delete")}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={close}
      >
        {refusal
          ? (
            <ul className="list-disc ps-5 space-y-1" data-testid="delete-refused">
              {refusal.lines.map((line) => <li key={line}>{line}</li>)}
            </ul>
          )
          : <p className="opacity-80">{t("crud.deleteText")}</p>}
      </ConfirmDialog>
    </>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useDelete } from "../data/hooks.ts";
import { resourceLabel } from "../defs.ts";
import { referenceLines, referencesOf } from "./referencedBy.ts";
import "../crud-words/index.ts";

/** What a delete of `def`'s record does: its own words when it is not the end of it (a document's bin). */
function deleteText(def: ResourceDef): string {
  const key = `crud.deleteTextOf.${def.name}`;
  const own = t(key);
  return own === key ? t("crud.deleteText") : own;
}

/**
 * The Delete button of a view or edit page: a confirm dialog naming the record; on success back to the list;
 * a refusal is explained in the dialog, a 409 with the records that still refer to this one.
 */
export function DeleteAction(
  { def, id, title }: { def: ResourceDef; id: string; title: string },
) {
  useSignals();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleting = useSubmit(useDelete(def.name).send, {
    done: () => {
      setOpen(false);
      showMessage(t("crud.deleted", { title }), { variant: "success" });
      navigate(def.base, { replace: true });
    },
  });
  const refused = deleting.error;
  const lines = refused instanceof ApiError && refused.status === 409
    ? referenceLines(referencesOf(refused.body), resourceLabel)
    : [];

  const close = () => {
    setOpen(false);
    deleting.clear();
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
        title={refused
          ? t(lines.length ? "crud.cannotDelete" : "crud.deleteFailed", { title })
          : t("crud.deleteTitle", { title })}
        cancel={refused ? t("crud.close") : t("crud.cancel")}
        confirm={refused ? undefined : deleting.busy ? t("crud.deleting") : t("crud.delete")}
        danger
        busy={deleting.busy}
        onConfirm={() => void deleting.submit(id)}
        onCancel={close}
      >
        {refused
          ? (
            <ul className="list-disc ps-5 space-y-1" data-testid="delete-refused">
              {(lines.length ? lines : [refused.message]).map((line) => <li key={line}>{line}</li>)}
            </ul>
          )
          : <p className="opacity-80">{deleteText(def)}</p>}
      </ConfirmDialog>
    </>
  );
}

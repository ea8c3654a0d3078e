import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { useRemoveNote, useUpdateNote } from "./api.ts";
import { NoteEditor } from "./NoteEditor.tsx";
import { cleanNote } from "./notebook.ts";

/** A note open for editing; closing saves what changed. Archive and delete are here too. */
export function NoteDialog(
  { note, labels, onClose }: { note: Note | null; labels: NoteLabel[]; onClose: () => void },
) {
  useSignals();
  const [draft, setDraft] = useState<Note | null>(note);
  const [confirming, setConfirming] = useState(false);
  const updateNote = useUpdateNote();
  const removeNote = useRemoveNote();
  useEffect(() => setDraft(note), [note?.id]);
  const close = () => {
    if (note && draft && JSON.stringify(draft) !== JSON.stringify(note)) {
      void updateNote.write({ ...note, ...cleanNote(draft), time: new Date().toISOString() } as Note);
    }
    onClose();
  };
  const archive = async () => {
    if (!note || !draft) return;
    const archived = !note.archive;
    const done = await updateNote.write({ ...note, ...cleanNote(draft), archive: archived } as Note);
    if (done !== null) {
      showMessage(archived ? t("notesApp.archived") : t("notesApp.unarchived"), { variant: "success" });
    }
    onClose();
  };
  return (
    <Modal
      open={note !== null}
      onClose={close}
      label={note?.title || t("notesApp.untitled")}
      testId="note-dialog"
    >
      {note && draft && draft.id === note.id && (
        <div className="modal-box max-h-[100dvh] sm:max-w-xl">
          <NoteEditor draft={draft} onChange={(d) => setDraft({ ...draft, ...d } as Note)} labels={labels} />
          <div className="modal-action flex-wrap">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              data-testid="note-delete"
              onClick={() => setConfirming(true)}
            >
              <Icon name="delete" size={18} />
              {t("notesApp.delete")}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              data-testid="note-archive"
              onClick={() => void archive()}
            >
              <Icon name={note.archive ? "unarchive" : "archive"} size={18} />
              {note.archive ? t("notesApp.unarchiveNote") : t("notesApp.archiveNote")}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-testid="note-dialog-close"
              onClick={close}
            >
              {t("notesApp.close")}
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={t("notesApp.deleteTitle")}
            confirm={t("notesApp.delete")}
            cancel={t("crud.cancel")}
            danger
            testId="note-delete-confirm"
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              setConfirming(false);
              if ((await removeNote.write(note.id)) !== null) onClose();
            }}
          >
            {t("notesApp.deleteText")}
          </ConfirmDialog>
        </div>
      )}
    </Modal>
  );
}

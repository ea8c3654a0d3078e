import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useCreateNote } from "./api.ts";
import { NoteEditor } from "./NoteEditor.tsx";
import { blankNote, cleanNote, hasContent, type NoteDraft } from "./notebook.ts";

/** "Take a note…": a line that opens into the editor; closing it saves the note if it holds anything. */
export function Composer({ labels, startLabels }: { labels: NoteLabel[]; startLabels: string[] }) {
  useSignals();
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const create = useSubmit(useCreateNote().send, { done: () => setDraft(null) });
  const close = async () => {
    if (!draft || create.busy) return;
    if (hasContent(draft)) await create.submit(cleanNote(draft));
    else setDraft(null);
  };
  if (!draft) {
    return (
      <button
        type="button"
        className="input w-full max-w-xl mx-auto shadow-sm text-start opacity-80"
        data-testid="note-composer-open"
        onClick={() => setDraft(blankNote(startLabels))}
      >
        {t("notesApp.takeNote")}
      </button>
    );
  }
  return (
    <section
      className="card card-border bg-base-100 w-full max-w-xl mx-auto shadow-md p-4"
      data-testid="note-composer"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          void close();
        }
      }}
    >
      <NoteEditor draft={draft} onChange={setDraft} labels={labels} autoFocus />
      <div className="flex justify-end mt-2">
        <button
          type="button"
          className="btn btn-sm"
          disabled={create.busy}
          data-testid="note-composer-close"
          onClick={() => void close()}
        >
          {create.busy && <span className="loading loading-spinner loading-xs" />}
          {t("notesApp.close")}
        </button>
      </div>
    </section>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { Navigate, useParams } from "react-router";
import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { Modal } from "../../kit/ui/Modal.tsx";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState, LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { createNote, removeNote, updateNote, useNoteLabels, useNotes } from "./api.ts";
import { LabelManager } from "./LabelManager.tsx";
import { NoteCard } from "./NoteCard.tsx";
import { NoteEditor } from "./NoteEditor.tsx";
import {
  blankNote,
  cleanNote,
  hasContent,
  type NoteDraft,
  notesInView,
  type NotesView,
  viewPath,
} from "./notebook.ts";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";

const EMPTY_TEXT = {
  notes: "emptyNotes",
  reminders: "emptyReminders",
  archive: "emptyArchive",
  label: "emptyLabel",
};

/** The notes app: a take-a-note composer over a masonry grid; `/reminders`, `/archive`, `/labels/:id`, `?q=`. */
export function NotesPage({ kind }: { kind: NotesView["kind"] }) {
  useSignals();
  const { id } = useParams();
  const [query, setQuery] = useQueryParam("q");
  const notes = useNotes();
  const labels = useNoteLabels();
  const [openId, setOpenId] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const view: NotesView = kind === "label" ? { kind, id: id! } : { kind } as NotesView;
  if (labels.data && view.kind === "label" && !labels.data.some((l) => l.id === view.id)) {
    return <Navigate to="/apps/notes" replace />;
  }
  const label = view.kind === "label" ? labels.data?.find((l) => l.id === view.id) : undefined;
  const title = label ? label.name : t(`notesApp.${kind === "label" ? "notes" : kind}`);
  const keep = query ? `?q=${encodeURIComponent(query)}` : "";
  const sidebar = (
    <nav className="flex flex-col gap-2 p-3" data-testid="notes-sidebar">
      <ul className="menu w-full p-0">
        <SidebarLink
          to={`/apps/notes${keep}`}
          icon="lightbulb"
          title={t("notesApp.notes")}
          testId="notes-link-notes"
        />
        <SidebarLink
          to={`/apps/notes/reminders${keep}`}
          icon="notifications"
          title={t("notesApp.reminders")}
          testId="notes-link-reminders"
        />
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("notesApp.labels")}</h2>
      <ul className="menu w-full p-0">
        {(labels.data ?? []).map((l) => (
          <SidebarLink
            key={l.id}
            to={viewPath({ kind: "label", id: l.id }) + keep}
            icon="label"
            title={l.name}
            testId={`notes-link-label-${l.handle}`}
          />
        ))}
        <li>
          <button type="button" data-testid="notes-edit-labels" onClick={() => setManaging(true)}>
            <Icon name="edit" size={20} />
            {t("notesApp.editLabels")}
          </button>
        </li>
      </ul>
      <ul className="menu w-full p-0">
        <SidebarLink
          to={`/apps/notes/archive${keep}`}
          icon="archive"
          title={t("notesApp.archive")}
          testId="notes-link-archive"
        />
      </ul>
    </nav>
  );
  const actions = (
    <SearchField value={query} onChange={setQuery} label={t("notesApp.search")} testId="notes-search" />
  );
  const shown = notesInView(notes.data ?? [], view, query);
  const opened = (notes.data ?? []).find((n) => n.id === openId) ?? null;
  let body;
  if (notes.error || labels.error) {
    body = <LoadError message={t("notesApp.loadFailed")} onRetry={() => (notes.retry(), labels.retry())} />;
  } else if (!notes.data || !labels.data) body = <LoadingBar />;
  else if (shown.length === 0) {
    body = query
      ? <EmptyState icon="search_off" title={t("notesApp.noMatch", { query })} testId="notes-empty" />
      : (
        <EmptyState
          icon="sticky_note_2"
          title={t("notesApp.emptyTitle")}
          text={t(`notesApp.${EMPTY_TEXT[view.kind]}`)}
          testId="notes-empty"
        />
      );
  } else {
    body = (
      <ul className="columns-1 sm:columns-2 xl:columns-3 2xl:columns-4 gap-4" data-testid="notes-grid">
        {shown.map((n) => (
          <NoteCard
            key={n.id}
            note={n}
            labels={labels.data!}
            onOpen={() => setOpenId(n.id)}
          />
        ))}
      </ul>
    );
  }
  return (
    <SidebarApp
      title={title}
      icon="note"
      sidebar={sidebar}
      sidebarLabel={t("notesApp.sidebar")}
      actions={actions}
      testId="notes-app"
    >
      <div className="flex-1 overflow-y-auto p-3 sm:p-6 flex flex-col gap-6">
        {view.kind !== "archive" && labels.data && (
          <Composer
            key={viewPath(view)}
            labels={labels.data}
            startLabels={view.kind === "label" ? [view.id] : []}
          />
        )}
        {body}
      </div>
      {labels.data && <NoteDialog note={opened} labels={labels.data} onClose={() => setOpenId(null)} />}
      {labels.data && (
        <LabelManager
          open={managing}
          labels={labels.data}
          onClose={() => setManaging(false)}
        />
      )}
    </SidebarApp>
  );
}

/** "Take a note…": a line that opens into the editor; closing it saves the note if it holds anything. */
function Composer({ labels, startLabels }: { labels: NoteLabel[]; startLabels: string[] }) {
  useSignals();
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const close = async () => {
    if (!draft || busy) return;
    if (hasContent(draft)) {
      setBusy(true);
      const saved = await createNote(cleanNote(draft));
      setBusy(false);
      if (!saved) return;
    }
    setDraft(null);
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
          disabled={busy}
          data-testid="note-composer-close"
          onClick={() => void close()}
        >
          {busy && <span className="loading loading-spinner loading-xs" />}
          {t("notesApp.close")}
        </button>
      </div>
    </section>
  );
}

/** A note open for editing; closing saves what changed. Archive and delete are here too. */
function NoteDialog(
  { note, labels, onClose }: { note: Note | null; labels: NoteLabel[]; onClose: () => void },
) {
  useSignals();
  const [draft, setDraft] = useState<Note | null>(note);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setDraft(note), [note?.id]);
  const close = () => {
    if (note && draft && JSON.stringify(draft) !== JSON.stringify(note)) {
      void updateNote({ ...note, ...cleanNote(draft), time: new Date().toISOString() } as Note);
    }
    onClose();
  };
  const archive = async () => {
    if (!note || !draft) return;
    const archived = !note.archive;
    const done = await updateNote({ ...note, ...cleanNote(draft), archive: archived } as Note);
    if (done) {
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
              if (await removeNote(note.id)) onClose();
            }}
          >
            {t("notesApp.deleteText")}
          </ConfirmDialog>
        </div>
      )}
    </Modal>
  );
}

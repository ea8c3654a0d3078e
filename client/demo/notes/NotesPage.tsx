import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Navigate, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useNoteLabels, useNotes } from "./api.ts";
import { Composer } from "./Composer.tsx";
import { LabelManager } from "./LabelManager.tsx";
import { NoteCard } from "./NoteCard.tsx";
import { NoteDialog } from "./NoteDialog.tsx";
import { notesInView, type NotesView, viewPath } from "./notebook.ts";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useTypedQueryParam } from "../../kit/routes/useTyped.ts";

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
  const [query, setQuery] = useTypedQueryParam("q");
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
        <QueryState query={labels} failure={t("notesApp.loadFailed")}>
          {(known) => (
            <QueryState
              query={notes}
              failure={t("notesApp.loadFailed")}
              empty={{
                when: () => shown.length === 0,
                view: query
                  ? (
                    <EmptyState
                      icon="search_off"
                      title={t("notesApp.noMatch", { query })}
                      testId="notes-empty"
                    />
                  )
                  : (
                    <EmptyState
                      icon="sticky_note_2"
                      title={t("notesApp.emptyTitle")}
                      text={t(`notesApp.${EMPTY_TEXT[view.kind]}`)}
                      testId="notes-empty"
                    />
                  ),
              }}
            >
              {() => (
                <ul
                  className="columns-1 sm:columns-2 xl:columns-3 2xl:columns-4 gap-4"
                  data-testid="notes-grid"
                >
                  {shown.map((n) => (
                    <NoteCard
                      key={n.id}
                      note={n}
                      labels={known}
                      onOpen={() => setOpenId(n.id)}
                    />
                  ))}
                </ul>
              )}
            </QueryState>
          )}
        </QueryState>
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

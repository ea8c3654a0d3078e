import { useSignals } from "@preact/signals-react/runtime";
import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { formatDate, formatDateTime } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { loadableImage } from "./notebook.ts";

/** A note in the grid; the whole card opens it, its name all it shows (WCAG 2.5.3, label in name). */
export function NoteCard({ note, labels, onOpen }: { note: Note; labels: NoteLabel[]; onOpen: () => void }) {
  useSignals();
  return (
    <li className="break-inside-avoid mb-4">
      <button
        type="button"
        className="card card-border bg-base-100 w-full text-start hover:shadow-md focus-visible:outline-2 transition-shadow"
        data-testid="note-card"
        data-note-id={note.id}
        onClick={onOpen}
      >
        {note.image && loadableImage(note.image) && (
          <img src={note.image} alt="" className="w-full max-h-48 object-cover rounded-t-box" />
        )}
        <div className="card-body p-4 gap-2">
          {note.title && (
            <h3 className="font-semibold break-words" data-testid="note-card-title">
              {note.title}
            </h3>
          )}
          {note.description && <p className="whitespace-pre-line text-sm break-words">{note.description}</p>}
          {note.checklist.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" data-testid="note-card-checklist">
              {note.checklist.map((i) => (
                <li
                  key={i.id}
                  className="flex items-center gap-2"
                  data-checked={i.checked}
                  data-testid="note-card-item"
                >
                  <Icon
                    name={i.checked ? "check_box" : "check_box_outline_blank"}
                    size={18}
                    className="opacity-70"
                  />
                  <span className={i.checked ? "line-through opacity-60" : ""}>{i.text}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-1">
            {note.reminder && (
              <span className="badge badge-sm badge-soft badge-info gap-1">
                <Icon name="alarm" size={16} />
                {formatDateTime(note.reminder, language.value)}
              </span>
            )}
            {note.labels.map((id) => {
              const label = labels.find((l) => l.id === id);
              return label && (
                <span key={id} className="badge badge-sm" data-testid="note-card-label">{label.name}</span>
              );
            })}
          </div>
          <span className="text-xs opacity-60">
            {t("notesApp.edited", { time: formatDate(note.time, language.value) })}
          </span>
        </div>
      </button>
    </li>
  );
}

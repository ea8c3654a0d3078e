import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { useRef } from "react";
import type { NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { loadableImage, type NoteDraft } from "./notebook.ts";

/** The fields of a note, for the composer and the edit dialog alike: title, text or checklist, picture, reminder, labels. */
export function NoteEditor(
  { draft, onChange, labels, autoFocus = false }: {
    draft: NoteDraft;
    onChange: (d: NoteDraft) => void;
    labels: NoteLabel[];
    autoFocus?: boolean;
  },
) {
  useSignals();
  const focusNext = useRef<string | null>(null);
  const set = (change: Partial<NoteDraft>) => onChange({ ...draft, ...change });
  const listMode = draft.checklist.length > 0;
  const items = draft.checklist;
  const setItems = (checklist: NoteDraft["checklist"]) => set({ checklist });
  return (
    <div className="flex flex-col gap-3" data-testid="note-editor">
      {draft.image && (
        <div className="relative">
          {loadableImage(draft.image)
            ? (
              <img
                src={draft.image}
                alt=""
                className="w-full max-h-60 object-contain rounded-box bg-base-200"
              />
            )
            : <div className="alert alert-warning alert-soft text-sm">{t("notesApp.imageBlocked")}</div>}
          <button
            type="button"
            className="btn btn-sm btn-circle absolute top-2 end-2"
            aria-label={t("notesApp.removeImage")}
            onClick={() => set({ image: "" })}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
      <input
        className="input input-ghost w-full font-semibold text-lg px-1"
        placeholder={t("notesApp.noteTitle")}
        aria-label={t("notesApp.noteTitle")}
        value={draft.title}
        autoFocus={autoFocus}
        data-testid="note-title-input"
        onChange={(e) => set({ title: e.target.value })}
      />
      {listMode
        ? (
          <ul
            className="flex flex-col gap-1"
            aria-label={t("notesApp.checklist")}
            data-testid="note-checklist-editor"
          >
            {items.map((item, i) => (
              <li key={item.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={item.checked}
                  aria-label={t("notesApp.itemChecked", { text: item.text || t("notesApp.newItem") })}
                  data-testid="note-item-check"
                  onChange={(e) =>
                    setItems(items.map((x, j) => j === i ? { ...x, checked: e.target.checked } : x))}
                />
                <input
                  className={`input input-sm input-ghost flex-1 ${
                    item.checked ? "line-through opacity-60" : ""
                  }`}
                  value={item.text}
                  placeholder={t("notesApp.newItem")}
                  aria-label={t("notesApp.newItem")}
                  data-testid="note-item-text"
                  ref={(el) => {
                    if (el && focusNext.current === item.id) {
                      focusNext.current = null;
                      el.focus();
                    }
                  }}
                  onChange={(e) =>
                    setItems(items.map((x, j) => j === i ? { ...x, text: e.target.value } : x))}
                  onKeyDown={(e) => {
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    const next = [...items];
                    const added = { id: crypto.randomUUID(), checked: false, text: "" };
                    next.splice(i + 1, 0, added);
                    // The new line takes the focus as it mounts, before the next key is read.
                    focusNext.current = added.id;
                    setItems(next);
                  }}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square"
                  aria-label={t("notesApp.removeItem", { text: item.text })}
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                data-testid="note-add-item"
                onClick={() => setItems([...items, { id: crypto.randomUUID(), checked: false, text: "" }])}
              >
                <Icon name="add" size={18} />
                {t("notesApp.addItem")}
              </button>
            </li>
          </ul>
        )
        : (
          <textarea
            className="textarea textarea-ghost w-full min-h-24 px-1"
            placeholder={t("notesApp.noteText")}
            aria-label={t("notesApp.noteText")}
            value={draft.description}
            data-testid="note-text-input"
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      <div className="grid grid-cols-1 sm:grid-cols-2 gap-3">
        <label className="flex flex-col gap-1">
          <span className="text-xs opacity-70">{t("notesApp.image")}</span>
          <input
            className="input input-sm w-full"
            value={draft.image}
            placeholder="/favicon.svg"
            aria-describedby="note-image-hint"
            data-testid="note-image-input"
            onChange={(e) => set({ image: e.target.value })}
          />
          <span id="note-image-hint" className="text-xs opacity-60">{t("notesApp.imageHint")}</span>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-xs opacity-70">{t("notesApp.reminder")}</span>
          <span className="flex gap-1">
            <input
              type="datetime-local"
              className="input input-sm flex-1"
              value={draft.reminder ? dayjs(draft.reminder).format("YYYY-MM-DDTHH:mm") : ""}
              data-testid="note-reminder-input"
              onChange={(e) => set({ reminder: e.target.value ? dayjs(e.target.value).toISOString() : null })}
            />
            {draft.reminder && (
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={t("notesApp.clearReminder")}
                onClick={() => set({ reminder: null })}
              >
                <Icon name="alarm_off" size={18} />
              </button>
            )}
          </span>
        </label>
      </div>
      <fieldset>
        <legend className="text-xs opacity-70 mb-1">{t("notesApp.noteLabels")}</legend>
        <div className="flex flex-wrap gap-2">
          {labels.map((l) => (
            <label
              key={l.id}
              className="label cursor-pointer gap-2 border border-base-300 rounded-full px-3 py-1 text-sm"
            >
              <input
                type="checkbox"
                className="checkbox checkbox-xs"
                checked={draft.labels.includes(l.id)}
                data-testid={`note-label-${l.handle}`}
                onChange={(e) =>
                  set({
                    labels: e.target.checked
                      ? [...draft.labels, l.id]
                      : draft.labels.filter((x) => x !== l.id),
                  })}
              />
              {l.name}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="btn btn-ghost btn-sm self-start"
        data-testid="note-mode"
        onClick={() =>
          listMode
            ? set({
              checklist: [],
              description: [draft.description, ...items.map((i) => i.text)].filter(Boolean).join("\n"),
            })
            : set({
              description: "",
              checklist: (draft.description.split("\n").filter((l) => l.trim()).length
                ? draft.description.split("\n").filter((l) => l.trim())
                : [""]).map((text) => ({ id: crypto.randomUUID(), checked: false, text })),
            })}
      >
        <Icon name={listMode ? "notes" : "checklist"} size={18} />
        {listMode ? t("notesApp.textMode") : t("notesApp.checklistMode")}
      </button>
    </div>
  );
}

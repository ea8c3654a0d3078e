import { Link } from "react-router";
import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import { canMarkDone, recordIdOf, statusFieldOf } from "../../../../domain/workflows/work-changes.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import type { OriginState } from "../../../kit/routes/origin.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { editPath, fieldOf, findDef } from "../../defs.ts";
import { formatDate } from "../../format.ts";
import { optionText } from "../../ui/optionText.ts";
import { edgeOf, STATE_LOOK } from "./entryLook.ts";
import { entryKindName } from "./typeName.ts";
import { titleUnderClient } from "./myWork.ts";

/**
 * One item of my work: a box to select it, its state, its record (opened with my work as where it came from, so
 * saving it comes back here), and, when the reader may change it, its status in place and "Mark done".
 */
export function WorkItem(
  { entry, here, selected, changeable, busy, onSelect, onDone, onStatus }: {
    entry: DeadlineEntry;
    here: OriginState | undefined;
    selected: boolean;
    /** The reader may change the record and its kind can be marked done in place. */
    changeable: boolean;
    busy: boolean;
    onSelect: (on: boolean) => void;
    onDone: () => void;
    onStatus: (status: string) => void;
  },
) {
  const look = STATE_LOOK[entry.state];
  const def = findDef(entry.kind);
  const statusName = statusFieldOf(entry.kind);
  const statusField = def && statusName ? fieldOf(def, statusName) : undefined;
  const title = titleUnderClient(entry.title, entry.account);
  const canDone = changeable && canMarkDone(entry.kind);
  return (
    <li
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 border-s-4 ${
        edgeOf(entry)
      } rounded bg-base-100 p-2 ${selected ? "ring-2 ring-primary" : ""}`}
      data-testid="work-entry"
      data-entry-id={entry.id}
      data-due={entry.due}
      data-kind={entry.kind}
    >
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={selected}
        disabled={!changeable}
        aria-label={t("practiceWork.select", { title: entry.title })}
        data-testid="work-select"
        onChange={(e) => onSelect(e.target.checked)}
      />
      <span className={`badge badge-sm shrink-0 ${look.className}`}>
        <Icon name={look.icon} size={16} />
        {t(`practiceWork.state.${entry.state}`)}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <Link
          to={entry.link}
          state={here}
          className="link link-hover block text-sm font-medium break-words"
          data-testid="work-open"
        >
          <bdi>{title}</bdi>
        </Link>
        <span className="block text-xs">
          {entry.account && <bdi>{entry.account}</bdi>}
          {entry.account && " · "}
          {entryKindName(entry)} · {t("practiceWork.due", { date: formatDate(entry.due, language.value) })}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 ms-auto">
        {statusField?.kind === "enum" && entry.status !== undefined && (
          <select
            className="select select-sm w-40"
            value={entry.status}
            disabled={!changeable || busy}
            aria-label={t("practiceWork.statusOf", { title: entry.title })}
            data-testid="work-status"
            onChange={(e) => onStatus(e.target.value)}
          >
            {statusField.options.map((o) => <option key={o} value={o}>{optionText(statusField, o)}</option>)}
          </select>
        )}
        {canDone && (
          <button
            type="button"
            className="btn btn-sm btn-success btn-soft"
            disabled={busy}
            aria-label={t("practiceWork.markDoneOf", { title: entry.title })}
            data-testid="work-done"
            onClick={onDone}
          >
            <Icon name="task_alt" size={18} />
            <span className="hidden sm:inline">{t("practiceWork.markDone")}</span>
          </button>
        )}
        {def && changeable && (
          <Link
            to={editPath(def, recordIdOf(entry.id))}
            state={here}
            className="btn btn-sm btn-ghost btn-square"
            aria-label={t("practiceWork.editOf", { title: entry.title })}
            title={t("practiceWork.edit")}
            data-testid="work-edit"
          >
            <Icon name="edit" size={18} />
          </Link>
        )}
      </div>
    </li>
  );
}

import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { Link } from "react-router";
import type { BoardCard } from "../../../domain/jobs/board.ts";
import { formatDate } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { findDef, recordPath } from "../defs.ts";

const refTitle = (card: BoardCard, field: string) => {
  const title = card._refTitles[field];
  return typeof title === "string" ? title : undefined;
};

/**
 * A job on the board: its client (a link to the job), period, due date (overdue said in words, not by colour
 * alone) and assignee. Dragged by its handle, with the pointer, a finger or the keyboard (Space lifts it); or
 * moved by its "Move to…" list, for those who would rather pick the stage.
 */
export function JobCard(
  { card, stages, today, onMove, busy }: {
    card: BoardCard;
    stages: readonly string[];
    today: string;
    onMove: (stage: string) => void;
    busy: boolean;
  },
) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  const client = refTitle(card, "account") ?? card.account;
  const assignee = card.assignee ? refTitle(card, "assignee") ?? card.assignee : undefined;
  const overdue = card.dueDate < today;
  const period = card.periodStart === card.periodEnd
    ? formatDate(card.periodStart, language.value)
    : `${formatDate(card.periodStart, language.value)} – ${formatDate(card.periodEnd, language.value)}`;
  return (
    <article
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`card card-sm bg-base-100 border border-base-300 shadow-sm ${
        isDragging ? "opacity-40" : ""
      }`}
      data-testid="job-card"
      data-job={card.id}
      aria-label={card.title}
    >
      <div className="card-body gap-1">
        <div className="flex items-start gap-1">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-ghost btn-sm btn-square touch-none cursor-grab -ms-2"
            aria-label={t("jobs.board.drag", { title: card.title })}
            data-testid="job-card-handle"
            {...attributes}
            {...listeners}
          >
            <Icon name="drag_indicator" />
          </button>
          <Link
            to={recordPath(findDef("job")!, card.id)}
            className="link link-hover font-medium leading-snug py-1"
          >
            {client}
          </Link>
        </div>
        <p className="text-sm opacity-80">{period}</p>
        <p className="text-sm flex flex-wrap items-center gap-2">
          <span>{t("jobs.board.due", { date: formatDate(card.dueDate, language.value) })}</span>
          {overdue && (
            <span className="badge badge-sm badge-error badge-soft" data-testid="job-card-overdue">
              <Icon name="schedule" size={16} /> {t("jobs.board.overdue")}
            </span>
          )}
        </p>
        <p className="text-sm opacity-80 flex items-center gap-1">
          <Icon name="person" size={16} /> {assignee ?? t("jobs.board.unassigned")}
        </p>
        <select
          className="select select-sm w-full mt-1"
          aria-label={t("jobs.board.moveLabel", { title: card.title })}
          data-testid="job-card-move"
          value=""
          disabled={busy}
          onChange={(e) => e.currentTarget.value && onMove(e.currentTarget.value)}
        >
          <option value="">{t("jobs.board.moveTo")}</option>
          {stages.filter((s) => s !== card.stage).map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
    </article>
  );
}

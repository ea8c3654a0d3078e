import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Board, Card } from "../../../domain/demo/scrumboard.ts";
import { practiceToday } from "../../../domain/today.ts";
import { formatDate } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { checkProgress, coverOf, isOverdue } from "./board.ts";

/** A card in its list: dragged by pointer or keyboard, opened by a click or Enter. */
export function SortableCard(
  { board, card, listName, onOpen }: { board: Board; card: Card; listName: string; onOpen: () => void },
) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "opacity-40" : ""}
      {...attributes}
      {...listeners}
      aria-roledescription="sortable"
      data-testid="board-card"
      data-card-id={card.id}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === "Enter") onOpen();
        else listeners?.onKeyDown?.(e);
      }}
    >
      <CardFace board={board} card={card} />
      {/* The card's name is what it shows (WCAG 2.5.3, label in name), then the list it is in. */}
      <span className="sr-only">{t("scrumboardApp.cardLabel", { list: listName })}</span>
    </div>
  );
}

/** What a card shows on the board: cover, labels, title, due date, checklist progress, counts, members. */
export function CardFace({ board, card, overlay = false }: { board: Board; card: Card; overlay?: boolean }) {
  const cover = coverOf(board, card);
  const progress = checkProgress(card);
  const comments = card.activities.filter((a) => a.type === "comment").length;
  const overdue = isOverdue(card, practiceToday());
  return (
    <div
      className={`card bg-base-100 shadow-sm cursor-pointer hover:shadow-md ${
        overlay ? "shadow-xl w-72" : ""
      }`}
    >
      {cover && /^\/(?!\/)/.test(cover) && (
        <img src={cover} alt="" className="rounded-t-box max-h-32 object-cover" />
      )}
      <div className="card-body p-3 gap-2">
        {card.idLabels.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {card.idLabels.map((id) => {
              const label = board.labels.find((l) => l.id === id);
              return label && (
                <span key={id} className={`badge badge-xs border-0 ${label.class}`}>{label.name}</span>
              );
            })}
          </div>
        )}
        <span className="font-medium break-words" data-testid="card-name">{card.name}</span>
        <div className="flex flex-wrap items-center gap-2 text-xs opacity-80">
          {card.due && (
            <span className={`flex items-center gap-1 ${overdue ? "text-error font-semibold" : ""}`}>
              <Icon name="schedule" size={16} />
              {formatDate(card.due, language.value)}
            </span>
          )}
          {progress.total > 0 && (
            <span
              className={`flex items-center gap-1 ${progress.done === progress.total ? "text-success" : ""}`}
            >
              <Icon name="check_box" size={16} />
              {progress.done}/{progress.total}
            </span>
          )}
          {card.attachments.length > 0 && (
            <span className="flex items-center gap-1">
              <Icon name="attachment" size={16} />
              {card.attachments.length}
            </span>
          )}
          {comments > 0 && (
            <span className="flex items-center gap-1">
              <Icon name="comment" size={16} />
              {comments}
            </span>
          )}
          <span className="flex gap-0.5 ms-auto">
            {card.idMembers.map((id) => {
              const m = board.members.find((x) => x.id === id);
              return m && <Avatar key={id} name={m.name} src={m.avatar} size="w-8" />;
            })}
          </span>
        </div>
      </div>
    </div>
  );
}

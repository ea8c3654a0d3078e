import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { BoardCard, BoardColumn, BoardFilters, JobBoard } from "../../../domain/jobs/board.ts";
import { t } from "../../kit/i18n/index.ts";
import { BusyButton } from "../ui/BusyButton.tsx";
import { useMoreCards, useMoveJob } from "./board-api.ts";
import { JobCard } from "./JobCard.tsx";

/**
 * With the keyboard, an arrow key takes a lifted card to the column beside the one it is over (left or right as
 * the screen shows them, whichever the language's direction), where dnd-kit's default would nudge it a few
 * pixels at a time across a column's whole width.
 */
const nextColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers.getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  // The column the card is over now, by where it is: `over` may not have caught up with a quick second key.
  const middle = collisionRect.left + collisionRect.width / 2;
  const here = columns.findLastIndex((rect) => rect.left <= middle);
  const target = columns[Math.min(Math.max(here + step, 0), columns.length - 1)];
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.max(target.top + 8, collisionRect.top),
  };
};

/** A dragged card lands on the column under the pointer, or (keyboard, touch) the one it overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The board's columns side by side, scrolling sideways inside the board (the page does not), each a drop target;
 * a card dropped on another column moves its job there (useMoveJob), announced to screen readers.
 */
export function BoardColumns({ board, filters }: { board: JobBoard; filters: BoardFilters }) {
  useSignals();
  const { move, busy } = useMoveJob();
  const [titles] = useState(() => new Map<string, string>());
  const stages = board.columns.map((c) => c.stage);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextColumn }),
  );
  const titleOf = (id: string | number) => titles.get(String(id)) ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("jobs.board.pickedUp", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("jobs.board.over", { title: titleOf(active.id), stage: String(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("jobs.board.dropped", { title: titleOf(active.id), stage: String(over.id) })
        : t("jobs.board.cancelled", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t("jobs.board.cancelled", { title: titleOf(active.id) }),
  };
  const onDragEnd = (e: DragEndEvent) => {
    const card = e.active.data.current?.card as BoardCard | undefined;
    const stage = e.over ? String(e.over.id) : undefined;
    if (card && stage && stage !== card.stage) void move({ card, stage });
  };
  const cardProps = (card: BoardCard) => {
    titles.set(card.id, card.title);
    return { card, stages, today: board.today, busy, onMove: (stage: string) => void move({ card, stage }) };
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnder}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("jobs.board.instructions") } }}
      onDragEnd={onDragEnd}
    >
      <div className="overflow-x-auto overscroll-x-contain" data-testid="job-board-columns">
        <ol className="flex items-start gap-3 p-3 w-max">
          {board.columns.map((column) => (
            <Column key={column.stage} column={column} template={board.template} filters={filters}>
              {(card) => <JobCard key={card.id} {...cardProps(card)} />}
            </Column>
          ))}
        </ol>
      </div>
    </DndContext>
  );
}

type CardOf = (card: BoardCard) => React.ReactNode;

/** A stage's column: its name, its counts in words, its cards and "Show more" while it has more. */
function Column(
  { column, template, filters, children }: {
    column: BoardColumn;
    template: string;
    filters: BoardFilters;
    children: CardOf;
  },
) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const headingId = `job-column-${column.stage.replace(/\W+/g, "-")}`;
  return (
    <li
      ref={setNodeRef}
      className={`w-72 shrink-0 rounded-box bg-base-200 p-2 flex flex-col gap-2 ${
        isOver ? "outline-2 outline-primary" : ""
      }`}
      aria-labelledby={headingId}
      data-testid="job-column"
      data-stage={column.stage}
    >
      <div className="px-1">
        <h2 id={headingId} className="font-semibold">{column.stage}</h2>
        <p className="text-sm" data-testid="job-column-counts">
          <span data-testid="job-column-count">{t("jobs.board.count", { count: column.count })}</span>
          {" · "}
          <span data-testid="job-column-overdue">
            {t("jobs.board.overdueCount", { overdue: column.overdue })}
          </span>
        </p>
      </div>
      {column.cards.length === 0 && <p className="text-sm opacity-70 px-1 py-4">{t("jobs.board.noCards")}</p>}
      <ul className="flex flex-col gap-2">
        {column.cards.map((card) => <li key={card.id}>{children(card)}</li>)}
      </ul>
      {column.next && (
        <MoreCards template={template} filters={filters} stage={column.stage} after={column.next}>
          {children}
        </MoreCards>
      )}
    </li>
  );
}

/** "Show more": once pressed, the column's next cards, and their own "Show more" while there are more. */
function MoreCards(
  { template, filters, stage, after, children }: {
    template: string;
    filters: BoardFilters;
    stage: string;
    after: string;
    children: CardOf;
  },
) {
  const [shown, setShown] = useState(false);
  const page = useMoreCards(template, filters, stage, after, shown);
  if (!shown || !page.data) {
    const loading = shown && !page.error;
    return (
      <BusyButton
        busy={loading}
        icon="expand_more"
        label={t("jobs.board.more")}
        busyLabel={t("jobs.board.loadingMore")}
        disabled={loading}
        onClick={() => (shown ? page.retry() : setShown(true))}
        testId="job-column-more"
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-2">
        {page.data.cards.map((card) => <li key={card.id}>{children(card)}</li>)}
      </ul>
      {page.data.next && (
        <MoreCards template={template} filters={filters} stage={stage} after={page.data.next}>
          {children}
        </MoreCards>
      )}
    </>
  );
}

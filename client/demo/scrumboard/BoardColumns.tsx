import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { type ReactNode, useState } from "react";
import type { Board, Card, List } from "../../../domain/demo/scrumboard.ts";
import { practiceToday } from "../../../domain/today.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { addCard, addList, orderLists, removeList, renameList } from "./api.ts";
import { checkProgress, coverOf, isOverdue, listOf, moveCard, moveList } from "./board.ts";

type Drag = { type: "card" | "list"; id: string };

/**
 * The board's lists side by side, scrolling sideways. Cards move within and between lists and lists move among
 * themselves, with the pointer or the keyboard (Space lifts, arrows move, Space drops, Escape cancels), through
 * dnd-kit's sortable lists; each move is saved (card/order, list/order) and rolled back if refused.
 */
export function BoardColumns({ board, onOpenCard }: { board: Board; onOpenCard: (id: string) => void }) {
  useSignals();
  const [drag, setDrag] = useState<Drag | null>(null);
  // While dragging, the lists as they would be if the card were dropped now.
  const [draft, setDraft] = useState<List[] | null>(null);
  const lists = draft ?? board.lists;
  const cards = new Map(board.cards.map((c) => [c.id, c]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) =>
    cards.get(String(id))?.name ?? board.lists.find((l) => l.id === id)?.name ?? String(id);
  const where = (id: string | number) => {
    const list = listOf(lists, String(id));
    return list
      ? t("scrumboardApp.moved", {
        name: nameOf(id),
        list: list.name,
        position: list.idCards.indexOf(String(id)) + 1,
      })
      : t("scrumboardApp.moved", {
        name: nameOf(id),
        list: "",
        position: lists.findIndex((l) => l.id === id) + 1,
      });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("scrumboardApp.pickedUp", { name: nameOf(active.id) }),
    onDragOver: ({ active }) => where(active.id),
    onDragEnd: ({ active }) =>
      `${t("scrumboardApp.dropped", { name: nameOf(active.id) })} ${where(active.id)}`,
    onDragCancel: ({ active }) => t("scrumboardApp.cancelled", { name: nameOf(active.id) }),
  };
  const typeOf = (id: string | number): Drag["type"] =>
    board.lists.some((l) => l.id === id) ? "list" : "card";
  const onDragStart = (e: DragStartEvent) => {
    setDrag({ type: typeOf(e.active.id), id: String(e.active.id) });
    setDraft(board.lists);
  };
  // A card crossing into another list joins it at once, so the lists open a gap where it would land.
  const onDragOver = (e: DragOverEvent) => {
    if (!e.over || typeOf(e.active.id) !== "card") return;
    const current = draft ?? board.lists;
    const from = listOf(current, String(e.active.id));
    const overId = String(e.over.id);
    const to = typeOf(overId) === "list" ? current.find((l) => l.id === overId) : listOf(current, overId);
    if (!from || !to || from.id === to.id) return;
    const index = typeOf(overId) === "list" ? to.idCards.length : to.idCards.indexOf(overId);
    setDraft(moveCard(current, String(e.active.id), to.id, index));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const current = draft ?? board.lists;
    setDrag(null);
    setDraft(null);
    if (!e.over) return;
    const activeId = String(e.active.id);
    const overId = String(e.over.id);
    let next = current;
    if (typeOf(activeId) === "list") {
      const overList = typeOf(overId) === "list" ? overId : listOf(current, overId)?.id;
      if (overList) next = moveList(current, activeId, current.findIndex((l) => l.id === overList));
    } else {
      const to = typeOf(overId) === "list" ? current.find((l) => l.id === overId) : listOf(current, overId);
      if (to) {
        const index = typeOf(overId) === "list" ? to.idCards.length : to.idCards.indexOf(overId);
        next = moveCard(current, activeId, to.id, index);
      }
    }
    if (JSON.stringify(next) === JSON.stringify(board.lists)) return;
    void orderLists(board.id, next, typeOf(activeId));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => (setDrag(null), setDraft(null))}
    >
      <div
        className="flex-1 min-h-0 overflow-x-auto overflow-y-hidden snap-x sm:snap-none"
        data-testid="board-lists"
      >
        <div className="flex items-start gap-4 p-4 h-full w-max">
          <SortableContext items={lists.map((l) => l.id)} strategy={horizontalListSortingStrategy}>
            {lists.map((l) => (
              <ListColumn key={l.id} board={board} list={l} cards={cards} onOpenCard={onOpenCard} />
            ))}
          </SortableContext>
          <NewList boardId={board.id} />
        </div>
      </div>
      <DragOverlay>
        {drag?.type === "card" && cards.get(drag.id) && (
          <CardFace board={board} card={cards.get(drag.id)!} overlay />
        )}
        {drag?.type === "list" && (
          <div className="card bg-base-200 shadow-xl w-72 p-3 font-semibold">{nameOf(drag.id)}</div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function ListColumn(
  { board, list, cards, onOpenCard }: {
    board: Board;
    list: List;
    cards: Map<string, Card>;
    onOpenCard: (id: string) => void;
  },
) {
  useSignals();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: list.id,
    });
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`card bg-base-200 w-[85vw] sm:w-72 shrink-0 snap-start max-h-full flex flex-col ${
        isDragging ? "opacity-40" : ""
      }`}
      aria-label={list.name}
      data-testid="board-list"
      data-list-id={list.id}
    >
      <header className="flex items-center gap-1 p-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="btn btn-ghost btn-xs btn-square cursor-grab"
          aria-label={t("scrumboardApp.dragList", { name: list.name })}
          data-testid="list-handle"
          {...attributes}
          {...listeners}
        >
          <Icon name="drag_indicator" size={18} />
        </button>
        {renaming
          ? (
            <form
              className="flex-1"
              onSubmit={(e) => {
                e.preventDefault();
                const name = String(new FormData(e.currentTarget).get("name") ?? "").trim();
                if (name && name !== list.name) void renameList(board.id, list.id, name);
                setRenaming(false);
              }}
            >
              <input
                name="name"
                className="input input-sm w-full"
                defaultValue={list.name}
                autoFocus
                aria-label={t("scrumboardApp.listName")}
                data-testid="list-rename-input"
                onBlur={(e) => e.currentTarget.form?.requestSubmit()}
                onKeyDown={(e) => e.key === "Escape" && (e.stopPropagation(), setRenaming(false))}
              />
            </form>
          )
          : (
            <button
              type="button"
              className="flex-1 text-start font-semibold truncate px-1 rounded focus-visible:outline-2"
              aria-label={t("scrumboardApp.renameList", { name: list.name })}
              data-testid="list-name"
              onClick={() => setRenaming(true)}
            >
              {list.name}
            </button>
          )}
        <span className="badge badge-sm">{list.idCards.length}</span>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={t("scrumboardApp.removeList", { name: list.name })}
          data-testid="list-remove"
          onClick={() => setRemoving(true)}
        >
          <Icon name="delete" size={18} />
        </button>
      </header>
      <SortableContext items={list.idCards} strategy={verticalListSortingStrategy}>
        {/* Not a list: each card is a button (dnd-kit's sortable role), which a list may not hold. */}
        <div className="flex flex-col gap-2 px-2 pb-2 overflow-y-auto min-h-10" data-testid="list-cards">
          {list.idCards.map((id) =>
            cards.get(id) && (
              <SortableCard
                key={id}
                board={board}
                card={cards.get(id)!}
                listName={list.name}
                onOpen={() => onOpenCard(id)}
              />
            )
          )}
        </div>
      </SortableContext>
      <NewCard boardId={board.id} listId={list.id} />
      <ConfirmDialog
        open={removing}
        title={t("scrumboardApp.removeListTitle", { name: list.name })}
        confirm={t("scrumboardApp.removeList", { name: list.name })}
        cancel={t("crud.cancel")}
        danger
        testId="list-remove-confirm"
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          void removeList(board.id, list.id);
        }}
      >
        {t("scrumboardApp.removeListText", { count: list.idCards.length })}
      </ConfirmDialog>
    </section>
  );
}

function SortableCard(
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
function CardFace({ board, card, overlay = false }: { board: Board; card: Card; overlay?: boolean }) {
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
              {dayjs(card.due).format("D MMM")}
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

function InlineAdd(
  { label, placeholder, testId, onAdd, wide = false }: {
    label: string;
    placeholder: string;
    testId: string;
    onAdd: (name: string) => Promise<unknown>;
    wide?: boolean;
  },
) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <button
        type="button"
        className={`btn btn-ghost btn-sm justify-start ${wide ? "w-[85vw] sm:w-72 bg-base-200" : "m-2"}`}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        <Icon name="add" size={18} />
        {label}
      </button>
    );
  }
  return (
    <form
      className={`flex flex-col gap-2 p-2 ${wide ? "w-[85vw] sm:w-72 card bg-base-200" : ""}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const input = e.currentTarget.elements.namedItem("name") as HTMLInputElement;
        const name = input.value.trim();
        if (!name) return setError(t("scrumboardApp.nameRequired"));
        try {
          await onAdd(name);
          input.value = "";
          setError(null);
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        }
      }}
    >
      <input
        name="name"
        className={`input input-sm w-full ${error ? "input-error" : ""}`}
        placeholder={placeholder}
        aria-label={placeholder}
        autoFocus
        data-testid={`${testId}-input`}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      />
      {error && <span className="text-error text-xs" role="alert">{error}</span>}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" data-testid={`${testId}-save`}>
          {label}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t("crud.cancel")}
        </button>
      </div>
    </form>
  );
}

function NewCard({ boardId, listId }: { boardId: string; listId: string }) {
  return (
    <InlineAdd
      label={t("scrumboardApp.addCard")}
      placeholder={t("scrumboardApp.cardName")}
      testId="card-add"
      onAdd={(name) => addCard(boardId, listId, name)}
    />
  );
}

function NewList({ boardId }: { boardId: string }): ReactNode {
  return (
    <InlineAdd
      wide
      label={t("scrumboardApp.addList")}
      placeholder={t("scrumboardApp.listName")}
      testId="list-add"
      onAdd={(name) => addList(boardId, name)}
    />
  );
}

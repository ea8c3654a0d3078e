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
} from "@dnd-kit/sortable";
import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { Board, List } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { useOrderLists } from "./api.ts";
import { CardFace } from "./BoardCard.tsx";
import { listOf, moveCard, moveList } from "./board.ts";
import { NewList } from "./InlineAdd.tsx";
import { ListColumn } from "./ListColumn.tsx";

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
  const orderLists = useOrderLists();
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
    void orderLists.write({ boardId: board.id, lists: next, what: typeOf(activeId) });
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

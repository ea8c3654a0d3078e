import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { Board, Card, List } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useRemoveList, useRenameList } from "./api.ts";
import { SortableCard } from "./BoardCard.tsx";
import { NewCard } from "./InlineAdd.tsx";

/** One list of the board: its handle, its name (renamed in place), its cards in order, and adding a card. */
export function ListColumn(
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
  const renameList = useRenameList();
  const removeList = useRemoveList();
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
                if (name && name !== list.name) {
                  void renameList.write({
                    boardId: board.id,
                    listId: list.id,
                    name,
                  });
                }
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
          void removeList.write({ boardId: board.id, listId: list.id });
        }}
      >
        {t("scrumboardApp.removeListText", { count: list.idCards.length })}
      </ConfirmDialog>
    </section>
  );
}

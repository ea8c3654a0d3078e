import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { type BoardSummary, useBoards, useCreateBoard, useDeleteBoard, useRenameBoard } from "./api.ts";
import { NameDialog } from "./NameDialog.tsx";
import "./messages.ts";

/** The boards: open one, add one (it opens), rename or delete one after a confirmation. */
export function BoardsPage() {
  useSignals();
  const navigate = useNavigate();
  const boards = useBoards();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<BoardSummary | null>(null);
  const [deleting, setDeleting] = useState<BoardSummary | null>(null);
  const createBoard = useCreateBoard();
  const renameBoard = useRenameBoard();
  const deleteBoard = useDeleteBoard();
  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6" data-testid="scrumboard-boards">
      <header className="flex flex-wrap items-center gap-3">
        <Icon name="view_kanban" className="opacity-70" />
        <h1 className="text-2xl font-bold me-auto" data-testid="page-title">{t("scrumboardApp.boards")}</h1>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="board-add"
          onClick={() => setAdding(true)}
        >
          <Icon name="add" size={20} />
          {t("scrumboardApp.addBoard")}
        </button>
      </header>
      <QueryState
        query={boards}
        failure={t("scrumboardApp.loadFailed")}
        empty={{
          when: (all) => all.length === 0,
          view: (
            <EmptyState
              icon="view_kanban"
              title={t("scrumboardApp.boardsEmpty")}
              text={t("scrumboardApp.boardsEmptyText")}
            />
          ),
        }}
      >
        {(all) => (
          <ul className="grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 gap-4">
            {all.map((b) => (
              <li
                key={b.id}
                className="card card-border bg-base-100 hover:shadow-md transition-shadow"
                data-testid="board-tile"
                data-board-id={b.id}
              >
                <div className="card-body p-4 gap-3">
                  <Link
                    to={`/apps/scrumboard/boards/${b.id}/${b.uri}`}
                    className="flex items-center gap-3 font-semibold text-lg link link-hover"
                    data-testid="board-open"
                  >
                    <Icon name="dashboard" className="text-primary" />
                    <span className="break-words" data-testid="board-name">{b.name}</span>
                  </Link>
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      data-testid="board-rename"
                      onClick={() => setRenaming(b)}
                    >
                      <Icon name="edit" size={18} />
                      {t("scrumboardApp.rename")}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-error"
                      data-testid="board-delete"
                      onClick={() => setDeleting(b)}
                    >
                      <Icon name="delete" size={18} />
                      {t("scrumboardApp.deleteBoard")}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <NameDialog
        open={adding}
        title={t("scrumboardApp.addBoard")}
        label={t("scrumboardApp.newBoardName")}
        confirm={t("scrumboardApp.create")}
        testId="board-new"
        onClose={() => setAdding(false)}
        onSave={async (name) => {
          const made = await createBoard.send(name);
          navigate(`/apps/scrumboard/boards/${made.id}/${made.uri}`);
        }}
      />
      <NameDialog
        open={renaming !== null}
        title={t("scrumboardApp.renameBoard")}
        label={t("scrumboardApp.newBoardName")}
        initial={renaming?.name ?? ""}
        confirm={t("scrumboardApp.save")}
        testId="board-rename-dialog"
        onClose={() => setRenaming(null)}
        onSave={(name) => renameBoard.write({ boardId: renaming!.id, name })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("scrumboardApp.deleteBoardTitle", { name: deleting?.name ?? "" })}
        confirm={t("scrumboardApp.deleteBoard")}
        cancel={t("crud.cancel")}
        danger
        testId="board-delete-confirm"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting!.id;
          setDeleting(null);
          void deleteBoard.write(id);
        }}
      >
        {t("scrumboardApp.deleteBoardText")}
      </ConfirmDialog>
    </div>
  );
}

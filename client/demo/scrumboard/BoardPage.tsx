import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import type { Board } from "../../../domain/demo/scrumboard.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useBoard, useRenameBoard } from "./api.ts";
import { BoardColumns } from "./BoardColumns.tsx";
import { BoardSettingsPanel } from "./BoardSettingsPanel.tsx";
import { CardDialog } from "./CardDialog.tsx";
import "./messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

const BACKGROUND: Record<string, string> = {
  neutral: "bg-neutral/10",
  primary: "bg-primary/10",
  secondary: "bg-secondary/10",
  accent: "bg-accent/10",
};

/** One board: `/apps/scrumboard/boards/:boardId/:uri`, with `?card=` for an open card. */
export function BoardPage() {
  useSignals();
  const { boardId, uri } = useParams();
  const board = useBoard(boardId!);
  return (
    <>
      {/* Until the board is in, the way back to the boards stays in reach. */}
      {board.data === null && (
        <div className="p-4 pb-0">
          <BackToBoards />
        </div>
      )}
      <QueryState
        query={board}
        failure={t("scrumboardApp.loadFailed")}
        missing={{
          icon: "search_off",
          title: t("scrumboardApp.notFound"),
          back: { to: "/apps/scrumboard/boards", label: t("scrumboardApp.backToBoards") },
          testId: "board-not-found",
        }}
      >
        {(b) =>
          uri === b.uri
            ? <BoardView b={b} />
            : <Navigate to={`/apps/scrumboard/boards/${b.id}/${b.uri}`} replace />}
      </QueryState>
    </>
  );
}

function BackToBoards() {
  return (
    <Link to="/apps/scrumboard/boards" className="btn btn-ghost btn-sm" data-testid="board-back">
      <Icon name="arrow_back" size={18} className="rtl:rotate-180" />
      {t("scrumboardApp.backToBoards")}
    </Link>
  );
}

function BoardView({ b }: { b: Board }) {
  useSignals();
  const [search, setSearch] = useAddressParams();
  const [renaming, setRenaming] = useState(false);
  const [settings, setSettings] = useState(false);
  const renameBoard = useRenameBoard();
  const openCard = b.cards.find((c) => c.id === search.get("card")) ?? null;
  return (
    <div
      className={`flex flex-col h-full min-h-[calc(100dvh-8rem)] ${BACKGROUND[b.settings.color] ?? ""}`}
      data-testid="board-page"
    >
      <header className="flex flex-wrap items-center gap-2 px-4 pt-4">
        <BackToBoards />
        {renaming
          ? (
            <form
              className="flex-1"
              onSubmit={(e) => {
                e.preventDefault();
                const name = String(new FormData(e.currentTarget).get("name") ?? "").trim();
                if (name && name !== b.name) void renameBoard.write({ boardId: b.id, name });
                setRenaming(false);
              }}
            >
              <input
                name="name"
                className="input w-full max-w-md"
                defaultValue={b.name}
                autoFocus
                aria-label={t("scrumboardApp.newBoardName")}
                data-testid="board-title-input"
                onBlur={(e) => e.currentTarget.form?.requestSubmit()}
                onKeyDown={(e) => e.key === "Escape" && setRenaming(false)}
              />
            </form>
          )
          : (
            <h1 className="text-2xl font-bold me-auto min-w-0 truncate" data-testid="page-title">
              <button
                type="button"
                className="rounded focus-visible:outline-2"
                onClick={() => setRenaming(true)}
              >
                <span className="sr-only">{t("scrumboardApp.renameBoard")}:</span>
                {b.name}
              </button>
            </h1>
          )}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="board-settings"
          onClick={() => setSettings(true)}
        >
          <Icon name="settings" size={18} />
          {t("scrumboardApp.settings")}
        </button>
      </header>
      <BoardColumns board={b} onOpenCard={(id) => setSearch({ card: id })} />
      <CardDialog board={b} card={openCard} onClose={() => setSearch({})} />
      <BoardSettingsPanel board={b} open={settings} onClose={() => setSettings(false)} />
    </div>
  );
}

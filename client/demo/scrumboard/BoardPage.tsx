import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState, LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { ApiError } from "../../lib/api.ts";
import { renameBoard, updateSettings, useBoard } from "./api.ts";
import { BoardColumns } from "./BoardColumns.tsx";
import { CardDialog } from "./CardDialog.tsx";
import "./messages.ts";

const COLORS = ["none", "neutral", "primary", "secondary", "accent"] as const;
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
  const [search, setSearch] = useSearchParams();
  const board = useBoard(boardId!);
  const [renaming, setRenaming] = useState(false);
  const [settings, setSettings] = useState(false);
  const back = (
    <Link to="/apps/scrumboard/boards" className="btn btn-ghost btn-sm" data-testid="board-back">
      <Icon name="arrow_back" size={18} className="rtl:rotate-180" />
      {t("scrumboardApp.backToBoards")}
    </Link>
  );
  if (board.error) {
    const gone = board.error instanceof ApiError && board.error.status === 404;
    return (
      <div className="p-6 flex flex-col gap-4 items-start" data-testid="board-missing">
        {back}
        {gone
          ? <EmptyState icon="search_off" title={t("scrumboardApp.notFound")} testId="board-not-found" />
          : <LoadError message={t("scrumboardApp.loadFailed")} onRetry={board.retry} />}
      </div>
    );
  }
  if (!board.data) return <LoadingBar />;
  const b = board.data;
  if (uri !== b.uri) return <Navigate to={`/apps/scrumboard/boards/${b.id}/${b.uri}`} replace />;
  const openCard = b.cards.find((c) => c.id === search.get("card")) ?? null;
  return (
    <div
      className={`flex flex-col h-full min-h-[calc(100dvh-8rem)] ${BACKGROUND[b.settings.color] ?? ""}`}
      data-testid="board-page"
    >
      <header className="flex flex-wrap items-center gap-2 px-4 pt-4">
        {back}
        {renaming
          ? (
            <form
              className="flex-1"
              onSubmit={(e) => {
                e.preventDefault();
                const name = String(new FormData(e.currentTarget).get("name") ?? "").trim();
                if (name && name !== b.name) void renameBoard(b.id, name);
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
      <Drawer
        open={settings}
        onClose={() => setSettings(false)}
        title={t("scrumboardApp.settings")}
        width="w-[280px]"
        testId="board-settings-panel"
      >
        <div className="flex flex-col gap-4 p-4">
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">{t("scrumboardApp.color")}</span>
            <select
              className="select w-full"
              value={b.settings.color || "none"}
              data-testid="board-color"
              onChange={(e) =>
                void updateSettings(b.id, { color: e.target.value === "none" ? "" : e.target.value })}
            >
              {COLORS.map((c) => <option key={c} value={c}>{t(`scrumboardApp.colors.${c}`)}</option>)}
            </select>
          </label>
          <label className="label cursor-pointer justify-between">
            {t("scrumboardApp.subscribed")}
            <input
              type="checkbox"
              className="toggle"
              checked={b.settings.subscribed}
              onChange={(e) => void updateSettings(b.id, { subscribed: e.target.checked })}
            />
          </label>
          <label className="label cursor-pointer justify-between">
            {t("scrumboardApp.cardCovers")}
            <input
              type="checkbox"
              className="toggle"
              checked={b.settings.cardCoverImages}
              data-testid="board-covers"
              onChange={(e) => void updateSettings(b.id, { cardCoverImages: e.target.checked })}
            />
          </label>
        </div>
      </Drawer>
    </div>
  );
}

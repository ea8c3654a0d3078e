import type { BoardCard, BoardColumn, BoardFilters, JobBoard } from "../../../domain/jobs/board.ts";
import { api, ApiError } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { backofficeProvider } from "../data/provider.ts";
import "./board-messages.ts";

const boardAddress = (template: string) =>
  `/api/backoffice/workflows/job-templates/${encodeURIComponent(template)}/board`;

const filterQuery = (filters: BoardFilters) => ({
  assignee: filters.assignee || undefined,
  account: filters.account || undefined,
  overdue: filters.overdue ? "true" : undefined,
});

/** A template's board: each stage's counts and first cards. Under `workflows/`: any back-office write reloads it. */
export function useJobBoard(template: string, filters: BoardFilters) {
  return useData<JobBoard>(
    ["workflows/job-board", "columns", { template, ...filters }],
    (signal) => api<JobBoard>(boardAddress(template), { query: filterQuery(filters), signal }),
    { enabled: template !== "" },
  );
}

/** A column's next cards, from where the shown ones end ("Show more"). */
export function useMoreCards(
  template: string,
  filters: BoardFilters,
  stage: string,
  after: string,
  enabled: boolean,
) {
  return useData<BoardColumn>(
    ["workflows/job-board", "more", { template, ...filters, stage, after }],
    async (signal) =>
      (await api<JobBoard>(boardAddress(template), {
        query: { ...filterQuery(filters), stage, after },
        signal,
      })).columns[0],
    { enabled },
  );
}

export type Move = { card: BoardCard; stage: string };

/**
 * Moves a job to a stage: the job's own update over the version the board shows (its history keeps the move).
 * Refused, the board says why (the 409 of a stale write: someone moved or changed the job meanwhile; a stage the
 * job may not enter) and, as after any move, loads again, showing the card as it is now.
 */
export function useMoveJob() {
  const write = useWrite({
    send: ({ card, stage }: Move) =>
      api(`/api/backoffice/job/${encodeURIComponent(card.id)}`, {
        method: "PUT",
        body: { stage, version: card.version },
      }),
    refresh: backofficeProvider.touchedByWrite,
  });
  const move = async ({ card, stage }: Move) => {
    try {
      await write.send({ card, stage });
      showMessage(t("jobs.board.moved", { title: card.title, stage }), { variant: "success" });
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      const reason = error instanceof ApiError ? error.fields.stage ?? error.message : String(error);
      showMessage(
        stale
          ? t("jobs.board.stale", { title: card.title })
          : t("jobs.board.refused", { title: card.title, reason }),
        { variant: "error" },
      );
    }
  };
  return { move, busy: write.busy };
}

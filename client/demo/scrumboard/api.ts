import type { Board, BoardSettings, Card, List } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { invalidate, queryClient, useApiQuery } from "../../lib/query.ts";

const BASE = "/api/scrumboard-app";
export type BoardSummary = Pick<Board, "id" | "name" | "uri">;

export const boardKeys = {
  all: ["scrumboard"] as const,
  boards: ["scrumboard", "boards"] as const,
  board: (id: string) => ["scrumboard", "board", id],
};

export const useBoards = () =>
  useApiQuery(boardKeys.boards, (signal) => api<BoardSummary[]>(`${BASE}/boards`, { signal }));
export const useBoard = (id: string) =>
  useApiQuery(
    boardKeys.board(id),
    (signal) => api<Board>(`${BASE}/board`, { query: { boardId: id }, signal }),
    {
      keepPrevious: false,
    },
  );

const failure = () => t("scrumboardApp.writeFailed");
const onBoard = (id: string, change: (b: Board) => Board) => patch<Board>(boardKeys.board(id), change);

export async function createBoard(name: string): Promise<BoardSummary> {
  const made = await api<BoardSummary>(`${BASE}/board/new`, { body: { board: { name } } });
  await invalidate(boardKeys.boards);
  return made;
}

export function renameBoard(boardId: string, name: string) {
  return optimisticWrite({
    patches: [
      onBoard(boardId, (b) => ({ ...b, name })),
      patch<BoardSummary[]>(
        boardKeys.boards,
        (list) => list.map((b) => b.id === boardId ? { ...b, name } : b),
      ),
    ],
    send: () => api(`${BASE}/board/rename`, { body: { boardId, boardTitle: name } }),
    failure: failure(),
  });
}

export function deleteBoard(boardId: string) {
  return optimisticWrite({
    patches: [patch<BoardSummary[]>(boardKeys.boards, (list) => list.filter((b) => b.id !== boardId))],
    send: () => api(`${BASE}/board/delete`, { body: { boardId } }),
    failure: failure(),
  });
}

export function updateSettings(boardId: string, settings: Partial<BoardSettings>) {
  return optimisticWrite({
    patches: [onBoard(boardId, (b) => ({ ...b, settings: { ...b.settings, ...settings } }))],
    send: () => api(`${BASE}/board/settings/update`, { body: { boardId, settings } }),
    failure: failure(),
  });
}

/** New lists of cards, or a new order of lists: the board's lists replaced wholesale (card/order, list/order). */
export function orderLists(boardId: string, lists: List[], what: "card" | "list") {
  return optimisticWrite({
    patches: [onBoard(boardId, (b) => ({ ...b, lists }))],
    send: () => api(`${BASE}/${what}/order`, { body: { boardId, lists } }),
    failure: failure(),
  });
}

export async function addList(boardId: string, name: string) {
  const lists = await api<List[]>(`${BASE}/list/new`, { body: { boardId, data: { name } } });
  queryClient.setQueryData<Board>(boardKeys.board(boardId), (b) => b && { ...b, lists });
}

export function renameList(boardId: string, listId: string, name: string) {
  return optimisticWrite({
    patches: [
      onBoard(boardId, (b) => ({ ...b, lists: b.lists.map((l) => l.id === listId ? { ...l, name } : l) })),
    ],
    send: () => api(`${BASE}/list/rename`, { body: { boardId, listId, listTitle: name } }),
    failure: failure(),
  });
}

export function removeList(boardId: string, listId: string) {
  return optimisticWrite({
    patches: [onBoard(boardId, (b) => {
      const gone = new Set(b.lists.find((l) => l.id === listId)?.idCards ?? []);
      return {
        ...b,
        lists: b.lists.filter((l) => l.id !== listId),
        cards: b.cards.filter((c) => !gone.has(c.id)),
      };
    })],
    send: () => api(`${BASE}/list/remove`, { body: { boardId, listId } }),
    failure: failure(),
  });
}

export async function addCard(boardId: string, listId: string, name: string) {
  const board = await api<Board>(`${BASE}/card/new`, { body: { boardId, listId, data: { name } } });
  queryClient.setQueryData(boardKeys.board(boardId), board);
}

export function updateCard(boardId: string, card: Card) {
  return optimisticWrite({
    patches: [onBoard(boardId, (b) => ({ ...b, cards: b.cards.map((c) => c.id === card.id ? card : c) }))],
    send: () => api(`${BASE}/card/update`, { body: { boardId, card } }),
    failure: failure(),
  });
}

export function removeCard(boardId: string, cardId: string) {
  return optimisticWrite({
    patches: [onBoard(boardId, (b) => ({
      ...b,
      cards: b.cards.filter((c) => c.id !== cardId),
      lists: b.lists.map((l) => ({ ...l, idCards: l.idCards.filter((id) => id !== cardId) })),
    }))],
    send: () => api(`${BASE}/card/remove`, { body: { boardId, cardId } }),
    failure: failure(),
  });
}

import type { Board, BoardSettings, Card, List } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { cached, patch, remember, useData, useWrite } from "../../lib/data/index.ts";

const BASE = "/api/scrumboard-app";
export type BoardSummary = Pick<Board, "id" | "name" | "uri">;

const boardKeys = {
  boards: ["scrumboard/boards", "getList"] as const,
  board: (id: string) => ["scrumboard/boards", "getOne", { id }] as const,
};

export const useBoards = () =>
  useData(boardKeys.boards, (signal) => api<BoardSummary[]>(`${BASE}/boards`, { signal }));
export const useBoard = (id: string) =>
  useData(
    boardKeys.board(id),
    (signal) => api<Board>(`${BASE}/board`, { query: { boardId: id }, signal }),
    { keepPrevious: false },
  );

const failure = () => t("scrumboardApp.writeFailed");
const onBoard = (id: string, change: (b: Board) => Board) => patch<Board>(boardKeys.board(id), change);

/** A new board (board/new answers its summary); the dialog shows a refusal. */
export function useCreateBoard() {
  return useWrite({
    send: (name: string) => api<BoardSummary>(`${BASE}/board/new`, { body: { board: { name } } }),
    refresh: [boardKeys.boards],
  });
}

export function useRenameBoard() {
  return useWrite({
    send: ({ boardId, name }: { boardId: string; name: string }) =>
      api(`${BASE}/board/rename`, { body: { boardId, boardTitle: name } }),
    patches: ({ boardId, name }) => [
      onBoard(boardId, (b) => ({ ...b, name })),
      patch<BoardSummary[]>(
        boardKeys.boards,
        (list) => list.map((b) => b.id === boardId ? { ...b, name } : b),
      ),
    ],
    failure,
  });
}

export function useDeleteBoard() {
  return useWrite({
    send: (boardId: string) => api(`${BASE}/board/delete`, { body: { boardId } }),
    patches: (boardId) => [
      patch<BoardSummary[]>(boardKeys.boards, (list) => list.filter((b) => b.id !== boardId)),
    ],
    failure,
  });
}

export function useUpdateSettings() {
  return useWrite({
    send: ({ boardId, settings }: { boardId: string; settings: Partial<BoardSettings> }) =>
      api(`${BASE}/board/settings/update`, { body: { boardId, settings } }),
    patches: ({ boardId, settings }) => [
      onBoard(boardId, (b) => ({ ...b, settings: { ...b.settings, ...settings } })),
    ],
    failure,
  });
}

/** New lists of cards, or a new order of lists: the board's lists replaced wholesale (card/order, list/order). */
export function useOrderLists() {
  return useWrite({
    send: ({ boardId, lists, what }: { boardId: string; lists: List[]; what: "card" | "list" }) =>
      api(`${BASE}/${what}/order`, { body: { boardId, lists } }),
    patches: ({ boardId, lists }) => [onBoard(boardId, (b) => ({ ...b, lists }))],
    failure,
  });
}

/** A new list (list/new answers every list of the board, shown at once); the inline form shows a refusal. */
export function useAddList() {
  return useWrite({
    send: ({ boardId, name }: { boardId: string; name: string }) =>
      api<List[]>(`${BASE}/list/new`, { body: { boardId, data: { name } } }),
    refresh: ({ boardId }) => [boardKeys.board(boardId)],
    done: (lists, { boardId }) => {
      const board = cached<Board>(boardKeys.board(boardId));
      if (board) remember(boardKeys.board(boardId), { ...board, lists });
    },
  });
}

export function useRenameList() {
  return useWrite({
    send: ({ boardId, listId, name }: { boardId: string; listId: string; name: string }) =>
      api(`${BASE}/list/rename`, { body: { boardId, listId, listTitle: name } }),
    patches: ({ boardId, listId, name }) => [
      onBoard(boardId, (b) => ({ ...b, lists: b.lists.map((l) => l.id === listId ? { ...l, name } : l) })),
    ],
    failure,
  });
}

export function useRemoveList() {
  return useWrite({
    send: ({ boardId, listId }: { boardId: string; listId: string }) =>
      api(`${BASE}/list/remove`, { body: { boardId, listId } }),
    patches: ({ boardId, listId }) => [onBoard(boardId, (b) => {
      const gone = new Set(b.lists.find((l) => l.id === listId)?.idCards ?? []);
      return {
        ...b,
        lists: b.lists.filter((l) => l.id !== listId),
        cards: b.cards.filter((c) => !gone.has(c.id)),
      };
    })],
    failure,
  });
}

/** A new card (card/new answers the whole board, shown at once); the inline form shows a refusal. */
export function useAddCard() {
  return useWrite({
    send: ({ boardId, listId, name }: { boardId: string; listId: string; name: string }) =>
      api<Board>(`${BASE}/card/new`, { body: { boardId, listId, data: { name } } }),
    refresh: ({ boardId }) => [boardKeys.board(boardId)],
    done: (board, { boardId }) => remember(boardKeys.board(boardId), board),
  });
}

export function useUpdateCard() {
  return useWrite({
    send: ({ boardId, card }: { boardId: string; card: Card }) =>
      api(`${BASE}/card/update`, { body: { boardId, card } }),
    patches: ({ boardId, card }) => [
      onBoard(boardId, (b) => ({ ...b, cards: b.cards.map((c) => c.id === card.id ? card : c) })),
    ],
    failure,
  });
}

export function useRemoveCard() {
  return useWrite({
    send: ({ boardId, cardId }: { boardId: string; cardId: string }) =>
      api(`${BASE}/card/remove`, { body: { boardId, cardId } }),
    patches: ({ boardId, cardId }) => [onBoard(boardId, (b) => ({
      ...b,
      cards: b.cards.filter((c) => c.id !== cardId),
      lists: b.lists.map((l) => ({ ...l, idCards: l.idCards.filter((id) => id !== cardId) })),
    }))],
    failure,
  });
}

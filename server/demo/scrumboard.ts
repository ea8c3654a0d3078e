import { type Context, Hono } from "hono";
import { z } from "zod";
import { scrumboardFixture, TEAM } from "../../fixtures/scrumboard.ts";
import {
  type Board,
  boardSchema,
  boardSettingsSchema,
  type Card,
  cardSchema,
  DEFAULT_BOARD_SETTINGS,
  type List,
  listSchema,
  STANDARD_LABELS,
} from "../../domain/demo/scrumboard.ts";
import { invalidField, problemCheck, type ProblemCode, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const scrumboard = demoState("scrumboard", scrumboardFixture);

const id = z.string().min(1).max(100);
const title = z.string().trim().min(1, problemCheck("enterName")).max(200);
/** A new card: the client's id (if any) is replaced by ours; what it leaves out starts empty. */
const newCard = cardSchema.omit({ id: true }).extend({
  description: cardSchema.shape.description.default(""),
  idAttachmentCover: cardSchema.shape.idAttachmentCover.default(""),
  idMembers: cardSchema.shape.idMembers.default([]),
  idLabels: cardSchema.shape.idLabels.default([]),
  attachments: cardSchema.shape.attachments.default([]),
  subscribed: cardSchema.shape.subscribed.default(false),
  checklists: cardSchema.shape.checklists.default([]),
  activities: cardSchema.shape.activities.default([]),
  due: cardSchema.shape.due.default(null),
});
/** A new board: id and uri are ours; members and labels default to the team and the standard labels. */
const newBoard = z.object({
  name: title.default("Untitled Board"),
  settings: boardSettingsSchema.default(DEFAULT_BOARD_SETTINGS),
  members: boardSchema.shape.members.optional(),
  labels: boardSchema.shape.labels.optional(),
  lists: boardSchema.shape.lists.default([]),
  cards: boardSchema.shape.cards.default([]),
});
const allLists = z.array(listSchema).max(100);

/** What is wrong with a write, and where. */
type Problem = { field: string; code: ProblemCode };

function badRequest({ field, code }: Problem): never {
  throw invalidField(field, code);
}

const hasDuplicates = (ids: string[]) => new Set(ids).size !== ids.length;
/** Two lists of distinct ids hold the same ids. */
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === b.length;

/** A card's references must point into its board, so the client never draws a member or label it cannot find. */
function cardProblem(
  board: Pick<Board, "members" | "labels">,
  card: Omit<Card, "id">,
  at: string,
): Problem | null {
  const members = new Set(board.members.map((m) => m.id));
  const labels = new Set(board.labels.map((l) => l.id));
  if (card.idMembers.some((m) => !members.has(m)) || hasDuplicates(card.idMembers)) {
    return { field: `${at}.idMembers`, code: "boardMember" };
  }
  if (card.idLabels.some((l) => !labels.has(l)) || hasDuplicates(card.idLabels)) {
    return { field: `${at}.idLabels`, code: "boardLabel" };
  }
  if (hasDuplicates(card.attachments.map((a) => a.id))) {
    return { field: `${at}.attachments`, code: "duplicate" };
  }
  const cover = card.attachments.find((a) => a.id === card.idAttachmentCover);
  if (card.idAttachmentCover !== "" && cover?.type !== "image") {
    return {
      field: `${at}.idAttachmentCover`,
      code: "attachmentCover",
    };
  }
  if (card.activities.some((a) => !members.has(a.idMember))) {
    return { field: `${at}.activities`, code: "activityMember" };
  }
  return null;
}

/** The lists must carry exactly the board's lists, and place each of its cards exactly once. */
function listsProblem(listIds: string[], cardIds: string[], given: List[], field = "lists"): Problem | null {
  const givenListIds = given.map((l) => l.id);
  if (hasDuplicates(givenListIds) || !sameSet(givenListIds, listIds)) {
    return { field, code: "boardLists" };
  }
  const placed = given.flatMap((l) => l.idCards);
  if (hasDuplicates(placed) || !sameSet(placed, cardIds)) {
    return { field, code: "boardCards" };
  }
  return null;
}

/** A board sent whole (board/new) must hang together like one built call by call. */
function newBoardProblem(board: Board): Problem | null {
  if (hasDuplicates(board.members.map((m) => m.id))) {
    return { field: "board.members", code: "duplicate" };
  }
  if (hasDuplicates(board.labels.map((l) => l.id))) {
    return { field: "board.labels", code: "duplicate" };
  }
  const cardIds = board.cards.map((k) => k.id);
  if (hasDuplicates(cardIds)) return { field: "board.cards", code: "duplicate" };
  return listsProblem(board.lists.map((l) => l.id), cardIds, board.lists, "board.lists") ??
    board.cards.map((k, i) => cardProblem(board, k, `board.cards.${i}`)).find((p) => p !== null) ?? null;
}

/** A board's address from its name: lowercase words joined by dashes, made unique with -2, -3, … */
function uniqueUri(name: string, taken: Set<string>): string {
  const base = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "board";
  let uri = base;
  for (let n = 2; taken.has(uri); n++) uri = `${base}-${n}`;
  return uri;
}

const boardOf = (c: Context<DemoEnv>, boardId: string) =>
  scrumboard.read(c).boards.find((b) => b.id === boardId);

/** Changes the caller's own copy of a board that the handler has already found in their view. */
const changeBoard = <T>(c: Context<DemoEnv>, boardId: string, change: (board: Board) => T): T =>
  scrumboard.write(c, (state) => change(state.boards.find((b) => b.id === boardId)!));

/** The board a validated body names, or the spec's 404 for a board that is not there (nothing changes). */
function boardNamed(c: Context<DemoEnv>, boardId: string): Board {
  const board = boardOf(c, boardId);
  if (!board) throw refusal("boardNotFound");
  return board;
}

const boardRef = z.object({ boardId: id });
const renameBoardBody = z.object({ boardId: id, boardTitle: title });
const boardSettingsBody = z.object({ boardId: id, settings: boardSettingsSchema.partial() });
const newCardBody = z.object({ boardId: id, listId: id, data: newCard });
const updateCardBody = z.object({ boardId: id, card: cardSchema });
const removeCardBody = z.object({ boardId: id, cardId: id });
const orderBody = z.object({ boardId: id, lists: allLists });
// A new list starts empty: its cards could only be taken from another list, which card/order does.
const newListBody = z.object({
  boardId: id,
  data: z.object({ name: title, idCards: z.array(id).max(0, "a new list starts empty").optional() }),
});
const renameListBody = z.object({ boardId: id, listId: id, listTitle: title });
const listRef = z.object({ boardId: id, listId: id });

/** GET/POST /api/scrumboard-app/… (demo-apps.md §3, §4, §7, §8). */
export function scrumboardApp() {
  const app = new Hono<DemoEnv>();

  app.get(
    "/boards",
    (c) => sendJson(c, scrumboard.read(c).boards.map(({ id, name, uri }) => ({ id, name, uri }))),
  );

  app.get(
    "/board",
    validate("json", boardRef),
    answers(boardSchema),
    (c) => sendJson(c, boardNamed(c, c.req.valid("json").boardId)),
  );

  app.post("/board/new", validate("json", z.object({ board: newBoard })), (c) => {
    const body = c.req.valid("json");
    const { name, settings, lists, cards, members, labels } = body.board;
    const board: Board = {
      id: crypto.randomUUID(),
      name,
      uri: uniqueUri(name, new Set(scrumboard.read(c).boards.map((b) => b.uri))),
      settings,
      lists,
      cards,
      members: members ?? structuredClone(TEAM),
      labels: labels ?? structuredClone(STANDARD_LABELS),
    };
    const problem = newBoardProblem(board);
    if (problem) badRequest(problem);
    scrumboard.write(c, (state) => state.boards.push(board));
    return c.json({ id: board.id, name: board.name, uri: board.uri });
  });

  app.post("/board/rename", validate("json", renameBoardBody), (c) => {
    const { boardId, boardTitle } = c.req.valid("json");
    boardNamed(c, boardId);
    // The uri stays: links to the board keep working after a rename.
    changeBoard(c, boardId, (board) => (board.name = boardTitle));
    return c.json(boardTitle);
  });

  app.post("/board/settings/update", validate("json", boardSettingsBody), (c) => {
    const { boardId, settings } = c.req.valid("json");
    boardNamed(c, boardId);
    return c.json(changeBoard(c, boardId, (board) => (board.settings = { ...board.settings, ...settings })));
  });

  app.post("/board/delete", validate("json", boardRef), (c) => {
    const { boardId } = c.req.valid("json");
    boardNamed(c, boardId);
    scrumboard.write(c, (state) => (state.boards = state.boards.filter((b) => b.id !== boardId)));
    return c.json(true);
  });

  app.post("/card/new", validate("json", newCardBody), answers(boardSchema), (c) => {
    const { boardId, listId, data } = c.req.valid("json");
    const board = boardNamed(c, boardId);
    if (!board.lists.some((l) => l.id === listId)) throw refusal("listNotFound");
    const problem = cardProblem(board, data, "data");
    if (problem) badRequest(problem);
    const added = changeBoard(c, boardId, (board) => {
      const card: Card = { ...data, id: crypto.randomUUID() };
      board.cards.push(card);
      board.lists.find((l) => l.id === listId)!.idCards.push(card.id);
      return board;
    });
    return c.json(added);
  });

  app.post("/card/update", validate("json", updateCardBody), answers(cardSchema), (c) => {
    const { boardId, card } = c.req.valid("json");
    const board = boardNamed(c, boardId);
    if (!board.cards.some((k) => k.id === card.id)) throw refusal("cardNotFound");
    const problem = cardProblem(board, card, "card");
    if (problem) badRequest(problem);
    changeBoard(c, boardId, (board) => (board.cards = board.cards.map((k) => k.id === card.id ? card : k)));
    return c.json(card);
  });

  app.post("/card/remove", validate("json", removeCardBody), (c) => {
    const { boardId, cardId } = c.req.valid("json");
    const board = boardNamed(c, boardId);
    if (!board.cards.some((k) => k.id === cardId)) throw refusal("cardNotFound");
    changeBoard(c, boardId, (board) => {
      board.cards = board.cards.filter((k) => k.id !== cardId);
      for (const list of board.lists) list.idCards = list.idCards.filter((k) => k !== cardId);
    });
    return c.json(cardId);
  });

  // Moving cards and moving lists both send every list back; either way the board's lists are replaced wholesale.
  for (const path of ["/card/order", "/list/order"]) {
    app.post(path, validate("json", orderBody), (c) => {
      const { boardId, lists } = c.req.valid("json");
      const board = boardNamed(c, boardId);
      const problem = listsProblem(board.lists.map((l) => l.id), board.cards.map((k) => k.id), lists);
      if (problem) badRequest(problem);
      return c.json(changeBoard(c, boardId, (board) => (board.lists = lists)));
    });
  }

  app.post("/list/new", validate("json", newListBody), (c) => {
    const { boardId, data } = c.req.valid("json");
    boardNamed(c, boardId);
    return c.json(changeBoard(c, boardId, (board) => {
      board.lists.push({ id: crypto.randomUUID(), name: data.name, idCards: [] });
      return board.lists;
    }));
  });

  app.post("/list/rename", validate("json", renameListBody), (c) => {
    const { boardId, listId, listTitle } = c.req.valid("json");
    const board = boardNamed(c, boardId);
    if (!board.lists.some((l) => l.id === listId)) throw refusal("listNotFound");
    changeBoard(c, boardId, (board) => (board.lists.find((l) => l.id === listId)!.name = listTitle));
    return c.json(listTitle);
  });

  // Removing a list removes its cards too: a card belongs to exactly one list, and an unplaced card could never
  // be shown or moved again.
  app.post("/list/remove", validate("json", listRef), (c) => {
    const { boardId, listId } = c.req.valid("json");
    const board = boardNamed(c, boardId);
    if (!board.lists.some((l) => l.id === listId)) throw refusal("listNotFound");
    changeBoard(c, boardId, (board) => {
      const gone = new Set(board.lists.find((l) => l.id === listId)!.idCards);
      board.lists = board.lists.filter((l) => l.id !== listId);
      board.cards = board.cards.filter((k) => !gone.has(k.id));
    });
    return c.json(true);
  });

  return app;
}

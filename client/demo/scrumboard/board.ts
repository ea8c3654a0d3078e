import type { Board, Card, List } from "../../../domain/demo/scrumboard.ts";

/** The list holding a card, if any. */
export function listOf(lists: List[], cardId: string): List | undefined {
  return lists.find((l) => l.idCards.includes(cardId));
}

/**
 * The lists after moving a card to `toList` at `index` (clamped): taken from wherever it was, so moving within a
 * list reorders it. Lists not involved are returned as they were.
 */
export function moveCard(lists: List[], cardId: string, toList: string, index: number): List[] {
  const from = listOf(lists, cardId);
  return lists.map((l) => {
    if (l.id !== toList && l.id !== from?.id) return l;
    const ids = l.idCards.filter((id) => id !== cardId);
    if (l.id !== toList) return { ...l, idCards: ids };
    const at = Math.max(0, Math.min(index, ids.length));
    return { ...l, idCards: [...ids.slice(0, at), cardId, ...ids.slice(at)] };
  });
}

/** The lists after moving the list `id` to position `index` (clamped). */
export function moveList(lists: List[], id: string, index: number): List[] {
  const moving = lists.find((l) => l.id === id);
  if (!moving) return lists;
  const rest = lists.filter((l) => l.id !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** A card's checklist progress: done and total items over all its checklists. */
export function checkProgress(card: Card): { done: number; total: number } {
  const items = card.checklists.flatMap((c) => c.checkItems);
  return { done: items.filter((i) => i.checked).length, total: items.length };
}

/** Overdue: a due date before today (the practice's "today", as a YYYY-MM-DD day). */
export function isOverdue(card: Card, today: string): boolean {
  return card.due !== null && card.due.slice(0, 10) < today;
}

/** The card's cover picture: the chosen image attachment, when covers are shown. */
export function coverOf(board: Board, card: Card): string | null {
  if (!board.settings.cardCoverImages || !card.idAttachmentCover) return null;
  const found = card.attachments.find((a) => a.id === card.idAttachmentCover);
  return found?.type === "image" ? found.src : null;
}

/** A link attachment's address must be http(s) (the server refuses anything else). */
export function isWebLink(url: string): boolean {
  try {
    const u = new URL(url.trim());
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** Adds the id if absent, removes it if present. */
export function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { scrumboardFixture } from "../../fixtures/scrumboard.ts";
import { SCRUMBOARD_MESSAGES } from "../../client/demo/scrumboard/messages.ts";
import {
  checkProgress,
  coverOf,
  isOverdue,
  isWebLink,
  listOf,
  moveCard,
  moveList,
  toggleId,
} from "../../client/demo/scrumboard/board.ts";
import { assertTranslated } from "../support/i18n.ts";

const lists = [
  { id: "a", name: "A", idCards: ["1", "2", "3"] },
  { id: "b", name: "B", idCards: ["4"] },
  { id: "c", name: "C", idCards: [] },
];
const cards = (l: typeof lists) => l.map((x) => x.idCards);

Deno.test("scrumboard words exist in English, Turkish and Arabic", () =>
  assertTranslated(SCRUMBOARD_MESSAGES));

Deno.test("a card moves within a list, to another list, into an empty one; indexes are clamped", () => {
  deepStrictEqual(cards(moveCard(lists, "1", "a", 2)), [["2", "3", "1"], ["4"], []]);
  deepStrictEqual(cards(moveCard(lists, "2", "b", 0)), [["1", "3"], ["2", "4"], []]);
  deepStrictEqual(cards(moveCard(lists, "4", "c", 9)), [["1", "2", "3"], [], ["4"]]);
  deepStrictEqual(cards(moveCard(lists, "3", "b", -4)), [["1", "2"], ["3", "4"], []]);
  strictEqual(listOf(lists, "4")?.id, "b");
  strictEqual(moveCard(lists, "1", "b", 0)[2], lists[2], "lists not involved are untouched");
});

Deno.test("a list moves to a position; unknown ids change nothing", () => {
  deepStrictEqual(moveList(lists, "a", 2).map((l) => l.id), ["b", "c", "a"]);
  deepStrictEqual(moveList(lists, "c", 0).map((l) => l.id), ["c", "a", "b"]);
  strictEqual(moveList(lists, "x", 0), lists);
});

Deno.test("card facts: checklist progress, overdue, cover, links, toggles", () => {
  const board = scrumboardFixture.boards[0];
  const card = board.cards.find((c) => c.checklists.length > 0)!;
  const { done, total } = checkProgress(card);
  strictEqual(total, card.checklists.flatMap((c) => c.checkItems).length);
  strictEqual(done <= total, true);
  strictEqual(isOverdue({ ...card, due: "2026-11-20" }, "2026-11-24"), true);
  strictEqual(isOverdue({ ...card, due: "2026-11-24T10:00:00+02:00" }, "2026-11-24"), false);
  strictEqual(isOverdue({ ...card, due: null }, "2026-11-24"), false);
  const covered = board.cards.find((c) => c.idAttachmentCover)!;
  strictEqual(coverOf({ ...board, settings: { ...board.settings, cardCoverImages: false } }, covered), null);
  strictEqual(isWebLink("https://www.sars.gov.za/"), true);
  strictEqual(isWebLink("javascript:alert(1)"), false);
  strictEqual(isWebLink("sars.gov.za"), false);
  deepStrictEqual(toggleId(["a"], "b"), ["a", "b"]);
  deepStrictEqual(toggleId(["a", "b"], "a"), ["b"]);
});

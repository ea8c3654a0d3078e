/**
 * The search rule of the lists, the pickers and the toolbar (domain/search-words.ts): every word in any order,
 * accents and case ignored; and the words and identifiers the practice search finds records by.
 */
import assert from "node:assert/strict";
import {
  everyWordBegins,
  foldText,
  hasEveryWord,
  identifierOf,
  queryWords,
  searchTerms,
  wordsOf,
} from "../../domain/search-words.ts";
import { hasEveryWord as clientRule } from "../../client/kit/text.ts";

Deno.test("every word, in any order, accents and case ignored", () => {
  assert.equal(hasEveryWord("Ndlovu Family Trust", "ndlovu trust"), true);
  assert.equal(hasEveryWord("Ndlovu Family Trust", "TRUST  ndlovu"), true);
  assert.equal(hasEveryWord("Ndlovu Family Trust", "lovu fam"), true, "words are found inside words");
  assert.equal(hasEveryWord("Ndlovu Family Trust", "ndlovu bricks"), false, "every word must be there");
  assert.equal(hasEveryWord("Müller Boerdery", "muller"), true);
  assert.equal(hasEveryWord("Muller Boerdery", "MÜLLER"), true);
  assert.equal(hasEveryWord("İstanbul Şirketi", "istanbul sirketi"), true);
  assert.equal(hasEveryWord("anything", "   "), true, "an empty query matches all");
  assert.deepEqual(queryWords("  Ndlovu   TRUST "), ["ndlovu", "trust"]);
  assert.equal(foldText("Çağrı ÖZTÜRK"), "cagrı ozturk");
  // The client's rule is this one.
  assert.equal(clientRule, hasEveryWord);
});

Deno.test("the practice search's words: letters and digits, folded; an identifier run together", () => {
  assert.deepEqual(wordsOf("Karoo Bricks (Pty) Ltd"), ["karoo", "bricks", "pty", "ltd"]);
  assert.deepEqual(wordsOf("O'Brien & Sons — Café"), ["o", "brien", "sons", "cafe"]);
  assert.equal(identifierOf("2015/123456/07"), "201512345607");
  assert.equal(identifierOf("9001 0150 0908 7"), "9001015009087");
  assert.equal(identifierOf("0123456789"), undefined, "one word already");
  assert.equal(identifierOf("ACC 0001"), undefined, "letters: not a number");
  assert.deepEqual(searchTerms("0123 456 789"), [["0123", "456", "789"], ["0123456789"]]);
  assert.deepEqual(searchTerms("Ndlovu trust ndlovu"), [["ndlovu", "trust"]]);
  assert.deepEqual(searchTerms("%%"), []);
  assert.equal(everyWordBegins(["ndlovu", "family", "trust"], ["tru", "ndl"]), true);
  assert.equal(everyWordBegins(["ndlovu", "family", "trust"], ["lovu"]), false, "from a word's start");
});

/**
 * How text is searched, on the server and in the browser alike: accents and case folded away, a query's words
 * found in any order (lists, pickers, the demo apps), and the words and identifiers the practice search (the
 * toolbar) finds records by, each from its start.
 */

/** Folds accents and case away, so "Müller" and "muller" meet (the spec's search rule, without the trim). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("en");
}

/** A query's words as lists and pickers take them: folded, split at white space. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** Whether `text` holds every word of `query`, whatever the case and accents; an empty query matches all. */
export function hasEveryWord(text: string, query: string): boolean {
  const haystack = foldText(text);
  return queryWords(query).every((w) => haystack.includes(w));
}

/** The longest word the practice search keeps: longer text is cut (no name or number of ours is as long). */
export const MAX_WORD = 64;

/** Words as the practice search keeps them: folded, split at anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w.slice(0, MAX_WORD));
}

/**
 * An identifier as the practice search keeps it, however it is written: a value of digits (and separators, no
 * letters) run together, "2015/123456/07" and "9001 0150 0908 7" as 201512345607 and 9001015009087; undefined for
 * other text, and for a number that is one word already.
 */
export function identifierOf(text: string): string | undefined {
  if (!/\p{N}/u.test(text) || /\p{L}/u.test(text)) return undefined;
  const compact = wordsOf(text).join("");
  return compact.length > 0 && wordsOf(text).length > 1 ? compact.slice(0, MAX_WORD) : undefined;
}

/** Whether every word of `words` begins some word of `among` (words as wordsOf makes them). */
export function everyWordBegins(among: readonly string[], words: readonly string[]): boolean {
  return words.every((w) => among.some((a) => a.startsWith(w)));
}

/**
 * What the practice search looks for, from what was typed: its words, and when it holds digits the same text
 * run together as one identifier (a tax number typed with spaces or slashes). Each is matched from a word's
 * start; every word must match.
 */
export function searchTerms(query: string): string[][] {
  const words = [...new Set(wordsOf(query))];
  const terms = words.length > 0 ? [words] : [];
  if (/\p{N}/u.test(query) && words.length > 1) terms.push([words.join("").slice(0, MAX_WORD)]);
  return terms;
}

/** Folds accents and case away, so "Müller" and "muller" meet (the spec's search rule, without the trim). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("en");
}

/** Whether `text` holds every word of `query`, whatever the case and accents; an empty query matches all. */
export function hasEveryWord(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query).split(/\s+/).filter(Boolean).every((w) => haystack.includes(w));
}

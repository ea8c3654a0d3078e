/** The product's languages: English (the default), Turkish and Arabic. */
export const LANGUAGE_IDS = ["en", "tr", "ar"] as const;
export type Language = (typeof LANGUAGE_IDS)[number];

export function isLanguage(v: unknown): v is Language {
  return (LANGUAGE_IDS as readonly unknown[]).includes(v);
}

/**
 * The language to answer in, from an `Accept-Language` header: the listed language of highest weight that we
 * speak (`tr-TR` counts as `tr`), English when none is listed or none matches.
 */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return "en";
  let best: Language = "en";
  let bestWeight = 0;
  for (const part of header.split(",")) {
    const [tag, ...options] = part.trim().split(";");
    const id = tag.trim().slice(0, 2).toLowerCase();
    if (!isLanguage(id)) continue;
    const q = options.map((o) => o.trim()).find((o) => o.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight) [best, bestWeight] = [id, weight];
  }
  return best;
}

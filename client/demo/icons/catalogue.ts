import type { IconEntry } from "../../../domain/demo/icons.ts";
import { foldText } from "../../kit/text.ts";

/** How many icons a page of the catalogue shows; "show more" adds as many again. */
export const ICON_PAGE = 120;

/**
 * The icons whose name or a tag holds every word of the query ("arrow back" finds arrow_back_ios); names match
 * with their underscores read as spaces. An empty query keeps them all, in the catalogue's order.
 */
export function searchIcons(icons: readonly IconEntry[], query: string): IconEntry[] {
  const words = foldText(query.trim()).split(/[\s_]+/).filter(Boolean);
  if (words.length === 0) return [...icons];
  return icons.filter((icon) => {
    const text = `${icon.name.replaceAll("_", " ")} ${icon.tags.join(" ")}`;
    return words.every((w) => text.includes(w));
  });
}

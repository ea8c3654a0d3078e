import type { ComponentType, LazyExoticComponent } from "react";
import type { FeatureMessages } from "./i18n/index.ts";
import type { MenuEntry } from "./navigation/items.ts";
import type { AppRoute } from "./routes/types.ts";
import type { FeatureSearch } from "./search.ts";
import type { SheetName } from "./styles.ts";

/** Which part of a menu badge to render: the count itself, or the words that describe it to a screen reader. */
export type BadgePart = { part: "badge" | "description" };

/**
 * What a feature (the back office, sign-in, the template pages, each demo app, each new wing) offers the shell,
 * through its own index: its routes, its menu entries, the badges they show and the words the shell shows of it.
 * The shell composes the features it is given (client/shell/features.ts) and knows nothing else of them.
 */
export type Feature = {
  name: string;
  routes: () => AppRoute[];
  menu?: readonly MenuEntry[];
  /** Counts beside menu items, by the name an item's `badge` gives: each a chunk of its own. */
  badges?: Readonly<Record<string, LazyExoticComponent<ComponentType<BadgePart>>>>;
  /** Words the shell shows before the feature's chunks load: its menu entries' titles, under `nav`. */
  words?: FeatureMessages;
  /** Results it adds to the toolbar's search. */
  search?: FeatureSearch;
  /** The stylesheet its pages load (the build makes one per wing: build/styles.ts); none, the first page's. */
  style?: SheetName;
};

/**
 * What a feature adds to the toolbar's search (client/shell/toolbar/SiteSearch.tsx): groups of results found for
 * what was typed, each a link, in the reader's language. The feature's source is a component that renders nothing
 * and reports its groups; the shell shows them with the menu's pages, in one list the keyboard walks.
 */
import type { ComponentType, LazyExoticComponent } from "react";

export type SearchResult = {
  id: string;
  title: string;
  /** A second line: what it was found by, when not its title (a tax number). */
  detail?: string;
  url: string;
};

export type SearchGroup = {
  id: string;
  /** The kind of result, in the reader's language: it heads the group. */
  label: string;
  icon?: string;
  results: SearchResult[];
  /** Where every result of the kind is (a list searched for the same words), when there are more than shown. */
  all?: string;
};

/** What a source is given, and how it answers: its groups (null while it has none to show yet). */
export type SearchSourceProps = {
  /** What was typed, trimmed, once the typing paused; never empty. */
  query: string;
  onResults: (groups: SearchGroup[] | null, state: { loading: boolean; failed: boolean }) => void;
};

/** A feature's search: its source, loaded on first use, and whether it needs a back-office session. */
export type FeatureSearch = {
  source: LazyExoticComponent<ComponentType<SearchSourceProps>>;
  backoffice?: boolean;
};

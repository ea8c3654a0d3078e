/**
 * A job template's pipeline board (issue 38): a column per stage in the template's order, each with how many open
 * jobs are in it and how many of those are overdue, and its first cards (the jobs in due-date order), paged per
 * column. The server's answer and the board's reading of it; the cards are the jobs as the list answers them.
 */
export type BoardCard = {
  id: string;
  version: number;
  title: string;
  stage: string;
  account: string;
  assignee?: string | null;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  _refTitles: Record<string, string | string[]>;
};

export type BoardColumn = {
  stage: string;
  count: number;
  overdue: number;
  cards: BoardCard[];
  /** Where the column's next cards start (the list's cursor), or null when it has shown them all. */
  next: string | null;
};

export type JobBoard = { template: string; title: string; today: string; columns: BoardColumn[] };

/** A board's narrowing, as its address and the endpoint's query spell it: one assignee's, one client's, the overdue. */
export type BoardFilters = { assignee?: string; account?: string; overdue?: boolean };
export const BOARD_PAGE_SIZE = 10;
export const MAX_BOARD_PAGE_SIZE = 50;

/** The board's page: `?template=<id>` and its filters in the address. */
export const JOB_BOARD_PAGE = "/apps/jobs/board";

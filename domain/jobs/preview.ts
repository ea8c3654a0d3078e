/**
 * What a job template's preview answers (issue 38): how many jobs a run would make now and skip, for which
 * periods and clients. The server's answer and the page's reading of it.
 */
export type JobPreview = {
  template: string;
  title: string;
  create: number;
  skipped: number;
  periods: { start: string; end: string; label: string; count: number }[];
  clients: { account: string; title: string; count: number }[];
};

/**
 * What applying a job template's edit would change (issue 38): the jobs of it not yet started (open, in their
 * first stage with nothing done, never moved) whose stage, checklist or budget differ from the template as it now
 * is, and what they would become. Only these change, and only once staff have seen them.
 */
export type JobTemplateChanges = {
  template: string;
  /** The first stage, checklist items and budgeted hours the jobs would take. */
  stage: string;
  items: number;
  budgetedHours: number;
  /** How many jobs would change, and which: what applying names. `jobs` lists the first of them, by title. */
  total: number;
  ids: string[];
  jobs: { id: string; title: string; stage: string; items: number; budgetedHours: number }[];
};

/** At most this many of the jobs a change would touch are listed (all are counted and changed). */
export const TEMPLATE_CHANGES_LISTED = 100;

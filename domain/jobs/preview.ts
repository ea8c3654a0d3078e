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

/**
 * The dates SARS sets anew each year (issue 36): the income-tax filing season's closing dates and the employer
 * reconciliations' deadlines. SARS announces them in its public notice under the Tax Administration Act s25 and
 * on its filing-season and employer-reconciliation pages; administrators keep this table on a page, so a new
 * season is a row added there, not a release.
 */
import { z } from "zod";
import { isIsoDate } from "../calendar.ts";

const date = z.string().refine(isIsoDate, "must be a date (YYYY-MM-DD)");

/**
 * One year of assessment's dates. `year` is the year of assessment as SARS names it: the 2026 year runs from
 * 1 March 2025 to 28 February 2026 for individuals and trusts, and its returns are filed in the 2026 season.
 */
export const seasonSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  /** ITR12 of an individual who is not a provisional taxpayer (the earlier closing date). */
  itr12: date,
  /** ITR12 of a provisional taxpayer. */
  itr12Provisional: date,
  /** ITR12T of a trust. */
  itr12t: date,
  /** EMP501 interim reconciliation: the year of assessment's first six months, March to August. */
  emp501Interim: date,
  /** EMP501 annual reconciliation (the whole year of assessment, March to February). */
  emp501Annual: date,
  /** True once an administrator has checked the row against SARS's notice; false for a row carried forward. */
  confirmed: z.boolean(),
  /** Where the dates come from (the notice or page checked). */
  source: z.string().max(300),
});
export type FilingSeason = z.infer<typeof seasonSchema>;

/** The filing seasons' rows that are whole: one an administrator left incomplete reads as a missing year. */
export function wholeSeasons(rows: readonly unknown[]): FilingSeason[] {
  return rows.flatMap((data) => {
    const season = seasonSchema.safeParse(data);
    return season.success ? [season.data] : [];
  });
}

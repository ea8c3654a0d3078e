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

const SEASON_PAGE = "SARS, Filing season (sars.gov.za/types-of-tax/personal-income-tax/filing-season)";
const EMP_PAGE =
  "SARS, Employer reconciliation (sars.gov.za/types-of-tax/pay-as-you-earn/employer-reconciliation)";

/**
 * The seasons a new practice starts with. 2024 and 2025 are as SARS announced them; 2026 to 2028 are carried
 * forward on SARS's pattern (the third Monday of October, the third Monday of January, the last business day of
 * May and of October) and marked unconfirmed until an administrator checks them against SARS's notice.
 */
export const STARTING_SEASONS: readonly FilingSeason[] = [
  {
    year: 2024,
    itr12: "2024-10-21",
    itr12Provisional: "2025-01-20",
    itr12t: "2025-01-20",
    emp501Interim: "2023-10-31",
    emp501Annual: "2024-05-31",
    confirmed: true,
    source: `${SEASON_PAGE}; ${EMP_PAGE}`,
  },
  {
    year: 2025,
    itr12: "2025-10-20",
    itr12Provisional: "2026-01-19",
    itr12t: "2026-01-19",
    emp501Interim: "2024-10-31",
    emp501Annual: "2025-05-31",
    confirmed: true,
    source: `${SEASON_PAGE}; ${EMP_PAGE}`,
  },
  {
    year: 2026,
    itr12: "2026-10-19",
    itr12Provisional: "2027-01-18",
    itr12t: "2027-01-18",
    emp501Interim: "2025-10-31",
    emp501Annual: "2026-05-29",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2026 season",
  },
  {
    year: 2027,
    itr12: "2027-10-18",
    itr12Provisional: "2028-01-17",
    itr12t: "2028-01-17",
    emp501Interim: "2026-10-30",
    emp501Annual: "2027-05-31",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2027 season",
  },
  {
    year: 2028,
    itr12: "2028-10-16",
    itr12Provisional: "2029-01-15",
    itr12t: "2029-01-15",
    emp501Interim: "2027-10-29",
    emp501Annual: "2028-05-31",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2028 season",
  },
];

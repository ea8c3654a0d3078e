/** How often a job template's work recurs (issue 38): apart from recurrence.ts so the forms load no rrule. */
export const FREQUENCIES = ["monthly", "two-monthly", "quarterly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

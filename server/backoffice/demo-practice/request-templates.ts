import type { DemoRecord } from "./generate.ts";

/** A template as the demo practice keeps it: its checklist as [label, the folder each item files into]. */
const template = (
  key: string,
  name: string,
  dueInDays: number,
  items: Array<[string, string]>,
): DemoRecord => ({
  resource: "requesttemplate",
  key,
  body: {
    name,
    dueInDays,
    items: items.map(([label, kind]) => ({ label, kind })),
    reminders: [{ days: -3 }, { days: 0 }],
    repeatEvery: 7,
    escalateAfter: 3,
  },
});

/**
 * The document request templates a South African practice starts from (issue 35): an individual's ITR12 papers,
 * and a company's for its annual financial statements. Reminded three days before the due date, on the day, then
 * weekly; the responsible employee hears after three reminders.
 */
export function requestTemplates(): DemoRecord[] {
  return [
    template("rt:itr12", "ITR12 individual", 21, [
      ["IRP5 / IT3(a) from each employer", "payroll"],
      ["IT3(b) and IT3(c) investment certificates", "tax-return"],
      ["Medical aid tax certificate", "tax-return"],
      ["Retirement annuity certificate", "tax-return"],
      ["Travel logbook", "tax-return"],
      ["Copy of identity document", "identity"],
    ]),
    template("rt:afs", "Annual financial statements (company)", 30, [
      ["Bank statements for the whole financial year", "financial-statements"],
      ["Trial balance and general ledger", "financial-statements"],
      ["Fixed asset register", "financial-statements"],
      ["Loan agreements and statements", "financial-statements"],
      ["Payroll summary (EMP201 / EMP501)", "payroll"],
      ["Minutes and resolutions of the year", "cipc"],
    ]),
  ];
}

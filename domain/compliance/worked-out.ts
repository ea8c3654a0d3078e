/**
 * The due date the compliance rules give one obligation (issue 36), for one entered by hand: a period of a rule
 * the client's profile calls for (the date a run would keep), a dividend paid (dividends tax, by the end of the next
 * month) or a change of beneficial ownership on a day (CIPC, within 10 business days). The two events have no
 * period a profile foretells, so they are recorded by hand and their dates come from here. Pure.
 */
import type { WorkedOutDate } from "../workflows/due-dates.ts";
import type { ObligationKind } from "./kinds.ts";
import type { ComplianceProfile } from "./profile.ts";
import { beneficialOwnershipChangeDue, dividendsTaxDue, PERIOD_PATTERNS, ruleOf } from "./rules.ts";
import type { FilingSeason } from "./seasons.ts";

export type ObligationInputs = {
  kind: ObligationKind;
  period: string;
  /** The client's profile; null when its account type names no entity kind the rules know. */
  profile: ComplianceProfile | null;
  seasons: readonly FilingSeason[];
  extra: readonly string[];
};

const CHANGE_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function obligationWorkedOut(
  { kind, period, profile, seasons, extra }: ObligationInputs,
): WorkedOutDate | null {
  if (!PERIOD_PATTERNS[kind]?.test(period)) return null;
  if (kind === "dividends-tax") {
    const due = dividendsTaxDue(`${period}-01`, extra);
    return { date: due.due, rule: "dividends-tax", from: due.end, named: due.due };
  }
  if (kind === "beneficial-ownership" && CHANGE_DAY.test(period)) {
    const date = beneficialOwnershipChangeDue(period, extra);
    return { date, rule: "ownership-change", from: period, named: date };
  }
  const rule = ruleOf(kind);
  // A rule's periods are those of a profile it applies to (no VAT category, no VAT periods): else the date is typed.
  if (!profile || !rule?.applies(profile)) return null;
  const byYear = new Map(seasons.map((s) => [s.year, s]));
  const ctx = { profile, season: (year: number) => byYear.get(year), extra };
  const year = Number(period.slice(0, 4));
  // A period is kept under the year whose rules make it, which may be the one before or after its own digits
  // (a VAT period of a year that ends in February; an EMP501 interim filed in the year's second half).
  for (const y of [year, year + 1, year - 1]) {
    const found = rule.periods(ctx, y).find((p) => p.period === period);
    if (found) return { date: found.due, rule: "obligation", from: found.end, named: found.due };
  }
  return null;
}

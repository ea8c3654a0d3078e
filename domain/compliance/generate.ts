/**
 * A client's obligations for a span of days (issue 36): every period of every rule that applies to its profile
 * and is not excluded, whose due date falls in the span. Pure: the same profile, span, seasons and holidays
 * always give the same list, so a run can be previewed, repeated and compared with what is kept.
 */
import type { ComplianceProfile } from "./profile.ts";
import { type DuePeriod, type ObligationRule, RULES } from "./rules.ts";
import type { FilingSeason } from "./seasons.ts";

export type Span = { from: string; to: string };

const byDue = (a: DuePeriod, b: DuePeriod) =>
  a.due.localeCompare(b.due) || a.kind.localeCompare(b.kind) || a.period.localeCompare(b.period);

export type Generated = {
  /** Sorted by due date, then kind and period. */
  due: DuePeriod[];
  /** Years of assessment whose filing season the table lacks though their due dates may fall in the span. */
  missingSeasons: number[];
};

export function obligationsFor(
  profile: ComplianceProfile,
  span: Span,
  seasons: readonly FilingSeason[],
  extra: readonly string[] = [],
  rules: readonly ObligationRule[] = RULES,
): Generated {
  const byYear = new Map(seasons.map((s) => [s.year, s]));
  const ctx = { profile, season: (year: number) => byYear.get(year), extra };
  const excluded = new Set(profile.excluded);
  const fromYear = Number(span.from.slice(0, 4));
  const toYear = Number(span.to.slice(0, 4));
  const due: DuePeriod[] = [];
  const missing = new Set<number>();
  for (const rule of rules) {
    if (excluded.has(rule.kind) || !rule.applies(profile)) continue;
    // A year's due dates fall at most a year and a bit after it ends (ITR14: twelve months; the provisional
    // top-up: seven), and no earlier than the year before it (an EMP501 interim).
    for (let year = fromYear - 2; year <= toYear + 1; year++) {
      const months = rule.seasonMonths?.(year);
      if (months && !byYear.has(year) && months.from <= span.to && months.to >= span.from) {
        missing.add(year);
      }
      for (const period of rule.periods(ctx, year)) {
        if (period.due >= span.from && period.due <= span.to) due.push(period);
      }
    }
  }
  due.sort(byDue);
  return { due, missingSeasons: [...missing].sort() };
}

/**
 * obligationsFor over one span, seasons and holidays, remembered by profile: a practice's clients share a few
 * hundred profiles (entity kind, year end, VAT, employer, provisional), and working a profile's due dates out
 * takes about 0.1–0.2 ms (each date checked against weekends and holidays), 16 s for a run over 80,000 clients.
 * A company's incorporation date is its own: what the rules call for without it is remembered, and only the
 * rules that apply because of it (its annual return) are worked out for the company itself. A rule reads the
 * date only when it applies because of it (tests/domain/compliance.test.ts holds every rule to that).
 */
export function generator(
  span: Span,
  seasons: readonly FilingSeason[],
  extra: readonly string[] = [],
): (profile: ComplianceProfile) => Generated {
  const known = new Map<string, Generated>();
  const remembered = (profile: ComplianceProfile) => {
    const key = JSON.stringify(profile);
    let generated = known.get(key);
    if (!generated) known.set(key, generated = obligationsFor(profile, span, seasons, extra));
    return generated;
  };
  return (profile) => {
    if (profile.incorporationDate === null) return remembered(profile);
    const undated = { ...profile, incorporationDate: null };
    const general = remembered(undated);
    const dated = RULES.filter((rule) => rule.applies(profile) && !rule.applies(undated));
    if (dated.length === 0) return general;
    const own = obligationsFor(profile, span, seasons, extra, dated);
    return {
      due: [...general.due, ...own.due].sort(byDue),
      missingSeasons: [...new Set([...general.missingSeasons, ...own.missingSeasons])].sort(),
    };
  };
}

/**
 * The statutory obligations of a South African client, as data (issue 36): for each kind, who it applies to,
 * its periods, when each is due, which way a due date on a weekend or public holiday moves, and the law and
 * SARS's or CIPC's guide it comes from. Pure: a rule reads the profile, the year's filing season and the
 * configured holidays, never a clock.
 */
import { addBusinessDays } from "../calendar.ts";
import { annualReturnDueDate } from "../deadlines.ts";
import {
  addMonths,
  dayOf,
  lastBusinessDay,
  monthEnd,
  monthKey,
  monthStart,
  onBusinessDay,
  type Shift,
  type YearMonth,
} from "./due-days.ts";
import { type ObligationKind, VAT_CATEGORIES } from "./kinds.ts";
import { CIPC_ENTITIES, type ComplianceProfile } from "./profile.ts";
import type { FilingSeason } from "./seasons.ts";

/** One period of an obligation: its key (the `period` a record keeps), the span it covers and its due date. */
export type DuePeriod = { kind: ObligationKind; period: string; start: string; end: string; due: string };

export type RuleContext = {
  profile: ComplianceProfile;
  /** The filing season of a year of assessment, or undefined when the table has no row for it. */
  season: (year: number) => FilingSeason | undefined;
  extra: readonly string[];
};

export type ObligationRule = {
  kind: ObligationKind;
  /** The form or payment as SARS or CIPC names it. */
  form: string;
  /** The law, and the guide where the rule is explained, checked against each other. */
  source: string;
  /** How a due date that is not a business day moves; "set" when the date is set each year by SARS's notice. */
  shift: Shift | "set" | "business-days";
  /** The `period` a record of this kind may hold. */
  periodPattern: RegExp;
  applies: (profile: ComplianceProfile) => boolean;
  /**
   * The periods of year of assessment `year` (the year in which the client's financial year ends); those of a
   * season-set kind whose year the table lacks are left out and named by `seasonMonths` instead.
   */
  periods: (ctx: RuleContext, year: number) => DuePeriod[];
  /** For season-set kinds: the span of months in which year `year`'s due dates may fall, whatever SARS sets. */
  seasonMonths?: (year: number) => { from: string; to: string };
};

const ye = (profile: ComplianceProfile, year: number): YearMonth => ({
  year,
  month: profile.financialYearEnd,
});
/** The first day of year of assessment `year`. */
const yearStart = (profile: ComplianceProfile, year: number) => monthStart(addMonths(ye(profile, year), -11));
const INDIVIDUALS = new Set(["individual", "sole-proprietor"]);

/** A monthly-or-longer kind whose periods end in `ends` months of each year: each period's last month. */
function periodEnds(year: number, ends: readonly number[]): YearMonth[] {
  return ends.map((month) => ({ year, month }));
}

export const RULES: readonly ObligationRule[] = [
  {
    kind: "irp6",
    form: "IRP6 provisional tax",
    source:
      "Income Tax Act 58 of 1962, Fourth Schedule par 21 and 23A; SARS Guide for Provisional Tax (IT-GEN-05-G01): " +
      "the first payment within six months of the start of the year, the second by its last day, the voluntary " +
      "third within seven months after a February year end or six months after any other; a due date on a " +
      "weekend or public holiday moves to the last business day before it",
    shift: "earlier",
    periodPattern: /^\d{4}\/[123]$/,
    applies: (p) => p.provisionalTaxpayer,
    periods: ({ profile, extra }, year) => {
      const end = ye(profile, year);
      const start = yearStart(profile, year);
      const made = [
        { n: 1, end: monthEnd(addMonths(end, -6)) },
        { n: 2, end: monthEnd(end) },
      ];
      if (profile.provisionalTopUp) {
        made.push({ n: 3, end: monthEnd(addMonths(end, profile.financialYearEnd === 2 ? 7 : 6)) });
      }
      return made.map(({ n, end: due }) => ({
        kind: "irp6",
        period: `${year}/${n}`,
        start,
        end: n === 1 ? due : monthEnd(end),
        due: onBusinessDay(due, "earlier", extra),
      }));
    },
  },
  {
    kind: "itr12",
    form: "ITR12 income tax return (individuals)",
    source:
      "Tax Administration Act 28 of 2011 s25 and SARS's yearly public notice of returns; SARS Filing season " +
      "page: a closing date for individuals who are not provisional taxpayers and a later one for those who are",
    shift: "set",
    periodPattern: /^\d{4}$/,
    applies: (p) => INDIVIDUALS.has(p.entityKind),
    periods: ({ profile, season }, year) => {
      const set = season(year);
      if (!set) return [];
      const due = profile.provisionalTaxpayer ? set.itr12Provisional : set.itr12;
      return [{
        kind: "itr12",
        period: String(year),
        start: yearStart(profile, year),
        end: monthEnd(ye(profile, year)),
        due,
      }];
    },
    seasonMonths: (year) => ({ from: `${year}-07-01`, to: `${year + 1}-01-31` }),
  },
  {
    kind: "itr12t",
    form: "ITR12T income tax return (trusts)",
    source:
      "Tax Administration Act s25 and SARS's yearly public notice of returns; SARS Filing season page (trusts)",
    shift: "set",
    periodPattern: /^\d{4}$/,
    applies: (p) => p.entityKind === "trust",
    periods: ({ profile, season }, year) => {
      const set = season(year);
      if (!set) return [];
      return [{
        kind: "itr12t",
        period: String(year),
        start: yearStart(profile, year),
        end: monthEnd(ye(profile, year)),
        due: set.itr12t,
      }];
    },
    seasonMonths: (year) => ({ from: `${year}-07-01`, to: `${year + 1}-01-31` }),
  },
  ...(["itr14", "it12ei"] as const).map((kind): ObligationRule => ({
    kind,
    form: kind === "itr14"
      ? "ITR14 income tax return (companies)"
      : "IT12EI income tax return (exempt institutions)",
    source:
      "Tax Administration Act s25 and SARS's yearly public notice of returns: within twelve months after the " +
      "end of the year of assessment; SARS Comprehensive Guide to the ITR14 and IT12EI guide. A closing date on a " +
      "weekend or public holiday is met by submitting on the last business day before it",
    shift: "earlier",
    periodPattern: /^\d{4}$/,
    applies: (p) =>
      kind === "itr14"
        ? p.entityKind === "company" || p.entityKind === "close-corporation"
        : p.entityKind === "npo",
    periods: ({ profile, extra }, year) => [{
      kind,
      period: String(year),
      start: yearStart(profile, year),
      end: monthEnd(ye(profile, year)),
      due: onBusinessDay(monthEnd(addMonths(ye(profile, year), 12)), "earlier", extra),
    }],
  })),
  {
    kind: "vat201",
    form: "VAT201 return and payment",
    source:
      "Value-Added Tax Act 89 of 1991 s27 (tax periods by category) and s28 (returns and payments); SARS VAT " +
      "404 Guide for Vendors: due on the 25th day of the month after the period (the last business day before it " +
      "when the 25th is not one), or on the month's last business day when filed and paid on eFiling",
    shift: "earlier",
    periodPattern: /^\d{4}-(0[1-9]|1[0-2])$/,
    applies: (p) => p.vatCategory !== null,
    periods: ({ profile, extra }, year) => {
      const category = profile.vatCategory!;
      const ends = category === "E" ? [profile.financialYearEnd] : VAT_CATEGORIES[category];
      const months = category === "E" ? 12 : 12 / ends.length;
      // The calendar year's period ends (a year of assessment is the wrong frame for VAT's fixed months).
      return periodEnds(year, ends).map((end) => {
        const next = addMonths(end, 1);
        const due = profile.vatFiling === "efiling"
          ? lastBusinessDay(next, extra)
          : onBusinessDay(dayOf(next, 25), "earlier", extra);
        return {
          kind: "vat201" as const,
          period: monthKey(end),
          start: monthStart(addMonths(end, 1 - months)),
          end: monthEnd(end),
          due,
        };
      });
    },
  },
  {
    kind: "emp201",
    form: "EMP201 employer's monthly declaration (PAYE, SDL, UIF)",
    source:
      "Income Tax Act Fourth Schedule par 2(1), Skills Development Levies Act s6, Unemployment Insurance " +
      "Contributions Act s9; SARS Guide for Employers in respect of Employees' Tax: within seven days after the " +
      "month's end, the last business day before the 7th when it is not one",
    shift: "earlier",
    periodPattern: /^\d{4}-(0[1-9]|1[0-2])$/,
    applies: (p) => p.employer,
    periods: ({ extra }, year) =>
      periodEnds(year, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).map((month) => ({
        kind: "emp201" as const,
        period: monthKey(month),
        start: monthStart(month),
        end: monthEnd(month),
        due: onBusinessDay(dayOf(addMonths(month, 1), 7), "earlier", extra),
      })),
  },
  {
    kind: "emp501",
    form: "EMP501 employer reconciliation (interim and annual)",
    source:
      "Income Tax Act Fourth Schedule par 14(3); SARS Employer reconciliation page and its yearly notice: the " +
      "interim for March to August, the annual for March to February, each by the date SARS sets for the year",
    shift: "set",
    periodPattern: /^\d{4}\/(interim|annual)$/,
    applies: (p) => p.employer,
    // Payroll years are March to February whatever the employer's own financial year.
    periods: ({ season }, year) => {
      const set = season(year);
      if (!set) return [];
      const start = `${year - 1}-03-01`;
      return [
        {
          kind: "emp501",
          period: `${year}/interim`,
          start,
          end: `${year - 1}-08-31`,
          due: set.emp501Interim,
        },
        {
          kind: "emp501",
          period: `${year}/annual`,
          start,
          end: monthEnd({ year, month: 2 }),
          due: set.emp501Annual,
        },
      ];
    },
    seasonMonths: (year) => ({ from: `${year - 1}-09-01`, to: `${year}-06-30` }),
  },
  ...(["annual-return", "beneficial-ownership"] as const).map((kind): ObligationRule => ({
    kind,
    form: kind === "annual-return" ? "CIPC annual return" : "CIPC beneficial ownership filing",
    source: kind === "annual-return"
      ? "Companies Act 71 of 2008 s33 and Companies Regulation 30: within 30 business days after the " +
        "incorporation anniversary; Close Corporations Act 69 of 1984 s15B: by the end of the month after it; CIPC " +
        "Annual returns guide"
      : "Companies Act s56(7)–(7A) as amended by the General Laws (Anti-Money Laundering and Combating Terrorism " +
        "Financing) Amendment Act 22 of 2022, and Companies Regulation 32A: CIPC takes an annual return only once " +
        "the beneficial ownership filing is in, and a change is filed within 10 business days",
    shift: "business-days",
    // A beneficial ownership change is kept under the day it was made.
    periodPattern: kind === "annual-return" ? /^\d{4}$/ : /^\d{4}(-\d{2}-\d{2})?$/,
    applies: (p) => CIPC_ENTITIES.has(p.entityKind) && p.incorporationDate !== null,
    // The anniversary's calendar year, as annual returns are counted.
    periods: ({ profile, extra }, year) => {
      const due = annualReturnDueDate({
        kind: profile.entityKind === "close-corporation" ? "close-corporation" : "company",
        incorporationDate: profile.incorporationDate!,
        year,
        extra,
      });
      if (!due) return [];
      return [{ kind, period: String(year), start: `${year}-01-01`, end: `${year}-12-31`, due }];
    },
  })),
];

/** Business days within which a change of beneficial ownership is filed with CIPC (Companies Regulation 32A). */
export const BENEFICIAL_OWNERSHIP_CHANGE_BUSINESS_DAYS = 10;

/** When a change of beneficial ownership made on `changedOn` is due at CIPC. */
export function beneficialOwnershipChangeDue(changedOn: string, extra: readonly string[] = []): string {
  return addBusinessDays(changedOn, BENEFICIAL_OWNERSHIP_CHANGE_BUSINESS_DAYS, { extra });
}

/**
 * Dividends tax on a dividend paid on `paidOn` (Income Tax Act s64K(1)(a); SARS Dividends Tax page): the DTR01
 * and payment by the last day of the month after the month it was paid, the last business day before it when
 * that day is not one.
 */
export function dividendsTaxDue(paidOn: string, extra: readonly string[] = []): DuePeriod {
  const month = { year: Number(paidOn.slice(0, 4)), month: Number(paidOn.slice(5, 7)) };
  return {
    kind: "dividends-tax",
    period: monthKey(month),
    start: monthStart(month),
    end: monthEnd(month),
    due: lastBusinessDay(addMonths(month, 1), extra),
  };
}

/** A period of each kind, as a refusal shows how one is written. */
export const PERIOD_EXAMPLES: Readonly<Record<ObligationKind, string>> = {
  "irp6": "2027/1",
  "itr12": "2027",
  "itr12t": "2027",
  "itr14": "2027",
  "it12ei": "2027",
  "vat201": "2027-03",
  "emp201": "2027-03",
  "emp501": "2027/interim",
  "annual-return": "2027",
  "beneficial-ownership": "2027",
  "dividends-tax": "2027-03",
};

/** The `period` a record of each kind may hold (dividends tax: the month the dividend was paid). */
export const PERIOD_PATTERNS: Readonly<Record<ObligationKind, RegExp>> = {
  ...Object.fromEntries(RULES.map((r) => [r.kind, r.periodPattern])) as Record<ObligationKind, RegExp>,
  "dividends-tax": /^\d{4}-(0[1-9]|1[0-2])$/,
};

export const ruleOf = (kind: ObligationKind) => RULES.find((r) => r.kind === kind);

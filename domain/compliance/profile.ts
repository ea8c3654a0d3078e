/**
 * A client's compliance profile (issue 36): what makes each statutory obligation apply to it. Most of it lives on
 * the client already (its account type's entity kind, the financial year end, provisional taxpayer); the rest is
 * the client's VAT registration, employer registration, incorporation date (from its CIPC record) and the
 * obligations the practice does not handle for it. Pure: the checks of a profile that contradicts itself.
 */
import { z } from "zod";
import { ENTITY_KINDS } from "../resources/master-data.ts";

/**
 * VAT categories (VAT Act s27; SARS VAT 404 Guide for Vendors, "Tax periods"): the months in which a category's
 * periods end. E ends on the vendor's own financial year end: it has none of its own.
 */
export const VAT_CATEGORIES = {
  /** Two-monthly, periods ending in the odd months. */
  A: [1, 3, 5, 7, 9, 11],
  /** Two-monthly, periods ending in the even months. */
  B: [2, 4, 6, 8, 10, 12],
  /** Monthly (taxable supplies over R30 million a year, or asked for). */
  C: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  /** Six-monthly, ending February and August (small-scale farming). */
  D: [2, 8],
  /** Yearly, ending on the financial year end (companies and trusts with only rental or management income from connected persons). */
  E: [],
  /** Four-monthly, ending February, June and October (taxable supplies under R1.5 million a year). */
  F: [2, 6, 10],
} as const satisfies Record<string, readonly number[]>;
export type VatCategory = keyof typeof VAT_CATEGORIES;
export const VAT_CATEGORY_NAMES = Object.keys(VAT_CATEGORIES) as VatCategory[];

/** How a vendor files: eFiling moves the VAT201's due date to the month's last business day. */
export const VAT_FILING = ["efiling", "branch"] as const;

/** The obligations, by the return or payment each one is. */
export const OBLIGATION_KINDS = [
  "irp6",
  "itr12",
  "itr12t",
  "itr14",
  "it12ei",
  "vat201",
  "emp201",
  "emp501",
  "annual-return",
  "beneficial-ownership",
  "dividends-tax",
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

export const profileSchema = z.object({
  entityKind: z.enum(ENTITY_KINDS),
  /** The month the financial year ends in, 1–12. */
  financialYearEnd: z.number().int().min(1).max(12),
  provisionalTaxpayer: z.boolean(),
  /** The voluntary third provisional payment (Fourth Schedule par 23A), made to avoid interest on a shortfall. */
  provisionalTopUp: z.boolean().default(false),
  /** Null: not a VAT vendor. */
  vatCategory: z.enum(VAT_CATEGORY_NAMES as [VatCategory, ...VatCategory[]]).nullable().default(null),
  vatFiling: z.enum(VAT_FILING).nullable().default(null),
  /** Registered for PAYE, SDL and UIF: files EMP201 monthly and EMP501 twice a year. */
  employer: z.boolean().default(false),
  /** From the client's CIPC record; companies and close corporations file annual returns from it. */
  incorporationDate: z.iso.date().nullable().default(null),
  /** Obligations the practice does not handle for this client: none of these kinds is generated. */
  excluded: z.array(z.enum(OBLIGATION_KINDS)).default([]),
});
export type ComplianceProfile = z.infer<typeof profileSchema>;

/** A profile's contradiction: the field it is about and the reason's code (domain/api messages). */
export type ProfileProblem = { field: keyof ComplianceProfile; reason: ProfileReason };
export type ProfileReason =
  | "vatFilingWithoutVat"
  | "vatWithoutFiling"
  | "topUpWithoutProvisional"
  | "yearEndFixedForKind"
  | "incorporationForCompaniesOnly";

/** Entities whose year of assessment is fixed by law to end in February (Income Tax Act s1 "year of assessment"). */
const FEBRUARY_YEAR = new Set(["individual", "sole-proprietor", "partnership", "trust"]);
/** Entities CIPC registers, which file annual returns. */
export const CIPC_ENTITIES = new Set(["company", "close-corporation", "npo"]);

/** What in `profile` contradicts itself; empty when it is consistent. */
export function profileProblems(profile: ComplianceProfile): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (profile.vatFiling && !profile.vatCategory) {
    problems.push({ field: "vatFiling", reason: "vatFilingWithoutVat" });
  }
  if (profile.vatCategory && !profile.vatFiling) {
    problems.push({ field: "vatFiling", reason: "vatWithoutFiling" });
  }
  if (profile.provisionalTopUp && !profile.provisionalTaxpayer) {
    problems.push({ field: "provisionalTopUp", reason: "topUpWithoutProvisional" });
  }
  if (FEBRUARY_YEAR.has(profile.entityKind) && profile.financialYearEnd !== 2) {
    problems.push({ field: "financialYearEnd", reason: "yearEndFixedForKind" });
  }
  if (profile.incorporationDate && !CIPC_ENTITIES.has(profile.entityKind)) {
    problems.push({ field: "incorporationDate", reason: "incorporationForCompaniesOnly" });
  }
  return problems;
}

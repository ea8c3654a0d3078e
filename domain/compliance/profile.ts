/**
 * A client's compliance profile (issue 36): what makes each statutory obligation apply to it. Most of it lives on
 * the client already (its account type's entity kind, the financial year end, provisional taxpayer); the rest is
 * the client's VAT registration, employer registration, incorporation date (from its CIPC record) and the
 * obligations the practice does not handle for it. Pure: the checks of a profile that contradicts itself.
 */
import { z } from "zod";
import { ENTITY_KINDS } from "../resources/master-data.ts";
import { OBLIGATION_KINDS, VAT_CATEGORY_NAMES, VAT_FILING, type VatCategory } from "./kinds.ts";

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
  | "incorporationForCompaniesOnly";

/**
 * Entities whose year of assessment is fixed by law to end in February (Income Tax Act s1 "year of assessment"):
 * another year end on such a client is a contradiction the checks list, not a write refused (the data may be
 * older than the rule's use here).
 */
export const FEBRUARY_YEAR = new Set(["individual", "sole-proprietor", "partnership", "trust"]);
/** Entities CIPC registers, which file annual returns. */
export const CIPC_ENTITIES = new Set(["company", "close-corporation", "npo"]);

/** What in `profile` contradicts itself so that no obligation can be worked out from it: refused on the write. */
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
  if (profile.incorporationDate && !CIPC_ENTITIES.has(profile.entityKind)) {
    problems.push({ field: "incorporationDate", reason: "incorporationForCompaniesOnly" });
  }
  return problems;
}

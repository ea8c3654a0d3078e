/**
 * A client's compliance profile as its records hold it (issue 36): the account's own fields, its account type's
 * entity kind and its CIPC record's incorporation date. Pure: the caller reads the records.
 */
import { ENTITY_KINDS } from "../resources/master-data.ts";
import { OBLIGATION_KINDS, type ObligationKind } from "./kinds.ts";
import { type ComplianceProfile, profileSchema } from "./profile.ts";

type Data = Readonly<Record<string, unknown>>;

/** The client's fields its profile is made of (with its CIPC record's incorporation date). */
export const ACCOUNT_PROFILE_FIELDS = [
  "accountType",
  "status",
  "financialYearEnd",
  "provisionalTaxpayer",
  "provisionalTopUp",
  "vatCategory",
  "vatFiling",
  "employer",
  "complianceExcluded",
] as const;

/** The profile, or null when the account type's entity kind is unknown (no rule can say what applies). */
export function accountProfile(
  account: Data,
  entityKind: unknown,
  incorporationDate: unknown,
): ComplianceProfile | null {
  if (!(ENTITY_KINDS as readonly unknown[]).includes(entityKind)) return null;
  const excluded = Array.isArray(account.complianceExcluded)
    ? account.complianceExcluded.map((e) => (e as Data)?.kind).filter((k): k is ObligationKind =>
      (OBLIGATION_KINDS as readonly unknown[]).includes(k)
    )
    : [];
  const parsed = profileSchema.safeParse({
    entityKind,
    financialYearEnd: account.financialYearEnd ?? 2,
    provisionalTaxpayer: account.provisionalTaxpayer === true,
    provisionalTopUp: account.provisionalTopUp === true,
    vatCategory: account.vatCategory ?? null,
    vatFiling: account.vatFiling ?? null,
    employer: account.employer === true,
    incorporationDate: typeof incorporationDate === "string" ? incorporationDate : null,
    excluded,
  });
  return parsed.success ? parsed.data : null;
}

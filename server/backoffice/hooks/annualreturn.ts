import { annualReturnKindOf } from "../../../domain/deadlines.ts";
import { annualReturnWorkedOut } from "../../../domain/workflows/due-dates.ts";
import { CIPC_SUFFIX_KINDS, type CipcEntityKind, parseCipcNumber } from "../../../domain/identifiers.ts";
import { workedOutHooks } from "./worked-out.ts";

const KINDS = new Set<string>(Object.values(CIPC_SUFFIX_KINDS));

/**
 * DOMAIN.md: an annual return's due date, when not given, comes from the client's CIPC record: its entity type
 * (or else the registration number's suffix) decides the rule, its incorporation date the anniversary.
 */
export const annualReturnHooks = workedOutHooks("annualreturn", async (read, data) => {
  if (typeof data.account !== "string" || typeof data.year !== "number") return null;
  const [cipcId] = await read.referring("cipc", "account", "account", data.account);
  const cipc = cipcId ? await read.get("cipc", cipcId) : undefined;
  const incorporationDate = cipc?.data.incorporationDate;
  if (!cipc || typeof incorporationDate !== "string") return null;
  const declared = cipc.data.entityType;
  const kind = typeof declared === "string" && KINDS.has(declared)
    ? declared as CipcEntityKind
    : parseCipcNumber(String(cipc.data.registrationNumber ?? ""), Number(read.today.slice(0, 4)))?.kind;
  if (!kind) return null;
  return annualReturnWorkedOut(
    { kind: annualReturnKindOf(kind), incorporationDate, year: data.year },
    read.extraHolidays,
  );
});

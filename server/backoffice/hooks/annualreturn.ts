import { annualReturnDueDate, annualReturnKindOf } from "../../../domain/deadlines.ts";
import { CIPC_SUFFIX_KINDS, type CipcEntityKind, parseCipcNumber } from "../../../domain/identifiers.ts";
import type { ResourceHooks } from "./types.ts";

const KINDS = new Set<string>(Object.values(CIPC_SUFFIX_KINDS));

/**
 * DOMAIN.md: an annual return's due date, when not given, comes from the client's CIPC record: its entity type
 * (or else the registration number's suffix) decides the rule, its incorporation date the anniversary.
 */
export const annualReturnHooks: ResourceHooks = {
  async compute(ctx, data) {
    if (typeof data.dueDate === "string" && data.dueDate !== "") return;
    data.dueDate = null;
    if (typeof data.account !== "string" || typeof data.year !== "number") return;
    const [cipcId] = await ctx.referring("cipc", "account", "account", data.account);
    const cipc = cipcId ? await ctx.get("cipc", cipcId) : undefined;
    const incorporationDate = cipc?.data.incorporationDate;
    if (!cipc || typeof incorporationDate !== "string") return;
    const declared = cipc.data.entityType;
    const kind = typeof declared === "string" && KINDS.has(declared)
      ? declared as CipcEntityKind
      : parseCipcNumber(String(cipc.data.registrationNumber ?? ""), Number(ctx.today.slice(0, 4)))?.kind;
    if (!kind) return;
    data.dueDate = annualReturnDueDate({
      kind: annualReturnKindOf(kind),
      incorporationDate,
      year: data.year,
      extra: ctx.extraHolidays,
    });
  },
};

import { invalid } from "../../../domain/api/index.ts";
import { accountProfile } from "../../../domain/compliance/account-profile.ts";
import { profileProblems } from "../../../domain/compliance/profile.ts";
import type { RecordData } from "../fields.ts";
import type { HookContext, ResourceHooks } from "./types.ts";

/** DOMAIN.md: an account's code is `ACC0001`…, the next free number, when left blank. */
export const CODE_PREFIX = "ACC";

export const accountHooks: ResourceHooks = {
  async compute(ctx, data) {
    await refuseContradictions(ctx, data);
    if (data.code !== null && data.code !== undefined && data.code !== "") return;
    // Two clients added at the same moment must not both get ACC0042.
    await ctx.lock("account-code");
    data.code = await ctx.nextCode("code", CODE_PREFIX, (n) => `${CODE_PREFIX}${String(n).padStart(4, "0")}`);
  },
};

/**
 * Issue 36: a compliance profile that contradicts itself (a way of filing VAT without a VAT category, the
 * voluntary third provisional payment without being a provisional taxpayer) is refused, naming each field.
 */
async function refuseContradictions(ctx: HookContext, data: RecordData): Promise<void> {
  const type = typeof data.accountType === "string"
    ? await ctx.get("accounttype", data.accountType)
    : undefined;
  const profile = accountProfile(data, type?.data.entityKind, null);
  const problems = profile ? profileProblems(profile) : [];
  if (problems.length > 0) {
    throw invalid(Object.fromEntries(problems.map((p) => [p.field, { code: p.reason }])));
  }
}

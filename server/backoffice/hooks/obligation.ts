import { invalidField } from "../../../domain/api/index.ts";
import { accountProfile } from "../../../domain/compliance/account-profile.ts";
import { PERIOD_EXAMPLES, PERIOD_PATTERNS } from "../../../domain/compliance/rules.ts";
import type { ObligationKind } from "../../../domain/compliance/kinds.ts";
import { wholeSeasons } from "../../../domain/compliance/seasons.ts";
import { obligationWorkedOut } from "../../../domain/compliance/worked-out.ts";
import type { ResourceHooks } from "./types.ts";
import { workedOutHooks } from "./worked-out.ts";

/**
 * An obligation entered by hand gets the due date the rules give its kind and period
 * (domain/compliance/worked-out.ts): a dividend paid or a change of beneficial ownership is recorded as its event
 * and dated from it. The client's profile is read as a run reads it.
 */
const worked = workedOutHooks("obligation", async (read, data) => {
  if (typeof data.kind !== "string" || typeof data.period !== "string") return null;
  const client = typeof data.account === "string" ? await read.get("account", data.account) : undefined;
  const type = typeof client?.data.accountType === "string"
    ? await read.get("accounttype", client.data.accountType)
    : undefined;
  const [cipcId] = client ? await read.referring("cipc", "account", "account", client.id) : [];
  const cipc = cipcId ? await read.get("cipc", cipcId) : undefined;
  return obligationWorkedOut({
    kind: data.kind as ObligationKind,
    period: data.period,
    profile: client ? accountProfile(client.data, type?.data.entityKind, cipc?.data.incorporationDate) : null,
    seasons: wholeSeasons(await read.smallResource("filingseason")),
    extra: read.extraHolidays,
  });
});

/** An obligation's period is written its kind's way (domain/compliance/rules.ts): 2027/1, 2027-03, 2027/interim. */
export const obligationHooks: ResourceHooks = {
  ...worked,
  async compute(ctx, data, previous) {
    const pattern = PERIOD_PATTERNS[data.kind as ObligationKind];
    if (pattern && typeof data.period === "string" && !pattern.test(data.period)) {
      throw invalidField("period", "periodNotOfKind", {
        example: PERIOD_EXAMPLES[data.kind as ObligationKind],
      });
    }
    await worked.compute!(ctx, data, previous);
  },
};

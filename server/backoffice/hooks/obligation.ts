import { invalidField } from "../../../domain/api/index.ts";
import { PERIOD_EXAMPLES, PERIOD_PATTERNS } from "../../../domain/compliance/rules.ts";
import type { ObligationKind } from "../../../domain/compliance/kinds.ts";
import type { ResourceHooks } from "./types.ts";

/** An obligation's period is written its kind's way (domain/compliance/rules.ts): 2027/1, 2027-03, 2027/interim. */
export const obligationHooks: ResourceHooks = {
  compute(_ctx, data) {
    const pattern = PERIOD_PATTERNS[data.kind as ObligationKind];
    if (pattern && typeof data.period === "string" && !pattern.test(data.period)) {
      throw invalidField("period", "periodNotOfKind", {
        example: PERIOD_EXAMPLES[data.kind as ObligationKind],
      });
    }
    return Promise.resolve();
  },
};

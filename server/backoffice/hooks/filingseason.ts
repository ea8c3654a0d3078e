import { invalidField } from "../../../domain/api/index.ts";
import type { ResourceHooks } from "./types.ts";

/** One filing season a year: a second row for a year would leave the year's dates ambiguous. */
export const filingSeasonHooks: ResourceHooks = {
  async compute(ctx, data, previous) {
    if (typeof data.year !== "number" || data.year === previous?.data.year) return;
    await ctx.lock("filingseason-year");
    if (await ctx.count("filingseason", { year: [String(data.year)] }) > 0) {
      throw invalidField("year", "seasonYearTaken", { year: data.year });
    }
  },
};

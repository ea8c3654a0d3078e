import { deadlineFor } from "./objection.ts";
import type { ResourceHooks } from "./types.ts";

/**
 * DOMAIN.md: creating an assessment sets its return's status to `assessed`. A changed assessment date moves the
 * deadline of the objections against it, which are computed from it.
 */
export const assessmentHooks: ResourceHooks = {
  async after(ctx, action, record, previous) {
    if (action === "create" && typeof record.data.incomeTax === "string") {
      await ctx.patch("incometax", record.data.incomeTax, { status: "assessed" });
    }
    if (action === "update" && previous && previous.data.assessmentDate !== record.data.assessmentDate) {
      const deadline = await deadlineFor(ctx, record.id);
      for (const id of await ctx.referring("objection", "assessment", "assessment", record.id)) {
        await ctx.patch("objection", id, { deadline });
      }
    }
  },
};

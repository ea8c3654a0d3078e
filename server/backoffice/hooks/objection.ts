import { objectionDeadline } from "../../../domain/deadlines.ts";
import type { HookContext, ResourceHooks } from "./types.ts";

/** The last day to lodge an objection against an assessment, or null when its date is unknown. */
export async function deadlineFor(ctx: HookContext, assessmentId: unknown): Promise<string | null> {
  if (typeof assessmentId !== "string") return null;
  const assessment = await ctx.get("assessment", assessmentId);
  const date = assessment?.data.assessmentDate;
  return typeof date === "string" ? objectionDeadline(date, ctx.extraHolidays) : null;
}

/** DOMAIN.md: the deadline is computed (80 dispute business days after the assessment date), never typed. */
export const objectionHooks: ResourceHooks = {
  async compute(ctx, data) {
    data.deadline = await deadlineFor(ctx, data.assessment);
  },
};

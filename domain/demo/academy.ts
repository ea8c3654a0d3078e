import { z } from "zod";
import { problemIssue } from "../api/index.ts";

/**
 * The academy's contract (demo-apps.md §3): course categories, courses and their steps, as the mock API answers
 * them and as the server validates saves and updates, so a saved course always has the sample's shape. The
 * client imports it as types only (zod stays out of the browser's chunks).
 */

export const CATEGORY_VALUES = ["web", "firebase", "cloud", "android"] as const;

export type CourseCategory = {
  id: number;
  value: (typeof CATEGORY_VALUES)[number];
  label: string;
  color: string;
};

const text = (max: number) => z.string().trim().min(1).max(max);

export const courseStepSchema = z.object({
  id: text(64),
  title: text(200),
  /** HTML; the client sanitizes it before rendering. */
  content: z.string().max(50_000),
});

/** A course's fields; the invariants between them are checked by courseSchema. */
export const courseFields = z.object({
  id: text(64),
  title: text(200),
  slug: z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
  description: z.string().max(2000),
  category: z.enum(CATEGORY_VALUES),
  /** Minutes. */
  length: z.number().int().min(1).max(24 * 60),
  totalSteps: z.number().int().min(0).max(200),
  /** Index of the step the learner is on (0-based). */
  activeStep: z.number().int().min(0),
  /** A text date like "Mar 14, 2025". */
  updated: z.string().max(40),
  steps: z.array(courseStepSchema).max(200),
});

/** totalSteps counts the steps, and activeStep points at one of them (or 0 when there are none). */
export function consistentCourse(
  course: Pick<z.infer<typeof courseFields>, "totalSteps" | "activeStep" | "steps">,
  ctx: z.RefinementCtx,
) {
  if (course.totalSteps !== course.steps.length) {
    ctx.addIssue(problemIssue("stepCount", undefined, ["totalSteps"]));
  }
  if (course.activeStep > Math.max(0, course.steps.length - 1)) {
    ctx.addIssue(problemIssue("stepOutOfRange", undefined, ["activeStep"]));
  }
}

export const courseSchema = courseFields.superRefine(consistentCourse);

export type CourseStep = z.infer<typeof courseStepSchema>;
export type Course = z.infer<typeof courseSchema>;

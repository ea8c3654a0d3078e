import type { Course, CourseCategory } from "../../../domain/demo/academy.ts";
import { hasEveryWord } from "../../kit/text.ts";

export type CourseSummary = Omit<Course, "steps">;

/**
 * Where a learner stands: activeStep is the step they are on (0-based), so the steps before it are done; a course
 * is finished once its last step is reached, and not started while on the first.
 */
export type Standing = "new" | "started" | "finished";

export function standing(course: Pick<Course, "activeStep" | "totalSteps">): Standing {
  if (course.totalSteps > 0 && course.activeStep >= course.totalSteps - 1) return "finished";
  return course.activeStep > 0 ? "started" : "new";
}

/** How far through the course, 0 to 100: the share of steps reached. */
export function progress(course: Pick<Course, "activeStep" | "totalSteps">): number {
  if (course.totalSteps === 0) return 0;
  return Math.round(((course.activeStep + 1) / course.totalSteps) * 100);
}

/** A step index kept within the course. */
export function clampStep(step: number, totalSteps: number): number {
  return Math.min(Math.max(0, Math.trunc(step) || 0), Math.max(0, totalSteps - 1));
}

/** Minutes as hours and minutes: 90 → { hours: 1, minutes: 30 }. */
export function duration(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The courses of a category ("" for all) whose title or description holds every word of the query. */
export function filterCourses<C extends CourseSummary>(
  courses: readonly C[],
  category: string,
  query: string,
): C[] {
  return courses.filter((c) =>
    (category === "" || c.category === category) && hasEveryWord(`${c.title} ${c.description}`, query)
  );
}

/** The category a course belongs to, for its label and colour. */
export function categoryOf(categories: readonly CourseCategory[], value: string): CourseCategory | undefined {
  return categories.find((c) => c.value === value);
}

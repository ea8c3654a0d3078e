import type { Course, CourseCategory } from "../../../domain/demo/academy.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { useApiQuery } from "../../lib/query.ts";
import type { CourseSummary } from "./courses.ts";

const BASE = "/api/academy-app";

export const academyKeys = {
  all: ["academy"] as const,
  categories: ["academy", "categories"] as const,
  courses: ["academy", "courses"] as const,
  course: (id: string) => ["academy", "course", id] as const,
};

export function useCategories() {
  return useApiQuery(
    academyKeys.categories,
    (signal) => api<CourseCategory[]>(`${BASE}/categories`, { signal }),
  );
}

export function useCourses() {
  return useApiQuery(academyKeys.courses, (signal) => api<CourseSummary[]>(`${BASE}/courses`, { signal }));
}

export function useCourse(id: string) {
  return useApiQuery(
    academyKeys.course(id),
    (signal) => api<Course>(`${BASE}/course`, { query: { courseId: id }, signal }),
    { keepPrevious: false },
  );
}

/** Moves the learner to a step: shown at once on the course and the grid, saved with course/update. */
export function goToStep(course: Course, activeStep: number) {
  return optimisticWrite({
    patches: [
      patch<Course>(academyKeys.course(course.id), (c) => ({ ...c, activeStep })),
      patch<CourseSummary[]>(
        academyKeys.courses,
        (list) => list.map((c) => c.id === course.id ? { ...c, activeStep } : c),
      ),
    ],
    send: () => api<Course>(`${BASE}/course/update`, { body: { id: course.id, activeStep } }),
    failure: t("academyApp.saveFailed"),
  });
}

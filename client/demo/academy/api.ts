import type { Course, CourseCategory } from "../../../domain/demo/academy.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { patch, useData, useWrite } from "../../lib/data/index.ts";
import type { CourseSummary } from "./courses.ts";

const BASE = "/api/academy-app";

const academyKeys = {
  categories: ["academy/categories", "getList"] as const,
  courses: ["academy/courses", "getList"] as const,
  course: (id: string) => ["academy/courses", "getOne", { id }] as const,
};

export function useCategories() {
  return useData(academyKeys.categories, (signal) => api<CourseCategory[]>(`${BASE}/categories`, { signal }));
}

export function useCourses() {
  return useData(academyKeys.courses, (signal) => api<CourseSummary[]>(`${BASE}/courses`, { signal }));
}

export function useCourse(id: string) {
  return useData(
    academyKeys.course(id),
    (signal) => api<Course>(`${BASE}/course`, { query: { courseId: id }, signal }),
    { keepPrevious: false },
  );
}

/** Moves the learner to a step: shown at once on the course and the grid, saved with course/update. */
export function useGoToStep() {
  return useWrite({
    send: ({ id, activeStep }: { id: string; activeStep: number }) =>
      api<Course>(`${BASE}/course/update`, { body: { id, activeStep } }),
    patches: ({ id, activeStep }) => [
      patch<Course>(academyKeys.course(id), (c) => ({ ...c, activeStep })),
      patch<CourseSummary[]>(
        academyKeys.courses,
        (list) => list.map((c) => c.id === id ? { ...c, activeStep } : c),
      ),
    ],
    failure: () => t("academyApp.saveFailed"),
  });
}

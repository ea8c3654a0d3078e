import { Hono } from "hono";
import { z } from "zod";
import { academyCategories, academyCourses } from "../../fixtures/academy.ts";
import { consistentCourse, type Course, courseFields, courseSchema } from "../../domain/demo/academy.ts";
import { invalid, problemsOfIssues, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const academy = demoState("academy", { categories: academyCategories, courses: academyCourses });

const courseQuery = z.object({ courseId: z.string().min(1).max(64) });
/** A save may leave out the id of a new course: the mock gives it one. */
const courseSave = courseFields.extend({ id: courseFields.shape.id.optional() }).superRefine(
  consistentCourse,
);
const coursePatch = courseFields.partial().required({ id: true });

/**
 * GET /categories, GET /courses (without steps), GET /course?courseId, POST /course/save (insert or replace by id,
 * answers the course), POST /course/update (merges a partial course by id, answers the merged course).
 */
export function academyApp() {
  return new Hono<DemoEnv>()
    .get("/categories", (c) => sendJson(c, academy.read(c).categories))
    .get("/courses", (c) => c.json(academy.read(c).courses.map(({ steps: _steps, ...summary }) => summary)))
    .get("/course", validate("json", courseQuery), (c) => {
      const query = c.req.valid("json");
      const found = academy.read(c).courses.find((course) => course.id === query.courseId);
      // Not shown in the spec: an unknown course is a 404 with a message rather than an empty 200.
      if (!found) throw refusal("courseNotFound");
      return sendJson(c, found);
    })
    .post("/course/save", validate("json", courseSave), (c) => {
      const body = c.req.valid("json");
      const course: Course = { ...body, id: body.id ?? crypto.randomUUID() };
      academy.write(c, (state) => {
        const at = state.courses.findIndex((known) => known.id === course.id);
        if (at === -1) state.courses.push(course);
        else state.courses[at] = course;
      });
      return c.json(course);
    })
    .post("/course/update", validate("json", coursePatch), (c) => {
      const body = c.req.valid("json");
      const current = academy.read(c).courses.find((course) => course.id === body.id);
      if (!current) throw refusal("courseNotFound");
      // Top-level fields replace the stored ones (steps as a whole), and the result must still be a whole,
      // consistent course: an update cannot leave totalSteps or activeStep pointing past the steps.
      const candidate = { ...current, ...body };
      const merged = courseSchema.safeParse(candidate);
      if (!merged.success) throw invalid(problemsOfIssues(merged.error.issues, "body", candidate));
      academy.write(c, (state) => {
        state.courses[state.courses.findIndex((course) => course.id === merged.data.id)] = merged.data;
      });
      return c.json(merged.data);
    });
}

import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  academyCategories,
  academyCourses,
  consistentCourse,
  type Course,
  courseFields,
  courseSchema,
} from "../../fixtures/academy.ts";
import { fieldErrors, readJson } from "../auth/body.ts";
import { errorBody } from "../middleware/errors.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const academy = demoState("academy", { categories: academyCategories, courses: academyCourses });

const courseQuery = z.object({ courseId: z.string().min(1).max(64) });
/** A save may leave out the id of a new course: the mock gives it one. */
const courseSave = courseFields.extend({ id: courseFields.shape.id.optional() }).superRefine(
  consistentCourse,
);
const coursePatch = courseFields.partial().required({ id: true });

export const ACADEMY_MESSAGES = { unknownCourse: "Requested course does not exist." };

/** Not shown in the spec: an unknown course is a 404 with a message rather than an empty 200. */
const unknownCourse = (c: Context) => c.json(errorBody(c, ACADEMY_MESSAGES.unknownCourse), 404);

/**
 * GET /categories, GET /courses (without steps), GET /course?courseId, POST /course/save (insert or replace by id,
 * answers the course), POST /course/update (merges a partial course by id, answers the merged course).
 */
export function academyApp() {
  return new Hono<DemoEnv>()
    .get("/categories", (c) => sendJson(c, academy.read(c).categories))
    .get("/courses", (c) => c.json(academy.read(c).courses.map(({ steps: _steps, ...summary }) => summary)))
    .get("/course", async (c) => {
      const query = await readJson(c, courseQuery);
      if (!query.ok) return query.response;
      const found = academy.read(c).courses.find((course) => course.id === query.data.courseId);
      return found ? sendJson(c, found) : unknownCourse(c);
    })
    .post("/course/save", async (c) => {
      const body = await readJson(c, courseSave);
      if (!body.ok) return body.response;
      const course: Course = { ...body.data, id: body.data.id ?? crypto.randomUUID() };
      academy.write(c, (state) => {
        const at = state.courses.findIndex((known) => known.id === course.id);
        if (at === -1) state.courses.push(course);
        else state.courses[at] = course;
      });
      return c.json(course);
    })
    .post("/course/update", async (c) => {
      const body = await readJson(c, coursePatch);
      if (!body.ok) return body.response;
      const current = academy.read(c).courses.find((course) => course.id === body.data.id);
      if (!current) return unknownCourse(c);
      // Top-level fields replace the stored ones (steps as a whole), and the result must still be a whole,
      // consistent course: an update cannot leave totalSteps or activeStep pointing past the steps.
      const merged = courseSchema.safeParse({ ...current, ...body.data });
      if (!merged.success) {
        const fields = fieldErrors(merged.error);
        const [name, reason] = Object.entries(fields)[0];
        return c.json(errorBody(c, `${name}: ${reason}`, { fields }), 400);
      }
      academy.write(c, (state) => {
        state.courses[state.courses.findIndex((course) => course.id === merged.data.id)] = merged.data;
      });
      return c.json(merged.data);
    });
}

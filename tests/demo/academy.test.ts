import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { academyCategories, academyCourses } from "../../fixtures/academy.ts";
import type { Course } from "../../domain/demo/academy.ts";
import { demoApi } from "../support/demo.ts";

const FIRST = academyCourses[0];

/** A new course of the fixture's shape, with n steps. */
function newCourse(id: string, n = 11): Course {
  return {
    id,
    title: "Turnover tax for micro businesses",
    slug: "turnover-tax-for-micro-businesses",
    description: "Who qualifies for turnover tax and how the TT01 return works.",
    category: "web",
    length: 50,
    totalSteps: n,
    activeStep: 0,
    updated: "Apr 7, 2025",
    steps: Array.from(
      { length: n },
      (_, i) => ({ id: String(i + 1), title: `Step ${i + 1}`, content: "<p>…</p>" }),
    ),
  };
}

Deno.test("academy: the categories are web, firebase, cloud and android, each with id, value, label and color", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", "/api/academy-app/categories");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.map((c: { value: string }) => c.value), ["web", "firebase", "cloud", "android"]);
  for (const category of res.body) {
    deepStrictEqual(Object.keys(category).sort(), ["color", "id", "label", "value"]);
    ok(/^#[0-9a-f]{6}$/i.test(category.color), category.color);
  }
  deepStrictEqual(res.body, academyCategories);
});

Deno.test("academy: the course list leaves out the steps; sample courses run 30 to 120 minutes with 11 steps", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "GET", "/api/academy-app/courses");
  strictEqual(res.status, 200);
  strictEqual(res.body.length, academyCourses.length);
  const categories = new Set(academyCategories.map((c) => c.value));
  for (const course of res.body) {
    ok(!("steps" in course), course.id);
    deepStrictEqual(
      Object.keys(course).sort(),
      ["activeStep", "category", "description", "id", "length", "slug", "title", "totalSteps", "updated"],
    );
    ok(course.length >= 30 && course.length <= 120, `${course.id}: ${course.length} minutes`);
    strictEqual(course.totalSteps, 11);
    ok(categories.has(course.category), course.category);
    ok(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(course.updated), course.updated);
  }
});

Deno.test("academy: a course comes whole, with 11 steps of id, title and HTML content", async () => {
  const { call } = await demoApi();
  for (const course of academyCourses) {
    const res = await call(null, "GET", "/api/academy-app/course", { courseId: course.id });
    strictEqual(res.status, 200);
    deepStrictEqual(res.body, course);
    strictEqual(res.body.steps.length, 11);
    ok(res.body.activeStep >= 0 && res.body.activeStep < 11);
    for (const step of res.body.steps) {
      deepStrictEqual(Object.keys(step).sort(), ["content", "id", "title"]);
      ok(step.content.startsWith("<h2>") && step.content.includes("<p>"), step.content);
    }
    strictEqual(new Set(res.body.steps.map((s: { id: string }) => s.id)).size, 11);
  }
});

Deno.test("academy: an unknown course is a 404 with a message; a missing courseId is a 400 naming it", async () => {
  const { call } = await demoApi();
  const unknown = await call("ann", "GET", "/api/academy-app/course", { courseId: "nope" });
  strictEqual(unknown.status, 404);
  deepStrictEqual([unknown.body.error.code, unknown.body.error.message], [
    "courseNotFound",
    "Requested course does not exist.",
  ]);
  const missing = await call("ann", "GET", "/api/academy-app/course");
  strictEqual(missing.status, 400);
  ok("courseId" in missing.body.error.fields, missing.text);
});

Deno.test("academy: save inserts a course with a new id and returns it", async () => {
  const { call } = await demoApi();
  const course = newCourse("tt01-course");
  const saved = await call("ann", "POST", "/api/academy-app/course/save", course);
  strictEqual(saved.status, 200);
  deepStrictEqual(saved.body, course);
  const list = await call("ann", "GET", "/api/academy-app/courses");
  strictEqual(list.body.length, academyCourses.length + 1);
  strictEqual(list.body.at(-1).id, "tt01-course");
  deepStrictEqual(
    (await call("ann", "GET", "/api/academy-app/course", { courseId: "tt01-course" })).body,
    course,
  );
});

Deno.test("academy: save without an id gives the course a generated one", async () => {
  const { call } = await demoApi();
  const { id: _id, ...withoutId } = newCourse("unused");
  const saved = await call("ann", "POST", "/api/academy-app/course/save", withoutId);
  strictEqual(saved.status, 200);
  ok(/^[0-9a-f-]{36}$/.test(saved.body.id), saved.body.id);
  strictEqual((await call("ann", "GET", "/api/academy-app/course", { courseId: saved.body.id })).status, 200);
});

Deno.test("academy: save replaces the course with the same id, in place", async () => {
  const { call } = await demoApi();
  const replaced = { ...newCourse(FIRST.id), title: "The client portal, revised" };
  const saved = await call("ann", "POST", "/api/academy-app/course/save", replaced);
  strictEqual(saved.status, 200);
  deepStrictEqual(saved.body, replaced);
  const list = await call("ann", "GET", "/api/academy-app/courses");
  strictEqual(list.body.length, academyCourses.length);
  strictEqual(list.body[0].title, "The client portal, revised");
});

Deno.test("academy: a save of the wrong shape is a 400 naming the field and changes nothing", async () => {
  const { call } = await demoApi();
  const cases: [unknown, string][] = [
    [{ ...newCourse("x"), category: "cobol" }, "category"],
    [{ ...newCourse("x"), length: "long" }, "length"],
    [{ ...newCourse("x"), totalSteps: 12 }, "totalSteps"],
    [{ ...newCourse("x"), activeStep: 11 }, "activeStep"],
    [{ ...newCourse("x"), slug: "Not a slug" }, "slug"],
    [{ ...newCourse("x"), steps: [{ id: "1", title: "", content: "" }], totalSteps: 1 }, "steps.0.title"],
    ["{not json", "body"],
  ];
  for (const [body, field] of cases) {
    const res = await call("ann", "POST", "/api/academy-app/course/save", body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field}: ${res.text}`);
  }
  strictEqual((await call("ann", "GET", "/api/academy-app/courses")).body.length, academyCourses.length);
});

Deno.test("academy: update merges a partial course by id and answers the merged course", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", "/api/academy-app/course/update", { id: FIRST.id, activeStep: 4 });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, { ...FIRST, activeStep: 4 });
  deepStrictEqual(
    (await call("ann", "GET", "/api/academy-app/course", { courseId: FIRST.id })).body,
    res.body,
  );
});

Deno.test("academy: update of an unknown course is a 404; a bad or inconsistent one a 400 that changes nothing", async () => {
  const { call } = await demoApi();
  const unknown = await call("ann", "POST", "/api/academy-app/course/update", { id: "nope", title: "X" });
  strictEqual(unknown.status, 404);
  deepStrictEqual([unknown.body.error.code, unknown.body.error.message], [
    "courseNotFound",
    "Requested course does not exist.",
  ]);
  const noId = await call("ann", "POST", "/api/academy-app/course/update", { title: "X" });
  strictEqual(noId.status, 400);
  ok("id" in noId.body.error.fields);
  const badType = await call("ann", "POST", "/api/academy-app/course/update", { id: FIRST.id, length: -5 });
  strictEqual(badType.status, 400);
  ok("length" in badType.body.error.fields);
  // Each field is valid alone, but the merged course would point past its last step.
  const past = await call("ann", "POST", "/api/academy-app/course/update", { id: FIRST.id, activeStep: 40 });
  strictEqual(past.status, 400);
  ok("activeStep" in past.body.error.fields, past.text);
  deepStrictEqual((await call("ann", "GET", "/api/academy-app/course", { courseId: FIRST.id })).body, FIRST);
});

Deno.test("academy: anonymous callers cannot save or update", async () => {
  const { call } = await demoApi();
  strictEqual((await call(null, "POST", "/api/academy-app/course/save", newCourse("anon"))).status, 401);
  strictEqual(
    (await call(null, "POST", "/api/academy-app/course/update", { id: FIRST.id, title: "X" })).status,
    401,
  );
  strictEqual((await call(null, "GET", "/api/academy-app/courses")).body.length, academyCourses.length);
});

Deno.test("academy: one user's saves and updates are not seen by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  await call("ann", "POST", "/api/academy-app/course/save", newCourse("ann-only"));
  await call("ann", "POST", "/api/academy-app/course/update", { id: FIRST.id, title: "Ann's title" });
  strictEqual((await call("ann", "GET", "/api/academy-app/courses")).body.length, academyCourses.length + 1);
  for (const reader of ["bob", null]) {
    const list = await call(reader, "GET", "/api/academy-app/courses");
    strictEqual(list.body.length, academyCourses.length);
    strictEqual(list.body[0].title, FIRST.title);
    strictEqual((await call(reader, "GET", "/api/academy-app/course", { courseId: "ann-only" })).status, 404);
  }
});

import { deepStrictEqual, equal } from "node:assert/strict";
import { academyCourses } from "../../fixtures/academy.ts";
import { ACADEMY_MESSAGES } from "../../client/demo/academy/messages.ts";
import { clampStep, duration, filterCourses, progress, standing } from "../../client/demo/academy/courses.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("academy words exist in English, Turkish and Arabic", () => assertTranslated(ACADEMY_MESSAGES));

Deno.test("a learner on the first step has not started; on the last one they have finished", () => {
  equal(standing({ activeStep: 0, totalSteps: 11 }), "new");
  equal(standing({ activeStep: 3, totalSteps: 11 }), "started");
  equal(standing({ activeStep: 10, totalSteps: 11 }), "finished");
  equal(progress({ activeStep: 10, totalSteps: 11 }), 100);
  equal(progress({ activeStep: 3, totalSteps: 11 }), 36);
  equal(progress({ activeStep: 0, totalSteps: 0 }), 0);
});

Deno.test("a step index stays within the course", () => {
  equal(clampStep(-1, 11), 0);
  equal(clampStep(11, 11), 10);
  equal(clampStep(4, 11), 4);
  equal(clampStep(Number.NaN, 11), 0);
  equal(clampStep(3, 0), 0);
});

Deno.test("lengths read as hours and minutes", () => {
  deepStrictEqual(duration(90), { hours: 1, minutes: 30 });
  deepStrictEqual(duration(30), { hours: 0, minutes: 30 });
  deepStrictEqual(duration(120), { hours: 2, minutes: 0 });
});

Deno.test("courses filter by category and by every word of the search", () => {
  const web = filterCourses(academyCourses, "web", "");
  equal(web.length > 0 && web.every((c) => c.category === "web"), true);
  deepStrictEqual(filterCourses(academyCourses, "", "EFILING practitioners").map((c) => c.id), [
    "a07b6e51c8",
  ]);
  deepStrictEqual(filterCourses(academyCourses, "android", "efiling"), []);
  equal(filterCourses(academyCourses, "", "").length, academyCourses.length);
});

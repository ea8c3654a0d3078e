import assert from "node:assert/strict";
import { academyCourses } from "../../fixtures/academy.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const course = academyCourses.find((c) => c.activeStep === 0)!;
const position = (step: number) => `Step ${step} of ${course.totalSteps}`;

Deno.test({
  name: "academy: the course grid, filters, a course's steps and progress kept on reload",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("the grid shows every course; a category and a search narrow it", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/academy");
          await waitForPath(page, "/apps/academy/courses");
          await page.waitForFunction(
            (n) => document.querySelectorAll("[data-testid=course-card]").length === n,
            academyCourses.length,
          );
          await page.getByTestId("courses-category").selectOption("android");
          const android = academyCourses.filter((c) => c.category === "android");
          await page.waitForFunction(
            (n) => document.querySelectorAll("[data-testid=course-card]").length === n,
            android.length,
          );
          await page.getByTestId("courses-search").fill("no such course");
          await page.getByTestId("courses-empty").waitFor();
          await page.reload();
          assert.equal(await page.getByTestId("courses-search").inputValue(), "no such course");
        });
      });

      await t.step(
        "a course: next twice, the step is kept after a reload and shows on the grid",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/academy/courses");
            await page.locator(`[data-course-id="${course.id}"] [data-testid=course-open]`).click();
            await waitForPath(page, `/apps/academy/courses/${course.id}/${course.slug}`);
            await page.getByTestId("course-step-content").getByRole("heading", {
              name: `Step 1: ${course.steps[0].title}`,
            })
              .waitFor();
            for (const step of [2, 3]) {
              const saved = page.waitForResponse((r) => r.url().includes("/course/update") && r.ok());
              await page.getByTestId("course-next").click();
              await saved;
              assert.equal(await page.getByTestId("course-position").textContent(), position(step));
            }
            await page.reload();
            await page.getByTestId("course-step-content").getByRole("heading", {
              name: `Step 3: ${course.steps[2].title}`,
            })
              .waitFor();
            await page.getByTestId("course-previous").click();
            await page.getByTestId("course-step-content").getByRole("heading", {
              name: `Step 2: ${course.steps[1].title}`,
            })
              .waitFor();
            await page.getByRole("link", { name: "Back to the courses" }).first().click();
            await page.locator(`[data-course-id="${course.id}"] [data-testid=course-standing]`).getByText(
              position(2),
            )
              .waitFor();
          });
        },
      );

      await t.step("the last step finishes the course; an unknown course says so", async () => {
        await h.withPage({ allow: [/status of 404/] }, async ({ page }) => {
          await open(page, `/apps/academy/courses/${course.id}/${course.slug}`);
          await page.locator("aside [data-testid=course-step-link]").last().click();
          await page.getByTestId("course-finish").click();
          await waitForPath(page, "/apps/academy/courses");
          await page.locator(`[data-course-id="${course.id}"] [data-testid=course-standing]`).getByText(
            "Completed",
          )
            .waitFor();
          await open(page, "/apps/academy/courses/nope/nope");
          await page.getByTestId("course-not-found").waitFor();
        });
      });

      await t.step("keyboard, and Arabic at phone width", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          const other = academyCourses.find((c) => c.id !== course.id && c.activeStep === 0)!;
          await open(page, `/apps/academy/courses/${other.id}/${other.slug}`);
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await page.getByTestId("course-next").focus();
          const saved = page.waitForResponse((r) => r.url().includes("/course/update") && r.ok());
          await page.keyboard.press("Enter");
          await saved;
          await page.getByTestId("course-step-content").getByRole("heading", {
            name: `Step 2: ${other.steps[1].title}`,
          })
            .waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
          await open(page, "/apps/academy/courses");
          await page.getByTestId("courses").waitFor();
          const gridOverflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(gridOverflow <= 0, `no sideways scroll on the grid (${gridOverflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});

import assert from "node:assert/strict";
import type { Screen } from "./a11y-screens.ts";
import { screenProblems, settle } from "./axe.ts";
import { E2E, Harness, settingsFor } from "./e2e.ts";

/** Arabic is the right-to-left one; both are checked on every screen. */
export const A11Y_LANGUAGES = ["en", "ar"] as const;

/**
 * One Deno test that opens each screen in English and in Arabic (guests signed out, the rest signed in as the
 * admin) and fails with every problem found, screen by screen. Prints how many screens it checked.
 */
export function screensTest(name: string, screens: () => Screen[]) {
  Deno.test({
    name,
    ...E2E,
    async fn(t) {
      const list = screens();
      assert.ok(list.length > 0, "no screens to check");
      const h = await Harness.start();
      try {
        let clean = 0;
        for (const language of A11Y_LANGUAGES) {
          const passed = await t.step(`${list.length} screens in ${language}`, async () => {
            const problems: string[] = [];
            for (const guest of [true, false]) {
              const group = list.filter((s) => s.guest === guest);
              if (group.length === 0) continue;
              const settings = guest ? undefined : settingsFor("vertical");
              await h.withPage({ guest, language, settings }, async ({ page }) => {
                for (const s of group) {
                  await page.goto(s.path);
                  await settle(page);
                  problems.push(...await screenProblems(page, s.path, language));
                }
              });
            }
            assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
          });
          if (passed) clean++;
        }
        if (clean === A11Y_LANGUAGES.length) {
          console.log(`a11y: ${list.length} screens × ${clean} languages, no violations`);
        }
      } finally {
        await h.close();
      }
    },
  });
}

import assert from "node:assert/strict";
import type { Page } from "playwright-core";
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

/** What a case of `practiceTest` is given, per language: the harness, a client of the demo practice, the checks. */
export type PracticeCase = {
  h: Harness;
  language: (typeof A11Y_LANGUAGES)[number];
  accountId: string;
  /** Checks the page as it is now, under the screen's name. */
  check: (page: Page, screen: string) => Promise<void>;
  /** Opens a path, waits for it to settle, and checks it. */
  visit: (page: Page, path: string, screen?: string) => Promise<void>;
};

/**
 * One Deno test over the development server's demo practice (lists and figures full of records): `run` opens
 * pages and checks them, once in English and once in Arabic; the test fails with every problem found.
 */
export function practiceTest(name: string, run: (c: PracticeCase) => Promise<void>) {
  Deno.test({
    name,
    ...E2E,
    async fn(t) {
      const h = await Harness.startDev();
      try {
        const res = await fetch(new URL("/api/backoffice/account?pageSize=1", h.server.url), {
          headers: { authorization: `Bearer ${h.session.jwt_access_token}` },
        });
        const accountId = (await res.json()).items[0]?.id;
        assert.ok(accountId, "the demo practice has a client");
        let screens = 0;
        let clean = 0;
        for (const language of A11Y_LANGUAGES) {
          const passed = await t.step(language, async () => {
            const problems: string[] = [];
            let count = 0;
            const check = async (page: Page, screen: string) => {
              count++;
              problems.push(...await screenProblems(page, screen, language));
            };
            const visit = async (page: Page, path: string, screen = path) => {
              await page.goto(path);
              await settle(page);
              await check(page, screen);
            };
            await run({ h, language, accountId, check, visit });
            assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
            screens = count;
          });
          if (passed) clean++;
        }
        if (clean === A11Y_LANGUAGES.length) {
          console.log(`a11y: ${screens} screens × ${clean} languages, no violations`);
        }
      } finally {
        await h.close();
      }
    },
  });
}

import axe from "axe-core";
import type { Page } from "playwright-core";

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules (axe's own tags): the bar issue 15 sets. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/** The impacts that fail a screen. */
const BLOCKING = new Set(["serious", "critical"]);

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

export type AxeOptions = {
  /**
   * Elements axe should not judge, each an exact selector with the reason beside it at the call: only for a
   * third-party widget the product cannot reach. No rule is ever turned off.
   */
  exclude?: string[];
};

/**
 * Runs axe-core's WCAG A/AA rules on the page as it is now and returns its serious and critical violations.
 * axe's source is evaluated through the DevTools protocol, which the page's Content-Security-Policy (no inline
 * scripts) does not govern, as a `<script>` tag would be.
 */
export async function axeViolations(page: Page, { exclude = [] }: AxeOptions = {}): Promise<AxeViolation[]> {
  if (!await page.evaluate(() => "axe" in globalThis)) await page.evaluate(axe.source);
  const found = await page.evaluate(async ({ tags, exclude }) => {
    // deno-lint-ignore no-explicit-any
    const run = (globalThis as any).axe.run as typeof axe.run;
    const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
    const result = await run(context as axe.ElementContext, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
    }));
  }, { tags: [...WCAG_AA_TAGS], exclude });
  return found.filter((v) => BLOCKING.has(v.impact));
}

/** A violation list as lines a person can act on: rule, impact, what to do, and the elements. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) =>
    `  ${v.id} (${v.impact}): ${v.help}\n${v.targets.map((t) => `    - ${t}`).join("\n")}`
  ).join("\n");
}

/**
 * Waits until the page shows what it loads: the shell drawn, no request in flight, no loading bar left. Motion is
 * reduced first, so daisyUI's transitions (an opening menu branch) are not judged half-way.
 */
export async function settle(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.locator("[data-layout]").waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector("progress:not([value]), [data-testid=loading]"));
  // Colours still fading in (a tab's or a link's transition after the page changed) would read as the contrast of
  // a moment: every finite animation and transition is taken to its end state first (endless ones, spinners, stay).
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity) continue;
      try {
        a.finish();
      } catch {
        // One that cannot end (no end time) is left as it is.
      }
    }
  });
}

/**
 * Checks the page as it is now for one screen: `<html>` carries the language and its direction, and axe finds
 * no serious or critical violation. Returns what is wrong, as lines naming the screen; none when it passes.
 */
export async function screenProblems(
  page: Page,
  screen: string,
  language: string,
  options: AxeOptions = {},
): Promise<string[]> {
  const problems: string[] = [];
  const { lang, dir } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  const wantDir = language === "ar" ? "rtl" : "ltr";
  if (lang !== language || dir !== wantDir) {
    problems.push(
      `${screen} [${language}]: <html lang="${lang}" dir="${dir}">, not "${language}", "${wantDir}"`,
    );
  }
  const violations = await axeViolations(page, options);
  if (violations.length) problems.push(`${screen} [${language}]:\n${describeViolations(violations)}`);
  return problems;
}

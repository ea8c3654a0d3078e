/** axe-core on every demo app screen (part 2 of 2, so each file runs in about a minute), in English and Arabic. */
import { demoScreens } from "../support/a11y-screens.ts";
import { screensTest } from "../support/a11y-run.ts";

screensTest(
  "accessibility: the demo apps' screens (part 2 of 2) have no serious or critical axe violations",
  () => demoScreens().filter((_, i, all) => i >= all.length / 2),
);

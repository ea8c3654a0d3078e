/** axe-core on the template's pages (errors, pricing, page layouts, documentation), in English and Arabic. */
import { templateScreens } from "../support/a11y-screens.ts";
import { screensTest } from "../support/a11y-run.ts";

screensTest("accessibility: the template pages have no serious or critical axe violations", templateScreens);

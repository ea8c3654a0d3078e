/** axe-core on the sign-in, register and password pages and the template's auth pages, in English and Arabic. */
import { authScreens } from "../support/a11y-screens.ts";
import { screensTest } from "../support/a11y-run.ts";

screensTest("accessibility: the sign-in pages have no serious or critical axe violations", authScreens);

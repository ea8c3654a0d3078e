import { provideWords } from "../../kit/i18n/index.ts";
import { en } from "./en.ts";

/**
 * The words of the theme settings panel and the side panels (`settings.*`, `sidePanel.*`): they come with the
 * signed-in frame, which holds those panels, not with the first page; their Turkish and Arabic load when a person
 * chooses one, as the shell's do.
 */
provideWords(en, {
  tr: () => import("./tr.ts").then((m) => m.tr),
  ar: () => import("./ar.ts").then((m) => m.ar),
});

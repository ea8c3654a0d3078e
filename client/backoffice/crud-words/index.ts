import { provideWords } from "../../kit/i18n/index.ts";
import { en } from "./en.ts";

/**
 * The back office's words for its lists, record pages, forms and history (`crud.*`): its screens' modules import
 * this, so they come with the back office's chunks, not with the first page, and their Turkish and Arabic load
 * when a person chooses one, as the shell's do. The shell keeps `crud.cancel` and `crud.retry`, which the kit and
 * the demo apps say too.
 */
provideWords(en, {
  tr: () => import("./tr.ts").then((m) => m.tr),
  ar: () => import("./ar.ts").then((m) => m.ar),
});

import { en } from "./en.ts";
import { provideWords } from "./core.ts";

export * from "./core.ts";

/**
 * The shell's words: English in the first page, Turkish and Arabic loaded when a person chooses one (or comes back
 * to it). Features' own words come with their chunks (addMessages).
 */
// A copy: words added later join its namespaces, and must not change the module's own dictionary.
provideWords({ ...en }, {
  tr: () => import("./tr.ts").then((m) => m.tr),
  ar: () => import("./ar.ts").then((m) => m.ar),
});

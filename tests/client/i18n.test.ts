import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { ar } from "../../client/kit/i18n/ar.ts";
import { en } from "../../client/kit/i18n/en.ts";
import { addMessages, t } from "../../client/kit/i18n/index.ts";
import { tr } from "../../client/kit/i18n/tr.ts";
import { DEMO_APPS } from "../../client/shell/demo-apps.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("Turkish and Arabic translate every English key, none left empty", () => {
  assertTranslated({ en, tr, ar });
});

/** The menu's words in a language: the shell's dictionary and every demo app's. */
const navIn = (lang: "en" | "tr" | "ar", dictionary: { nav: object }): Record<string, string> =>
  Object.assign(
    { ...dictionary.nav },
    ...DEMO_APPS.map((app) => (app.words?.[lang] as { nav?: object } | undefined)?.nav ?? {}),
  );

Deno.test("every demo app brings its menu's words in English, Turkish and Arabic", () => {
  for (const app of DEMO_APPS) {
    const words = app.words as { en: object; tr: object; ar: object } | undefined;
    if (!words) throw new Error(`${app.name} has no words for its menu`);
    assertTranslated(words);
    const titles = (app.menu ?? []).flatMap(({ item }) => [item, ...(item.children ?? [])]).map((i) =>
      i.title
    );
    deepStrictEqual(Object.keys((words.en as { nav: object }).nav).sort(), titles.sort(), app.name);
  }
});

Deno.test("every navigation label is translated (not copied from English) except proper names", () => {
  const english = navIn("en", en);
  const same = (lang: "tr" | "ar", d: { nav: object }) => {
    const words = navIn(lang, d);
    return Object.keys(english).filter((k) => words[k] === english[k]).sort();
  };
  // "Modern" and "Demo" are Turkish too.
  deepStrictEqual(same("tr", tr), ["cipc", "demo", "invoiceModern", "searchModern"]);
  deepStrictEqual(same("ar", ar), ["cipc"]);
});

Deno.test("a feature's words join a namespace that exists, keeping its keys (menu titles join `nav`)", () => {
  addMessages({
    en: { nav: { madeUp: "Made up" } },
    tr: { nav: { madeUp: "Uydurma" } },
    ar: { nav: { madeUp: "مختلق" } },
  });
  strictEqual(t("nav.madeUp"), "Made up");
  strictEqual(t("nav.home"), en.nav.home);
});

Deno.test("the shell's Turkish and Arabic words load when chosen; until then English stands in", async () => {
  const { language, loadLanguage } = await import("../../client/kit/i18n/index.ts");
  // A feature's Turkish words registered before the Turkish dictionary arrives are kept when it does.
  addMessages({
    en: { nav: { earlyBird: "Early" } },
    tr: { nav: { earlyBird: "Erken" } },
    ar: { nav: { earlyBird: "مبكر" } },
  });
  try {
    language.value = "tr";
    strictEqual(t("nav.home"), en.nav.home, "not loaded yet: the English word");
    strictEqual(t("nav.earlyBird"), "Erken");
    await loadLanguage("tr");
    strictEqual(t("nav.home"), tr.nav.home);
    strictEqual(t("nav.earlyBird"), "Erken", "the feature's word stays");
    language.value = "ar";
    await loadLanguage("ar");
    strictEqual(t("nav.home"), ar.nav.home);
    strictEqual(t("nav.earlyBird"), "مبكر");
  } finally {
    language.value = "en";
  }
  strictEqual("earlyBird" in en.nav, false, "the module's own dictionary is left as it is");
});

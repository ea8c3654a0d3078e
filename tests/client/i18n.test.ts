import { deepStrictEqual } from "node:assert/strict";
import { ar } from "../../client/kit/i18n/ar.ts";
import { en } from "../../client/kit/i18n/en.ts";
import { tr } from "../../client/kit/i18n/tr.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("Turkish and Arabic translate every English key, none left empty", () => {
  assertTranslated({ en, tr, ar });
});

Deno.test("every navigation label is translated (not copied from English) except proper names", () => {
  const same = (d: typeof en) =>
    (Object.keys(en.nav) as (keyof typeof en.nav)[]).filter((k) => d.nav[k] === en.nav[k]);
  // "Modern" is Turkish too.
  deepStrictEqual(same(tr), ["cipc", "invoiceModern", "searchModern"]);
  deepStrictEqual(same(ar), ["cipc"]);
});

Deno.test("the shell's Turkish and Arabic words load when chosen; until then English stands in", async () => {
  const { language, loadLanguage, t } = await import("../../client/kit/i18n/index.ts");
  try {
    language.value = "tr";
    deepStrictEqual(t("nav.home"), en.nav.home, "not loaded yet: the English word");
    await loadLanguage("tr");
    deepStrictEqual(t("nav.home"), tr.nav.home);
    language.value = "ar";
    await loadLanguage("ar");
    deepStrictEqual(t("nav.home"), ar.nav.home);
  } finally {
    language.value = "en";
  }
});

/**
 * Words that load with a wing's chunks rather than the first page (the back office's list and record words, the
 * settings panel's): translated in full, and imported by every module that says one, so that no screen shows a
 * key where its word should be.
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { relative } from "node:path";
import { en as shell } from "../../client/kit/i18n/en.ts";
import { en as crudEn } from "../../client/backoffice/crud-words/en.ts";
import { tr as crudTr } from "../../client/backoffice/crud-words/tr.ts";
import { ar as crudAr } from "../../client/backoffice/crud-words/ar.ts";
import { en as settingsEn } from "../../client/shell/settings-words/en.ts";
import { tr as settingsTr } from "../../client/shell/settings-words/tr.ts";
import { ar as settingsAr } from "../../client/shell/settings-words/ar.ts";
import { language, loadLanguage, provideWords, t, wordsReady } from "../../client/kit/i18n/index.ts";
import { assertTranslated } from "../support/i18n.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

const WORDS = [
  { module: "client/backoffice/crud-words/index.ts", en: crudEn, tr: crudTr, ar: crudAr },
  { module: "client/shell/settings-words/index.ts", en: settingsEn, tr: settingsTr, ar: settingsAr },
];

Deno.test("each wing's words are in Turkish and Arabic, every key, none empty", () => {
  for (const words of WORDS) assertTranslated(words);
});

async function* sources(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

Deno.test("a module that says a wing's word imports the wing's words", async () => {
  const missing: string[] = [];
  for await (const path of sources(`${ROOT}client`)) {
    const file = relative(ROOT, path);
    const text = await Deno.readTextFile(path);
    for (const words of WORDS) {
      if (file.startsWith(words.module.replace(/index\.ts$/, ""))) continue;
      const said = Object.entries(words.en).flatMap(([space, table]) => {
        const own = Object.keys(table).filter((key) =>
          !(key in ((shell as Record<string, object>)[space] ?? {}))
        );
        return [
          ...own.filter((key) => text.includes(`"${space}.${key}"`) || text.includes(`\`${space}.${key}`)),
          // A key made in the code (`settings.${which}`) of a namespace the shell does not hold.
          ...(space in shell ? [] : text.includes(`\`${space}.\${`) ? [`${space}.*`] : []),
        ];
      });
      const imported = text.includes(`/${words.module.split("/").slice(-2).join("/")}"`);
      if (said.length > 0 && !imported) missing.push(`${file} (${said.join(", ")})`);
    }
  }
  deepStrictEqual(missing, []);
});

Deno.test("a chunk's words: English at once, its Turkish when Turkish is chosen or already on", async () => {
  let asked = 0;
  const turkish = (words: Record<string, string>) => () => (asked++, Promise.resolve({ lateWords: words }));
  provideWords({ lateWords: { before: "Before" } }, { tr: turkish({ before: "Önce" }) });
  strictEqual(t("lateWords.before"), "Before");
  strictEqual(asked, 0, "nothing beyond English is asked while English is on");
  try {
    await loadLanguage("tr");
    language.value = "tr";
    strictEqual(t("lateWords.before"), "Önce", "a chunk's Turkish loads with the shell's");
    // A chunk loaded while Turkish is on asks for its Turkish at once; a page of it waits for wordsReady.
    provideWords({ lateWords: { after: "After" } }, { tr: turkish({ after: "Sonra" }) });
    strictEqual(t("lateWords.after"), "After", "English stands in until its Turkish is in");
    await wordsReady();
    strictEqual(t("lateWords.after"), "Sonra");
    // Its Turkish not to be had (offline): English stands in, and nothing waits for ever.
    provideWords({ lateWords: { offline: "Offline" } }, { tr: () => Promise.reject(new Error("offline")) });
    await wordsReady();
    strictEqual(t("lateWords.offline"), "Offline");
  } finally {
    language.value = "en";
  }
  strictEqual(asked, 2);
});

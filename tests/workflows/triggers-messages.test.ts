/** The trigger screens' words: every key in English, Turkish and Arabic, placeholders kept. */
import { deepStrictEqual } from "node:assert/strict";
import { TRIGGER_MESSAGES } from "../../client/backoffice/workflows/triggers/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the trigger dictionary is translated", () => {
  assertTranslated(TRIGGER_MESSAGES);
});

Deno.test("translations keep the English placeholders", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const walk = (en: unknown, other: unknown, at: string) => {
    if (typeof en === "string") {
      deepStrictEqual(placeholders(String(other)), placeholders(en), at);
      return;
    }
    for (const [key, value] of Object.entries(en as Record<string, unknown>)) {
      walk(value, (other as Record<string, unknown>)[key], `${at}.${key}`);
    }
  };
  walk(TRIGGER_MESSAGES.en, TRIGGER_MESSAGES.tr, "tr");
  walk(TRIGGER_MESSAGES.en, TRIGGER_MESSAGES.ar, "ar");
});

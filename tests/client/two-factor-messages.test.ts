/** Two-factor sign-in's words: every key in English, Turkish and Arabic, placeholders kept. */
import { deepStrictEqual } from "node:assert/strict";
import { TWO_FACTOR_MESSAGES } from "../../client/auth/two-factor/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the two-factor dictionary is translated, placeholders kept", () => {
  assertTranslated(TWO_FACTOR_MESSAGES);
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const walk = (en: unknown, other: unknown, at: string) => {
    if (typeof en === "string") return deepStrictEqual(placeholders(String(other)), placeholders(en), at);
    for (const [key, value] of Object.entries(en as Record<string, unknown>)) {
      walk(value, (other as Record<string, unknown>)[key], `${at}.${key}`);
    }
  };
  walk(TWO_FACTOR_MESSAGES.en, TWO_FACTOR_MESSAGES.tr, "tr");
  walk(TWO_FACTOR_MESSAGES.en, TWO_FACTOR_MESSAGES.ar, "ar");
});

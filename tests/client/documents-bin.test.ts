/** The words of the documents' bin and retention review (issue 35): every language, every retention rule. */
import { deepStrictEqual } from "node:assert/strict";
import { BIN_MESSAGES } from "../../client/backoffice/documents/bin-messages.ts";
import { RETENTION_RULES } from "../../domain/documents/retention.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the bin's and the retention review's words are in English, Turkish and Arabic", () => {
  assertTranslated(BIN_MESSAGES);
});

Deno.test("every retention rule has its words, naming the law", () => {
  const rules = BIN_MESSAGES.en.documents.retention.rule;
  deepStrictEqual(Object.keys(rules).sort(), [...RETENTION_RULES].sort());
  for (const text of Object.values(rules)) deepStrictEqual(/s29|s24/.test(text), true, text);
});

/** The shared validator's problems as codes, worded by the forms in English, Turkish and Arabic. */
import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { language } from "../../../client/app/i18n/index.ts";
import { PROBLEM_MESSAGES, problemText } from "../../../client/backoffice/form/problems.ts";
import { resourceDef } from "../../../domain/resources/index.ts";
import {
  englishOf,
  type Problem,
  PROBLEM_CODES,
  validateRecord,
  type ValidationResult,
} from "../../../domain/resources/validate.ts";
import { assertTranslated } from "../../support/i18n.ts";

const TODAY = "2026-03-01";

function failure(resource: string, body: unknown, mode: "create" | "update" = "create") {
  const result: ValidationResult = validateRecord(resourceDef(resource)!, body, { mode, today: TODAY });
  if (result.ok) throw new Error(`${resource}: expected problems`);
  return result;
}

const inLanguage = <T>(lang: "en" | "tr" | "ar", fn: () => T): T => {
  try {
    language.value = lang;
    return fn();
  } finally {
    language.value = "en";
  }
};

Deno.test("the dictionary words every problem code, in all three languages", () => {
  assertTranslated(PROBLEM_MESSAGES);
  deepStrictEqual(Object.keys(PROBLEM_MESSAGES.en.validation).sort(), [...PROBLEM_CODES].sort());
});

Deno.test("a failed validation gives each field's problem as a code, and the server's English text with it", () => {
  const result = failure("account", {
    name: "",
    accountType: "t1",
    financialYearEnd: 13,
    email: "not-an-email",
    code: "x".repeat(21),
  });
  // The English text is the problem worded in English.
  for (const [path, problem] of Object.entries(result.problems)) {
    strictEqual(englishOf(problem), result.fields[path], path);
  }
  deepStrictEqual(result.problems, {
    name: { code: "required" },
    financialYearEnd: { code: "between", params: { min: 1, max: 12 } },
    email: { code: "email" },
    code: { code: "atMostChars", params: { n: 20 } },
  });
  deepStrictEqual(failure("account", { name: "X" }, "update").problems, { version: { code: "required" } });
});

Deno.test("South African identifier problems have codes of their own, not English text", () => {
  const account = (changes: Record<string, unknown>) =>
    failure("account", { name: "X", accountType: "t1", ...changes }).problems;
  const expected: Array<[Record<string, unknown>, string, Problem]> = [
    [{ incomeTaxNumber: "12345" }, "incomeTaxNumber", { code: "digits", params: { n: 10 } }],
    [
      { incomeTaxNumber: "5000000001" },
      "incomeTaxNumber",
      { code: "startsWithOneOf", params: { digits: "0, 1, 2, 3, 9" } },
    ],
    [{ incomeTaxNumber: "0001339051" }, "incomeTaxNumber", { code: "checkDigit" }],
    [{ vatNumber: "5123456789" }, "vatNumber", { code: "startsWith", params: { digit: "4" } }],
    [{ payeNumber: "1234567890" }, "payeNumber", { code: "startsWith", params: { digit: "7" } }],
    [{ idNumber: "8013015009087" }, "idNumber", { code: "birthDate" }],
    [{ idNumber: "8001015009287" }, "idNumber", { code: "citizenship" }],
    [{ idNumber: "123" }, "idNumber", { code: "digits", params: { n: 13 } }],
  ];
  for (const [body, path, problem] of expected) {
    deepStrictEqual(account(body)[path], problem, JSON.stringify(body));
  }

  const cipc = (registrationNumber: string) =>
    failure("cipc", { account: "a1", registrationNumber, incorporationDate: "2020-01-01" }).problems
      .registrationNumber;
  deepStrictEqual(cipc("2020-123456-07"), { code: "cipcPattern" });
  deepStrictEqual(cipc("2020/123456/99"), { code: "cipcSuffix" });
  deepStrictEqual(cipc("2030/123456/07"), { code: "cipcYear", params: { min: 1900, max: 2026 } });
});

Deno.test("the forms word problems in the user's language, with their numbers", () => {
  const { problems } = failure("account", { name: "", accountType: "t1", financialYearEnd: 0 });
  strictEqual(inLanguage("en", () => problemText(problems.name)), "Required");
  strictEqual(inLanguage("tr", () => problemText(problems.name)), "Zorunlu");
  strictEqual(inLanguage("ar", () => problemText(problems.name)), "مطلوب");
  strictEqual(inLanguage("tr", () => problemText(problems.financialYearEnd)), "1 ile 12 arasında olmalı");
  strictEqual(inLanguage("ar", () => problemText(problems.financialYearEnd)), "يجب أن يكون بين 1 و12");
  const id = failure("contact", { firstName: "A", lastName: "B", idNumber: "123" }).problems.idNumber;
  strictEqual(inLanguage("tr", () => problemText(id)), "13 haneli olmalı");
  // Every code reads as words of its own in every language, never as the key.
  for (const code of PROBLEM_CODES) {
    for (const lang of ["en", "tr", "ar"] as const) {
      const text = inLanguage(lang, () => problemText({ code, params: { n: 3, min: 1, max: 2, text: "x" } }));
      notStrictEqual(text, `validation.${code}`, `${lang} ${code}`);
      ok(text.trim() !== "", `${lang} ${code}`);
    }
  }
});

/** The shared validator's problems as codes, worded by the forms in English, Turkish and Arabic. */
import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { language } from "../../../client/kit/i18n/index.ts";
import { problemText } from "../../../client/backoffice/form/problems.ts";
import { isProblemCode, type Problem } from "../../../domain/api/index.ts";
import { resourceDef } from "../../../domain/resources/index.ts";
import { validateRecord, type ValidationResult } from "../../../domain/resources/validate.ts";

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

Deno.test("a failed validation gives each field's problem as a code of the catalogue, with its parameters", () => {
  const result = failure("account", {
    name: "",
    accountType: "t1",
    financialYearEnd: 13,
    email: "not-an-email",
    code: "x".repeat(21),
  });
  for (const [path, problem] of Object.entries(result.problems)) ok(isProblemCode(problem.code), path);
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
  // Codes the validator gives read as words of their own in every language, their parameters filled in.
  const codes = ["required", "money", "digits", "cipcYear", "oneOf", "atMostItems", "checkDigit"] as const;
  for (const code of codes) {
    for (const lang of ["en", "tr", "ar"] as const) {
      const params = { n: 3, min: 1, max: 2, options: "a, b", digit: "4", digits: "0, 1" };
      const text = inLanguage(lang, () => problemText({ code, params }));
      notStrictEqual(text, code, `${lang} ${code}`);
      ok(!text.includes("{{"), `${lang} ${code}: ${text}`);
    }
  }
});

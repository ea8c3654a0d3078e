import { deepStrictEqual, strictEqual, throws } from "node:assert/strict";
import {
  CIPC_SUFFIX_KINDS,
  type CipcSuffix,
  compactDigits,
  isValidCipcNumber,
  isValidIdNumber,
  isValidIncomeTaxNumber,
  isValidPayeNumber,
  isValidVatNumber,
  luhnCheckDigit,
  luhnValid,
  makeCipcNumber,
  makeIdNumber,
  makeIncomeTaxNumber,
  makePayeNumber,
  makeVatNumber,
  parseCipcNumber,
  parseIdNumber,
  validateCipcNumber,
  validateIdNumber,
  validateIncomeTaxNumber,
  validatePayeNumber,
  validateRegistrationNumber,
  validateVatNumber,
} from "../../domain/identifiers.ts";

const TODAY = "2026-03-01";

Deno.test("luhnValid is the plain Luhn check, confirmed on published numbers", () => {
  // Wikipedia's Luhn example.
  strictEqual(luhnValid("79927398713"), true);
  strictEqual(luhnValid("79927398710"), false);
  // Income-tax number 0001339050 (python-stdnum's za.tin example), worked from the right, doubling every second
  // digit: kept 0+0+3+1+0 = 4; doubled 5->10->1, 9->18->9, 3->6, 0, 0 = 16; 4 + 16 = 20, a multiple of 10.
  strictEqual(luhnValid("0001339050"), true);
  // 0843089848 (SARS's "084308984-8" style): kept 8+8+8+3+8 = 35; doubled 4->8, 9->9, 0, 4->8, 0 = 25; 60.
  strictEqual(luhnValid("0843089848"), true);
  // ID number 8001015009087: kept 7+0+0+5+0+0+8 = 20; doubled 8->7, 9->9, 0, 1->2, 1->2, 0 = 20; 40.
  strictEqual(luhnValid("8001015009087"), true);
  strictEqual(luhnValid(""), false);
  strictEqual(luhnValid("12a4"), false);
});

Deno.test("luhnCheckDigit gives the digit that completes a payload", () => {
  strictEqual(luhnCheckDigit("7992739871"), "3");
  strictEqual(luhnCheckDigit("000133905"), "0");
  strictEqual(luhnCheckDigit("084308984"), "8");
  throws(() => luhnCheckDigit("12-3"), RangeError);
});

Deno.test("income-tax number: 10 digits, first digit 0/1/2/3/9, Luhn", () => {
  deepStrictEqual(validateIncomeTaxNumber("0001339050"), null);
  deepStrictEqual(validateIncomeTaxNumber("0843089848"), null);
  strictEqual(isValidIncomeTaxNumber("0001339050"), true);
  deepStrictEqual(validateIncomeTaxNumber("000133905"), { code: "digits", params: { n: 10 } });
  deepStrictEqual(validateIncomeTaxNumber("00013390500"), { code: "digits", params: { n: 10 } });
  deepStrictEqual(validateIncomeTaxNumber("084308984-8"), { code: "digits", params: { n: 10 } });
  deepStrictEqual(validateIncomeTaxNumber(""), { code: "digits", params: { n: 10 } });
  // 4001339052 passes Luhn, so the only fault is the first digit.
  strictEqual(luhnValid("4001339052"), true);
  deepStrictEqual(validateIncomeTaxNumber("4001339052"), {
    code: "startsWithOneOf",
    params: { digits: "0, 1, 2, 3, 9" },
  });
  deepStrictEqual(validateIncomeTaxNumber("0001339051"), { code: "checkDigit" });
  strictEqual(isValidIncomeTaxNumber("0001339051"), false);
  // Forms may compact first.
  deepStrictEqual(validateIncomeTaxNumber(compactDigits(" 084 308 984-8 ")), null);
});

Deno.test("VAT and PAYE numbers: 10 digits starting with 4 / 7", () => {
  deepStrictEqual(validateVatNumber("4012345678"), null);
  strictEqual(isValidVatNumber("4012345678"), true);
  deepStrictEqual(validateVatNumber("5012345678"), { code: "startsWith", params: { digit: "4" } });
  deepStrictEqual(validateVatNumber("401234567"), { code: "digits", params: { n: 10 } });
  deepStrictEqual(validateVatNumber("40123456x8"), { code: "digits", params: { n: 10 } });
  deepStrictEqual(validatePayeNumber("7012345678"), null);
  strictEqual(isValidPayeNumber("7012345678"), true);
  deepStrictEqual(validatePayeNumber("4012345678"), { code: "startsWith", params: { digit: "7" } });
  deepStrictEqual(validatePayeNumber("70123456789"), { code: "digits", params: { n: 10 } });
});

Deno.test("CIPC number: YYYY/NNNNNN/NN with a plausible year and a known suffix", () => {
  deepStrictEqual(validateCipcNumber("2015/123456/07", 2026), null);
  deepStrictEqual(validateCipcNumber("1900/000001/06", 2026), null);
  deepStrictEqual(validateCipcNumber("2026/000001/07", 2026), null);
  strictEqual(isValidCipcNumber("2015/123456/07", 2026), true);
  deepStrictEqual(validateCipcNumber("2015/12345/07", 2026), { code: "cipcPattern" });
  deepStrictEqual(validateCipcNumber("2015-123456-07", 2026), { code: "cipcPattern" });
  deepStrictEqual(validateCipcNumber(" 2015/123456/07", 2026), { code: "cipcPattern" });
  deepStrictEqual(validateCipcNumber("1899/123456/07", 2026), {
    code: "cipcYear",
    params: { min: 1900, max: 2026 },
  });
  deepStrictEqual(validateCipcNumber("2027/123456/07", 2026), {
    code: "cipcYear",
    params: { min: 1900, max: 2026 },
  });
  strictEqual(isValidCipcNumber("2027/123456/07", 2027), true);
  deepStrictEqual(
    validateCipcNumber("2015/123456/99", 2026),
    { code: "cipcSuffix" },
  );
});

Deno.test("parseCipcNumber gives year, number, suffix and entity kind", () => {
  deepStrictEqual(parseCipcNumber("2015/123456/07", 2026), {
    year: 2015,
    number: "123456",
    suffix: "07",
    kind: "private-company",
  });
  deepStrictEqual(
    (["06", "07", "08", "21", "23"] as const).map((s) => parseCipcNumber(`2001/000042/${s}`, 2026)?.kind),
    ["public-company", "private-company", "non-profit-company", "incorporated", "close-corporation"],
  );
  strictEqual(parseCipcNumber("2015/123456/99", 2026), null);
  strictEqual(parseCipcNumber("2030/123456/07", 2026), null);
});

Deno.test("ID number: 13 digits, real birth date, citizenship 0 or 1, Luhn", () => {
  deepStrictEqual(validateIdNumber("8001015009087"), null);
  strictEqual(isValidIdNumber("8001015009087", TODAY), true);
  deepStrictEqual(validateIdNumber("800101500908"), { code: "digits", params: { n: 13 } });
  deepStrictEqual(validateIdNumber("80010150090871"), { code: "digits", params: { n: 13 } });
  deepStrictEqual(validateIdNumber("800101 500908"), { code: "digits", params: { n: 13 } });
  // 30 February 1999: the check digit is right, so only the date is at fault.
  const feb30 = "990230500908" + luhnCheckDigit("990230500908");
  deepStrictEqual(validateIdNumber(feb30), { code: "birthDate" });
  const month13 = "991301500908" + luhnCheckDigit("991301500908");
  deepStrictEqual(validateIdNumber(month13), { code: "birthDate" });
  const day00 = "990100500908" + luhnCheckDigit("990100500908");
  deepStrictEqual(validateIdNumber(day00), { code: "birthDate" });
  // 29 Feb exists in 1996 (leap) but not 1997.
  deepStrictEqual(validateIdNumber("960229500908" + luhnCheckDigit("960229500908")), null);
  deepStrictEqual(
    validateIdNumber("970229500908" + luhnCheckDigit("970229500908")),
    { code: "birthDate" },
  );
  const refugee = "800101500928" + luhnCheckDigit("800101500928");
  deepStrictEqual(validateIdNumber(refugee), { code: "citizenship" });
  deepStrictEqual(validateIdNumber("8001015009088"), { code: "checkDigit" });
  strictEqual(isValidIdNumber("8001015009088"), false);
});

Deno.test("parseIdNumber resolves the century against today, and reads gender and citizenship", () => {
  deepStrictEqual(parseIdNumber("8001015009087", TODAY), {
    birthDate: "1980-01-01",
    gender: "male",
    citizen: true,
  });
  const id = (payload: string) => payload + luhnCheckDigit(payload);
  // 2005-01-01 is not after today, so the 2000s; on 2004-06-01 it would be, so the 1900s.
  strictEqual(parseIdNumber(id("050101000008"), TODAY)?.birthDate, "2005-01-01");
  strictEqual(parseIdNumber(id("050101000008"), "2004-06-01")?.birthDate, "1905-01-01");
  // Born today counts as the 2000s; tomorrow's date is a century back.
  strictEqual(parseIdNumber(id("260301000008"), TODAY)?.birthDate, "2026-03-01");
  strictEqual(parseIdNumber(id("260302000008"), TODAY)?.birthDate, "1926-03-02");
  // 000229: 2000 was a leap year, 1900 was not.
  strictEqual(parseIdNumber(id("000229000008"), TODAY)?.birthDate, "2000-02-29");
  strictEqual(parseIdNumber(id("000229000008"), "1999-12-31"), null);
  // Digits 7-10: 0000-4999 female, 5000-9999 male. 11th digit 1: permanent resident.
  strictEqual(parseIdNumber(id("900505499908"), TODAY)?.gender, "female");
  strictEqual(parseIdNumber(id("900505500008"), TODAY)?.gender, "male");
  strictEqual(parseIdNumber(id("900505000018"), TODAY)?.citizen, false);
  strictEqual(parseIdNumber("8001015009088", TODAY), null);
});

Deno.test("generators make valid, deterministic, distinct numbers", () => {
  const seeds = Array.from({ length: 2000 }, (_, i) => i);
  const checks: [(seed: number) => string, (value: string) => boolean][] = [
    [(s) => makeIncomeTaxNumber(s), isValidIncomeTaxNumber],
    [(s) => makeIncomeTaxNumber(s, "9"), isValidIncomeTaxNumber],
    [makeVatNumber, isValidVatNumber],
    [makePayeNumber, isValidPayeNumber],
    [(s) => makeCipcNumber(2012, s, "23"), (v) => isValidCipcNumber(v, 2026)],
    [(s) => makeIdNumber("1985-07-12", s), (v) => isValidIdNumber(v, TODAY)],
  ];
  for (const [make, valid] of checks) {
    const values = seeds.map(make);
    strictEqual(values.every(valid), true);
    strictEqual(new Set(values).size, seeds.length);
    deepStrictEqual(seeds.map(make), values);
  }
  // The Luhn check holds for the VAT and PAYE numbers we make, like real SARS numbers.
  strictEqual(luhnValid(makeVatNumber(17)) && luhnValid(makePayeNumber(17)), true);
  strictEqual(makeIncomeTaxNumber(7, "9")[0], "9");
  strictEqual(makeVatNumber(12_345)[0], "4");
  strictEqual(makePayeNumber(12_345)[0], "7");
});

Deno.test("generated CIPC and ID numbers parse back to what was asked for", () => {
  for (const suffix of Object.keys(CIPC_SUFFIX_KINDS) as CipcSuffix[]) {
    const parsed = parseCipcNumber(makeCipcNumber(1998, 5, suffix), 2026);
    deepStrictEqual([parsed?.year, parsed?.suffix, parsed?.kind], [1998, suffix, CIPC_SUFFIX_KINDS[suffix]]);
  }
  for (const birthDate of ["1985-07-12", "1999-12-31", "2000-02-29", "2012-01-05"]) {
    for (let seed = 0; seed < 50; seed++) {
      strictEqual(parseIdNumber(makeIdNumber(birthDate, seed), TODAY)?.birthDate, birthDate);
    }
  }
  deepStrictEqual(parseIdNumber(makeIdNumber("1970-10-03", 9, { gender: "female", citizen: false }), TODAY), {
    birthDate: "1970-10-03",
    gender: "female",
    citizen: false,
  });
  strictEqual(parseIdNumber(makeIdNumber("1970-10-03", 9, { gender: "male" }), TODAY)?.gender, "male");
  const women = Array.from({ length: 5000 }, (_, s) => makeIdNumber("1990-01-01", s, { gender: "female" }));
  strictEqual(new Set(women).size, 5000);
  strictEqual(women.every((v) => parseIdNumber(v, TODAY)?.gender === "female"), true);
});

Deno.test("generators refuse bad input rather than making an invalid number", () => {
  throws(() => makeVatNumber(-1), RangeError);
  throws(() => makeVatNumber(1.5), RangeError);
  throws(() => makeIdNumber("1985-02-30", 1), RangeError);
  throws(() => makeIdNumber("1899-12-31", 1), RangeError);
  throws(() => makeCipcNumber(99, 1), RangeError);
  throws(() => makeCipcNumber(2015, 1, "99" as CipcSuffix), RangeError);
});

Deno.test("a client's registration number: a CIPC number or a trust's Master's reference", () => {
  deepStrictEqual(validateRegistrationNumber("2015/123456/07", 2026), null);
  deepStrictEqual(validateRegistrationNumber("IT 1234/2015", 2026), null);
  deepStrictEqual(validateRegistrationNumber("IT1234/2015 (G)", 2026), null);
  deepStrictEqual(validateRegistrationNumber("2030/12345/99", 2026), { code: "registrationPattern" });
  deepStrictEqual(validateRegistrationNumber("IT 12/20", 2026), { code: "registrationPattern" });
  deepStrictEqual(validateRegistrationNumber("2030/123456/07", 2026), {
    code: "cipcYear",
    params: { min: 1900, max: 2026 },
  });
  deepStrictEqual(validateRegistrationNumber("2020/123456/99", 2026), { code: "cipcSuffix" });
});

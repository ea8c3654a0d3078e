/**
 * South African identifiers (DOMAIN.md, "South African identifiers are validated, not just typed").
 *
 * Each `validate…` returns `null` when the value is valid, otherwise the problem as a code of the catalogue
 * (domain/api: `{ code: "digits", params: { n: 10 } }`), worded in the reader's language where it is shown.
 * `isValid…` is the boolean form. The
 * validators take the value exactly as stored: spaces or dashes are an error, not silently ignored; call
 * `compactDigits` first where a form wants to accept "084308984-8".
 *
 * Each `make…` builds a valid number from a seed, deterministically (same seed, same number), for demo data.
 * Distinct seeds below the size of the number's free part give distinct numbers.
 *
 * Pure: no clock. Anything that depends on "now" (the plausible CIPC year, the century of an ID number's birth
 * date) takes it as a parameter.
 */
import { type Problem, problem } from "./api/problems.ts";
import { isIsoDate } from "./calendar.ts";

// ---------------------------------------------------------------------------------------------------------------
// Luhn (modulus 10)

/** Luhn sum: from the right, every second digit (starting with the one left of the check digit) is doubled. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/**
 * True when `digits` (all digits, check digit last) passes the Luhn modulus-10 check.
 *
 * This is the variant SARS applies to income-tax reference numbers and Home Affairs to identity numbers: the
 * plain Luhn over all the digits. For a 10-digit tax number, doubling every second digit from the right is the
 * same as doubling the 1st, 3rd, 5th, 7th and 9th digit from the left, which is how SARS's modulus-10 rule is
 * usually written. Checked against published numbers: 0001339050 (the example in python-stdnum's za.tin) and
 * the ID number 8001015009087 both pass; see tests/domain/identifiers.test.ts for the sums worked out.
 */
export function luhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/** The check digit that makes `payload + digit` pass `luhnValid`. */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d*$/.test(payload)) {
    throw new RangeError(`Luhn payload must be digits, got ${JSON.stringify(payload)}`);
  }
  return String((10 - (luhnSum(payload + "0") % 10)) % 10);
}

/** Removes spaces, dashes and dots, for forms that let users paste "084 308 984-8". Not for CIPC numbers. */
export function compactDigits(value: string): string {
  return value.replace(/[\s.-]/g, "");
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded digits for the generators

/**
 * Spreads `seed` over 0..modulus-1 with an affine map. The multiplier is odd and not a multiple of 5, so it is
 * coprime with every modulus used here (powers of ten, 5000) and the map is a bijection on 0..modulus-1:
 * consecutive seeds give unrelated-looking but never colliding numbers. BigInt keeps it exact for any safe seed.
 */
function spread(seed: number, modulus: number): number {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be a whole number >= 0, got ${seed}`);
  }
  return Number((BigInt(seed) * 7_777_777_777n + 58_301_729n) % BigInt(modulus));
}

/** `spread` written with `digits` digits, leading zeros kept. */
function spreadDigits(seed: number, digits: number): string {
  return String(spread(seed, 10 ** digits)).padStart(digits, "0");
}

// ---------------------------------------------------------------------------------------------------------------
// Income-tax reference number

export const INCOME_TAX_FIRST_DIGITS = ["0", "1", "2", "3", "9"] as const;
export type IncomeTaxFirstDigit = (typeof INCOME_TAX_FIRST_DIGITS)[number];

/** 10 digits, first digit 0, 1, 2, 3 or 9, Luhn check digit last. */
export function validateIncomeTaxNumber(value: string): Problem | null {
  if (!/^\d{10}$/.test(value)) return problem("digits", { n: 10 });
  if (!(INCOME_TAX_FIRST_DIGITS as readonly string[]).includes(value[0])) {
    return problem("startsWithOneOf", { digits: "0, 1, 2, 3, 9" });
  }
  if (!luhnValid(value)) return problem("checkDigit");
  return null;
}

export function isValidIncomeTaxNumber(value: string): boolean {
  return validateIncomeTaxNumber(value) === null;
}

/** A valid income-tax number; distinct seeds below 10^8 give distinct numbers for the same first digit. */
export function makeIncomeTaxNumber(seed: number, firstDigit: IncomeTaxFirstDigit = "0"): string {
  const payload = firstDigit + spreadDigits(seed, 8);
  return payload + luhnCheckDigit(payload);
}

// ---------------------------------------------------------------------------------------------------------------
// VAT and PAYE reference numbers

/**
 * 10 digits starting with 4. DOMAIN.md asks for no check digit here, so none is enforced: rejecting a real VAT
 * number a client reads off an invoice would be worse than accepting a mistyped one.
 */
export function validateVatNumber(value: string): Problem | null {
  if (!/^\d{10}$/.test(value)) return problem("digits", { n: 10 });
  if (value[0] !== "4") return problem("startsWith", { digit: "4" });
  return null;
}

export function isValidVatNumber(value: string): boolean {
  return validateVatNumber(value) === null;
}

/** A valid VAT number (also Luhn-valid, like SARS-issued ones); distinct seeds below 10^8 never collide. */
export function makeVatNumber(seed: number): string {
  const payload = "4" + spreadDigits(seed, 8);
  return payload + luhnCheckDigit(payload);
}

/** PAYE (employer) reference: 10 digits starting with 7. No check digit enforced, as for VAT. */
export function validatePayeNumber(value: string): Problem | null {
  if (!/^\d{10}$/.test(value)) return problem("digits", { n: 10 });
  if (value[0] !== "7") return problem("startsWith", { digit: "7" });
  return null;
}

export function isValidPayeNumber(value: string): boolean {
  return validatePayeNumber(value) === null;
}

export function makePayeNumber(seed: number): string {
  const payload = "7" + spreadDigits(seed, 8);
  return payload + luhnCheckDigit(payload);
}

// ---------------------------------------------------------------------------------------------------------------
// CIPC registration number

/** The entity-type suffix of a CIPC registration number and the kind of entity it denotes. */
export const CIPC_SUFFIX_KINDS = {
  "06": "public-company",
  "07": "private-company",
  "08": "non-profit-company",
  "21": "incorporated",
  "23": "close-corporation",
} as const;
export type CipcSuffix = keyof typeof CIPC_SUFFIX_KINDS;
export type CipcEntityKind = (typeof CIPC_SUFFIX_KINDS)[CipcSuffix];

/** Labels for people. */
export const CIPC_KIND_LABELS: Record<CipcEntityKind, string> = {
  "public-company": "Public company (Ltd)",
  "private-company": "Private company (Pty) Ltd",
  "non-profit-company": "Non-profit company (NPC)",
  "incorporated": "Personal liability company (Inc.)",
  "close-corporation": "Close corporation (CC)",
};

export interface CipcNumber {
  year: number;
  number: string;
  suffix: CipcSuffix;
  kind: CipcEntityKind;
}

export const CIPC_FIRST_YEAR = 1900;
const CIPC_PATTERN = /^(\d{4})\/(\d{6})\/(\d{2})$/;

function isCipcSuffix(value: string): value is CipcSuffix {
  return Object.hasOwn(CIPC_SUFFIX_KINDS, value);
}

/**
 * `YYYY/NNNNNN/NN`: year of registration, sequence number, entity-type suffix. The year must lie between 1900 and
 * `currentYear` (passed in, never read from the clock, so tests and the server agree on "now").
 */
export function validateCipcNumber(value: string, currentYear: number): Problem | null {
  const m = CIPC_PATTERN.exec(value);
  if (!m) return problem("cipcPattern");
  const year = Number(m[1]);
  if (year < CIPC_FIRST_YEAR || year > currentYear) {
    return problem("cipcYear", { min: CIPC_FIRST_YEAR, max: currentYear });
  }
  if (!isCipcSuffix(m[3])) return problem("cipcSuffix");
  return null;
}

// A trust's number is the Master of the High Court's reference, "IT 1234/2015", with the office's letter at times.
const TRUST_PATTERN = /^IT ?\d{1,6}\/\d{4}(?: ?\([A-Z]{1,3}\))?$/;

/**
 * A client's registration number: a company's or close corporation's CIPC number, or a trust's Master's
 * reference. Anything that looks like neither is refused with the CIPC shape, the one most clients have.
 */
export function validateRegistrationNumber(value: string, currentYear: number): Problem | null {
  if (TRUST_PATTERN.test(value)) return null;
  const cipc = validateCipcNumber(value, currentYear);
  return cipc?.code === "cipcPattern" ? problem("registrationPattern") : cipc;
}

export function isValidCipcNumber(value: string, currentYear: number): boolean {
  return validateCipcNumber(value, currentYear) === null;
}

/** The parts of a valid registration number, or null when it is not valid. */
export function parseCipcNumber(value: string, currentYear: number): CipcNumber | null {
  if (validateCipcNumber(value, currentYear) !== null) return null;
  const [year, number, suffix] = value.split("/");
  const s = suffix as CipcSuffix;
  return { year: Number(year), number, suffix: s, kind: CIPC_SUFFIX_KINDS[s] };
}

/** A valid registration number of `year`; distinct seeds below 10^6 never collide. */
export function makeCipcNumber(year: number, seed: number, suffix: CipcSuffix = "07"): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`year must be 4 digits: ${year}`);
  }
  if (!isCipcSuffix(suffix)) throw new RangeError(`unknown CIPC suffix: ${suffix}`);
  return `${year}/${spreadDigits(seed, 6)}/${suffix}`;
}

// ---------------------------------------------------------------------------------------------------------------
// SA identity number: YYMMDD SSSS C A Z

export type Gender = "female" | "male";

export interface IdNumberInfo {
  birthDate: string;
  gender: Gender;
  /** 11th digit 0: South African citizen; 1: permanent resident. */
  citizen: boolean;
}

/**
 * The birth date of a YYMMDD. Only the century is ambiguous: a date in the 2000s that is later than `today`
 * cannot be a birth date yet, so it is the 1900s. Without `today`, the date need only be real in one of the two
 * centuries (this only matters for 000229: 2000 was a leap year, 1900 was not).
 */
function birthDateOf(yymmdd: string, today?: string): string | null {
  const monthDay = `${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const in2000s = `20${yymmdd.slice(0, 2)}-${monthDay}`;
  const in1900s = `19${yymmdd.slice(0, 2)}-${monthDay}`;
  if (today === undefined) return isIsoDate(in2000s) ? in2000s : isIsoDate(in1900s) ? in1900s : null;
  const date = in2000s > today ? in1900s : in2000s;
  return isIsoDate(date) ? date : null;
}

/**
 * 13 digits, a real date of birth in the first six (so 990230 is rejected), citizenship digit 0 or 1, Luhn check
 * digit. `today` (ISO date) resolves the century of the birth date; see birthDateOf.
 */
export function validateIdNumber(value: string, today?: string): Problem | null {
  if (!/^\d{13}$/.test(value)) return problem("digits", { n: 13 });
  if (birthDateOf(value.slice(0, 6), today) === null) {
    return problem("birthDate");
  }
  if (value[10] !== "0" && value[10] !== "1") return problem("citizenship");
  if (!luhnValid(value)) return problem("checkDigit");
  return null;
}

export function isValidIdNumber(value: string, today?: string): boolean {
  return validateIdNumber(value, today) === null;
}

/**
 * Birth date, gender and citizenship of a valid ID number, or null when it is not valid. Digits 7-10 are
 * 0000-4999 for women and 5000-9999 for men.
 */
export function parseIdNumber(value: string, today: string): IdNumberInfo | null {
  if (validateIdNumber(value, today) !== null) return null;
  return {
    birthDate: birthDateOf(value.slice(0, 6), today)!,
    gender: Number(value.slice(6, 10)) < 5000 ? "female" : "male",
    citizen: value[10] === "0",
  };
}

/**
 * A valid ID number for someone born on `birthDate` (1900-2099). The gender follows from the seed unless given;
 * the race digit is the post-1994 8. Distinct seeds below 10^4 (below 5000 with a fixed gender) never collide.
 * Note that, like any SA ID number, one for a birth date in the 1900s whose 2000s twin is not after `today`
 * (someone over about 100) parses back into the 2000s.
 */
export function makeIdNumber(
  birthDate: string,
  seed: number,
  opts: { gender?: Gender; citizen?: boolean } = {},
): string {
  const year = Number(birthDate.slice(0, 4));
  if (!isIsoDate(birthDate) || year < 1900 || year > 2099) {
    throw new RangeError(`birth date must be an ISO date in 1900-2099, got ${JSON.stringify(birthDate)}`);
  }
  const yymmdd = birthDate.slice(2, 4) + birthDate.slice(5, 7) + birthDate.slice(8, 10);
  const sequence = opts.gender === undefined
    ? spreadDigits(seed, 4)
    : String((opts.gender === "male" ? 5000 : 0) + spread(seed, 5000)).padStart(4, "0");
  const payload = yymmdd + sequence + (opts.citizen === false ? "1" : "0") + "8";
  return payload + luhnCheckDigit(payload);
}

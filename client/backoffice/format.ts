import { practiceToday } from "../../domain/today.ts";
import { numberFormat } from "../kit/i18n/numbers.ts";

/** Dates in the reader's language are the whole client's (client/kit/i18n/dates.ts). */
export { formatDate, formatDateTime, formatWhen, localeOf, monthName } from "../kit/i18n/dates.ts";

/** Rand are written as South Africans write them, whatever the reader's language ("en" is en-ZA). */
const RAND = numberFormat("en", { style: "currency", currency: "ZAR" });

/** A file's size as its reader says it: "820 kB", "12.4 MB", in their language's numbers. */
export function formatBytes(size: number, lang: string): string {
  const [unit, value] = size >= 1e6 ? ["megabyte", size / 1e6] : size >= 1e3 ? ["kilobyte", size / 1e3] : [
    "byte",
    size,
  ];
  return numberFormat(lang, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A money value (the API's decimal string, e.g. "1250.00") as rand: "R 1 250,00". Not a number: as given. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? RAND.format(n) : String(value);
}

/**
 * What was typed into a money input as the API's decimal string with two places: "1250.5" → "1250.50",
 * "R 1 250,50" → "1250.50", "1,250.50" → "1250.50". Anything that is not an amount is returned as typed, so
 * validation can name it.
 */
export function normalizeMoney(input: string): string {
  let s = input.trim().replace(/^R\s*/i, "").replace(/[\s\u00a0\u202f]/g, "");
  if (s === "") return "";
  // A comma is the decimal separator when it is the only separator and two digits or fewer follow it.
  if (/^-?\d+,\d{1,2}$/.test(s)) s = s.replace(",", ".");
  else s = s.replace(/,/g, "");
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return input.trim();
  const [whole, fraction = ""] = s.split(".");
  if (fraction.length > 2) return input.trim();
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.replace("-", "").replace(/^0+(?=\d)/, "") || "0";
  return `${sign}${digits}.${fraction.padEnd(2, "0")}`;
}

/** Today on the practice's calendar (domain/today.ts), as the API writes dates: for validation and file names. */
export function isoToday(now: Date = new Date()): string {
  return practiceToday(now);
}

/** An enum option as words: "in-business" → "In business", "ITR12" stays "ITR12". */
export function humanize(option: string): string {
  if (option === "") return option;
  const words = option.replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

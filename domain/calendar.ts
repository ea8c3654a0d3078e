/**
 * South African public holidays and business days (DOMAIN.md, "Business days").
 *
 * Dates are ISO `YYYY-MM-DD` strings. All arithmetic goes through UTC day numbers, so the result never depends
 * on the machine's time zone or daylight saving. Pure: no clock, no Deno APIs.
 *
 * Sources for the rules:
 * - Public Holidays Act 36 of 1994, schedule 1 (the twelve holidays) and s 2(1): "Whenever any public holiday
 *   falls on a Sunday, the Monday following on it shall be a public holiday." The Act moves a Sunday holiday to
 *   the Monday only; it says nothing about a Monday that is already a holiday. So when Christmas falls on a
 *   Sunday the Monday is simply the Day of Goodwill and the Act adds no further day.
 * - s 2A lets the President declare extra days. In each year Christmas fell on a Sunday since 1994 (2011, 2016,
 *   2022) Tuesday 27 December was declared a public holiday that way (Motlanthe 14 Dec 2011, Zuma 19 Sep 2016,
 *   Ramaphosa 8 Dec 2022). Those declarations, and the other declared days we could confirm, are in
 *   `DECLARED_HOLIDAYS`; future ones (election days...) come from configuration as `extra`.
 * - Tax Administration Act 28 of 2011, s 1 "business day": for the dispute rules (objections, appeals) the days
 *   16 December to 15 January, both inclusive, do not count either.
 *
 * The holiday list is the post-1994 one; earlier years are computed with the same rules and are not historical.
 */

export interface Holiday {
  date: string;
  name: string;
}

export interface BusinessDayOptions {
  /** One-off public holidays from configuration (ISO dates), on top of `DECLARED_HOLIDAYS`. */
  extra?: readonly string[];
  /** Count dispute business days: also skip 16 December to 15 January (Tax Administration Act). */
  dispute?: boolean;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------------------------------------------------------------------------------------------------------------
// Plain date helpers (UTC day numbers)

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** True for a real calendar date written `YYYY-MM-DD` (so 2023-02-29 and 2024-13-01 are false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Builds an ISO date from parts; the parts must already be a real date. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 (UTC). Throws on anything that is not a real ISO date, so bad data fails loudly. */
function toDayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0-99 into 1900-1999.
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round(d.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): string {
  const d = new Date(dayNumber * MS_PER_DAY);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** `date` moved by `n` calendar days (n may be negative). */
export function addDays(date: string, n: number): string {
  return fromDayNumber(toDayNumber(date) + n);
}

/** Calendar days from `a` to `b`: positive when `b` is later. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. 1970-01-01 was a Thursday (4). */
export function dayOfWeek(date: string): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: string): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

// ---------------------------------------------------------------------------------------------------------------
// Holidays

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm.
 * Good Friday is two days before, Family Day the Monday after.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Schedule 1 of the Public Holidays Act, the fixed-date ones (month, day, name). */
const FIXED_HOLIDAYS: readonly [number, number, string][] = [
  [1, 1, "New Year's Day"],
  [3, 21, "Human Rights Day"],
  [4, 27, "Freedom Day"],
  [5, 1, "Workers' Day"],
  [6, 16, "Youth Day"],
  [8, 9, "National Women's Day"],
  [9, 24, "Heritage Day"],
  [12, 16, "Day of Reconciliation"],
  [12, 25, "Christmas Day"],
  [12, 26, "Day of Goodwill"],
];

/**
 * Days declared under s 2A of the Public Holidays Act that we have confirmed from the Presidency's
 * announcements. Built in because they are settled history that deadlines from those years depend on; anything
 * newer is passed as `extra` configuration.
 */
export const DECLARED_HOLIDAYS: readonly Holiday[] = [
  { date: "2011-05-18", name: "Local government elections" },
  { date: "2011-12-27", name: "Public holiday (Christmas Day fell on a Sunday)" },
  { date: "2014-05-07", name: "National and provincial elections" },
  { date: "2016-08-03", name: "Local government elections" },
  { date: "2016-12-27", name: "Public holiday (Christmas Day fell on a Sunday)" },
  { date: "2019-05-08", name: "National and provincial elections" },
  { date: "2021-11-01", name: "Local government elections" },
  { date: "2022-12-27", name: "Public holiday (Christmas Day fell on a Sunday)" },
  { date: "2023-12-15", name: "Public holiday (Rugby World Cup victory)" },
  { date: "2024-05-29", name: "National and provincial elections" },
];

/** The name given to a configured one-off day, which arrives as a bare date. */
export const EXTRA_HOLIDAY_NAME = "Declared public holiday";

/** The holidays of the Act alone (schedule 1 plus the s 2(1) Sunday-to-Monday rule), unsorted. */
function statutoryHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = FIXED_HOLIDAYS.map(([month, day, name]) => ({
    date: isoDate(year, month, day),
    name,
  }));
  list.push({ date: addDays(easter, -2), name: "Good Friday" }, {
    date: addDays(easter, 1),
    name: "Family Day",
  });
  const taken = new Set(list.map((h) => h.date));
  for (const h of [...list]) {
    if (dayOfWeek(h.date) !== 0) continue;
    const monday = addDays(h.date, 1);
    // s 2(1) only makes the following Monday a holiday; if it already is one (Christmas on a Sunday), nothing
    // more happens under the Act. The Tuesday in 2011/2016/2022 came from s 2A declarations instead.
    if (taken.has(monday)) continue;
    taken.add(monday);
    list.push({ date: monday, name: `${h.name} (observed)` });
  }
  return list;
}

/**
 * Every public holiday of `year`, sorted by date, one entry per date: the Act's holidays, Monday replacements,
 * the built-in declared days and the configured `extra` dates that fall in `year`.
 */
export function publicHolidays(year: number, extra: readonly string[] = []): Holiday[] {
  const byDate = new Map<string, Holiday>();
  const add = (h: Holiday) => {
    if (!byDate.has(h.date)) byDate.set(h.date, h);
  };
  statutoryHolidays(year).forEach(add);
  DECLARED_HOLIDAYS.filter((h) => h.date.startsWith(`${year}-`)).forEach(add);
  for (const date of extra) {
    // A malformed configuration entry must not silently shift every deadline.
    if (!isIsoDate(date)) throw new RangeError(`extra holiday is not an ISO date: ${JSON.stringify(date)}`);
    if (date.startsWith(`${year}-`)) add({ date, name: EXTRA_HOLIDAY_NAME });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The Act's and the declared holidays' dates by year, worked out once: a trigger run dates 80,000 returns, each
 * checked against its year's holidays (publicHolidays builds and sorts the year's list every call).
 */
const builtInHolidays = new Map<number, ReadonlySet<string>>();

function builtInHolidaysOf(year: number): ReadonlySet<string> {
  let dates = builtInHolidays.get(year);
  if (!dates) builtInHolidays.set(year, dates = new Set(publicHolidays(year).map((h) => h.date)));
  return dates;
}

export function isPublicHoliday(date: string, extra: readonly string[] = []): boolean {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  for (const day of extra) {
    // A malformed configuration entry must not silently shift every deadline.
    if (!isIsoDate(day)) throw new RangeError(`extra holiday is not an ISO date: ${JSON.stringify(day)}`);
  }
  return builtInHolidaysOf(Number(date.slice(0, 4))).has(date) || extra.includes(date);
}

/** A weekday that is not a public holiday. */
export function isBusinessDay(date: string, extra: readonly string[] = []): boolean {
  return !isWeekend(date) && !isPublicHoliday(date, extra);
}

/** 16 December to 15 January inclusive: not a business day for the dispute rules of the Tax Administration Act. */
export function isDisputeDiesNon(date: string): boolean {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const monthDay = date.slice(5);
  return monthDay >= "12-16" || monthDay <= "01-15";
}

/**
 * A counter of business days over the Act's and the declared holidays worked out once per year (builtInHolidaysOf)
 * and the configured `extra` days, checked once per call: an obligation run dates 30 business days after each
 * company's anniversary, and the year's holidays made again per call were 0.6 ms of each company's plan.
 */
function businessDayTest(opts: BusinessDayOptions): (dayNumber: number) => boolean {
  const extra = opts.extra ?? [];
  for (const day of extra) {
    // A malformed configuration entry must not silently shift every deadline.
    if (!isIsoDate(day)) throw new RangeError(`extra holiday is not an ISO date: ${JSON.stringify(day)}`);
  }
  return (dayNumber) => {
    // A weekend told from the day's number (1970-01-01 was a Thursday) before any date is written out.
    const dow = (((dayNumber + 4) % 7) + 7) % 7;
    if (dow === 0 || dow === 6) return false;
    const date = fromDayNumber(dayNumber);
    if (opts.dispute && isDisputeDiesNon(date)) return false;
    return !builtInHolidaysOf(Number(date.slice(0, 4))).has(date) && !extra.includes(date);
  };
}

/**
 * The date `n` business days after `date`. Counting starts the day after `date` (the first day is excluded and
 * the last included, as the Interpretation Act and the Companies Act s 5(3) count), so the result is always a
 * business day when n >= 1, and `n = 0` gives `date` back. With `dispute`, 16 Dec-15 Jan does not count either.
 */
export function addBusinessDays(date: string, n: number, opts: BusinessDayOptions = {}): string {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`business days must be a whole number >= 0, got ${n}`);
  }
  const counts = businessDayTest(opts);
  let day = toDayNumber(date);
  for (let left = n; left > 0;) {
    day += 1;
    if (counts(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/**
 * Business days in the period after `a` up to and including `b` (the same counting as addBusinessDays, so
 * `addBusinessDays(a, businessDaysBetween(a, b))` is `b` whenever `b` is a business day). Negative when `b` is
 * before `a`.
 */
export function businessDaysBetween(a: string, b: string, opts: BusinessDayOptions = {}): number {
  const from = toDayNumber(a);
  const to = toDayNumber(b);
  if (to < from) return -businessDaysBetween(b, a, opts);
  const counts = businessDayTest(opts);
  let total = 0;
  for (let day = from + 1; day <= to; day++) if (counts(day)) total += 1;
  return total;
}

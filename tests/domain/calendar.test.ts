import { deepStrictEqual, strictEqual, throws } from "node:assert/strict";
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  dayOfWeek,
  daysBetween,
  easterSunday,
  isBusinessDay,
  isDisputeDiesNon,
  isIsoDate,
  isPublicHoliday,
  publicHolidays,
} from "../../domain/calendar.ts";

const holidayDates = (year: number, extra: string[] = []) => publicHolidays(year, extra).map((h) => h.date);
const nameOn = (date: string, extra: string[] = []) =>
  publicHolidays(Number(date.slice(0, 4)), extra).find((h) => h.date === date)?.name;

Deno.test("date helpers use UTC calendar arithmetic", () => {
  strictEqual(isIsoDate("2024-02-29"), true);
  strictEqual(isIsoDate("2023-02-29"), false);
  strictEqual(isIsoDate("1900-02-29"), false);
  strictEqual(isIsoDate("2000-02-29"), true);
  strictEqual(isIsoDate("2024-13-01"), false);
  strictEqual(isIsoDate("2024-1-01"), false);
  strictEqual(isIsoDate("2024-01-01T00:00:00Z"), false);
  strictEqual(addDays("2024-02-28", 1), "2024-02-29");
  strictEqual(addDays("2024-12-31", 1), "2025-01-01");
  strictEqual(addDays("2025-03-01", -1), "2025-02-28");
  strictEqual(daysBetween("2024-01-01", "2025-01-01"), 366);
  strictEqual(daysBetween("2025-01-10", "2025-01-01"), -9);
  // 2025-01-01 was a Wednesday, 1970-01-01 a Thursday, 1969-12-28 a Sunday.
  deepStrictEqual([dayOfWeek("2025-01-01"), dayOfWeek("1970-01-01"), dayOfWeek("1969-12-28")], [3, 4, 0]);
  throws(() => addDays("2025-02-30", 1), RangeError);
});

Deno.test("Easter Sunday by the anonymous Gregorian algorithm", () => {
  deepStrictEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027].map(easterSunday), [
    "2019-04-21",
    "2020-04-12",
    "2021-04-04",
    "2022-04-17",
    "2023-04-09",
    "2024-03-31",
    "2025-04-20",
    "2026-04-05",
    "2027-03-28",
  ]);
  // The extremes of the Gregorian range: 22 March (1818, 2285) and 25 April (1943, 2038).
  deepStrictEqual([1818, 2285, 1943, 2038].map(easterSunday), [
    "1818-03-22",
    "2285-03-22",
    "1943-04-25",
    "2038-04-25",
  ]);
});

Deno.test("Good Friday and Family Day are the Friday before and the Monday after Easter", () => {
  const easterDays = (year: number) =>
    publicHolidays(year).filter((h) => h.name === "Good Friday" || h.name === "Family Day").map((h) =>
      h.date
    );
  deepStrictEqual(easterDays(2019), ["2019-04-19", "2019-04-22"]);
  deepStrictEqual(easterDays(2023), ["2023-04-07", "2023-04-10"]);
  deepStrictEqual(easterDays(2024), ["2024-03-29", "2024-04-01"]);
  deepStrictEqual(easterDays(2025), ["2025-04-18", "2025-04-21"]);
  deepStrictEqual(easterDays(2026), ["2026-04-03", "2026-04-06"]);
  deepStrictEqual(easterDays(2027), ["2027-03-26", "2027-03-29"]);
});

Deno.test("the full list for 2025: twelve holidays plus Freedom Day moved off a Sunday", () => {
  deepStrictEqual(publicHolidays(2025), [
    { date: "2025-01-01", name: "New Year's Day" },
    { date: "2025-03-21", name: "Human Rights Day" },
    { date: "2025-04-18", name: "Good Friday" },
    { date: "2025-04-21", name: "Family Day" },
    { date: "2025-04-27", name: "Freedom Day" },
    { date: "2025-04-28", name: "Freedom Day (observed)" },
    { date: "2025-05-01", name: "Workers' Day" },
    { date: "2025-06-16", name: "Youth Day" },
    { date: "2025-08-09", name: "National Women's Day" },
    { date: "2025-09-24", name: "Heritage Day" },
    { date: "2025-12-16", name: "Day of Reconciliation" },
    { date: "2025-12-25", name: "Christmas Day" },
    { date: "2025-12-26", name: "Day of Goodwill" },
  ]);
});

Deno.test("a holiday on a Sunday makes the Monday a holiday (Public Holidays Act s 2(1))", () => {
  const moved: [string, string][] = [
    ["2017-01-02", "New Year's Day (observed)"],
    ["2017-09-25", "Heritage Day (observed)"],
    ["2018-12-17", "Day of Reconciliation (observed)"],
    ["2020-08-10", "National Women's Day (observed)"],
    ["2021-03-22", "Human Rights Day (observed)"],
    ["2021-12-27", "Day of Goodwill (observed)"],
    ["2022-05-02", "Workers' Day (observed)"],
    ["2023-01-02", "New Year's Day (observed)"],
    ["2023-09-25", "Heritage Day (observed)"],
    ["2024-06-17", "Youth Day (observed)"],
    ["2025-04-28", "Freedom Day (observed)"],
    ["2026-08-10", "National Women's Day (observed)"],
  ];
  for (const [date, name] of moved) {
    strictEqual(dayOfWeek(date), 1, date);
    strictEqual(dayOfWeek(addDays(date, -1)), 0, date);
    strictEqual(nameOn(date), name);
    strictEqual(isBusinessDay(date), false, date);
  }
  // A holiday on a weekday or a Saturday moves nowhere.
  strictEqual(nameOn("2021-08-09"), "National Women's Day"); // a Monday itself
  strictEqual(isPublicHoliday("2021-08-10"), false);
  strictEqual(nameOn("2022-04-27"), "Freedom Day"); // a Wednesday
  strictEqual(isPublicHoliday("2022-04-28"), false);
  strictEqual(nameOn("2026-06-16"), "Youth Day"); // a Tuesday
  strictEqual(nameOn("2026-12-26"), "Day of Goodwill"); // a Saturday: no Monday holiday
  strictEqual(isBusinessDay("2026-12-28"), true);
});

Deno.test("Christmas on a Sunday: the Act adds no Tuesday; the declared 27 Decembers are built in", () => {
  // 2022: 25 Dec Sunday, 26 Dec Monday is Goodwill anyway. The Act moves nothing further.
  strictEqual(dayOfWeek("2022-12-25"), 0);
  strictEqual(nameOn("2022-12-26"), "Day of Goodwill");
  strictEqual(publicHolidays(2022).some((h) => h.name === "Christmas Day (observed)"), false);
  // Tuesday 27 December was declared under s 2A in 2011, 2016 and 2022.
  for (const year of [2011, 2016, 2022]) {
    const date = `${year}-12-27`;
    strictEqual(dayOfWeek(date), 2);
    strictEqual(nameOn(date), "Public holiday (Christmas Day fell on a Sunday)");
    strictEqual(isBusinessDay(date), false);
  }
  deepStrictEqual(holidayDates(2022).filter((d) => d >= "2022-12-01"), [
    "2022-12-16",
    "2022-12-25",
    "2022-12-26",
    "2022-12-27",
  ]);
  // The next such year, 2033, has no declaration yet: 27 Dec is a business day until configured.
  strictEqual(dayOfWeek("2033-12-25"), 0);
  strictEqual(isBusinessDay("2033-12-27"), true);
  strictEqual(isBusinessDay("2033-12-27", ["2033-12-27"]), false);
});

Deno.test("configured one-off holidays count only in their own year and must be dates", () => {
  strictEqual(isBusinessDay("2026-11-04"), true);
  strictEqual(isBusinessDay("2026-11-04", ["2026-11-04"]), false);
  strictEqual(nameOn("2026-11-04", ["2026-11-04"]), "Declared public holiday");
  deepStrictEqual(holidayDates(2025, ["2026-11-04"]), holidayDates(2025));
  // Already a holiday: still one entry for the date.
  strictEqual(holidayDates(2025, ["2025-12-25"]).length, 13);
  // Built-in declared days (election days etc.).
  deepStrictEqual(
    ["2019-05-08", "2021-11-01", "2023-12-15", "2024-05-29"].map((d) => isBusinessDay(d)),
    [false, false, false, false],
  );
  throws(() => publicHolidays(2025, ["2025-02-30"]), RangeError);
  throws(() => isBusinessDay("2025-11-04", ["4 Nov 2025"]), RangeError);
});

Deno.test("weekends are never business days", () => {
  strictEqual(isBusinessDay("2025-06-14"), false); // Saturday
  strictEqual(isBusinessDay("2025-06-15"), false); // Sunday
  strictEqual(isBusinessDay("2025-06-13"), true); // Friday
  strictEqual(isBusinessDay("2025-06-16"), false); // Monday, Youth Day
  strictEqual(isBusinessDay("2025-06-17"), true);
});

Deno.test("addBusinessDays counts from the day after and skips weekends and holidays", () => {
  strictEqual(addBusinessDays("2025-06-10", 0), "2025-06-10");
  strictEqual(addBusinessDays("2025-06-10", 1), "2025-06-11");
  strictEqual(addBusinessDays("2025-06-06", 1), "2025-06-09"); // Friday -> Monday
  strictEqual(addBusinessDays("2025-06-14", 1), "2025-06-17"); // from a Saturday, over Youth Day
  strictEqual(addBusinessDays("2025-04-17", 1), "2025-04-22"); // Thursday before Easter -> Tuesday after
  strictEqual(addBusinessDays("2025-04-17", 5), "2025-04-29"); // 22, 23, 24, 25, (28 Freedom Day observed), 29
  strictEqual(addBusinessDays("2025-05-29", 10, { extra: ["2025-06-02"] }), "2025-06-13");
  throws(() => addBusinessDays("2025-06-10", -1), RangeError);
  throws(() => addBusinessDays("2025-06-10", 1.5), RangeError);
});

Deno.test("dispute business days also skip 16 December to 15 January inclusive", () => {
  deepStrictEqual(
    ["2024-12-15", "2024-12-16", "2024-12-31", "2025-01-01", "2025-01-15", "2025-01-16"].map(
      isDisputeDiesNon,
    ),
    [false, true, true, true, true, false],
  );
  // Friday 13 Dec 2024: ordinarily the next business day is Tue 17 Dec (16 Dec is Reconciliation Day)...
  strictEqual(addBusinessDays("2024-12-13", 1), "2024-12-17");
  // ...for a dispute it is Thursday 16 January 2025.
  strictEqual(addBusinessDays("2024-12-13", 1, { dispute: true }), "2025-01-16");
  strictEqual(addBusinessDays("2024-12-20", 1, { dispute: true }), "2025-01-16");
  strictEqual(addBusinessDays("2025-12-12", 2, { dispute: true }), "2026-01-16"); // Mon 15 Dec, then Fri 16 Jan
  strictEqual(businessDaysBetween("2024-12-13", "2025-01-16", { dispute: true }), 1);
  // Ordinary count: Dec 17-20, 23, 24, 27, 30, 31 (9), Jan 2, 3, 6-10, 13-16 (11).
  strictEqual(businessDaysBetween("2024-12-13", "2025-01-16"), 20);
});

Deno.test("businessDaysBetween is the inverse of addBusinessDays", () => {
  strictEqual(businessDaysBetween("2025-06-10", "2025-06-10"), 0);
  strictEqual(businessDaysBetween("2025-06-06", "2025-06-09"), 1);
  strictEqual(businessDaysBetween("2025-06-09", "2025-06-06"), -1);
  // 2025: 261 weekdays, 11 of them holidays (9 Aug is a Saturday; 27 Apr a Sunday, moved to Monday 28 Apr).
  strictEqual(businessDaysBetween("2024-12-31", "2025-12-31"), 250);
  for (const opts of [{}, { dispute: true }, { extra: ["2025-03-04"] }]) {
    for (const n of [1, 7, 30, 80, 200]) {
      const end = addBusinessDays("2025-02-14", n, opts);
      strictEqual(businessDaysBetween("2025-02-14", end, opts), n);
    }
  }
});

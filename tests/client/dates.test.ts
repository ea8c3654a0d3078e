/**
 * The one date and time format (issue 32): on the practice's clock whatever the browser's zone, in the
 * interface language's words; a trigger run's time (the server's practice clock text) and the audit history's
 * instant of the same moment read the same.
 */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import {
  formatDate,
  formatDateTime,
  formatShort,
  formatTime,
  formatWhen,
  partOf,
} from "../../client/kit/i18n/dates.ts";
import { DEFAULT_PRACTICE_TIME_ZONE, practiceDateTime, setPracticeTimeZone } from "../../domain/today.ts";

/** 00:30 UTC on 22 November 2026: 02:30 in Johannesburg, still the 21st in New York. */
const MOMENT = new Date("2026-11-22T00:30:00Z");

/** Runs `fn` with the practice in `zone`, then puts the default back. */
function inZone(zone: string, fn: () => void) {
  setPracticeTimeZone(zone);
  try {
    fn();
  } finally {
    setPracticeTimeZone(DEFAULT_PRACTICE_TIME_ZONE);
  }
}

Deno.test("a moment shows on the practice's clock, not the browser's", () => {
  strictEqual(formatDateTime(MOMENT.toISOString(), "en"), "22 Nov 2026, 02:30");
  strictEqual(formatDateTime("2026-11-22T02:30:00+02:00", "en"), "22 Nov 2026, 02:30");
  strictEqual(formatTime(MOMENT.toISOString(), "en"), "02:30");
  inZone("America/New_York", () => {
    strictEqual(formatDateTime(MOMENT.toISOString(), "en"), "21 Nov 2026, 19:30");
    strictEqual(formatDate(MOMENT.toISOString(), "en"), "21 Nov 2026");
  });
});

Deno.test("a trigger run's time (the server's practice clock) and the history's instant read the same", () => {
  for (const zone of [DEFAULT_PRACTICE_TIME_ZONE, "America/New_York", "Asia/Kolkata"]) {
    inZone(zone, () => {
      const ranAt = practiceDateTime(MOMENT);
      for (const lang of ["en", "tr", "ar"]) {
        strictEqual(
          formatDateTime(ranAt, lang),
          formatDateTime(MOMENT.toISOString(), lang),
          `${zone} ${lang}`,
        );
      }
    });
  }
});

Deno.test("a date is its own day in every zone", () => {
  for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", DEFAULT_PRACTICE_TIME_ZONE]) {
    inZone(zone, () => strictEqual(formatDate("2026-03-01", "en"), "01 Mar 2026", zone));
  }
});

Deno.test("months are named in the interface's language", () => {
  ok(formatDate("2026-11-22", "ar").includes("نوفمبر"), formatDate("2026-11-22", "ar"));
  ok(formatDate("2026-11-22", "tr").includes("Kas"), formatDate("2026-11-22", "tr"));
  ok(formatDate("2026-03-09", "en").includes("Mar"));
  ok(formatDateTime(MOMENT.toISOString(), "ar").includes("نوفمبر"));
});

Deno.test("a list's short time: the time today, the day this year, the date before", () => {
  const now = new Date("2026-03-09T10:00:00Z");
  deepStrictEqual(
    ["2026-03-09T08:14:00+02:00", "2026-03-08T17:02:00+02:00", "2025-12-31T09:00:00+02:00"].map((t) =>
      formatShort(t, "en", now)
    ),
    ["08:14", "08 Mar", "31 Dec 2025"],
  );
  ok(formatShort("2026-03-08T17:02:00+02:00", "ar", now).includes("مارس"));
  strictEqual(formatShort("", "en", now), "");
});

Deno.test("a day's number is written as the day's words write it, so a label names what is shown", () => {
  const long = { weekday: "long", day: "numeric", month: "long" } as const;
  for (const lang of ["en", "tr", "ar"]) {
    const number = partOf("2026-11-01", lang, long, "day");
    ok(formatWhen("2026-11-01", lang, long).includes(number), `${lang}: ${number}`);
  }
});

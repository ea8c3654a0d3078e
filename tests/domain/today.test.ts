import { ok, strictEqual, throws } from "node:assert/strict";
import { isoToday } from "../../client/backoffice/format.ts";
import {
  DEFAULT_PRACTICE_TIME_ZONE,
  isTimeZone,
  practiceDateTime,
  practiceInstant,
  practiceTimeZone,
  practiceToday,
  setPracticeTimeZone,
} from "../../domain/today.ts";
import { withPageSettings } from "../../server/static.ts";

const LATE_EVENING_UTC = new Date("2026-03-01T22:30:00Z"); // 00:30 on 2 March in Johannesburg

Deno.test("today is the practice's calendar day, not the machine's: server and client agree near midnight", () => {
  strictEqual(practiceToday(LATE_EVENING_UTC), "2026-03-02");
  strictEqual(isoToday(LATE_EVENING_UTC), "2026-03-02", "the client's forms use the same day");
  strictEqual(practiceToday(LATE_EVENING_UTC, "UTC"), "2026-03-01");
});

Deno.test("a configured zone is honoured everywhere until changed; an unknown zone is refused", () => {
  try {
    setPracticeTimeZone("America/Sao_Paulo");
    strictEqual(practiceTimeZone(), "America/Sao_Paulo");
    strictEqual(practiceToday(LATE_EVENING_UTC), "2026-03-01");
    strictEqual(isoToday(LATE_EVENING_UTC), "2026-03-01");
    throws(() => setPracticeTimeZone("Mars/Olympus"), RangeError);
    strictEqual(practiceTimeZone(), "America/Sao_Paulo", "a refused zone changes nothing");
  } finally {
    setPracticeTimeZone(DEFAULT_PRACTICE_TIME_ZONE);
  }
  ok(isTimeZone("UTC"));
  ok(!isTimeZone("Nowhere/Town"));
});

Deno.test("the practice's clock in its zone, and the instant it shows an hour, daylight saving included", () => {
  strictEqual(practiceDateTime(LATE_EVENING_UTC), "2026-03-02 00:30:00");
  strictEqual(practiceDateTime(LATE_EVENING_UTC, "America/New_York"), "2026-03-01 17:30:00");
  const at = (date: string, hour: number, zone: string) => practiceInstant(date, hour, zone).toISOString();
  strictEqual(at("2026-03-02", 2, DEFAULT_PRACTICE_TIME_ZONE), "2026-03-02T00:00:00.000Z");
  strictEqual(at("2026-03-08", 2, "America/New_York"), "2026-03-08T07:00:00.000Z", "skipped: when it jumps");
  strictEqual(at("2026-11-01", 1, "America/New_York"), "2026-11-01T05:00:00.000Z", "shown twice: the first");
  strictEqual(at("2026-10-04", 2, "Australia/Lord_Howe"), "2026-10-03T15:30:00.000Z", "a half-hour jump");
  strictEqual(at("2026-11-16", 2, "Asia/Kolkata"), "2026-11-15T20:30:00.000Z");
});

Deno.test("the server tells the page its zone, and whether demo apps are offered, in index.html", () => {
  const html = new TextEncoder().encode("<html><head><title>x</title></head><body></body></html>");
  const page = (demoApps: boolean) =>
    new TextDecoder().decode(withPageSettings(html, { practiceTimeZone: "Africa/Johannesburg", demoApps }));
  ok(page(true).includes('<meta name="practice-time-zone" content="Africa/Johannesburg">'), page(true));
  ok(page(true).includes('<meta name="demo-apps" content="on">'), page(true));
  ok(page(false).includes('<meta name="demo-apps" content="off">'), page(false));
  ok(page(true).indexOf('<meta name="demo-apps"') < page(true).indexOf("</head>"), "in the head");
});

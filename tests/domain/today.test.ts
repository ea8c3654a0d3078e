import { ok, strictEqual, throws } from "node:assert/strict";
import { isoToday } from "../../client/backoffice/format.ts";
import {
  DEFAULT_PRACTICE_TIME_ZONE,
  isTimeZone,
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

Deno.test("the server tells the page its zone, and whether demo apps are offered, in index.html", () => {
  const html = new TextEncoder().encode("<html><head><title>x</title></head><body></body></html>");
  const page = (demoApps: boolean) =>
    new TextDecoder().decode(withPageSettings(html, { practiceTimeZone: "Africa/Johannesburg", demoApps }));
  ok(page(true).includes('<meta name="practice-time-zone" content="Africa/Johannesburg">'), page(true));
  ok(page(true).includes('<meta name="demo-apps" content="on"></head>'), page(true));
  ok(page(false).includes('<meta name="demo-apps" content="off"></head>'), page(false));
});

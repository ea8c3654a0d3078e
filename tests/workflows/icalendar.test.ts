/** The iCalendar feed's text (RFC 5545): escaping, folding by UTF-8 octets, and a round trip through ical.js. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import ICAL from "ical.js";
import { calendarText, escapeText, foldLine, utcStamp } from "../../domain/workflows/icalendar.ts";
import type { DeadlineEntry } from "../../domain/workflows/practice-work.ts";

const octets = (s: string) => new TextEncoder().encode(s).length;

Deno.test("TEXT escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
  strictEqual(escapeText("a\\b;c,d"), "a\\\\b\\;c\\,d");
  strictEqual(escapeText("one\ntwo\r\nthree\rfour"), "one\\ntwo\\nthree\\nfour");
  strictEqual(escapeText("no: colon needs none"), "no: colon needs none");
});

Deno.test("lines fold at 75 octets of UTF-8, never inside a character, each ending CRLF", () => {
  strictEqual(foldLine("SHORT:x"), "SHORT:x\r\n");
  const cases = [
    `SUMMARY:${"a".repeat(200)}`,
    `SUMMARY:${"مؤسسة الكرو للطوب ".repeat(12)}`,
    `SUMMARY:${"🧾📅".repeat(40)}`,
    `SUMMARY:x${"é".repeat(100)}`,
  ];
  for (const line of cases) {
    const folded = foldLine(line);
    ok(folded.endsWith("\r\n"));
    const lines = folded.slice(0, -2).split("\r\n");
    ok(lines.length > 1, "folded");
    lines.forEach((l, i) => {
      ok(octets(l) <= 75, `line ${i} has ${octets(l)} octets`);
      if (i > 0) ok(l.startsWith(" "), "a continuation begins with a space");
      ok(l.isWellFormed(), "no character split");
    });
    // Unfolding (RFC 5545 3.1: remove CRLF and the one space after it) gives the line back.
    strictEqual(folded.slice(0, -2).replaceAll("\r\n ", ""), line);
  }
  // Exactly 75 octets stay on one line; 76 fold.
  strictEqual(foldLine("X".repeat(75)), `${"X".repeat(75)}\r\n`);
  strictEqual(foldLine("X".repeat(76)), `${"X".repeat(75)}\r\n X\r\n`);
});

Deno.test("time stamps are UTC, basic format", () => {
  strictEqual(utcStamp(new Date("2026-11-22T08:05:09.123Z")), "20261122T080509Z");
});

const entry = (over: Partial<DeadlineEntry>): DeadlineEntry => ({
  id: "incometax:r1",
  kind: "incometax",
  title: "ACC0001 — Karoo Bricks · ITR12 · 2026",
  due: "2026-12-31",
  state: "later",
  accountId: "a1",
  account: "ACC0001 — Karoo Bricks",
  clientName: "Karoo Bricks",
  employeeId: "e1",
  employee: "Ada Lovelace",
  link: "/apps/incometax/view/r1",
  version: 1,
  ...over,
});

Deno.test("a feed parses with ical.js: one all-day event per deadline, text surviving the round trip", () => {
  const arabic = 'مؤسسة الكرو للطوب، فرع; "الشمال", \\ 2026 — ملاحظة طويلة جدا لتجاوز خمسة وسبعين ثمانية';
  const entries = [
    entry({}),
    entry({
      id: "objection:o1",
      kind: "objection",
      title: arabic,
      account: "Émile, Ünal; & Co",
      due: "2027-01-15",
      state: "done",
      link: "/apps/comm/objection/view/o1",
    }),
  ];
  const text = calendarText(entries, {
    name: "Ledgerdesk — Ada's work",
    origin: "https://practice.example",
    now: new Date("2026-11-22T10:00:00Z"),
  });
  ok(text.startsWith("BEGIN:VCALENDAR\r\n") && text.endsWith("END:VCALENDAR\r\n"));
  ok(!/[^\r]\n/.test(text), "every line ends CRLF");
  for (const line of text.split("\r\n")) ok(octets(line) <= 75, line);

  const calendar = new ICAL.Component(ICAL.parse(text));
  strictEqual(calendar.getFirstPropertyValue("version"), "2.0");
  strictEqual(calendar.getFirstPropertyValue("method"), "PUBLISH");
  strictEqual(calendar.getFirstPropertyValue("calscale"), "GREGORIAN");
  strictEqual(calendar.getFirstPropertyValue("x-wr-calname"), "Ledgerdesk — Ada's work");
  ok(String(calendar.getFirstPropertyValue("prodid")).includes("Ledgerdesk"));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  deepStrictEqual(events.map((e) => e.uid), ["incometax:r1@ledgerdesk", "objection:o1@ledgerdesk"]);
  const [first, second] = events;
  ok(first.startDate.isDate, "all day");
  strictEqual(first.startDate.toString(), "2026-12-31");
  strictEqual(first.endDate.toString(), "2027-01-01");
  strictEqual(first.summary, "Return due: ACC0001 — Karoo Bricks · ITR12 · 2026");
  strictEqual(second.summary, `Objection deadline: ${arabic}`);
  strictEqual(second.startDate.toString(), "2027-01-15");
  strictEqual(second.endDate.toString(), "2027-01-16");
  strictEqual(
    second.description,
    "Client: Émile, Ünal; & Co\nWith: Ada Lovelace\nDone\nhttps://practice.example/apps/comm/objection/view/o1",
  );
  const vevent = calendar.getAllSubcomponents("vevent")[1];
  strictEqual(vevent.getFirstPropertyValue("url"), "https://practice.example/apps/comm/objection/view/o1");
  strictEqual(vevent.getFirstPropertyValue("categories"), "objection");
  strictEqual(String(vevent.getFirstPropertyValue("dtstamp")), "2026-11-22T10:00:00Z");
});

import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { calendarFixture } from "../../fixtures/calendar.ts";
import { type CalendarEvent, calendarEventSchema } from "../../domain/demo/calendar.ts";
import { demoApi } from "../support/demo.ts";

const BASE = "/api/calendar-app";
const ids = (events: CalendarEvent[]) => events.map((e) => e.id);
const fixtureIds = ids(calendarFixture.events);
const newEvent = {
  title: "ITR14 sign-off: Cape Fynbos Guesthouse",
  allDay: false,
  start: "2026-03-18T08:00:00.000Z",
  end: "2026-03-18T09:00:00.000Z",
  desc: "Directors sign the annual financial statements.",
};

Deno.test("calendar fixture: every event valid, in date order, with all-day and timed events", () => {
  for (const e of calendarFixture.events) strictEqual(calendarEventSchema.safeParse(e).success, true, e.id);
  const starts = calendarFixture.events.map((e) => Date.parse(e.start));
  deepStrictEqual(starts, [...starts].sort((a, b) => a - b));
  ok(calendarFixture.events.some((e) => e.allDay) && calendarFixture.events.some((e) => !e.allDay));
  for (const e of calendarFixture.events) {
    deepStrictEqual(Object.keys(e), ["id", "title", "allDay", "start", "end", "desc"]);
  }
});

Deno.test("calendar: GET /events answers the event list", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", `${BASE}/events`);
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, calendarFixture.events);
});

Deno.test("calendar: add-event adds the event with a new id and returns the full list", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/add-event`, { newEvent: { ...newEvent, id: "event-01" } });
  strictEqual(res.status, 200);
  strictEqual(res.body.length, fixtureIds.length + 1);
  const added = res.body.at(-1);
  notStrictEqual(added.id, "event-01");
  deepStrictEqual(added, { ...newEvent, id: added.id });
  deepStrictEqual((await call("ann", "GET", `${BASE}/events`)).body, res.body);
});

Deno.test("calendar: update-event replaces the event by id and returns the full list", async () => {
  const { call } = await demoApi();
  const changed = {
    ...calendarFixture.events[2],
    title: "Partners' meeting (moved)",
    start: newEvent.start,
    end: newEvent.end,
  };
  const res = await call("ann", "POST", `${BASE}/update-event`, { event: changed });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), fixtureIds);
  deepStrictEqual(res.body[2], changed);
  const unknown = await call("ann", "POST", `${BASE}/update-event`, { event: { ...changed, id: "nope" } });
  strictEqual(unknown.status, 400);
  ok("event.id" in unknown.body.error.fields);
});

Deno.test("calendar: remove-event removes the event and returns the full list", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/remove-event`, { eventId: "event-07" });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), fixtureIds.filter((id) => id !== "event-07"));
  const again = await call("ann", "POST", `${BASE}/remove-event`, { eventId: "event-07" });
  strictEqual(again.status, 400);
  ok("eventId" in again.body.error.fields);
});

Deno.test("calendar: an end before the start is a 400 naming end, and nothing changes", async () => {
  const { call } = await demoApi();
  const backwards = { ...newEvent, end: "2026-03-18T07:59:00.000Z" };
  const add = await call("ann", "POST", `${BASE}/add-event`, { newEvent: backwards });
  strictEqual(add.status, 400);
  ok("newEvent.end" in add.body.error.fields);
  const update = await call("ann", "POST", `${BASE}/update-event`, {
    event: { ...calendarFixture.events[0], end: "2026-03-01T00:00:00+02:00" },
  });
  strictEqual(update.status, 400);
  ok("event.end" in update.body.error.fields);
  const sameInstant = await call("ann", "POST", `${BASE}/add-event`, {
    newEvent: { ...newEvent, end: newEvent.start },
  });
  strictEqual(sameInstant.status, 200, "an end equal to the start is allowed");
  strictEqual(sameInstant.body.length, fixtureIds.length + 1);
});

Deno.test("calendar: a body of the wrong shape is a 400 naming the field", async () => {
  const { call } = await demoApi();
  const cases: [unknown, string][] = [
    [{ newEvent: { ...newEvent, start: "tomorrow" } }, "newEvent.start"],
    [{ newEvent: { ...newEvent, allDay: "yes" } }, "newEvent.allDay"],
    [{ newEvent: { ...newEvent, title: "" } }, "newEvent.title"],
    [{ event: newEvent }, "event.id"],
  ];
  for (const [body, field] of cases) {
    const path = "event" in (body as object) ? "update-event" : "add-event";
    const res = await call("ann", "POST", `${BASE}/${path}`, body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} in ${JSON.stringify(res.body.error.fields)}`);
  }
  deepStrictEqual((await call("ann", "GET", `${BASE}/events`)).body, calendarFixture.events);
});

Deno.test("calendar: a write by one user is seen neither by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  strictEqual((await call(null, "POST", `${BASE}/add-event`, { newEvent })).status, 401);
  await call("ann", "POST", `${BASE}/remove-event`, { eventId: "event-01" });
  for (const reader of ["bob", null]) {
    deepStrictEqual(
      (await call(reader, "GET", `${BASE}/events`)).body,
      calendarFixture.events,
      String(reader),
    );
  }
});

import { Hono } from "hono";
import { z } from "zod";
import { calendarFixture } from "../../fixtures/calendar.ts";
import { calendarEventSchema, newCalendarEventSchema } from "../../domain/demo/calendar.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { invalidField } from "../../domain/api/index.ts";

const calendar = demoState("calendar", calendarFixture);

/** add-event: the server assigns the id, so one sent along is ignored. An end before the start names `end`. */
const addEventBody = z.object({ newEvent: newCalendarEventSchema });
const updateEventBody = z.object({ event: calendarEventSchema });
const removeEventBody = z.object({ eventId: z.string().min(1).max(100) });

/** The calendar demo app (demo-apps.md §3, §7 "Calendar"): each write answers the full event list. */
export function calendarApp() {
  const app = new Hono<DemoEnv>();

  app.get("/events", answers(z.array(calendarEventSchema)), (c) => sendJson(c, calendar.read(c).events));

  app.post("/add-event", validate("json", addEventBody), answers(z.array(calendarEventSchema)), (c) => {
    const body = c.req.valid("json");
    const event = { ...body.newEvent, id: crypto.randomUUID() };
    const events = calendar.write(c, (state) => {
      state.events.push(event);
      return state.events;
    });
    return c.json(events);
  });

  app.post("/update-event", validate("json", updateEventBody), answers(z.array(calendarEventSchema)), (c) => {
    const body = c.req.valid("json");
    const { event } = body;
    const at = calendar.read(c).events.findIndex((e) => e.id === event.id);
    if (at < 0) throw invalidField("event.id", "noSuchEvent");
    const events = calendar.write(c, (state) => {
      state.events[at] = event;
      return state.events;
    });
    return c.json(events);
  });

  app.post("/remove-event", validate("json", removeEventBody), answers(z.array(calendarEventSchema)), (c) => {
    const body = c.req.valid("json");
    const { eventId } = body;
    if (!calendar.read(c).events.some((e) => e.id === eventId)) {
      throw invalidField("eventId", "noSuchEvent");
    }
    const events = calendar.write(
      c,
      (state) => (state.events = state.events.filter((e) => e.id !== eventId)),
    );
    return c.json(events);
  });

  return app;
}

import { MONTH_DAY_CHIPS } from "../../client/kit/ui/calendar/types.ts";
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { writeListQuery } from "../../domain/list-query.ts";
import {
  calendarQuery,
  isFiltered,
  NO_FILTERS,
  obligationsShown,
  readCalendarState,
  toggleKind,
  toggleType,
  visibleRange,
  writeCalendarState,
} from "../../client/backoffice/workflows/practice-work/calendarState.ts";
import {
  edgeOf,
  KIND_EDGE,
  marksByDay,
  toCalEntry,
} from "../../client/backoffice/workflows/practice-work/entryLook.ts";
import { entryKindName } from "../../client/backoffice/workflows/practice-work/typeName.ts";
import { titleUnderClient } from "../../client/backoffice/workflows/practice-work/myWork.ts";
import { PRACTICE_WORK_MESSAGES } from "../../client/backoffice/workflows/practice-work/messages.ts";
import { entriesOn } from "../../client/kit/ui/calendar/dates.ts";
import {
  DEADLINE_KINDS,
  type DeadlineEntry,
  MAX_CALENDAR_DAYS,
} from "../../domain/workflows/practice-work.ts";
import { assertTranslated } from "../support/i18n.ts";

const TODAY = "2026-11-25";

const entry = (over: Partial<DeadlineEntry>): DeadlineEntry => ({
  id: "incometax:1",
  kind: "incometax",
  title: "ITR12 2025",
  due: "2026-11-20",
  state: "overdue",
  accountId: "a1",
  account: "Acme (Pty) Ltd",
  clientName: "Acme (Pty) Ltd",
  employeeId: "e1",
  employee: "Thandi Mokoena",
  link: "/apps/incometax/view/1",
  version: 1,
  ...over,
});

Deno.test("practice work's words exist in English, Turkish and Arabic", () => {
  assertTranslated(PRACTICE_WORK_MESSAGES);
});

Deno.test("the calendar's address: defaults when it says nothing, bad values ignored", () => {
  const empty = readCalendarState(new URLSearchParams(), TODAY, "month");
  deepStrictEqual(empty, { view: "month", day: TODAY, ...NO_FILTERS });
  strictEqual(isFiltered(empty), false);
  strictEqual(isFiltered({ ...empty, done: false }), true);
  const phone = readCalendarState(new URLSearchParams(), TODAY, "agenda");
  strictEqual(phone.view, "agenda");
  const bad = readCalendarState(
    new URLSearchParams("view=year&date=2026-13-45&as=boss&kind=nothing&kind=objection&done=no"),
    TODAY,
    "month",
  );
  deepStrictEqual([bad.view, bad.day, bad.as, bad.kinds, bad.done], [
    "month",
    TODAY,
    "any",
    ["objection"],
    true,
  ]);
});

Deno.test("the calendar's address round-trips, leaving defaults out", () => {
  const state = readCalendarState(
    new URLSearchParams(
      "view=week&date=2026-12-02&employee=e7&as=manager&office=o1&client=a9&kind=objection&kind=incometax&done=false",
    ),
    TODAY,
    "month",
  );
  // Kinds are kept in the contract's order, whatever order the address gave.
  deepStrictEqual(state.kinds, ["incometax", "objection"]);
  strictEqual(state.client, "a9");
  const written = writeCalendarState(state);
  strictEqual(
    written.toString(),
    "as=manager&client=a9&date=2026-12-02&done=false&employee=e7&kind=incometax&kind=objection&office=o1&view=week",
  );
  deepStrictEqual(readCalendarState(written, TODAY, "month"), state);
  // "as" means nothing without an employee, so it is not written.
  strictEqual(writeCalendarState({ ...state, employee: "" }).has("as"), false);
});

Deno.test("the API is asked for the days in view only, never more than the contract allows", () => {
  const base = readCalendarState(new URLSearchParams(), "2026-11-25", "month");
  // November 2026 in English weeks (from Sunday): 1 November is a Sunday, 30 November a Monday.
  deepStrictEqual(visibleRange(base, 0), { from: "2026-11-01", to: "2026-12-05" });
  deepStrictEqual(visibleRange({ ...base, view: "week" }, 1), { from: "2026-11-23", to: "2026-11-29" });
  deepStrictEqual(visibleRange({ ...base, view: "agenda" }, 1), { from: "2026-11-25", to: "2026-12-24" });
  for (const view of ["month", "week", "day", "agenda"] as const) {
    for (const weekStart of [0, 1, 6]) {
      const { from, to } = visibleRange({ ...base, view, day: "2026-03-31" }, weekStart);
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      ok(days >= 0 && days <= MAX_CALENDAR_DAYS, `${view} from ${weekStart}: ${days} days`);
    }
  }
  const query = calendarQuery(
    { ...base, view: "week", employee: "e1", client: "a9", kinds: ["objection"] },
    1,
  );
  deepStrictEqual(query, {
    where: {
      from: ["2026-11-23"],
      to: ["2026-11-29"],
      employee: ["e1"],
      client: ["a9"],
      kind: ["objection"],
    },
  });
  strictEqual(
    writeListQuery(query).toString(),
    "client=a9&employee=e1&from=2026-11-23&kind=objection&to=2026-11-29",
  ); // The month asks for only what its cells show, and each fuller day's count; the other views for every entry.
  deepStrictEqual(calendarQuery({ ...base, view: "month" }, 1).where?.perDay, [String(MONTH_DAY_CHIPS)]);
  for (const view of ["week", "day", "agenda"] as const) {
    strictEqual(calendarQuery({ ...base, view }, 1).where?.perDay, undefined);
  }
});

Deno.test("toggling kinds: hiding one shows the rest; hiding the last shown, or showing all, means every kind", () => {
  const all = readCalendarState(new URLSearchParams(), TODAY, "month");
  const noObjections = toggleKind(all, "objection");
  deepStrictEqual(noObjections.kinds, DEADLINE_KINDS.filter((k) => k !== "objection"));
  deepStrictEqual(toggleKind(noObjections, "objection").kinds, []);
  const one = { ...all, kinds: ["project" as const] };
  deepStrictEqual(toggleKind(one, "project").kinds, []);
  deepStrictEqual(toggleKind(one, "incometax").kinds, ["incometax", "project"]);
});

Deno.test("a deadline is an all-day link on its due date, its state shown by icon and words as well as colour", () => {
  const words = (s: string) => `state:${s}`;
  const kinds = (e: DeadlineEntry) => `kind:${e.kind}`;
  const overdue = toCalEntry(entry({}), words, kinds);
  strictEqual(overdue.href, "/apps/incometax/view/1");
  strictEqual(overdue.allDay, true);
  deepStrictEqual(entriesOn([overdue], "2026-11-20").map((e) => e.id), ["incometax:1"]);
  strictEqual(entriesOn([overdue], "2026-11-21").length, 0);
  strictEqual(overdue.status, "state:overdue");
  ok(overdue.icon);
  ok(overdue.className?.includes("bg-error") && overdue.className.includes("border-primary"));
  const done = toCalEntry(entry({ state: "done", kind: "objection" }), words, kinds);
  ok(done.className?.includes("line-through") && done.className.includes("border-secondary"));
  const looks = new Set(
    (["overdue", "due-soon", "later", "done"] as const).map((state) =>
      toCalEntry(entry({ state }), words, kinds).icon
    ),
  );
  strictEqual(looks.size, 4, "each state has its own icon");
});

Deno.test("a deadline is titled by its kind and client's name, its record's own title in the detail", () => {
  const kinds = (e: DeadlineEntry) =>
    ({ annualreturn: "Annual return", project: "Project" } as Record<string, string>)[e.kind] ?? e.kind;
  const annual = toCalEntry(
    entry({
      kind: "annualreturn",
      title: "2026 (ACC0071 — Limpopo Bricks (Pty) Ltd)",
      account: "ACC0071 — Limpopo Bricks (Pty) Ltd",
      clientName: "Limpopo Bricks (Pty) Ltd",
    }),
    String,
    kinds,
  );
  strictEqual(annual.title, "Annual return · Limpopo Bricks (Pty) Ltd");
  strictEqual(annual.detail, "2026 (ACC0071 — Limpopo Bricks (Pty) Ltd)");
  const nameless = toCalEntry(
    entry({ kind: "project", clientName: null, account: "ACC0002" }),
    String,
    kinds,
  );
  strictEqual(nameless.title, "Project · ACC0002", "a client without a name is named by its title");
  const clientless = toCalEntry(
    entry({ kind: "project", title: "Website", clientName: null, account: null, accountId: null }),
    String,
    kinds,
  );
  deepStrictEqual([clientless.title, clientless.detail], ["Project · Website", undefined]);
});

Deno.test("an obligation is coloured and named by its own kind, dashed as every obligation", () => {
  const vat = entry({ kind: "obligation", type: "vat201", title: "2027-02" });
  strictEqual(edgeOf(vat), "border-info border-dashed");
  strictEqual(edgeOf({ kind: "obligation", type: "emp201" }), "border-success border-dashed");
  strictEqual(edgeOf({ kind: "obligation" }), KIND_EDGE.obligation, "no type: the kind's own colour");
  strictEqual(
    edgeOf({ kind: "incometax", type: "vat201" }),
    KIND_EDGE.incometax,
    "only obligations have sorts",
  );
  const vatName = entryKindName(vat);
  ok(/VAT/.test(vatName), vatName);
  strictEqual(entryKindName({ kind: "incometax" }, (k) => `kind:${k}`), "kind:incometax");
  ok(toCalEntry(vat, String, (e) => entryKindName(e)).className?.includes("border-info"));
});

Deno.test("the obligations' kinds shown: in the address and the API's query while obligations are shown", () => {
  const state = { view: "month" as const, day: TODAY, ...NO_FILTERS };
  const vat = toggleType(toggleType(state, "vat201"), "vat201");
  deepStrictEqual(vat.types, [], "shown again");
  const noVat = toggleType(state, "vat201");
  strictEqual(noVat.types.length, 10);
  ok(!noVat.types.includes("vat201"));
  const read = readCalendarState(writeCalendarState(noVat), TODAY, "month");
  deepStrictEqual(read.types, noVat.types);
  strictEqual(isFiltered(noVat), true);
  deepStrictEqual(calendarQuery(noVat, 1).where?.type, noVat.types);
  // Obligations hidden: their kinds narrow nothing, and are not written.
  const returnsOnly = { ...noVat, kinds: ["incometax" as const] };
  strictEqual(obligationsShown(returnsOnly), false);
  strictEqual(calendarQuery(returnsOnly, 1).where?.type, undefined);
  deepStrictEqual(
    readCalendarState(new URLSearchParams("type=vat201&type=nothing"), TODAY, "month").types,
    ["vat201"],
  );
});

Deno.test("marked days: by day, a holiday by its name, the dispute exclusion by the screen's words", () => {
  const marks = marksByDay([
    { date: "2026-12-16", kind: "holiday", name: "Day of Reconciliation" },
    { date: "2026-12-16", kind: "dispute-exclusion", name: "dispute exclusion" },
    { date: "2026-12-17", kind: "dispute-exclusion", name: "dispute exclusion" },
  ], (m) => m.kind === "holiday" ? m.name : "paused");
  deepStrictEqual(marks.get("2026-12-16")?.map((m) => m.label), ["Day of Reconciliation", "paused"]);
  deepStrictEqual(marks.get("2026-12-17")?.map((m) => m.label), ["paused"]);
  strictEqual(marks.has("2026-12-18"), false);
});

Deno.test("beside its client a title leaves out the client's name it repeats", () => {
  const acme = "ACC0001 — Acme (Pty) Ltd";
  strictEqual(
    titleUnderClient(`${acme} · ITR14 — Income tax: companies · 2025`, acme),
    "ITR14 — Income tax: companies · 2025",
  );
  strictEqual(titleUnderClient(`2026 (${acme})`, acme), "2026");
  strictEqual(titleUnderClient("Audit letter of findings", acme), "Audit letter of findings");
  strictEqual(titleUnderClient(acme, acme), acme, "a title that is only the name stays");
  strictEqual(titleUnderClient("Project X", null), "Project X");
});

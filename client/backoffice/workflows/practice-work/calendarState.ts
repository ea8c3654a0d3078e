/**
 * The practice calendar's state (view, day, filters) on the one list query (domain/list-query.ts): read from the
 * page address, and turned into the address's query, where only what differs from the defaults is written beside
 * the view and day (so a link reproduces the view), and the API's, for the days the view shows and no more; both
 * spelled by writeListQuery.
 */
import dayjs from "dayjs";
import { type ListQuery, readListQuery, whereOne, writeListQuery } from "../../../../domain/list-query.ts";
import { OBLIGATION_KINDS, type ObligationKind } from "../../../../domain/compliance/kinds.ts";
import { type CalendarView, type Day, viewDays, VIEWS } from "../../../kit/ui/calendar/dates.ts";
import { MONTH_DAY_CHIPS } from "../../../kit/ui/calendar/types.ts";
import {
  DEADLINE_KINDS,
  type DeadlineKind,
  EMPLOYEE_ROLES,
  type EmployeeRole,
} from "../../../../domain/workflows/practice-work.ts";

export type CalendarState = {
  view: CalendarView;
  day: Day;
  /** Employee id, or "". */
  employee: string;
  as: EmployeeRole;
  office: string;
  division: string;
  /** Account id, or "". */
  client: string;
  /** The kinds shown; empty means every kind. */
  kinds: DeadlineKind[];
  /** The obligations' kinds shown (the entries' `type`); empty means every one. */
  types: ObligationKind[];
  done: boolean;
};

type Filters = Omit<CalendarState, "view" | "day">;

/** No filter: every deadline of the practice, done ones too. */
export const NO_FILTERS: Filters = {
  employee: "",
  as: "any",
  office: "",
  division: "",
  client: "",
  kinds: [],
  types: [],
  done: true,
};

/** The state a page address holds; `fallbackView` when it names none (agenda on a phone, month elsewhere). */
export function readCalendarState(
  params: URLSearchParams,
  today: Day,
  fallbackView: CalendarView,
): CalendarState {
  const { query } = readListQuery(params);
  const one = (name: string) => whereOne(query, name) ?? "";
  const view = one("view") as CalendarView;
  const date = one("date");
  const as = one("as") as EmployeeRole;
  const kinds = query.where?.kind ?? [];
  const types = query.where?.type ?? [];
  return {
    view: VIEWS.includes(view) ? view : fallbackView,
    // A real day as written (dayjs alone would roll 2026-13-45 over into 2027).
    day: /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).format("YYYY-MM-DD") === date ? date : today,
    employee: one("employee"),
    as: EMPLOYEE_ROLES.includes(as) ? as : "any",
    office: one("office"),
    division: one("division"),
    client: one("client"),
    kinds: DEADLINE_KINDS.filter((k) => kinds.includes(k)),
    types: OBLIGATION_KINDS.filter((k) => types.includes(k)),
    done: one("done") !== "false",
  };
}

/** The filters as the list's own parameters, defaults left out (shared by the address and the API's query). */
function filterWhere(state: CalendarState): Record<string, string[]> {
  const where: Record<string, string[]> = {};
  if (state.employee) {
    where.employee = [state.employee];
    if (state.as !== "any") where.as = [state.as];
  }
  if (state.office) where.office = [state.office];
  if (state.division) where.division = [state.division];
  if (state.client) where.client = [state.client];
  // Every kind shown is the default; the server takes `kind` once per kind.
  if (state.kinds.length < DEADLINE_KINDS.length && state.kinds.length > 0) where.kind = [...state.kinds];
  if (state.types.length < OBLIGATION_KINDS.length && state.types.length > 0 && obligationsShown(state)) {
    where.type = [...state.types];
  }
  if (!state.done) where.done = ["false"];
  return where;
}

/** True when any filter narrows what is shown. */
export const isFiltered = (state: CalendarState): boolean => Object.keys(filterWhere(state)).length > 0;

/** The page address's query: the view and day, then the filters that differ from the defaults. */
export function writeCalendarState(state: CalendarState): URLSearchParams {
  return writeListQuery({ where: { view: [state.view], date: [state.day], ...filterWhere(state) } });
}

/** The first and last day the view shows (inclusive), as the API's from/to. */
export function visibleRange(state: CalendarState, weekStart: number): { from: Day; to: Day } {
  const days = viewDays(state.view, state.day, weekStart);
  return { from: days[0], to: days.at(-1)! };
}

/**
 * The API's query (and the calendar's cache key): the visible days and the filters; the month asks for only the
 * entries its cells show, with each fuller day's count (a busy practice's month holds thousands).
 */
export function calendarQuery(state: CalendarState, weekStart: number): ListQuery {
  const { from, to } = visibleRange(state, weekStart);
  const perDay: Record<string, string[]> = state.view === "month"
    ? { perDay: [String(MONTH_DAY_CHIPS)] }
    : {};
  return { where: { from: [from], to: [to], ...perDay, ...filterWhere(state) } };
}

/** The state with one kind shown or hidden; hiding the last one shown shows every kind again. */
export function toggleKind(state: CalendarState, kind: DeadlineKind): CalendarState {
  const shown = state.kinds.length === 0 ? [...DEADLINE_KINDS] : state.kinds;
  const next = shown.includes(kind) ? shown.filter((k) => k !== kind) : [...shown, kind];
  return {
    ...state,
    kinds: DEADLINE_KINDS.filter((k) => next.includes(k) && next.length < DEADLINE_KINDS.length),
  };
}

/** True when the calendar shows obligations (every kind, or obligations among those chosen). */
export const obligationsShown = (state: Pick<CalendarState, "kinds">): boolean =>
  state.kinds.length === 0 || state.kinds.includes("obligation");

/** The state with one obligation kind shown or hidden; hiding the last one shown shows every one again. */
export function toggleType(state: CalendarState, type: ObligationKind): CalendarState {
  const shown = state.types.length === 0 ? [...OBLIGATION_KINDS] : state.types;
  const next = shown.includes(type) ? shown.filter((k) => k !== type) : [...shown, type];
  return {
    ...state,
    types: OBLIGATION_KINDS.filter((k) => next.includes(k) && next.length < OBLIGATION_KINDS.length),
  };
}

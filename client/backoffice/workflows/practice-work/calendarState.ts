/**
 * The practice calendar's state (view, day, filters) and its spellings: the page address, where only what
 * differs from the defaults is written beside the view and day, so a link reproduces the view; and the API's
 * query, for the days the view shows and no more.
 */
import dayjs from "dayjs";
import { type CalendarView, type Day, viewDays, VIEWS } from "../../../kit/ui/calendar/dates.ts";
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
  /** The kinds shown; empty means every kind. */
  kinds: DeadlineKind[];
  done: boolean;
};

type Filters = Omit<CalendarState, "view" | "day">;

/** No filter: every deadline of the practice, done ones too. */
export const NO_FILTERS: Filters = {
  employee: "",
  as: "any",
  office: "",
  division: "",
  kinds: [],
  done: true,
};

/** True when any filter narrows what is shown. */
export const isFiltered = (state: CalendarState): boolean => filterParams(state).size > 0;

/** The state a page address holds; `fallbackView` when it names none (agenda on a phone, month elsewhere). */
export function readCalendarState(
  params: URLSearchParams,
  today: Day,
  fallbackView: CalendarView,
): CalendarState {
  const view = params.get("view") as CalendarView | null;
  const date = params.get("date") ?? "";
  const as = params.get("as") as EmployeeRole | null;
  const kinds = params.getAll("kind");
  return {
    view: view && VIEWS.includes(view) ? view : fallbackView,
    // A real day as written (dayjs alone would roll 2026-13-45 over into 2027).
    day: /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).format("YYYY-MM-DD") === date ? date : today,
    employee: params.get("employee") ?? "",
    as: as && EMPLOYEE_ROLES.includes(as) ? as : "any",
    office: params.get("office") ?? "",
    division: params.get("division") ?? "",
    kinds: DEADLINE_KINDS.filter((k) => kinds.includes(k)),
    done: params.get("done") !== "false",
  };
}

/** The filters as query parameters, defaults left out (shared by the address and the API's query). */
function filterParams(state: CalendarState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.employee) {
    params.set("employee", state.employee);
    if (state.as !== "any") params.set("as", state.as);
  }
  if (state.office) params.set("office", state.office);
  if (state.division) params.set("division", state.division);
  // Every kind shown is the default; the server takes `kind` once per kind.
  if (state.kinds.length < DEADLINE_KINDS.length) {
    for (const kind of state.kinds) params.append("kind", kind);
  }
  if (!state.done) params.set("done", "false");
  return params;
}

/** The page address's query: the view and day, then the filters that differ from the defaults. */
export function writeCalendarState(state: CalendarState): URLSearchParams {
  return new URLSearchParams([["view", state.view], ["date", state.day], ...filterParams(state)]);
}

/** The first and last day the view shows (inclusive), as the API's from/to. */
export function visibleRange(state: CalendarState, weekStart: number): { from: Day; to: Day } {
  const days = viewDays(state.view, state.day, weekStart);
  return { from: days[0], to: days.at(-1)! };
}

/** The API's query: the visible days and the filters. */
export function calendarApiQuery(state: CalendarState, weekStart: number): URLSearchParams {
  const { from, to } = visibleRange(state, weekStart);
  return new URLSearchParams([["from", from], ["to", to], ...filterParams(state)]);
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

/**
 * The project dashboard's contract (demo-apps.md §3, §9): widgets 1 to 11, the weather widget and the projects, as
 * the mock API answers them. Ranges: DY yesterday, DT today, DTM tomorrow; TW this week, LW last week, 2W two
 * weeks ago; schedule T today, TM tomorrow. Charts run Monday to Sunday. No zod: the client imports its values too.
 */

export type DayRange = "DY" | "DT" | "DTM";
export type WeekRange = "TW" | "LW" | "2W";
export type ScheduleRange = "T" | "TM";

export const DAY_RANGES: Record<DayRange, string> = { DY: "Yesterday", DT: "Today", DTM: "Tomorrow" };
export const WEEK_RANGES: Record<WeekRange, string> = {
  TW: "This Week",
  LW: "Last Week",
  "2W": "2 Weeks Ago",
};
export const SCHEDULE_RANGES: Record<ScheduleRange, string> = { T: "Today", TM: "Tomorrow" };
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export type Project = { id: number; name: string };

type Counter<K extends string> = { label: string; count: Record<K, number> };
type CountWidget = {
  id: string;
  title: string;
  data: { label: string; count: number; extra: { label: string; count: number } };
  detail: string;
};
/**
 * The classes a table cell may carry: a budget line's badge, a share's colour. Written here for Tailwind to see
 * (the demo apps' sheet reads the domain/demo/ modules their pages import: build/styles.ts).
 */
export type CellClass =
  | ""
  | "badge-primary"
  | "badge-secondary"
  | "badge-accent"
  | "badge-info"
  | "badge-warning"
  | "text-error"
  | "text-success";
export type TableCell = { id: string; value: string; classes: CellClass; icon: string };
export type Table = { columns: { id: string; title: string }[]; rows: { id: number; cells: TableCell[] }[] };
export type Temperature = { C: number; F: number };
export type Speed = { KMH: number; MPH: number };
export type WeatherDay = { name: string; icon: string; temp: Temperature };
export type WeatherLocation = {
  name: string;
  icon: string;
  temp: Temperature;
  windSpeed: Speed;
  windDirection: string;
  rainProbability: string;
  next3Days: WeatherDay[];
  next5Days: WeatherDay[];
};

export type ProjectDashboardWidgets = {
  widget1: {
    id: "widget1";
    title: string;
    ranges: typeof DAY_RANGES;
    currentRange: DayRange;
    data: { label: string; count: Record<DayRange, number>; extra: Counter<DayRange> };
    detail: string;
  };
  widget2: CountWidget;
  widget3: CountWidget;
  widget4: CountWidget;
  widget5: {
    id: "widget5";
    title: string;
    ranges: typeof WEEK_RANGES;
    currentRange: WeekRange;
    mainChart: { labels: string[]; datasets: Record<WeekRange, { label: string; data: number[] }[]> };
    supporting: Record<string, Counter<WeekRange>>;
  };
  widget6: {
    id: "widget6";
    title: string;
    ranges: typeof WEEK_RANGES;
    currentRange: WeekRange;
    mainChart: { labels: string[]; data: Record<WeekRange, number[]>; options: { cutout: "66%" } };
    footerLeft: { title: string; count: Record<WeekRange, number> };
    footerRight: { title: string; count: Record<WeekRange, number> };
  };
  widget7: {
    id: "widget7";
    title: string;
    ranges: typeof SCHEDULE_RANGES;
    currentRange: ScheduleRange;
    schedule: Record<ScheduleRange, { id: number; title: string; time: string }[]>;
  };
  widget8: { id: "widget8"; title: string; chart: { labels: string[]; data: number[] } };
  widget9: {
    id: "widget9";
    title: string;
    ranges: typeof WEEK_RANGES;
    currentRange: WeekRange;
    weeklySpent: { title: string; count: Record<WeekRange, string>; chart: Record<WeekRange, number[]> };
    totalSpent: { title: string; count: Record<WeekRange, string> };
    remaining: { title: string; count: Record<WeekRange, string> };
    totalBudget: { title: string; count: string };
  };
  widget10: { id: "widget10"; title: string; table: Table };
  widget11: { id: "widget11"; title: string; table: Table };
  weatherWidget: {
    id: "weatherWidget";
    locations: Record<string, WeatherLocation>;
    currentLocation: string;
    tempUnit: keyof Temperature;
    speedUnit: keyof Speed;
  };
};

/**
 * The analytics dashboard's contract (demo-apps.md §3, §9): widgets 1 to 9 as the mock API answers them. Chart
 * display constants travel as widget options: doughnuts are cut out 75 %, and line charts label their values in
 * thousands. No zod: the client imports its values too.
 */

export const ANALYTICS_YEARS = ["2015", "2016", "2017"] as const;
export type AnalyticsYear = (typeof ANALYTICS_YEARS)[number];

export type ChartDataset = { label: string; data: number[] };
export type LineOptions = { valueLabels: "thousands" };
export type DoughnutOptions = { cutout: "75%" };

export type LineWidget = {
  id: string;
  title: string;
  chartType: "line";
  labels: string[];
  datasets: ChartDataset[];
  options: LineOptions;
};
export type BarWidget = {
  id: string;
  title: string;
  /** The headline figure shown above the chart. */
  value: number;
  chartType: "bar";
  labels: string[];
  datasets: ChartDataset[];
};
export type DoughnutWidget = {
  id: string;
  title: string;
  chartType: "doughnut";
  labels: string[];
  datasets: { data: number[]; backgroundColor: string[] }[];
  options: DoughnutOptions;
};
export type MapMarker = { lat: number; lng: number; label: string };
export type CampaignRow = { id: number; title: string; clicks: number; conversion: number };

export type AnalyticsWidgets = {
  widget1: Omit<LineWidget, "datasets"> & { datasets: Record<AnalyticsYear, ChartDataset[]> };
  widget2: BarWidget;
  widget3: LineWidget & { value: number };
  widget4: BarWidget;
  widget5: LineWidget;
  widget6: { id: string; title: string; markers: MapMarker[] };
  widget7: DoughnutWidget;
  widget8: DoughnutWidget;
  widget9: {
    id: string;
    title: string;
    columns: { id: keyof CampaignRow; title: string }[];
    rows: CampaignRow[];
  };
};

/**
 * The dashboards' charts (chart.js through react-chartjs-2). Only the dashboards' lazily loaded pages import this
 * module, so chart.js never weighs on the first page.
 */
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Bar, Doughnut, Line } from "react-chartjs-2";
import { localeOf } from "../../kit/i18n/dates.ts";
import { language } from "../../kit/i18n/index.ts";
import { themeColor } from "../../kit/ui/themeColor.ts";
import { thousands } from "./figures.ts";

ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);

const PALETTE = ["primary", "secondary", "accent", "info", "success", "warning"];

type Series = { label: string; data: number[] };
type SeriesProps = { label: string; labels: string[]; series: Series[]; height?: string; testId?: string };
const colorOf = (i: number) => themeColor(PALETTE[i % PALETTE.length]);

function axes(inThousands: boolean) {
  const text = themeColor("base-content", "#1f2937");
  const rtl = language.value === "ar";
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: localeOf(language.value),
    plugins: {
      legend: { display: false },
      tooltip: {
        rtl,
        callbacks: inThousands
          ? {
            label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
              `${item.dataset.label ?? ""}: ${thousands(item.parsed.y ?? 0)}`,
          }
          : undefined,
      },
    },
    scales: {
      x: { ticks: { color: text }, grid: { display: false }, reverse: rtl },
      y: {
        ticks: {
          color: text,
          ...(inThousands ? { callback: (v: string | number) => thousands(Number(v)) } : {}),
        },
        beginAtZero: true,
        position: rtl ? "right" as const : "left" as const,
      },
    },
  };
}

const described = (label: string, labels: string[], series: Series[]) =>
  `${label}: ${
    series.map((s) => `${s.label} ${s.data.map((v, i) => `${labels[i]} ${v}`).join(", ")}`).join("; ")
  }`;

/** A line chart; `inThousands` labels the values as the spec asks for the analytics lines (2.5k). */
export function LineChart(
  { label, labels, series, inThousands = false, height = "h-64", testId }: SeriesProps & {
    inThousands?: boolean;
  },
) {
  return (
    <div className={height} data-testid={testId}>
      <Line
        role="img"
        aria-label={described(label, labels, series)}
        data={{
          labels,
          datasets: series.map((s, i) => ({
            ...s,
            borderColor: colorOf(i),
            backgroundColor: colorOf(i),
            tension: 0.35,
            pointRadius: 2,
          })),
        }}
        options={axes(inThousands)}
      />
    </div>
  );
}

export function BarChart(
  { label, labels, series, height = "h-32", testId }: SeriesProps,
) {
  return (
    <div className={height} data-testid={testId}>
      <Bar
        role="img"
        aria-label={described(label, labels, series)}
        data={{
          labels,
          datasets: series.map((s, i) => ({
            ...s,
            backgroundColor: colorOf(i),
          })),
        }}
        options={axes(false)}
      />
    </div>
  );
}

/** A doughnut with its hole (`cutout`, "75%" on the analytics dashboard, "66%" for task distribution). */
export function DoughnutChart(
  { label, labels, data, colors, cutout, testId }: {
    label: string;
    labels: string[];
    data: number[];
    colors?: string[];
    cutout: string;
    testId?: string;
  },
) {
  return (
    <div className="h-48" data-testid={testId} data-cutout={cutout}>
      <Doughnut
        role="img"
        aria-label={`${label}: ${labels.map((l, i) => `${l} ${data[i]}`).join(", ")}`}
        data={{
          labels,
          datasets: [{
            data,
            backgroundColor: colors ?? labels.map((_, i) => colorOf(i)),
            borderWidth: 0,
          }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          cutout,
          plugins: { legend: { display: false }, tooltip: { rtl: language.value === "ar" } },
        }}
      />
    </div>
  );
}

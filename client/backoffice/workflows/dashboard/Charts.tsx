/**
 * The dashboard's charts (chart.js through react-chartjs-2). Only the dashboard's lazily loaded chunk imports this
 * module, so chart.js never weighs on the first page.
 */
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { useNavigate } from "react-router";
import { language } from "../../../kit/i18n/index.ts";
import { themeColor } from "../../../kit/ui/themeColor.ts";
import { formatMoney, formatWhen, localeOf } from "../../format.ts";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

function baseOptions() {
  const text = themeColor("base-content", "#1f2937");
  const rtl = language.value === "ar";
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: localeOf(language.value),
    plugins: { legend: { display: false }, tooltip: { rtl } },
    scales: {
      x: { ticks: { color: text }, grid: { display: false }, reverse: rtl },
      y: {
        ticks: { color: text, precision: 0 },
        beginAtZero: true,
        position: rtl ? "right" as const : "left" as const,
      },
    },
  };
}

/** Returns outstanding per status; a click on a bar opens the list of those returns. */
export function StatusChart(
  { bars, label }: { bars: Array<{ label: string; count: number; link: string }>; label: string },
) {
  const navigate = useNavigate();
  return (
    <div className="h-64" data-testid="chart-returns">
      <Bar
        role="img"
        aria-label={`${label}: ${bars.map((b) => `${b.label} ${b.count}`).join(", ")}`}
        data={{
          labels: bars.map((b) => b.label),
          datasets: [{ data: bars.map((b) => b.count), backgroundColor: themeColor("primary", "#4f46e5") }],
        }}
        options={{
          ...baseOptions(),
          onClick: (_event, elements) => {
            const bar = elements[0] && bars[elements[0].index];
            if (bar) navigate(bar.link);
          },
        }}
      />
    </div>
  );
}

/** The amount received per month (the count in the tooltip); a click on a bar opens that month's payments. */
export function PaymentsChart(
  { months, label }: {
    months: Array<{ month: string; count: number; total: string; link: string }>;
    label: string;
  },
) {
  const navigate = useNavigate();
  const names = months.map(({ month }) =>
    formatWhen(`${month}-01`, language.value, { month: "short", year: "2-digit" })
  );
  const options = baseOptions();
  return (
    <div className="h-64" data-testid="chart-payments">
      <Bar
        role="img"
        aria-label={`${label}: ${months.map((m, i) => `${names[i]} ${formatMoney(m.total)}`).join(", ")}`}
        data={{
          labels: names,
          datasets: [{
            data: months.map((m) => Number(m.total)),
            backgroundColor: themeColor("secondary", "#db2777"),
          }],
        }}
        options={{
          ...options,
          scales: {
            ...options.scales,
            y: { ...options.scales.y, ticks: { ...options.scales.y.ticks, callback: (v) => formatMoney(v) } },
          },
          plugins: {
            ...options.plugins,
            tooltip: {
              ...options.plugins.tooltip,
              callbacks: {
                label: (item) =>
                  `${formatMoney(months[item.dataIndex].total)} (${months[item.dataIndex].count})`,
              },
            },
          },
          onClick: (_event, elements) => {
            const month = elements[0] && months[elements[0].index];
            if (month) navigate(month.link);
          },
        }}
      />
    </div>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import {
  ANALYTICS_YEARS,
  type AnalyticsWidgets,
  type AnalyticsYear,
} from "../../../domain/demo/analytics-dashboard.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { numberFormat } from "../../kit/i18n/numbers.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useAnalytics } from "./api.ts";
import { BarChart, DoughnutChart, LineChart } from "./Charts.tsx";
import { conversionRate, markerParts, plotPoints } from "./figures.ts";
import "./messages.ts";
import { Figure, RangeSwitch, Widget } from "./Widget.tsx";

const YEARS = Object.fromEntries(ANALYTICS_YEARS.map((y) => [y, y])) as Record<AnalyticsYear, string>;

/** The analytics dashboard: widgets 1 to 9 of the client portal's figures; `?year=` picks widget 1's year. */
export function AnalyticsPage() {
  useSignals();
  const widgets = useAnalytics();
  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6" data-testid="analytics-dashboard">
      <PageHeading
        icon="insights"
        title={t("dashboardsApp.analytics")}
        text={t("dashboardsApp.analyticsText")}
      />
      <QueryState query={widgets} failure={t("dashboardsApp.loadFailed")}>
        {(data) => <Board w={data} />}
      </QueryState>
    </div>
  );
}

function Board({ w }: { w: AnalyticsWidgets }) {
  const [param, setYear] = useQueryParam("year");
  const year: AnalyticsYear = Object.hasOwn(YEARS, param) ? param as AnalyticsYear : "2017";
  const number = (n: number) => numberFormat(language.value).format(n);
  const small = [w.widget2, w.widget3, w.widget4] as const;
  return (
    <div className="grid grid-cols-1 md:grid-cols-2 xl:grid-cols-3 gap-4">
      <Widget
        title={w.widget1.title}
        className="md:col-span-2 xl:col-span-3"
        testId="analytics-widget1"
        control={
          <RangeSwitch
            label={t("dashboardsApp.year")}
            options={ANALYTICS_YEARS.map((y) => ({ key: y, text: y }))}
            value={year}
            onChange={(y) => setYear(y === "2017" ? "" : y)}
            testId="analytics-year"
          />
        }
      >
        <LineChart
          label={`${w.widget1.title} ${year}`}
          labels={w.widget1.labels}
          series={w.widget1.datasets[year]}
          inThousands
          height="h-72"
          testId="analytics-widget1-chart"
        />
        <ul className="flex flex-wrap gap-4 text-sm" data-testid="analytics-widget1-totals">
          {w.widget1.datasets[year].map((s) => (
            <li key={s.label}>
              <span className="opacity-70" dir="auto">{s.label}:</span>{" "}
              <span className="font-semibold tabular-nums">{number(s.data.reduce((a, b) => a + b, 0))}</span>
            </li>
          ))}
        </ul>
      </Widget>
      {small.map((x) => (
        <Widget key={x.id} title={x.title} testId={`analytics-${x.id}`}>
          <Figure value={number(x.value)} caption={x.datasets[0].label} testId={`analytics-${x.id}-value`} />
          {x.chartType === "bar"
            ? <BarChart label={x.title} labels={x.labels} series={x.datasets} />
            : <LineChart label={x.title} labels={x.labels} series={x.datasets} inThousands height="h-32" />}
        </Widget>
      ))}
      <Widget title={w.widget5.title} className="md:col-span-2" testId="analytics-widget5">
        <LineChart
          label={w.widget5.title}
          labels={w.widget5.labels}
          series={w.widget5.datasets}
          inThousands
        />
      </Widget>
      <Widget title={w.widget6.title} testId="analytics-widget6">
        <MarkerMap markers={w.widget6.markers} />
      </Widget>
      {[w.widget7, w.widget8].map((x) => (
        <Widget key={x.id} title={x.title} testId={`analytics-${x.id}`}>
          <DoughnutChart
            label={x.title}
            labels={x.labels}
            data={x.datasets[0].data}
            colors={x.datasets[0].backgroundColor}
            cutout={x.options.cutout}
          />
          <ul className="flex flex-col gap-1 text-sm">
            {x.labels.map((l, i) => (
              <li key={l} className="flex items-center gap-2">
                <span
                  className="size-3 rounded-full"
                  style={{ backgroundColor: x.datasets[0].backgroundColor[i] }}
                />
                <span className="me-auto" dir="auto">{l}</span>
                <span className="tabular-nums">{x.datasets[0].data[i]} %</span>
              </li>
            ))}
          </ul>
        </Widget>
      ))}
      <Widget title={w.widget9.title} testId="analytics-widget9">
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>{t("dashboardsApp.campaign")}</th>
                <th className="text-end">{t("dashboardsApp.clicks")}</th>
                <th className="text-end">{t("dashboardsApp.conversion")}</th>
              </tr>
            </thead>
            <tbody>
              {w.widget9.rows.map((r) => (
                <tr key={r.id} data-testid="analytics-campaign">
                  <td dir="auto">{r.title}</td>
                  <td className="text-end tabular-nums">{number(r.clicks)}</td>
                  <td className="text-end tabular-nums">
                    {number(r.conversion)}
                    <span className="ms-1 text-xs opacity-60">
                      ({conversionRate(r.clicks, r.conversion)} %)
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Widget>
    </div>
  );
}

/** The markers on a plain drawing of where they are (no map tiles), and as a list. */
function MarkerMap({ markers }: { markers: AnalyticsWidgets["widget6"]["markers"] }) {
  const points = plotPoints(markers);
  return (
    <div className="flex flex-col gap-3">
      <svg
        viewBox="0 0 100 100"
        className="w-full h-40 bg-base-200 rounded-box"
        role="img"
        aria-hidden="true"
      >
        {points.map((p, i) => (
          <circle key={markers[i].label} cx={p.x} cy={p.y} r="2.5" className="fill-primary" />
        ))}
      </svg>
      <ol className="text-sm flex flex-col gap-1" data-testid="analytics-markers">
        {markers.map((m) => {
          const { place, count } = markerParts(m.label);
          return (
            <li key={m.label} className="flex gap-2">
              <span className="me-auto" dir="auto">{place}</span>
              <span className="tabular-nums">{count}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

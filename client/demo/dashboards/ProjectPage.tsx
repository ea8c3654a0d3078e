import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import {
  DAY_RANGES,
  type ProjectDashboardWidgets,
  SCHEDULE_RANGES,
  type Table,
  WEEK_RANGES,
  type WeekRange,
} from "../../../domain/demo/project-dashboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useProjectDashboard } from "./api.ts";
import { BarChart, DoughnutChart, LineChart } from "./Charts.tsx";
import "./messages.ts";
import { Weather } from "./Weather.tsx";
import { Figure, RangeSwitch, Widget } from "./Widget.tsx";

/** A range switch's buttons: each range's key, worded in the reader's language. */
const options = <K extends string>(ranges: Record<K, string>) =>
  (Object.keys(ranges) as K[]).map((key) => ({ key, text: t(`dashboardsApp.range.${key}`) }));

/** The project dashboard: a project chosen at the top (`?project=`), then widgets 1 to 11 and the weather. */
export function ProjectPage() {
  useSignals();
  const dashboard = useProjectDashboard();
  const projects = dashboard.data?.projects;
  const [param, setProject] = useQueryParam("project");
  const project = projects?.find((p) => String(p.id) === param) ?? projects?.[0];
  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6" data-testid="project-dashboard">
      <header className="flex flex-wrap items-center gap-3">
        <Icon name="assignment" className="opacity-70" />
        <h1 className="text-2xl font-bold me-auto" data-testid="page-title">{t("dashboardsApp.project")}</h1>
        {projects && (
          <label className="select select-sm w-full sm:w-72">
            <span className="label">{t("dashboardsApp.chooseProject")}</span>
            <select
              value={project ? String(project.id) : ""}
              onChange={(e) => setProject(e.currentTarget.value)}
              dir="auto"
              data-testid="project-select"
            >
              {projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </label>
        )}
      </header>
      <QueryState query={dashboard} failure={t("dashboardsApp.loadFailed")}>
        {(data) => <Board w={data.widgets} />}
      </QueryState>
    </div>
  );
}

function Board({ w }: { w: ProjectDashboardWidgets }) {
  const [day, setDay] = useState(w.widget1.currentRange);
  const [returnsWeek, setReturnsWeek] = useState(w.widget5.currentRange);
  const [tasksWeek, setTasksWeek] = useState(w.widget6.currentRange);
  const [schedule, setSchedule] = useState(w.widget7.currentRange);
  const [spentWeek, setSpentWeek] = useState(w.widget9.currentRange);
  const counts = [w.widget2, w.widget3, w.widget4];
  const weekSwitch = (value: WeekRange, onChange: (k: WeekRange) => void, testId: string) => (
    <RangeSwitch
      label={t("dashboardsApp.week")}
      options={options(WEEK_RANGES)}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
  return (
    <div className="grid grid-cols-1 sm:grid-cols-2 xl:grid-cols-4 gap-4">
      <Widget
        title={w.widget1.title}
        testId="project-widget1"
        control={
          <RangeSwitch
            label={t("dashboardsApp.day")}
            options={options(DAY_RANGES)}
            value={day}
            onChange={setDay}
            testId="project-day"
          />
        }
      >
        <Figure
          value={w.widget1.data.count[day]}
          caption={w.widget1.data.label}
          testId="project-widget1-count"
        />
        <p className="text-sm opacity-70 text-center" dir="auto">
          {w.widget1.data.extra.label}:{" "}
          <span className="font-semibold">{w.widget1.data.extra.count[day]}</span>
        </p>
      </Widget>
      {counts.map((x) => (
        <Widget key={x.id} title={x.title} testId={`project-${x.id}`}>
          <Figure value={x.data.count} caption={x.data.label} />
          <p className="text-sm opacity-70 text-center" dir="auto">
            {x.data.extra.label}: <span className="font-semibold">{x.data.extra.count}</span>
          </p>
        </Widget>
      ))}
      <Widget
        title={w.widget5.title}
        className="sm:col-span-2 xl:col-span-3"
        testId="project-widget5"
        control={weekSwitch(returnsWeek, setReturnsWeek, "project-week5")}
      >
        <BarChart
          label={w.widget5.title}
          labels={w.widget5.mainChart.labels}
          series={w.widget5.mainChart.datasets[returnsWeek]}
          height="h-56"
        />
        <dl className="grid grid-cols-2 sm:grid-cols-5 gap-2 text-center">
          {Object.entries(w.widget5.supporting).map(([key, s]) => (
            <div key={key}>
              <dd className="text-xl font-bold tabular-nums" data-testid={`project-${key}`}>
                {s.count[returnsWeek]}
              </dd>
              <dt className="text-xs uppercase opacity-60" dir="auto">{s.label}</dt>
            </div>
          ))}
        </dl>
      </Widget>
      <Widget title={t("dashboardsApp.weather")} testId="project-weather">
        <Weather weather={w.weatherWidget} />
      </Widget>
      <Widget
        title={w.widget6.title}
        className="sm:col-span-2"
        testId="project-widget6"
        control={weekSwitch(tasksWeek, setTasksWeek, "project-week6")}
      >
        <DoughnutChart
          label={w.widget6.title}
          labels={w.widget6.mainChart.labels}
          data={w.widget6.mainChart.data[tasksWeek]}
          cutout={w.widget6.mainChart.options.cutout}
          testId="project-distribution"
        />
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {w.widget6.mainChart.labels.map((l, i) => (
            <li key={l} dir="auto">
              {l}:{" "}
              <span className="font-semibold tabular-nums">{w.widget6.mainChart.data[tasksWeek][i]}</span>
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2">
          <Figure
            value={w.widget6.footerLeft.count[tasksWeek]}
            caption={w.widget6.footerLeft.title}
            testId="project-tasks-added"
          />
          <Figure value={w.widget6.footerRight.count[tasksWeek]} caption={w.widget6.footerRight.title} />
        </div>
      </Widget>
      <Widget
        title={w.widget7.title}
        className="sm:col-span-2"
        testId="project-widget7"
        control={
          <RangeSwitch
            label={t("dashboardsApp.scheduleDay")}
            options={options(SCHEDULE_RANGES)}
            value={schedule}
            onChange={setSchedule}
            testId="project-schedule"
          />
        }
      >
        <ul className="flex flex-col divide-y divide-base-300" data-testid="project-schedule-items">
          {w.widget7.schedule[schedule].map((s) => (
            <li key={s.id} className="flex items-center gap-3 py-2">
              <span className="badge badge-ghost tabular-nums" dir="ltr">{s.time}</span>
              <span dir="auto">{s.title}</span>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={w.widget8.title} className="sm:col-span-2" testId="project-widget8">
        <BarChart
          label={w.widget8.title}
          labels={w.widget8.chart.labels}
          series={[{ label: w.widget8.title, data: w.widget8.chart.data }]}
          height="h-48"
        />
      </Widget>
      <Widget
        title={w.widget9.title}
        className="sm:col-span-2"
        testId="project-widget9"
        control={weekSwitch(spentWeek, setSpentWeek, "project-week9")}
      >
        <dl className="grid grid-cols-2 gap-3">
          {[w.widget9.weeklySpent, w.widget9.totalSpent, w.widget9.remaining].map((s) => (
            <div key={s.title}>
              <dt className="text-xs uppercase opacity-60" dir="auto">{s.title}</dt>
              <dd className="text-lg font-bold tabular-nums" dir="ltr">{s.count[spentWeek]}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs uppercase opacity-60" dir="auto">{w.widget9.totalBudget.title}</dt>
            <dd className="text-lg font-bold tabular-nums" dir="ltr">{w.widget9.totalBudget.count}</dd>
          </div>
        </dl>
        <LineChart
          label={w.widget9.weeklySpent.title}
          labels={w.widget5.mainChart.labels}
          series={[{ label: w.widget9.weeklySpent.title, data: w.widget9.weeklySpent.chart[spentWeek] }]}
          height="h-32"
        />
      </Widget>
      <Widget title={w.widget10.title} className="sm:col-span-2 xl:col-span-4" testId="project-widget10">
        <DataTable table={w.widget10.table} />
      </Widget>
      <Widget title={w.widget11.title} className="sm:col-span-2 xl:col-span-4" testId="project-widget11">
        <DataTable table={w.widget11.table} />
      </Widget>
    </div>
  );
}

/** A widget's table as the data gives it: each cell's value, with its colour class and icon if any. */
function DataTable({ table }: { table: Table }) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.id}>{c.title || <span className="sr-only">{t("dashboardsApp.picture")}</span>}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.id}>
              {r.cells.map((c) => (
                <td key={c.id} className="whitespace-nowrap" dir="auto">
                  {c.id === "avatar"
                    ? (
                      <Avatar
                        name={r.cells.find((x) => x.id === "name")?.value ?? ""}
                        src={c.value}
                        size="w-8"
                      />
                    )
                    : (
                      <span
                        className={`inline-flex items-center gap-1 ${
                          c.classes.startsWith("badge-") ? "badge badge-sm" : ""
                        } ${c.classes}`}
                      >
                        {c.value}
                        {c.icon && <Icon name={c.icon} size={16} />}
                      </span>
                    )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

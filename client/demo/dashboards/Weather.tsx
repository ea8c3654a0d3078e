import { useState } from "react";
import type { ProjectDashboardWidgets } from "../../../domain/demo/project-dashboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { RangeSwitch } from "./Widget.tsx";

type WeatherWidget = ProjectDashboardWidgets["weatherWidget"];
type TempUnit = WeatherWidget["tempUnit"];
type SpeedUnit = WeatherWidget["speedUnit"];

/** The weather where the practice works: a place, now and the next days, in °C or °F and km/h or mph. */
export function Weather({ weather }: { weather: WeatherWidget }) {
  const [place, setPlace] = useState(weather.currentLocation);
  const [temp, setTemp] = useState<TempUnit>(weather.tempUnit);
  const [speed, setSpeed] = useState<SpeedUnit>(weather.speedUnit);
  const here = weather.locations[place] ?? Object.values(weather.locations)[0];
  return (
    <div className="flex flex-col gap-3">
      <select
        className="select select-sm w-full"
        value={place}
        onChange={(e) => setPlace(e.currentTarget.value)}
        aria-label={t("dashboardsApp.place")}
        data-testid="weather-place"
      >
        {Object.entries(weather.locations).map(([key, l]) => <option key={key} value={key}>{l.name}</option>)}
      </select>
      <div className="flex items-center justify-center gap-3">
        <Icon name={here.icon} size={32} className="text-warning" />
        <span className="text-4xl font-bold tabular-nums" data-testid="weather-temp">
          {here.temp[temp]}°{temp}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="opacity-60">{t("dashboardsApp.wind")}</dt>
        <dd className="text-end" data-testid="weather-wind">
          {here.windSpeed[speed]} {t(`dashboardsApp.speed.${speed}`)} {here.windDirection}
        </dd>
        <dt className="opacity-60">{t("dashboardsApp.rain")}</dt>
        <dd className="text-end">{here.rainProbability}</dd>
      </dl>
      <ul className="flex justify-between text-xs text-center">
        {here.next3Days.map((d) => (
          <li key={d.name} className="flex flex-col items-center gap-1">
            <span>{d.name.slice(0, 3)}</span>
            <Icon name={d.icon} size={20} />
            <span className="tabular-nums">{d.temp[temp]}°</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-between gap-2">
        <RangeSwitch
          label={t("dashboardsApp.tempUnit")}
          options={[{ key: "C" as const, text: "°C" }, { key: "F" as const, text: "°F" }]}
          value={temp}
          onChange={setTemp}
          testId="weather-temp-unit"
        />
        <RangeSwitch
          label={t("dashboardsApp.speedUnit")}
          options={[{ key: "KMH" as const, text: t("dashboardsApp.speed.KMH") }, {
            key: "MPH" as const,
            text: t("dashboardsApp.speed.MPH"),
          }]}
          value={speed}
          onChange={setSpeed}
          testId="weather-speed-unit"
        />
      </div>
    </div>
  );
}

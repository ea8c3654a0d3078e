import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { language, t } from "../../../kit/i18n/index.ts";
import { formatDateTime } from "../../format.ts";
import { findDef } from "../../defs.ts";
import type { TriggerRunSummary } from "./api.ts";
import "./messages.ts";

/** When a run happened and how it was started, linked to its record; "Never run" without one. */
export function RunWhen({ run }: { run: TriggerRunSummary | null }) {
  useSignals();
  if (!run) return <span className="opacity-60">{t("triggers.never")}</span>;
  return (
    <span>
      <Link to={runPath(run.id)} className="link link-hover">
        <bdi>{formatDateTime(run.ranAt, language.value)}</bdi>
      </Link>
      <span className="opacity-70">
        {" · "}
        {t(run.scheduled ? "triggers.bySchedule" : "triggers.byHand")}
      </span>
    </span>
  );
}

/** A run's own page. */
export function runPath(id: string): string {
  return `${runLogPath()}/view/${encodeURIComponent(id)}`;
}

/** The run log, or one trigger's part of it. */
export function runLogPath(trigger?: string): string {
  const base = findDef("triggerrun")!.base;
  return trigger ? `${base}?${new URLSearchParams({ trigger })}` : base;
}

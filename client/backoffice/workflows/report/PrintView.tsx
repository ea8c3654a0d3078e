import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { language, t } from "../../../kit/i18n/index.ts";
import { formatDate } from "../../format.ts";
import { RefTitle } from "../../ui/RefLink.tsx";
import type { ReportRow } from "./api.ts";
import type { ReportState } from "./reportState.ts";
import { ReportTable } from "./ReportTable.tsx";

/**
 * The report as printed: no shell (the app's root is hidden for print while the report is open), a title naming
 * the filters and the day, and the lines as a plain table. Hidden on screen.
 */
export function PrintView({ state, rows, today }: { state: ReportState; rows: ReportRow[]; today: string }) {
  useSignals();
  useEffect(() => {
    const root = document.getElementById("root");
    root?.classList.add("print:hidden");
    return () => root?.classList.remove("print:hidden");
  }, []);
  const filters = [
    state.taxYear && <span key="taxYear">{t("report.taxYear")}: {state.taxYear}</span>,
    state.partner && (
      <span key="partner">
        {t("report.partner")}: <RefTitle to="employee" id={state.partner} />
      </span>
    ),
    state.office && (
      <span key="office">
        {t("report.office")}: <RefTitle to="office" id={state.office} />
      </span>
    ),
  ].filter(Boolean);
  return createPortal(
    <div className="hidden print:block p-2 bg-white text-black" data-testid="report-print">
      <h1 className="text-xl font-bold">{t("nav.assessmentsNotReceived")}</h1>
      <p className="text-sm" data-testid="report-print-filters">
        {filters.length > 0
          ? filters.flatMap((f, i) => (i === 0 ? [f] : [<span key={`sep-${i}`} className="mx-1">·</span>, f]))
          : t("report.allReturns")}
      </p>
      <p className="text-sm mb-2" data-testid="report-print-date">
        {t("report.printedOn", { date: formatDate(today, language.value) })}
      </p>
      <ReportTable rows={rows} />
    </div>,
    document.body,
  );
}

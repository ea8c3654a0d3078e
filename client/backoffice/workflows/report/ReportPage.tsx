import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { practiceToday } from "../../../../domain/today.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { useSubmit } from "../../../lib/submit.ts";
import { csvFilename } from "../../list/csv.ts";
import { ExportButton } from "../../list/ExportButton.tsx";
import { findDef, recordPath } from "../../defs.ts";
import { RefFilter } from "../../ui/RefFilter.tsx";
import { Pager } from "../../list/Pager.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { getReport, reportCsv, type ReportRow, useReport } from "./api.ts";
import "./messages.ts";
import { PrintView } from "./PrintView.tsx";
import {
  readReportState,
  reportCsvQuery,
  reportQuery,
  reportSortOf,
  type ReportState,
  toggleReportSort,
  withReportFilter,
  writeReportState,
} from "./reportState.ts";
import { ReportTable } from "./ReportTable.tsx";
import { useAddressParams } from "../../../kit/routes/useAddressParams.ts";

/** Tax years offered by the filter: this one and the six before it. */
const YEARS_OFFERED = 7;
/** Lines fetched per request when the whole report is gathered for printing (the API's largest page). */
const PRINT_PAGE = 500;

/** Every line of the report under the state's filters and sort, gathered page by page for printing. */
async function allLines(state: ReportState): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let page = 1;; page++) {
    const answer = await getReport(reportQuery({ ...state, page, pageSize: PRINT_PAGE }));
    rows.push(...answer.items);
    if (answer.items.length < PRINT_PAGE || rows.length >= answer.total) return rows;
  }
}

/**
 * "Assessments not received" (`/apps/reports/incometax`): submitted returns with no assessment and the days since
 * submission, filtered by tax year, partner and office, sorted by any column, paged; exported as CSV with the
 * same filters, or printed whole.
 */
export function ReportPage() {
  useSignals();
  const navigate = useNavigate();
  const [params, setParams] = useAddressParams();
  const state = useMemo(() => readReportState(params), [params]);
  const report = useReport(reportQuery(state));
  const data = report.data;
  /** The lines gathered for printing; the browser's print dialog opens once they are on the page. */
  const [printRows, setPrintRows] = useState<ReportRow[] | null>(null);
  const printing = useSubmit(() => allLines(state), { done: setPrintRows });
  const today = data?.today ?? practiceToday();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(thisYear - i));
  if (state.taxYear && !years.includes(state.taxYear)) years.push(state.taxYear);

  const go = useCallback((next: ReportState) => setParams(writeReportState(next)), [setParams]);
  // Printed lines belong to the filters they were gathered for.
  useEffect(() => setPrintRows(null), [params]);
  useEffect(() => {
    if (printRows) globalThis.print();
  }, [printRows]);

  const incometax = findDef("incometax")!;
  const filtered = state.taxYear !== "" || state.partner !== "" || state.office !== "";

  return (
    <div className="p-4 md:p-6" data-testid="report-page">
      <PageHeader
        title={t("nav.assessmentsNotReceived")}
        actions={
          <>
            <ExportButton
              filename={csvFilename("assessments-not-received")}
              load={() => reportCsv(reportCsvQuery(state))}
            />
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              disabled={printing.busy}
              onClick={() => void printing.submit(undefined)}
              data-testid="print"
            >
              {printing.busy
                ? <span className="loading loading-spinner loading-xs" />
                : <Icon name="print" size={18} />}
              {t("report.print")}
            </button>
            {printing.error && (
              <span role="alert" className="text-sm text-error" data-testid="print-failed">
                {t("report.printFailed", { message: printing.error.message })}
              </span>
            )}
          </>
        }
      />
      <p className="opacity-70 text-sm mb-4">{t("report.intro")}</p>
      <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={report.loading}>
        <div className="flex flex-wrap items-center gap-2 p-3 border-b border-base-300">
          <select
            className="select select-sm w-full sm:w-44"
            aria-label={t("report.taxYear")}
            data-testid="filter-taxYear"
            value={state.taxYear}
            onChange={(e) => go(withReportFilter(state, "taxYear", e.currentTarget.value))}
          >
            <option value="">{t("report.allYears")}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
          <RefFilter
            to="employee"
            id="filter-partner"
            label={t("report.partner")}
            value={state.partner}
            onChange={(id) => go(withReportFilter(state, "partner", id))}
          />
          <RefFilter
            to="office"
            id="filter-office"
            label={t("report.office")}
            value={state.office}
            onChange={(id) => go(withReportFilter(state, "office", id))}
          />
        </div>
        <QueryState
          query={report}
          failure={t("report.loadFailed")}
          empty={{
            when: (answer) => answer.items.length === 0 && state.page === 1,
            view: (
              <div
                className="flex flex-col items-center gap-2 py-12 px-4 text-center"
                data-testid="report-empty"
              >
                <Icon name={filtered ? "search_off" : "task_alt"} size={32} className="opacity-50" />
                <h2 className="text-lg font-semibold">
                  {filtered ? t("report.noMatchTitle") : t("report.emptyTitle")}
                </h2>
                {!filtered && <p className="opacity-70 text-sm">{t("report.emptyText")}</p>}
              </div>
            ),
          }}
        >
          {(answer) => (
            <>
              {answer.items.length > 0 && (
                <div className="overflow-x-auto">
                  <ReportTable
                    rows={answer.items}
                    sortOf={(column) => reportSortOf(state, column)}
                    onSort={(column) => go(toggleReportSort(state, column))}
                    onOpen={(row) => navigate(recordPath(incometax, row.id))}
                  />
                </div>
              )}
              <Pager
                page={state.page}
                pageSize={state.pageSize}
                shown={answer.items.length}
                total={answer.total}
                onPrevious={state.page > 1 ? () => go({ ...state, page: state.page - 1 }) : null}
                onNext={state.page * state.pageSize < answer.total
                  ? () => go({ ...state, page: state.page + 1 })
                  : null}
                onPageSize={(pageSize) => go({ ...state, pageSize, page: 1 })}
              />
            </>
          )}
        </QueryState>
      </section>
      <PrintView state={state} rows={printRows ?? data?.items ?? []} today={today} />
    </div>
  );
}

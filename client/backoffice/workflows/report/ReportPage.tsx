import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { practiceDay } from "../../../../domain/workflows/deadline-fields.ts";
import { t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { csvFilename } from "../../api/csv.ts";
import { ExportButton } from "../../list/ExportButton.tsx";
import { findDef, recordPath } from "../../defs.ts";
import { RefPicker } from "../../form/fields/RefPicker.tsx";
import { Pager } from "../../list/Pager.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { LoadError, LoadingBar } from "../../../kit/ui/PageStates.tsx";
import { loadReport, reportCsv, type ReportRow } from "./api.ts";
import "./messages.ts";
import { PrintView } from "./PrintView.tsx";
import {
  readReportState,
  reportApiQuery,
  reportCsvQuery,
  reportSortOf,
  type ReportState,
  toggleReportSort,
  withReportFilter,
  writeReportState,
} from "./reportState.ts";
import { ReportTable } from "./ReportTable.tsx";
import { useReport } from "./useReport.ts";

/** Tax years offered by the filter: this one and the six before it. */
const YEARS_OFFERED = 7;
/** Lines fetched per request when the whole report is gathered for printing (the API's largest page). */
const PRINT_PAGE = 500;

/** Every line of the report under the state's filters and sort, gathered page by page for printing. */
async function allLines(state: ReportState): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let page = 1;; page++) {
    const query = reportApiQuery({ ...state, page, pageSize: PRINT_PAGE });
    const answer = await loadReport(query);
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
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReportState(params), [params]);
  const { data, loading, error, retry } = useReport(reportApiQuery(state).toString());
  const [printing, setPrinting] = useState(false);
  const [printRows, setPrintRows] = useState<ReportRow[] | null>(null);
  const today = data?.today ?? practiceDay(new Date());
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(thisYear - i));
  if (state.taxYear && !years.includes(state.taxYear)) years.push(state.taxYear);

  const go = useCallback((next: ReportState) => setParams(writeReportState(next)), [setParams]);
  // Printed lines belong to the filters they were gathered for.
  useEffect(() => setPrintRows(null), [params]);
  useEffect(() => {
    if (!printing || !printRows) return;
    globalThis.print();
    setPrinting(false);
  }, [printing, printRows]);

  const print = async () => {
    setPrinting(true);
    try {
      setPrintRows(await allLines(state));
    } catch (err) {
      setPrinting(false);
      showMessage(t("report.printFailed", { message: err instanceof Error ? err.message : String(err) }), {
        variant: "error",
      });
    }
  };
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
              disabled={printing}
              onClick={print}
              data-testid="print"
            >
              {printing
                ? <span className="loading loading-spinner loading-xs" />
                : <Icon name="print" size={18} />}
              {t("report.print")}
            </button>
          </>
        }
      />
      <p className="opacity-70 text-sm mb-4">{t("report.intro")}</p>
      <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={loading}>
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
          <div className="w-full sm:w-56">
            <RefPicker
              to="employee"
              id="filter-partner"
              ariaLabel={t("report.partner")}
              placeholder={t("report.partner")}
              value={state.partner}
              small
              onChange={(id) => go(withReportFilter(state, "partner", id))}
            />
          </div>
          <div className="w-full sm:w-56">
            <RefPicker
              to="office"
              id="filter-office"
              ariaLabel={t("report.office")}
              placeholder={t("report.office")}
              value={state.office}
              small
              onChange={(id) => go(withReportFilter(state, "office", id))}
            />
          </div>
        </div>
        <div className="h-1">{loading && <LoadingBar />}</div>
        {error && (
          <div className="p-4">
            <LoadError message={t("report.loadFailed")} detail={error.message} onRetry={retry} />
          </div>
        )}
        {data && data.items.length === 0 && !error && !loading && (
          <div className="flex flex-col items-center gap-2 py-12 px-4 text-center" data-testid="report-empty">
            <Icon name={filtered ? "search_off" : "task_alt"} size={32} className="opacity-50" />
            <h2 className="text-lg font-semibold">
              {filtered ? t("report.noMatchTitle") : t("report.emptyTitle")}
            </h2>
            {!filtered && <p className="opacity-70 text-sm">{t("report.emptyText")}</p>}
          </div>
        )}
        {data && data.items.length > 0 && (
          <div className="overflow-x-auto">
            <ReportTable
              rows={data.items}
              sortOf={(column) => reportSortOf(state, column)}
              onSort={(column) => go(toggleReportSort(state, column))}
              onOpen={(row) => navigate(recordPath(incometax, row.id))}
            />
          </div>
        )}
        {data && (data.total > 0 || state.page > 1) && (
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            shown={data.items.length}
            total={data.total}
            onPrevious={state.page > 1 ? () => go({ ...state, page: state.page - 1 }) : null}
            onNext={state.page * state.pageSize < data.total
              ? () => go({ ...state, page: state.page + 1 })
              : null}
            onPageSize={(pageSize) => go({ ...state, pageSize, page: 1 })}
          />
        )}
      </section>
      <PrintView state={state} rows={printRows ?? data?.items ?? []} today={today} />
    </div>
  );
}

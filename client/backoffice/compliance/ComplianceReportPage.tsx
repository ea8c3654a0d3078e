import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { OBLIGATION_KINDS } from "../../../domain/compliance/kinds.ts";
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  PAGE_SIZES,
  readListQuery,
  whereOne,
  writeListQuery,
} from "../../../domain/list-query.ts";
import { t } from "../../kit/i18n/index.ts";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { findDef } from "../defs.ts";
import { csvFilename } from "../list/csv.ts";
import { ExportButton } from "../list/ExportButton.tsx";
import { type Paging, PagingPager } from "../list/Pager.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import { RefFilter } from "../ui/RefFilter.tsx";
import { optionText } from "../ui/optionText.ts";
import { complianceReportCsv, useComplianceReport, usePracticeChecks } from "./api.ts";
import { ComplianceCheckTable, ComplianceReportTable, ComplianceTallies } from "./ComplianceReportParts.tsx";
import "./report-messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

const FILTERS = ["kind", "partner", "office"] as const;
type Filter = (typeof FILTERS)[number];
type State = Record<Filter, string> & { page: number; pageSize: number };

/** The state the page address holds (filters, page, page size); what it spells wrongly falls back. */
function readState(params: URLSearchParams): State {
  const { query } = readListQuery(params);
  const kind = whereOne(query, "kind") ?? "";
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    kind: (OBLIGATION_KINDS as readonly string[]).includes(kind) ? kind : "",
    partner: whereOne(query, "partner") ?? "",
    office: whereOne(query, "office") ?? "",
    page: query.page ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The filters that are set, as the report's own parameters. */
function whereOf(state: State): ListQuery["where"] {
  const set = FILTERS.filter((name) => state[name] !== "");
  return set.length ? Object.fromEntries(set.map((name) => [name, [state[name]]])) : undefined;
}

/** The page address's query: defaults left out. */
function writeState(state: State): URLSearchParams {
  return writeListQuery({
    where: whereOf(state),
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
  });
}

/**
 * The practice-wide compliance report (Compliance → Compliance report, `/apps/compliance/report`, issue 36): the
 * clients with obligations past due today, most overdue first, with their SARS status in words; tallies by
 * obligation, partner and office; filtered by obligation, partner and office; paged; downloaded whole as CSV;
 * and the checks' contradictions under the same filters.
 */
export function ComplianceReportPage() {
  useSignals();
  const [params, setParams] = useAddressParams();
  const state = readState(params);
  const where = whereOf(state);
  const report = useComplianceReport({ where, page: state.page, pageSize: state.pageSize });
  // The checks' own page, back to the first when a filter changes.
  const [checksPage, setChecksPage] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const checks = usePracticeChecks({ where, ...checksPage });
  const go = (next: State) => setParams(writeState(next));
  const filter = (name: Filter, value: string) => {
    setChecksPage({ ...checksPage, page: 1 });
    go({ ...state, [name]: value, page: 1 });
  };
  const kindField = findDef("obligation")!.fields.find((f) => f.name === "kind")!;
  const filtered = where !== undefined;

  return (
    <div className="p-4 md:p-6" data-testid="compliance-report-page">
      <PageHeader
        title={t("nav.complianceReport")}
        actions={
          <ExportButton
            filename={csvFilename("compliance-report")}
            load={() => complianceReportCsv(where)}
          />
        }
      />
      <p className="opacity-70 text-sm mb-4 max-w-prose">{t("complianceReport.intro")}</p>
      <section
        className="card bg-base-100 border border-base-300 overflow-hidden mb-4"
        aria-busy={report.loading}
        aria-label={t("nav.complianceReport")}
      >
        <div className="flex flex-wrap items-center gap-2 p-3 border-b border-base-300">
          <select
            className="select select-sm w-full sm:w-56"
            aria-label={t("complianceReport.kind")}
            data-testid="filter-kind"
            value={state.kind}
            onChange={(e) => filter("kind", e.currentTarget.value)}
          >
            <option value="">{t("complianceReport.allKinds")}</option>
            {OBLIGATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>{optionText(kindField, kind)}</option>
            ))}
          </select>
          <RefFilter
            to="employee"
            id="filter-partner"
            label={t("complianceReport.partner")}
            value={state.partner}
            onChange={(id) => filter("partner", id)}
          />
          <RefFilter
            to="office"
            id="filter-office"
            label={t("complianceReport.office")}
            value={state.office}
            onChange={(id) => filter("office", id)}
          />
        </div>
        <QueryState
          query={report}
          failure={t("complianceReport.loadFailed")}
          empty={{
            when: (answer) => answer.total === 0,
            view: (
              <EmptyState
                icon={filtered ? "search_off" : "task_alt"}
                title={filtered ? t("complianceReport.noMatch") : t("complianceReport.emptyTitle")}
                text={filtered ? undefined : t("complianceReport.emptyText")}
                testId="compliance-report-empty"
              />
            ),
          }}
        >
          {(answer) => (
            <>
              <ComplianceTallies tallies={answer.tallies} />
              <ComplianceReportTable rows={answer.items} />
              <PagingPager
                paging={state}
                shown={answer.items.length}
                total={answer.total}
                onPaging={(paging) => go({ ...state, ...paging })}
              />
            </>
          )}
        </QueryState>
      </section>
      <section
        className="card bg-base-100 border border-base-300 overflow-hidden"
        aria-labelledby="compliance-checks-title"
        aria-busy={checks.loading}
        data-testid="compliance-report-checks"
      >
        <div className="p-3 border-b border-base-300">
          <h2 id="compliance-checks-title" className="font-semibold">{t("complianceReport.checksTitle")}</h2>
          <p className="text-sm opacity-70">{t("complianceReport.checksIntro")}</p>
        </div>
        <QueryState
          query={checks}
          failure={t("complianceReport.checksFailed")}
          empty={{
            when: (answer) => answer.total === 0,
            view: <p className="p-4 text-sm opacity-70">{t("complianceReport.checksEmpty")}</p>,
          }}
        >
          {(answer) => (
            <>
              <ComplianceCheckTable rows={answer.items} />
              <PagingPager
                paging={checksPage}
                shown={answer.items.length}
                total={answer.total}
                onPaging={setChecksPage}
              />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

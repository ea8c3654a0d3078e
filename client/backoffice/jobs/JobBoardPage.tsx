import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import type { BoardFilters } from "../../../domain/jobs/board.ts";
import { readListQuery, whereOne, writeListQuery } from "../../../domain/list-query.ts";
import { t } from "../../kit/i18n/index.ts";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { findDef } from "../defs.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { RefFilter } from "../ui/RefFilter.tsx";
import { useJobBoard } from "./board-api.ts";
import { BoardColumns } from "./BoardColumns.tsx";
import "./board-messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

type State = { template: string; assignee: string; account: string; overdue: boolean };

/** What the page address holds: the template and the filters. */
function readState(params: URLSearchParams): State {
  const { query } = readListQuery(params);
  return {
    template: whereOne(query, "template") ?? "",
    assignee: whereOne(query, "assignee") ?? "",
    account: whereOne(query, "account") ?? "",
    overdue: whereOne(query, "overdue") === "true",
  };
}

/** The parameters that are set: the board's address, and (but for `overdue`) the jobs list's. */
function whereOf(state: State, list = false): Record<string, string[]> {
  const where: Record<string, string[]> = {};
  for (const name of ["template", "assignee", "account"] as const) {
    if (state[name]) where[name] = [state[name]];
  }
  if (state.overdue && !list) where.overdue = ["true"];
  return where;
}

/**
 * A job template's pipeline board (issue 38, `/apps/jobs/board?template=…`): a column per stage in order, each
 * with its count and overdue count and its first cards, paged per column; filtered by assignee, client and
 * overdue, all kept in the address; linked to the same jobs as a list.
 */
export function JobBoardPage() {
  useSignals();
  const [params, setParams] = useAddressParams();
  const state = readState(params);
  const filters: BoardFilters = {
    assignee: state.assignee || undefined,
    account: state.account || undefined,
    overdue: state.overdue || undefined,
  };
  const board = useJobBoard(state.template, filters);
  const go = (next: State) => setParams(writeListQuery({ where: whereOf(next) }));
  const listAddress = `${findDef("job")!.base}?${writeListQuery({ where: whereOf(state, true) })}`;
  return (
    <div className="p-4 md:p-6 min-w-0" data-testid="job-board-page">
      <PageHeader
        title={t("jobs.board.title")}
        actions={state.template && (
          <Link to={listAddress} className="btn btn-sm">{t("jobs.board.asList")}</Link>
        )}
      />
      <p className="opacity-70 text-sm mb-4 max-w-prose">{t("jobs.board.intro")}</p>
      <section
        className="card bg-base-100 border border-base-300 overflow-hidden"
        aria-busy={board.loading}
        aria-label={t("jobs.board.title")}
      >
        <div className="flex flex-wrap items-center gap-2 p-3 border-b border-base-300">
          <RefFilter
            to="jobtemplate"
            id="board-template"
            label={t("jobs.board.template")}
            value={state.template}
            onChange={(template) => go({ ...state, template })}
          />
          {([["assignee", "employee"], ["account", "account"]] as const).map(([name, to]) => (
            <RefFilter
              key={name}
              to={to}
              id={`board-${name}`}
              label={t(`jobs.board.${name}`)}
              width="sm:w-48"
              value={state[name]}
              onChange={(id) => go({ ...state, [name]: id })}
            />
          ))}
          <label className="label text-sm gap-2 cursor-pointer min-h-8">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={state.overdue}
              data-testid="board-overdue"
              onChange={(e) => go({ ...state, overdue: e.currentTarget.checked })}
            />
            {t("jobs.board.overdueOnly")}
          </label>
        </div>
        {state.template === ""
          ? <EmptyState icon="view_kanban" title={t("jobs.board.chooseTemplate")} testId="job-board-choose" />
          : (
            <QueryState
              query={board}
              failure={t("jobs.board.loadFailed")}
              empty={{
                when: (answer) => answer.columns.every((c) => c.count === 0),
                view: (
                  <EmptyState
                    icon="task_alt"
                    title={t("jobs.board.empty")}
                    text={t("jobs.board.emptyText")}
                    testId="job-board-empty"
                  />
                ),
              }}
            >
              {(answer) => <BoardColumns board={answer} filters={filters} />}
            </QueryState>
          )}
      </section>
    </div>
  );
}

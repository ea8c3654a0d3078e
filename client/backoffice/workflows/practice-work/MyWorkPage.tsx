import { useSignals } from "@preact/signals-react/runtime";
import { authRoles, hasPermission } from "../../../../domain/roles.ts";
import { MAX_CALENDAR_ITEMS } from "../../../../domain/workflows/practice-work.ts";
import { roles } from "../../../session/session.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { numberFormat } from "../../../kit/i18n/numbers.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { EmptyState } from "../../../kit/ui/PageStates.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { RefFilter } from "../../ui/RefFilter.tsx";
import { localeOf } from "../../format.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { useMyWork } from "./api.ts";
import { FeedsPanel } from "./FeedsPanel.tsx";
import {
  type MyWorkState,
  openEnded,
  readMyWorkState,
  sectionCounts,
  shownItems,
  writeMyWorkState,
} from "./myWork.ts";
import { WorkFilters } from "./WorkFilters.tsx";
import { WorkList } from "./WorkList.tsx";
import { WorkloadTable } from "./WorkloadTable.tsx";
import { UndatedPanel } from "../due-dates/UndatedPanel.tsx";
import "./messages.ts";
import { useAddressParams } from "../../../kit/routes/useAddressParams.ts";

/**
 * My work (`/apps/my-work`): the signed-in employee's open deadlines that are overdue, due this week and due next
 * week, by due date, filtered by section, kind and client (all in the address, so Back and a shared link keep
 * them), each marked done or given a status in place, one or several at once; the practice's open work that has
 * no due date; and their calendar feeds. Admins and staff can look at another employee's (`?employee=`) and at the
 * workload of everyone (`?view=workload`).
 */
export function MyWorkPage() {
  useSignals();
  const manager = hasPermission(authRoles.staff, roles.value);
  const [params, setParams] = useAddressParams();
  const state = readMyWorkState(params);
  // In place: choosing a filter adds no history entry, so Back leaves my work as it was last seen.
  const go = (next: MyWorkState) => setParams(writeMyWorkState(next), { replace: true });
  const employee = manager ? state.employee : "";
  const workload = manager && state.workload;
  const mine = useMyWork("");
  const theirs = useMyWork(employee, { enabled: employee !== "" && !workload });
  const shown = employee ? theirs : mine;
  return (
    <div className="p-3 sm:p-6 flex flex-col gap-4" data-testid="my-work">
      <PageHeader
        title={t("practiceWork.myWorkTitle")}
        actions={manager && (
          <div className="join" role="group" aria-label={t("practiceWork.tabs")}>
            {(["items", "workload"] as const).map((v) => (
              <button
                key={v}
                type="button"
                className={`btn btn-sm join-item ${(v === "workload") === workload ? "btn-primary" : ""}`}
                aria-pressed={(v === "workload") === workload}
                data-testid={`my-work-view-${v}`}
                onClick={() => go({ ...state, workload: v === "workload" })}
              >
                <Icon name={v === "workload" ? "table_chart" : "checklist"} size={18} />
                {t(`practiceWork.${v}Tab`)}
              </button>
            ))}
          </div>
        )}
      />
      {workload ? <WorkloadTable onOpen={(id) => go({ ...state, workload: false, employee: id })} /> : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm me-auto">{t("practiceWork.myWorkSubtitle")}</p>
            {manager && (
              <RefFilter
                to="employee"
                id="my-work-person"
                label={t("practiceWork.person")}
                placeholder={t("practiceWork.me")}
                value={employee}
                width="sm:w-64"
                onChange={(id) => go({ ...state, employee: id })}
              />
            )}
          </div>
          <WorkItems work={shown} state={state} onChange={go} />
          <UndatedPanel />
        </>
      )}
      <FeedsPanel ownEmployeeId={mine.data?.employeeId ?? null} />
    </div>
  );
}

function WorkItems(
  { work, state, onChange }: {
    work: ReturnType<typeof useMyWork>;
    state: MyWorkState;
    onChange: (next: MyWorkState) => void;
  },
) {
  return (
    <QueryState
      query={work}
      failure={t("practiceWork.myWorkFailed")}
      empty={{
        when: (answer) => answer.overdue.length + answer.thisWeek.length + answer.nextWeek.length === 0,
        view: <EmptyState icon="task_alt" title={t("practiceWork.allClear")} testId="my-work-empty" />,
      }}
    >
      {(answer) => {
        const items = shownItems(answer, state, localeOf(language.value));
        return (
          <section
            className="card bg-base-100 border border-base-300"
            aria-label={t("practiceWork.myWorkTitle")}
            data-testid="my-work-sections"
            data-count={answer.count}
            data-shown={items.length}
          >
            <div className="card-body p-3 sm:p-4 gap-3">
              {answer.truncated && (
                <div role="status" className="alert alert-warning alert-soft" data-testid="my-work-truncated">
                  <Icon name="warning" />
                  {t("practiceWork.myWorkTruncated", {
                    count: numberFormat(language.value).format(MAX_CALENDAR_ITEMS),
                  })}
                </div>
              )}
              <WorkFilters
                state={state}
                counts={sectionCounts(answer, state)}
                more={(section) => openEnded(answer, section)}
                onChange={onChange}
              />
              {items.length === 0
                ? (
                  <EmptyState
                    icon="filter_alt_off"
                    title={t("practiceWork.noneShown")}
                    text={t("practiceWork.noneShownText")}
                    testId="my-work-none-shown"
                  />
                )
                : <WorkList items={items} />}
            </div>
          </section>
        );
      }}
    </QueryState>
  );
}

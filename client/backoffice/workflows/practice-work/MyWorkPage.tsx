import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { authRoles, hasPermission } from "../../../../domain/roles.ts";
import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import { roles } from "../../../session/session.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { useQueryParam } from "../../../kit/routes/useQueryParam.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { EmptyState } from "../../../kit/ui/PageStates.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { findDef, recordPath, resourceLabel } from "../../defs.ts";
import { RefPicker } from "../../form/fields/RefPicker.tsx";
import { formatDate, localeOf } from "../../format.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { useMyWork } from "./api.ts";
import { STATE_LOOK } from "./entryLook.ts";
import { FeedsPanel } from "./FeedsPanel.tsx";
import { myWorkSections, titleUnderClient } from "./myWork.ts";
import { WorkloadTable } from "./WorkloadTable.tsx";
import { UndatedPanel } from "../due-dates/UndatedPanel.tsx";
import "./messages.ts";

/**
 * My work (`/apps/my-work`): the signed-in employee's open deadlines that are overdue, due this week and due next
 * week, grouped by client, the practice's open work that has no due date, and their calendar feeds. Admins and
 * staff can look at another employee's (`?employee=`) and at the workload of everyone (`?view=workload`).
 */
export function MyWorkPage() {
  useSignals();
  const manager = hasPermission(authRoles.staff, roles.value);
  const [employee, setEmployee] = useQueryParam("employee");
  const [view, setView] = useQueryParam("view");
  const workload = manager && view === "workload";
  const mine = useMyWork("");
  const theirs = useMyWork(employee, { enabled: manager && employee !== "" && !workload });
  const shown = manager && employee ? theirs : mine;
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
                onClick={() => setView(v === "workload" ? "workload" : "")}
              >
                <Icon name={v === "workload" ? "table_chart" : "checklist"} size={18} />
                {t(`practiceWork.${v}Tab`)}
              </button>
            ))}
          </div>
        )}
      />
      {workload
        ? (
          <WorkloadTable
            onOpen={(id) => {
              setView("");
              setEmployee(id);
            }}
          />
        )
        : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm me-auto">{t("practiceWork.myWorkSubtitle")}</p>
              {manager && (
                <div className="w-full sm:w-64">
                  <RefPicker
                    to="employee"
                    id="my-work-person"
                    ariaLabel={t("practiceWork.person")}
                    placeholder={t("practiceWork.me")}
                    value={employee}
                    small
                    onChange={setEmployee}
                  />
                </div>
              )}
            </div>
            <WorkSections work={shown} />
            <UndatedPanel />
          </>
        )}
      <FeedsPanel ownEmployeeId={mine.data?.employeeId ?? null} />
    </div>
  );
}

function WorkSections({ work }: { work: ReturnType<typeof useMyWork> }) {
  const lang = language.value;
  return (
    <QueryState
      query={work}
      failure={t("practiceWork.myWorkFailed")}
      empty={{
        when: (answer) => answer.overdue.length + answer.thisWeek.length + answer.nextWeek.length === 0,
        view: <EmptyState icon="task_alt" title={t("practiceWork.allClear")} testId="my-work-empty" />,
      }}
    >
      {(answer) => (
        <div className="grid gap-4 lg:grid-cols-3" data-testid="my-work-sections" data-count={answer.count}>
          {myWorkSections(answer, localeOf(lang)).map(({ section, count, groups }) => (
            <section
              key={section}
              className="card bg-base-100 border border-base-300 min-w-0"
              aria-labelledby={`my-work-${section}`}
              data-testid={`my-work-${section}`}
            >
              <div className="card-body p-4 gap-3">
                <h2 id={`my-work-${section}`} className="card-title text-lg">
                  {t(`practiceWork.${section}`)}
                  <span className="badge badge-sm" data-testid="section-count">{count}</span>
                </h2>
                {groups.length === 0 && <p className="text-sm italic">{t("practiceWork.nothingDue")}</p>}
                {groups.map((g) => (
                  <div key={g.accountId ?? ""} data-testid="client-group">
                    <h3 className="font-semibold text-sm border-b border-base-300 pb-1 mb-1 break-words">
                      {g.accountId && findDef("account")
                        ? (
                          <Link className="link link-hover" to={recordPath(findDef("account")!, g.accountId)}>
                            {g.account}
                          </Link>
                        )
                        : g.account ?? t("practiceWork.noClient")}
                    </h3>
                    <ul className="flex flex-col gap-1">
                      {g.entries.map((e) => <WorkLine key={e.id} entry={e} lang={lang} />)}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}

function WorkLine({ entry, lang }: { entry: DeadlineEntry; lang: string }) {
  const look = STATE_LOOK[entry.state];
  return (
    <li>
      <Link
        to={entry.link}
        className="flex items-start gap-2 rounded p-1 hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary"
        data-testid="work-entry"
        data-entry-id={entry.id}
      >
        <span className={`badge badge-sm shrink-0 ${look.className}`}>
          <Icon name={look.icon} size={16} />
          {t(`practiceWork.state.${entry.state}`)}
        </span>
        <span className="min-w-0 flex-1">
          <bdi className="block text-sm truncate">{titleUnderClient(entry.title, entry.account)}</bdi>
          <span className="block text-xs">
            {resourceLabel(entry.kind)} · {t("practiceWork.due", { date: formatDate(entry.due, lang) })}
          </span>
        </span>
      </Link>
    </li>
  );
}

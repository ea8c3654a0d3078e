import { useState } from "react";
import { Link } from "react-router";
import { addDays } from "../../../../domain/calendar.ts";
import { writeListQuery } from "../../../../domain/list-query.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog.tsx";
import { EmptyState } from "../../../kit/ui/PageStates.tsx";
import { ApiError } from "../../../lib/api.ts";
import { QueryState, useWrite } from "../../../lib/data/index.ts";
import { useGetList } from "../../data/hooks.ts";
import { backofficeProvider } from "../../data/provider.ts";
import type { RecordData } from "../../data/types.ts";
import { findDef, recordPath } from "../../defs.ts";
import { RefPicker } from "../../form/fields/RefPicker.tsx";
import { formatDate } from "../../format.ts";
import "./capacity-messages.ts";

/** An over-capacity week of one employee, as the workload shows it. */
export type OverWeek = {
  employeeId: string;
  employee: string;
  week: string;
  hours: number;
  weeklyHours: number;
};

type Job = RecordData & {
  id: string;
  version: number;
  title: string;
  dueDate: string;
  budgetedHours?: number;
};

/** The jobs list's query of an employee's open jobs due in a week: what the dialog shows and its link opens. */
const weekJobs = ({ employeeId, week }: OverWeek) => ({
  where: {
    assignee: [employeeId],
    status: ["open"],
    dueDateFrom: [week],
    dueDateTo: [addDays(week, 6)],
  },
  sort: "dueDate",
});

/** A job given to another employee: its own update over the version shown (the 409 of a stale write, said so). */
function useReassign() {
  const write = useWrite({
    send: ({ job, assignee }: { job: Job; assignee: string }) =>
      backofficeProvider.update("job", job.id, { assignee, version: job.version }),
    refresh: backofficeProvider.touchedByWrite,
  });
  const reassign = async (job: Job, assignee: string): Promise<boolean> => {
    try {
      await write.send({ job, assignee });
      showMessage(t("capacity.reassigned", { title: job.title }), { variant: "success" });
      return true;
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      const reason = error instanceof ApiError ? error.fields.assignee ?? error.message : String(error);
      showMessage(
        stale
          ? t("capacity.stale", { title: job.title })
          : t("capacity.refused", { title: job.title, reason }),
        { variant: "error" },
      );
      return false;
    }
  };
  return { reassign, busy: write.busy };
}

/** One job of the week: its title (a link to it), due date and hours, and whom to give it to instead. */
function JobRow({ job, from, onReassign, busy }: {
  job: Job;
  from: string;
  onReassign: (job: Job, to: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [to, setTo] = useState("");
  const lang = language.value;
  const pickerId = `reassign-${job.id}`;
  return (
    <li className="py-2 flex flex-col gap-2" data-testid="capacity-job" data-job={job.id}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <Link className="link font-semibold" to={recordPath(findDef("job")!, job.id)}>{job.title}</Link>
        <span className="text-sm">{t("capacity.due", { date: formatDate(job.dueDate, lang) })}</span>
        <span className="text-sm tabular-nums">{t("capacity.hours", { hours: job.budgetedHours ?? 0 })}</span>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grow min-w-0 sm:max-w-64">
          <RefPicker
            to="employee"
            id={pickerId}
            ariaLabel={t("capacity.reassignTo", { title: job.title })}
            placeholder={t("capacity.pickEmployee")}
            value={to}
            exclude={[from]}
            small
            onChange={setTo}
          />
        </div>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={to === "" || busy}
          data-testid="capacity-reassign"
          onClick={async () => {
            if (await onReassign(job, to)) setTo("");
          }}
        >
          {t("capacity.reassign")}
        </button>
      </div>
    </li>
  );
}

/**
 * The open jobs an over-capacity employee has due in a week, each given to another employee in place (the
 * workload loads again after each), and a link to the same jobs in the jobs list.
 */
export function CapacityJobs({ over, onClose }: { over: OverWeek | null; onClose: () => void }) {
  const query = over ? weekJobs(over) : { where: {} };
  const jobs = useGetList("job", { ...query, pageSize: 50 }, { enabled: over !== null });
  const { reassign, busy } = useReassign();
  const lang = language.value;
  const def = findDef("job")!;
  return (
    <ConfirmDialog
      open={over !== null}
      title={over ? t("capacity.title", { employee: over.employee, date: formatDate(over.week, lang) }) : ""}
      cancel={t("capacity.close")}
      onCancel={onClose}
      testId="capacity-dialog"
    >
      {over && (
        <>
          <p className="text-sm">{t("capacity.summary", { hours: over.hours, weekly: over.weeklyHours })}</p>
          <QueryState
            query={jobs}
            failure={t("capacity.loadFailed")}
            empty={{
              when: (data) => data.items.length === 0,
              view: <EmptyState icon="task_alt" title={t("capacity.none")} />,
            }}
          >
            {(data) => (
              <ul className="divide-y divide-base-300">
                {(data.items as Job[]).map((job) => (
                  <JobRow key={job.id} job={job} from={over.employeeId} onReassign={reassign} busy={busy} />
                ))}
              </ul>
            )}
          </QueryState>
          <Link
            className="link text-sm"
            to={`${def.base}?${writeListQuery(query)}`}
            data-testid="capacity-list"
          >
            {t("capacity.inList")}
          </Link>
        </>
      )}
    </ConfirmDialog>
  );
}

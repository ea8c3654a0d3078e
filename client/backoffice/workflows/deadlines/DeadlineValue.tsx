import { useSignals } from "@preact/signals-react/runtime";
import type { Field } from "../../../../domain/resources/types.ts";
import { practiceToday } from "../../../../domain/today.ts";
import { type DeadlineWarning, deadlineWarning } from "../../../../domain/workflows/deadline-fields.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import type { RecordData } from "../../data/types.ts";
import { Value } from "../../ui/Value.tsx";
import "./messages.ts";

/** "Overdue by 3 days", "Due today", "Due in 5 days", in the current language. */
export function warningText({ status, days }: DeadlineWarning): string {
  if (status === "overdue") {
    return days === 1 ? t("deadlines.overdueOne") : t("deadlines.overdueMany", { count: days });
  }
  if (days === 0) return t("deadlines.dueToday");
  return days === 1 ? t("deadlines.dueInOne") : t("deadlines.dueInMany", { count: days });
}

/**
 * A field's value on a list row or a view page. A deadline (domain/workflows/deadline-fields.ts) of a record still
 * open is marked red once overdue and amber within a week, with the words as its tooltip and for screen readers.
 */
export function DeadlineValue(
  { resource, field, record, detail = false }: {
    resource: string;
    field: Field;
    record: RecordData;
    detail?: boolean;
  },
) {
  useSignals();
  const value = <Value field={field} value={record[field.name]} detail={detail} />;
  const warning = field.kind === "date"
    ? deadlineWarning(resource, field.name, record, practiceToday())
    : null;
  if (!warning) return value;
  const text = warningText(warning);
  const overdue = warning.status === "overdue";
  return (
    <span
      className={`badge badge-soft badge-sm gap-1 whitespace-nowrap ${
        overdue ? "badge-error" : "badge-warning"
      }`}
      title={text}
      data-testid="deadline-warning"
      data-deadline={warning.status}
    >
      <Icon name={overdue ? "error_outline" : "schedule"} size={16} />
      {value}
      <span className="sr-only">({text})</span>
    </span>
  );
}

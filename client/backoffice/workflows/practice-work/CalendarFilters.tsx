import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import {
  DEADLINE_KINDS,
  type DeadlineKind,
  EMPLOYEE_ROLES,
  type EmployeeRole,
} from "../../../../domain/workflows/practice-work.ts";
import { OBLIGATION_KINDS, type ObligationKind } from "../../../../domain/compliance/kinds.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { ToggleChips } from "../../../kit/ui/ToggleChips.tsx";
import { resourceLabel } from "../../defs.ts";
import { RefFilter } from "../../ui/RefFilter.tsx";
import {
  type CalendarState,
  isFiltered,
  NO_FILTERS,
  obligationsShown,
  toggleKind,
  toggleType,
} from "./calendarState.ts";
import { KIND_EDGE, OBLIGATION_EDGE } from "./entryLook.ts";
import { entryKindName } from "./typeName.ts";

/**
 * The calendar's filters: employee (and in which role), office, division and client with the back office's ref pickers,
 * the kinds shown as toggle buttons that are also the kinds' colour key, and whether done deadlines show.
 */
export function CalendarFilters(
  { state, onChange }: { state: CalendarState; onChange: (next: CalendarState) => void },
) {
  useSignals();
  // On a phone the filters fold behind a button, so the calendar itself is on the first screen.
  const [unfolded, setUnfolded] = useState(false);
  const shown = (kind: DeadlineKind) => state.kinds.length === 0 || state.kinds.includes(kind);
  const typeShown = (type: ObligationKind) => state.types.length === 0 || state.types.includes(type);
  return (
    <div className="flex flex-col gap-2 p-3 border-b border-base-300" data-testid="calendar-filters">
      <button
        type="button"
        className="btn btn-sm self-start sm:hidden"
        aria-expanded={unfolded}
        aria-controls="calendar-filter-fields"
        data-testid="filters-toggle"
        onClick={() => setUnfolded(!unfolded)}
      >
        <Icon name="filter_list" size={18} />
        {t("practiceWork.filters")}
        {isFiltered(state) && <span className="badge badge-sm badge-primary">{t("practiceWork.on")}</span>}
      </button>
      <div id="calendar-filter-fields" className={`${unfolded ? "flex" : "hidden"} sm:flex flex-col gap-2`}>
        <div className="flex flex-wrap items-center gap-2">
          <RefFilter
            to="employee"
            id="filter-employee"
            label={t("practiceWork.employee")}
            value={state.employee}
            onChange={(employee) => onChange({ ...state, employee })}
          />
          <select
            className="select select-sm w-full sm:w-40"
            aria-label={t("practiceWork.as")}
            data-testid="filter-as"
            value={state.as}
            disabled={!state.employee}
            onChange={(e) => onChange({ ...state, as: e.currentTarget.value as EmployeeRole })}
          >
            {EMPLOYEE_ROLES.map((r) => <option key={r} value={r}>{t(`practiceWork.role.${r}`)}</option>)}
          </select>
          <RefFilter
            to="office"
            id="filter-office"
            label={t("practiceWork.office")}
            value={state.office}
            width="sm:w-48"
            onChange={(office) => onChange({ ...state, office })}
          />
          <RefFilter
            to="division"
            id="filter-division"
            label={t("practiceWork.division")}
            value={state.division}
            width="sm:w-48"
            onChange={(division) => onChange({ ...state, division })}
          />
          <RefFilter
            to="account"
            id="filter-client"
            label={t("practiceWork.client")}
            value={state.client}
            width="sm:w-64"
            onChange={(client) => onChange({ ...state, client })}
          />
          <label className="label text-sm gap-2 cursor-pointer">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={state.done}
              data-testid="filter-done"
              onChange={(e) => onChange({ ...state, done: e.currentTarget.checked })}
            />
            <span className="text-base-content">{t("practiceWork.showDone")}</span>
          </label>
          {isFiltered(state) && (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              data-testid="filter-clear"
              onClick={() => onChange({ ...state, ...NO_FILTERS })}
            >
              <Icon name="filter_alt_off" size={18} />
              {t("practiceWork.clearFilters")}
            </button>
          )}
        </div>
        <ToggleChips
          choices={DEADLINE_KINDS}
          label={t("practiceWork.kinds")}
          shown={shown}
          edge={(kind) => KIND_EDGE[kind]}
          name={resourceLabel}
          testId={(kind) => `filter-kind-${kind}`}
          onToggle={(kind) => onChange(toggleKind(state, kind))}
        />
        {obligationsShown(state) && (
          <ToggleChips
            choices={OBLIGATION_KINDS}
            label={t("practiceWork.obligationKinds")}
            shown={typeShown}
            edge={(type) => OBLIGATION_EDGE[type]}
            name={(type) => entryKindName({ kind: "obligation", type })}
            testId={(type) => `filter-type-${type}`}
            onToggle={(type) => onChange(toggleType(state, type))}
          />
        )}
      </div>
    </div>
  );
}

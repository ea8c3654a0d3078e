import { DEADLINE_KINDS, type DeadlineKind } from "../../../../domain/workflows/practice-work.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { resourceLabel } from "../../defs.ts";
import { RefFilter } from "../../ui/RefFilter.tsx";
import { countText, MY_WORK_SECTIONS, type MyWorkSection, type MyWorkState } from "./myWork.ts";

/**
 * My work's filters: which section (each with how many items it holds of the kind and client chosen, "+" where
 * that is a lower bound), a kind, a client (the back office's picker), and the order of the due dates.
 */
export function WorkFilters(
  { state, counts, more, onChange }: {
    state: MyWorkState;
    counts: Record<MyWorkSection, number>;
    more: (section: MyWorkSection) => boolean;
    onChange: (next: MyWorkState) => void;
  },
) {
  const all = MY_WORK_SECTIONS.reduce((n, s) => n + counts[s], 0);
  const whens: Array<{ when: MyWorkSection | ""; label: string; count: string }> = [
    {
      when: "",
      label: t("practiceWork.all"),
      count: countText(all, language.value, MY_WORK_SECTIONS.some(more)),
    },
    ...MY_WORK_SECTIONS.map((s) => ({
      when: s,
      label: t(`practiceWork.${s}`),
      count: countText(counts[s], language.value, more(s)),
    })),
  ];
  const latestFirst = state.order === "desc";
  return (
    <div className="flex flex-col gap-2" data-testid="work-filters">
      <div className="flex flex-wrap gap-1" role="group" aria-label={t("practiceWork.when")}>
        {whens.map(({ when, label, count }) => (
          <button
            key={when || "all"}
            type="button"
            className={`btn btn-sm ${state.when === when ? "btn-primary" : ""}`}
            aria-pressed={state.when === when}
            data-testid={`work-when-${when || "all"}`}
            onClick={() => onChange({ ...state, when })}
          >
            {label}
            <span className="badge badge-sm tabular-nums" data-testid="when-count">
              {count}
            </span>
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          className="select select-sm w-full sm:w-48"
          aria-label={t("practiceWork.kindFilter")}
          data-testid="work-kind"
          value={state.kind}
          onChange={(e) => onChange({ ...state, kind: e.currentTarget.value as DeadlineKind | "" })}
        >
          <option value="">{t("practiceWork.allKinds")}</option>
          {DEADLINE_KINDS.map((kind) => <option key={kind} value={kind}>{resourceLabel(kind)}</option>)}
        </select>
        <RefFilter
          to="account"
          id="work-client"
          label={t("practiceWork.client")}
          placeholder={t("practiceWork.allClients")}
          value={state.client}
          width="sm:w-64"
          onChange={(client) => onChange({ ...state, client })}
        />
        <button
          type="button"
          className="btn btn-sm"
          data-testid="work-order"
          data-order={state.order}
          onClick={() => onChange({ ...state, order: latestFirst ? "asc" : "desc" })}
        >
          <Icon name={latestFirst ? "arrow_upward" : "arrow_downward"} size={18} />
          {t("practiceWork.dueDate")}:{" "}
          {t(latestFirst ? "practiceWork.latestFirst" : "practiceWork.overdueFirst")}
        </button>
      </div>
    </div>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import type { Field } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { labelOf } from "../defs.ts";
import { optionText } from "../ui/optionText.ts";
import { RefPicker } from "../form/fields/RefPicker.tsx";
import { RefTitle } from "../ui/RefLink.tsx";
import "../crud-words/index.ts";

/**
 * Filters for the list's enum, bool and ref columns (a select, or the ref picker), plus a removable chip for a
 * filter that came in through the address on a field that is not a column (`?account=<id>` from a related list).
 */
export function ListFilters(
  { columns, others, filters, onFilter }: {
    columns: Field[];
    /** Filterable fields that are not columns: only shown while the address sets them. */
    others: Field[];
    filters: Record<string, string>;
    onFilter: (field: string, value: string) => void;
  },
) {
  useSignals();
  return (
    <>
      {columns.map((f) => {
        const label = t("crud.filterBy", { label: labelOf(f) });
        const value = filters[f.name] ?? "";
        if (f.kind === "ref") {
          return (
            <div key={f.name} className="w-full sm:w-56">
              <RefPicker
                to={f.to}
                id={`filter-${f.name}`}
                ariaLabel={label}
                placeholder={labelOf(f)}
                value={value}
                small
                onChange={(id) => onFilter(f.name, id)}
              />
            </div>
          );
        }
        return (
          <select
            key={f.name}
            className="select select-sm w-full sm:w-44"
            aria-label={label}
            data-testid={`filter-${f.name}`}
            value={value}
            onChange={(e) => onFilter(f.name, e.currentTarget.value)}
          >
            <option value="">{labelOf(f)}: {t("crud.all")}</option>
            {f.kind === "bool"
              ? (
                <>
                  <option value="true">{labelOf(f)}: {t("crud.yes")}</option>
                  <option value="false">{labelOf(f)}: {t("crud.no")}</option>
                </>
              )
              : f.kind === "enum"
              ? f.options.map((o) => <option key={o} value={o}>{optionText(f, o)}</option>)
              : null}
          </select>
        );
      })}
      {others.filter((f) => filters[f.name]).map((f) => (
        <span key={f.name} className="badge badge-primary badge-soft gap-1 py-3">
          {labelOf(f)}: {f.kind === "ref"
            ? <RefTitle to={f.to} id={filters[f.name]} />
            : f.kind === "bool"
            ? t(filters[f.name] === "true" ? "crud.yes" : "crud.no")
            : optionText(f, filters[f.name])}
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-circle"
            aria-label={t("crud.remove", { title: labelOf(f) })}
            onClick={() =>
              onFilter(f.name, "")}
          >
            <Icon name="close" size={16} />
          </button>
        </span>
      ))}
    </>
  );
}

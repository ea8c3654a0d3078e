import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import "../crud-words/index.ts";

/** No rows: either none exist yet (offer Add) or none match (offer to clear the search and filters). */
export function ListEmpty(
  { filtered, addTo, onClear }: { filtered: boolean; addTo: string | null; onClear: () => void },
) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 px-4 text-center" data-testid="list-empty">
      <Icon name={filtered ? "search_off" : "inbox"} size={32} className="opacity-50" />
      <h2 className="text-lg font-semibold">{filtered ? t("crud.noMatchTitle") : t("crud.emptyTitle")}</h2>
      <p className="opacity-70 text-sm">
        {filtered ? t("crud.noMatchText") : addTo ? t("crud.emptyText") : ""}
      </p>
      {filtered
        ? (
          <button type="button" className="btn btn-sm mt-2" onClick={onClear} data-testid="clear-filters">
            {t("crud.clearFilters")}
          </button>
        )
        : addTo && (
          <Link to={addTo} className="btn btn-primary btn-sm mt-2">
            <Icon name="add" size={18} />
            {t("crud.add")}
          </Link>
        )}
    </div>
  );
}

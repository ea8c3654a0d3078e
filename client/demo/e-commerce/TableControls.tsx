import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PAGE_SIZES, type Sort } from "./shop.ts";

/** A column header that sorts by its column: ascending first, then descending. */
export function SortHeader<K extends string>(
  { label, column, sort, onSort, className = "" }: {
    label: string;
    column: K;
    sort: Sort<K>;
    onSort: (s: Sort<K>) => void;
    className?: string;
  },
) {
  const active = sort.key === column;
  return (
    <th
      className={className}
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold"
        onClick={() => onSort({ key: column, dir: active && sort.dir === "asc" ? "desc" : "asc" })}
        data-testid={`sort-${column}`}
      >
        {label}
        {active && <Icon name={sort.dir === "asc" ? "arrow_upward" : "arrow_downward"} size={16} />}
      </button>
    </th>
  );
}

/** Rows per page and the page: "1–10 of 24", previous and next. */
export function Pager(
  { total, page, pages, size, onPage, onSize }: {
    total: number;
    page: number;
    pages: number;
    size: number;
    onPage: (page: number) => void;
    onSize: (size: number) => void;
  },
) {
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 p-3 text-sm" data-testid="pager">
      <label className="flex items-center gap-2">
        {t("shopApp.perPage")}
        <select
          className="select select-sm w-20"
          value={size}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          data-testid="pager-size"
        >
          {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <span data-testid="pager-range">{t("shopApp.range", { from, to, total })}</span>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
          aria-label={t("shopApp.previousPage")}
          data-testid="pager-previous"
        >
          <Icon name="chevron_left" className="rtl-flip" size={20} />
        </button>
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
          aria-label={t("shopApp.nextPage")}
          data-testid="pager-next"
        >
          <Icon name="chevron_right" className="rtl-flip" size={20} />
        </button>
      </div>
    </div>
  );
}

import { t } from "../../app/i18n/index.ts";
import { Icon } from "../../app/ui/Icon.tsx";
import { PAGE_SIZES, pageCount, shownRange } from "./listState.ts";

/** Rows per page, "1–25 of 312", and previous/next. */
export function Pager(
  { page, pageSize, total, onPage, onPageSize }: {
    page: number;
    pageSize: number;
    total: number;
    onPage: (page: number) => void;
    onPageSize: (size: number) => void;
  },
) {
  const { from, to } = shownRange(page, pageSize, total);
  const pages = pageCount(total, pageSize);
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-3 px-4 py-3 border-t border-base-300 text-sm"
      aria-label={t("crud.rowsPerPage")}
    >
      <label className="flex items-center gap-2">
        <span className="opacity-70">{t("crud.rowsPerPage")}</span>
        <select
          className="select select-sm w-20"
          value={pageSize}
          data-testid="page-size"
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        >
          {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <span className="tabular-nums" data-testid="range" aria-live="polite">
        {t("crud.range", { from, to, total })}
      </span>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("crud.previousPage")}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid="previous-page"
        >
          <Icon name="chevron_left" size={20} className="rtl-flip" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("crud.nextPage")}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="next-page"
        >
          <Icon name="chevron_right" size={20} className="rtl-flip" />
        </button>
      </div>
    </nav>
  );
}

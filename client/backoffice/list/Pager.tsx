import { useSignals } from "@preact/signals-react/runtime";
import { language, t } from "../../kit/i18n/index.ts";
import { numberFormat } from "../../kit/i18n/numbers.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PAGE_SIZES } from "../../../domain/list-query.ts";
import { shownRange } from "./listState.ts";
import "../crud-words/index.ts";

/**
 * Rows per page, "26–50 of 312" (or "of 1,000+" when the server stopped counting), and previous/next. Which pages
 * exist is the caller's to say: a list knows it from the places its answer gave, a report from its total.
 */
export function Pager(
  { page, pageSize, shown, total, capped = false, onPrevious, onNext, onPageSize }: {
    page: number;
    pageSize: number;
    /** Rows on this page. */
    shown: number;
    total: number;
    capped?: boolean;
    /** Null where there is no such page. */
    onPrevious: (() => void) | null;
    onNext: (() => void) | null;
    onPageSize: (size: number) => void;
  },
) {
  useSignals();
  const { from, to } = shownRange(page, pageSize, shown);
  const count = numberFormat(language.value);
  const of = capped ? t("crud.atLeast", { total: count.format(total) }) : count.format(total);
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
        {t("crud.range", { from: count.format(from), to: count.format(to), total: of })}
      </span>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("crud.previousPage")}
          disabled={!onPrevious}
          onClick={() => onPrevious?.()}
          data-testid="previous-page"
        >
          <Icon name="chevron_left" size={20} className="rtl-flip" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("crud.nextPage")}
          disabled={!onNext}
          onClick={() => onNext?.()}
          data-testid="next-page"
        >
          <Icon name="chevron_right" size={20} className="rtl-flip" />
        </button>
      </div>
    </nav>
  );
}

/** A page and its size, as a paged screen holds them. */
export type Paging = { page: number; pageSize: number };

/** The pager over a Paging: previous, next, and a new size back on the first page. */
export function PagingPager(
  { paging, shown, total, capped = false, onPaging }: {
    paging: Paging;
    shown: number;
    total: number;
    /** The total was counted up to a limit: there may be more pages than it says. */
    capped?: boolean;
    onPaging: (next: Paging) => void;
  },
) {
  const { page, pageSize } = paging;
  const more = page * pageSize < total || (capped && shown === pageSize);
  return (
    <Pager
      page={page}
      pageSize={pageSize}
      shown={shown}
      total={total}
      capped={capped}
      onPrevious={page > 1 ? () => onPaging({ page: page - 1, pageSize }) : null}
      onNext={more ? () => onPaging({ page: page + 1, pageSize }) : null}
      onPageSize={(size) => onPaging({ page: 1, pageSize: size })}
    />
  );
}

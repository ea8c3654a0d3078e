import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  type Virtualizer,
  windowScroll,
} from "@tanstack/react-virtual";
import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
/** A `table-sm` row of one line (with its box); each drawn row is measured, this only places those not drawn. */
const ROW_ESTIMATE = 40;
/** Rows drawn beyond the view either side: a key's move or a wheel's turn finds them drawn. */
const OVERSCAN = 8;

/** What the table's body draws, in order: a row (by its index in the page), or the room of rows not drawn. */
type BodyPart = { row: number } | { gap: number; key: string };

type Scroller = HTMLElement | Window;

/**
 * The nearest ancestor that scrolls the page's content (the shell's content box when it scrolls on its own),
 * else the window. An ancestor whose overflow is only horizontal (the table's own box) grows with its rows, so
 * one that scrolls is one whose content is taller than it.
 */
function scrollerOf(el: HTMLElement): Scroller {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === "auto" || overflowY === "scroll") && p.scrollHeight > p.clientHeight + 1) return p;
  }
  return window;
}

/** Where the body starts in the scroller's content: the rows before it scroll by that much first. */
function marginOf(body: HTMLElement, scroller: Scroller): number {
  const top = body.getBoundingClientRect().top;
  return scroller instanceof Window
    ? top + scroller.scrollY
    : top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/**
 * The rows of a long page (ListTable's WINDOW_FROM) as a window over them: the rows in view (and OVERSCAN either
 * side) are drawn by `row`, with a gap's height for the others, so the page scrolls as if all were there. The rows
 * at `keep` (the focused one, an open editor's) are always drawn, wherever the page is scrolled: focus is not
 * dropped and a typed change is not lost. `reveal.current` is set to what brings a row not drawn into view. A
 * chunk of its own, loaded with the first long page (@tanstack/react-virtual is 10 KB gzip).
 */
export function WindowedRows(
  { body, count, keyOf, keep, span, reveal, row }: {
    body: RefObject<HTMLTableSectionElement | null>;
    count: number;
    keyOf: (index: number) => string;
    keep: readonly number[];
    /** The columns a gap spans. */
    span: number;
    reveal: { current: (index: number) => void };
    /** Draws the row at `index`; `measure` goes to its element (with `data-index`) for its real height. */
    row: (index: number, measure: (el: HTMLElement | null) => void) => ReactNode;
  },
) {
  const [scroller, setScroller] = useState<Scroller | null>(null);
  const [margin, setMargin] = useState(0);
  // Read after each drawing: what sits above the table (the bulk bar, a view's conditions) moves it.
  useLayoutEffect(() => {
    if (!body.current) return;
    const found = scroller ?? scrollerOf(body.current);
    if (found !== scroller) setScroller(found);
    const at = marginOf(body.current, found);
    if (Math.abs(at - margin) > 1) setMargin(at);
    reveal.current = (index) => virtualizer.scrollToIndex(index, { align: "auto" });
  });
  const kept = keep.filter((i) => i >= 0 && i < count);
  const onWindow = scroller === null || scroller instanceof Window;
  // One virtualizer for both scrollers: the window's own ways to observe and scroll where the page scrolls as a
  // whole (useVirtualizer types its scroller as an element).
  type V = Virtualizer<HTMLElement, HTMLElement>;
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count,
    enabled: scroller !== null,
    getScrollElement: () => scroller as HTMLElement | null,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: keyOf,
    // The rows in view and OVERSCAN either side (the default's), and the kept ones.
    rangeExtractor: ({ startIndex, endIndex, overscan, count }) => {
      const drawn = new Set(kept);
      const last = Math.min(endIndex + overscan, count - 1);
      for (let i = Math.max(startIndex - overscan, 0); i <= last; i++) drawn.add(i);
      return [...drawn].sort((a, b) => a - b);
    },
    observeElementRect: onWindow
      ? observeWindowRect as unknown as typeof observeElementRect<HTMLElement>
      : observeElementRect,
    observeElementOffset: onWindow
      ? observeWindowOffset as unknown as typeof observeElementOffset<HTMLElement>
      : observeElementOffset,
    scrollToFn: onWindow ? windowScroll as unknown as V["options"]["scrollToFn"] : elementScroll,
  });
  const items = virtualizer.getVirtualItems();
  // Until the scroller is known (the first drawing), the first rows and the kept ones.
  const rows = items.length > 0
    ? items
    : [...new Set([...Array(Math.min(count, 20)).keys(), ...kept])].sort((a, b) => a - b).map((index) => ({
      index,
      start: margin + index * ROW_ESTIMATE,
      end: margin + (index + 1) * ROW_ESTIMATE,
    }));
  const parts: BodyPart[] = [];
  let end = margin;
  for (const item of rows) {
    if (item.start - end > 0.5) parts.push({ gap: item.start - end, key: `gap-${item.index}` });
    parts.push({ row: item.index });
    end = item.end;
  }
  const total = items.length > 0 ? virtualizer.getTotalSize() + margin : margin + count * ROW_ESTIMATE;
  if (total - end > 0.5) parts.push({ gap: total - end, key: "gap-end" });
  return parts.map((part) =>
    "gap" in part
      ? (
        // The room of the rows not drawn: the page scrolls as if they were there.
        <tr key={part.key} aria-hidden="true" data-testid="list-gap">
          <td colSpan={span} className="p-0 border-0" style={{ height: part.gap }} />
        </tr>
      )
      : row(part.row, virtualizer.measureElement)
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import type { BadgePart } from "../../../kit/feature.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { useMyWork } from "./api.ts";
import { countText } from "./myWork.ts";
import "./messages.ts";

/**
 * My work's count in the menu (overdue and due this week): the same query as the page, so it refreshes with it
 * and after any record's write (the "workflows" keys). Nothing while it loads or when there is nothing due.
 */
export function MyWorkBadge({ part }: BadgePart) {
  useSignals();
  const { data } = useMyWork("");
  if (!data || data.count === 0) return null;
  // Cut at MAX_CALENDAR_ITEMS, the count is at least this many.
  const count = countText(data.count, language.value, data.truncated);
  if (part === "description") return t("practiceWork.badge", { count });
  return (
    <span
      className="badge badge-sm badge-primary ms-auto ld-fold-hide tabular-nums"
      aria-hidden="true"
      data-testid="nav-badge-my-work"
      data-nav-badge
    >
      {count}
    </span>
  );
}

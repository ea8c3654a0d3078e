import { t } from "../i18n/index.ts";

/**
 * "Demo" beside a demo app's menu entry: seen, not read out as part of the entry's name (the entry says it in
 * its description), and left out when the menu is folded to its icons.
 */
export function DemoBadge() {
  return (
    <span
      aria-hidden="true"
      className="badge badge-warning badge-soft badge-xs ms-auto shrink-0 ld-fold-hide"
      data-nav-badge
      data-demo-badge
    >
      {t("nav.demo")}
    </span>
  );
}

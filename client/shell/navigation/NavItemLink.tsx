import { lazy, Suspense, useId } from "react";
import { NavLink } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import type { NavBadgeSource, NavItem } from "./items.ts";

export type BadgePart = { part: "badge" | "description" };

/**
 * Where each badge's count comes from: a chunk of its own, so the first page's script carries neither the query
 * layer nor the count's words; it loads with the menu of a user who has the item.
 */
const BADGES: Record<NavBadgeSource, ReturnType<typeof lazy<(p: BadgePart) => React.ReactNode>>> = {
  myWork: lazy(() =>
    import("../../backoffice/workflows/practice-work/MyWorkBadge.tsx").then((m) => ({
      default: m.MyWorkBadge,
    }))
  ),
};

/**
 * A link of the menu: its icon, its title and, when it has one, its badge. The badge's words describe the link
 * (aria-describedby), so the link's name stays its title.
 */
export function NavItemLink(
  { item, className, iconSize, labelClassName = "" }: {
    item: NavItem;
    className: string;
    iconSize: number;
    labelClassName?: string;
  },
) {
  const described = useId();
  const Badge = item.badge ? BADGES[item.badge] : null;
  return (
    <NavLink
      to={item.url!}
      data-nav-id={item.id}
      className={className}
      aria-describedby={Badge ? described : undefined}
    >
      {item.icon && <Icon name={item.icon} size={iconSize} />}
      <span className={labelClassName}>{t(`nav.${item.title}`)}</span>
      {Badge && (
        <Suspense fallback={null}>
          <Badge part="badge" />
          <span id={described} hidden data-nav-badge>
            <Badge part="description" />
          </span>
        </Suspense>
      )}
    </NavLink>
  );
}

import { Suspense, useId } from "react";
import { NavLink } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { DemoBadge } from "../../kit/ui/DemoBadge.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import type { NavItem } from "../../kit/navigation/items.ts";
import { features } from "../features.ts";

/** A badge by its name, from the feature that offers it. */
const badgeNamed = (name: string) => features().find((f) => f.badges?.[name])?.badges?.[name] ?? null;

/**
 * A link of the menu: its icon, its title and, when it has one, its badge, and "Demo" beside a demo app. The
 * badge's words and "demo app" describe the link (aria-describedby), so the link's name stays its title.
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
  const Badge = item.badge ? badgeNamed(item.badge) : null;
  const describedBy = [Badge && described, item.demo && `${described}-demo`].filter(Boolean).join(" ");
  return (
    <NavLink
      to={item.url!}
      data-nav-id={item.id}
      className={className}
      aria-describedby={describedBy || undefined}
    >
      {item.icon && <Icon name={item.icon} size={iconSize} />}
      <span className={labelClassName}>{t(`nav.${item.title}`)}</span>
      {item.demo && (
        <>
          <DemoBadge />
          <span id={`${described}-demo`} hidden data-nav-badge>{t("nav.demoApp")}</span>
        </>
      )}
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

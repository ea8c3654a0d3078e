import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { useLocation } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { DemoBadge } from "../../kit/ui/DemoBadge.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { isActive } from "../../kit/navigation/filter.ts";
import type { NavItem } from "../../kit/navigation/items.ts";
import { NavItemLink } from "./NavItemLink.tsx";
import { useNavigation } from "./useNavigation.ts";

function Collapse({ item, path }: { item: NavItem; path: string }) {
  const [open, setOpen] = useState(() => isActive(item, path));
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary data-nav-id={item.id}>
          {item.icon && <Icon name={item.icon} size={20} />}
          <span className="ld-fold-hide truncate">{t(`nav.${item.title}`)}</span>
          {item.demo && <DemoBadge />}
        </summary>
        <ul>
          <Items items={item.children ?? []} path={path} />
        </ul>
      </details>
    </li>
  );
}

function Items({ items, path }: { items: NavItem[]; path: string }) {
  return items.map((item) => {
    if (item.type === "collapse") return <Collapse key={item.id} item={item} path={path} />;
    if (item.type === "group") {
      return (
        <li key={item.id}>
          <h3 className="menu-title text-xs uppercase tracking-wide">{t(`nav.${item.title}`)}</h3>
          <ul>
            <Items items={item.children ?? []} path={path} />
          </ul>
        </li>
      );
    }
    return (
      <li key={item.id}>
        <NavItemLink
          item={item}
          className={isActive(item, path) ? "menu-active" : ""}
          iconSize={20}
          labelClassName="ld-fold-hide truncate"
        />
      </li>
    );
  });
}

/** The navigation tree drawn down the navbar; the branch holding the current page starts open. */
export function VerticalNav() {
  useSignals();
  const { pathname } = useLocation();
  const items = useNavigation();
  return (
    <ul className="menu w-full px-2 gap-0.5" data-testid="vertical-nav">
      <Items items={items} path={pathname} />
    </ul>
  );
}

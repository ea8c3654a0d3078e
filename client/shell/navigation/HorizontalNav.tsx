import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { DemoBadge } from "../../kit/ui/DemoBadge.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import { isActive } from "../../kit/navigation/filter.ts";
import type { NavItem } from "../../kit/navigation/items.ts";
import { NavItemLink } from "./NavItemLink.tsx";
import { useNavigation } from "./useNavigation.ts";

function Branch({ items, path }: { items: NavItem[]; path: string }) {
  return items.map((item) => {
    const label = t(`nav.${item.title}`);
    if (item.type === "item") {
      return (
        <li key={item.id}>
          <NavItemLink item={item} className={isActive(item, path) ? "menu-active" : ""} iconSize={18} />
        </li>
      );
    }
    if (item.type === "group") {
      return (
        <li key={item.id}>
          <h3 className="menu-title text-xs uppercase">{label}</h3>
          <ul>
            <Branch items={item.children ?? []} path={path} />
          </ul>
        </li>
      );
    }
    return (
      <li key={item.id}>
        <details open>
          <summary>
            {item.icon && <Icon name={item.icon} size={18} />}
            {label}
            {item.demo && <DemoBadge />}
          </summary>
          <ul>
            <Branch items={item.children ?? []} path={path} />
          </ul>
        </details>
      </li>
    );
  });
}

/** A top-level entry: a link, or a button that drops its branch down as a panel. */
function TopItem({ item, path }: { item: NavItem; path: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const active = isActive(item, path);
  const label = t(`nav.${item.title}`);
  if (item.type === "item") {
    return (
      <li>
        <NavItemLink item={item} className={active ? "menu-active" : ""} iconSize={20} />
      </li>
    );
  }
  return (
    <li ref={ref} className="relative">
      <button
        type="button"
        data-nav-id={item.id}
        aria-expanded={open}
        className={active ? "menu-active" : ""}
        onClick={() => setOpen(!open)}
      >
        {item.icon && <Icon name={item.icon} size={20} />}
        {label}
        <Icon name="expand_more" size={18} />
      </button>
      {open && (
        <ul
          className="menu absolute top-full start-0 mt-1 w-72 bg-base-100 rounded-box shadow-xl z-50 max-h-[70vh] overflow-y-auto flex-nowrap"
          onClick={(e) => (e.target as HTMLElement).closest("a") && setOpen(false)}
        >
          <Branch items={item.children ?? []} path={path} />
        </ul>
      )}
    </li>
  );
}

/** The navigation across the top bar of the horizontal layouts. */
export function HorizontalNav() {
  useSignals();
  const { pathname } = useLocation();
  const items = useNavigation();
  return (
    <ul className="menu menu-horizontal gap-1 flex-nowrap" data-testid="horizontal-nav">
      {items.map((item) => <TopItem key={item.id} item={item} path={pathname} />)}
    </ul>
  );
}

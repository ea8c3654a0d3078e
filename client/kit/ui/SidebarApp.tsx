import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { t } from "../i18n/index.ts";
import { Icon } from "./Icon.tsx";
import { useDismiss } from "./useDismiss.ts";

/**
 * An app's frame (mail, to-do, notes, contacts, …): a sidebar of folders and filters beside the content, with the
 * app's title and actions above. On wide screens the sidebar is a column; below `lg` it is a drawer that the menu
 * button opens and that closes on Escape, a click outside or a navigation.
 */
export function SidebarApp(
  { title, icon, sidebar, actions, children, testId, sidebarLabel }: {
    title: ReactNode;
    icon: string;
    sidebar: ReactNode;
    actions?: ReactNode;
    children: ReactNode;
    testId: string;
    /** The sidebar's accessible name (e.g. "Mail folders"). */
    sidebarLabel: string;
  },
) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  useDismiss(ref, open, () => setOpen(false));
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return (
    <div className="flex h-full min-h-[calc(100dvh-8rem)] bg-base-100" data-testid={testId}>
      {open && <div className="fixed inset-0 z-[55] bg-black/30 lg:hidden" aria-hidden="true" />}
      <aside
        ref={ref}
        tabIndex={-1}
        aria-label={sidebarLabel}
        data-testid="app-sidebar"
        data-open={open}
        className={`${
          open ? "fixed inset-y-0 start-0 z-[60] flex w-72 max-w-[85vw] shadow-2xl" : "hidden"
        } lg:static lg:z-auto lg:flex lg:w-64 lg:shadow-none shrink-0 flex-col bg-base-100 border-e border-base-300 overflow-y-auto outline-none`}
      >
        {sidebar}
      </aside>
      <section className="flex flex-col flex-1 min-w-0">
        <header className="flex flex-wrap items-center gap-2 px-3 sm:px-6 py-3 border-b border-base-300">
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm lg:hidden"
            aria-label={t("shell.openSidebar")}
            aria-expanded={open}
            data-testid="app-sidebar-toggle"
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" size={20} />
          </button>
          <Icon name={icon} className="opacity-70 hidden sm:inline" />
          <h1 className="text-xl font-bold me-auto min-w-0 truncate" data-testid="page-title">{title}</h1>
          {actions}
        </header>
        <div className="flex flex-col flex-1 min-h-0">{children}</div>
      </section>
    </div>
  );
}

/** An entry of an app's sidebar (a folder, a filter, a label): an icon or a colour dot, a title, a count. */
export function SidebarLink(
  { to, icon, color, title, count, testId }: {
    to: string;
    icon?: string;
    /** A dot of this colour instead of an icon (labels). */
    color?: string;
    title: string;
    count?: number;
    testId?: string;
  },
) {
  return (
    <li>
      <NavLink to={to} end className={({ isActive }) => isActive ? "menu-active" : ""} data-testid={testId}>
        {color
          ? <span className="size-3 rounded-full shrink-0" style={{ background: color }} aria-hidden="true" />
          : icon && <Icon name={icon} size={20} />}
        <span className="flex-1 truncate">{title}</span>
        {count ? <span className="badge badge-sm badge-primary">{count}</span> : null}
      </NavLink>
    </li>
  );
}

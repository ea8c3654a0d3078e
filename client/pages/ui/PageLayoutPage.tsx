import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import "./messages.ts";

export type LayoutKind = "carded" | "simple";
export type SidebarSide = "none" | "left" | "right";

const TABS = ["overview", "structure", "sample"] as const;
type Tab = (typeof TABS)[number];

/** The classes each part of this layout is built from, as the Structure tab shows them. */
function structure(kind: LayoutKind, side: SidebarSide): [part: string, classes: string][] {
  const rows: [string, string][] = kind === "carded"
    ? [
      ["header", "bg-neutral text-neutral-content px-6 pt-8 pb-20"],
      ["card", "card bg-base-100 shadow -mt-14 mx-4 sm:mx-6"],
      ["tabs", "tabs tabs-border"],
    ]
    : [
      ["header", "px-6 py-6 border-b border-base-300"],
      ["content", "p-6 bg-base-100"],
      ["tabs", "tabs tabs-border"],
    ];
  if (side !== "none") {
    rows.push([
      "sidebar",
      `w-64 shrink-0 border-${side === "left" ? "e" : "s"} (lg); fixed drawer below lg, closed by Escape`,
    ]);
  }
  return rows;
}

/** The sidebar's sections: real anchors into the page's tabs. */
function Sidebar({ onPick, tab }: { onPick: (tab: Tab) => void; tab: Tab }) {
  return (
    <ul className="menu w-full">
      <li className="menu-title">{t("uiPages.sections")}</li>
      {TABS.map((id) => (
        <li key={id}>
          <button type="button" className={tab === id ? "menu-active" : ""} onClick={() => onPick(id)}>
            <Icon name={id === "overview" ? "info" : id === "structure" ? "code" : "table_rows"} size={18} />
            {t(`uiPages.tabs.${id}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}

function SampleTable() {
  const rows = [
    ["ACC0001", "Karoo Bricks (Pty) Ltd", "2027-02-28"],
    ["ACC0002", "Mthembu Family Trust", "2027-01-31"],
    ["ACC0003", "Naidoo & Daughters CC", "2026-12-15"],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="table table-zebra">
        <thead>
          <tr>
            <th>{t("uiPages.sample.code")}</th>
            <th>{t("uiPages.sample.client")}</th>
            <th>{t("uiPages.sample.due")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([code, name, due]) => (
            <tr key={code}>
              <td className="font-mono">{code}</td>
              <td>{name}</td>
              <td dir="ltr" className="text-start">{due}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TabPanel({ tab, kind, side }: { tab: Tab; kind: LayoutKind; side: SidebarSide }) {
  if (tab === "overview") {
    return (
      <div className="flex flex-col gap-3 max-w-prose">
        <p>{t(`uiPages.layouts.${kind}Text`)}</p>
        <p>{t(`uiPages.layouts.side.${side}`)}</p>
        <p className="text-sm opacity-70">{t("uiPages.layouts.usedBy." + kind)}</p>
      </div>
    );
  }
  if (tab === "structure") {
    return (
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]" data-testid="layout-structure">
        {structure(kind, side).map(([part, classes]) => (
          <div key={part} className="contents">
            <dt className="font-semibold">{t(`uiPages.parts.${part}`)}</dt>
            <dd>
              <code className="text-sm bg-base-200 rounded px-1.5 py-0.5 break-words" dir="ltr">
                {classes}
              </code>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <SampleTable />;
}

/**
 * `/ui/page-layouts/{carded|simple}/{full-width|left-sidebar|right-sidebar}`: the page layouts our screens are
 * built from, live. Carded puts the content in a card over a coloured header; simple sets it on the page. A
 * sidebar can be hidden with its button; below `lg` it opens as a drawer.
 */
export function PageLayoutPage({ kind, side }: { kind: LayoutKind; side: SidebarSide }) {
  useSignals();
  const [tab, setTab] = useState<Tab>("overview");
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const sidebarId = useId();
  const tabsId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useDismiss(drawer, drawerOpen, closeDrawer);

  const title = t(`uiPages.layouts.${kind}`) + " · " + t(`uiPages.layouts.${side}`);
  const pick = (next: Tab) => {
    setTab(next);
    setDrawerOpen(false);
  };
  const toggle = side === "none" ? null : (
    <button
      type="button"
      className="btn btn-sm gap-1"
      aria-controls={sidebarId}
      aria-expanded={drawerOpen || sidebarOpen}
      data-testid="sidebar-toggle"
      onClick={() => {
        if (globalThis.matchMedia?.("(min-width: 1024px)").matches) setSidebarOpen(!sidebarOpen);
        else setDrawerOpen(!drawerOpen);
      }}
    >
      <Icon name="menu_open" size={20} />
      {t("uiPages.toggleSidebar")}
    </button>
  );
  const sidebar = side === "none" ? null : (
    <aside
      ref={drawer}
      id={sidebarId}
      aria-label={t("uiPages.sidebar")}
      data-testid="layout-sidebar"
      data-open={drawerOpen || sidebarOpen}
      className={`${
        drawerOpen ? "fixed inset-y-0 start-0 z-[60] flex w-72 shadow-2xl bg-base-100" : "hidden"
      } ${
        sidebarOpen ? "lg:flex" : "lg:hidden"
      } lg:static lg:z-auto lg:w-64 lg:shadow-none shrink-0 flex-col ${
        side === "left" ? "lg:border-e" : "lg:border-s lg:order-last"
      } border-base-300 overflow-y-auto`}
    >
      <Sidebar tab={tab} onPick={pick} />
    </aside>
  );
  const tabs = (
    <div role="tablist" className="tabs tabs-border" aria-label={title}>
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${tabsId}-${id}`}
          aria-selected={tab === id}
          aria-controls={`${tabsId}-panel`}
          className={`tab ${tab === id ? "tab-active" : ""}`}
          onClick={() => setTab(id)}
          data-testid={`layout-tab-${id}`}
        >
          {t(`uiPages.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
  const panel = (
    <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="p-4 sm:p-6">
      <TabPanel tab={tab} kind={kind} side={side} />
    </div>
  );
  const header = (className: string) => (
    <header className={`flex flex-wrap items-center gap-3 ${className}`}>
      <div className="me-auto min-w-0">
        <div className="text-xs opacity-70">{t("uiPages.breadcrumb")}</div>
        <h1 className="text-2xl font-bold" data-testid="page-title">{title}</h1>
      </div>
      {toggle}
    </header>
  );
  const backdrop = drawerOpen && (
    <div className="fixed inset-0 z-[55] bg-black/30 lg:hidden" aria-hidden="true" />
  );

  if (kind === "carded") {
    return (
      <div className="min-h-full bg-base-200 pb-6" data-testid={`layout-${kind}-${side}`}>
        {header("bg-neutral text-neutral-content px-6 pt-8 pb-20")}
        {backdrop}
        <div className="flex gap-4 -mt-14 px-4 sm:px-6">
          {sidebar && (
            <div className="contents lg:block lg:mt-14 lg:bg-base-100 lg:rounded-box">{sidebar}</div>
          )}
          <section className="card bg-base-100 shadow flex-1 min-w-0">
            <div className="border-b border-base-300 px-4">{tabs}</div>
            {panel}
          </section>
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-full bg-base-100 flex flex-col" data-testid={`layout-${kind}-${side}`}>
      {header("px-6 py-6 border-b border-base-300")}
      {backdrop}
      <div className="flex flex-1 min-h-0">
        {sidebar}
        <section className="flex-1 min-w-0">
          <div className="px-4 border-b border-base-300">{tabs}</div>
          {panel}
        </section>
      </div>
    </div>
  );
}

/** `/ui/page-layouts/blank`: nothing but the frame: where a new screen starts. */
export function BlankPage(): ReactNode {
  useSignals();
  return (
    <div className="p-6 flex flex-col gap-4 min-h-full" data-testid="layout-blank">
      <h1 className="text-2xl font-bold" data-testid="page-title">{t("uiPages.blankTitle")}</h1>
      <div className="flex-1 rounded-box border-2 border-dashed border-base-300 grid place-items-center p-10 text-center opacity-70">
        {t("uiPages.blankText")}
      </div>
    </div>
  );
}

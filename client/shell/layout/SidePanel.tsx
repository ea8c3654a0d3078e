import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { openPanel } from "../../kit/panels.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import "../settings-words/index.ts";

const SHORTCUTS = [
  { to: "/apps/dashboard", icon: "home", label: "nav.home" },
  { to: "/apps/account", icon: "business", label: "nav.clients" },
  { to: "/apps/incometax", icon: "request_page", label: "nav.incomeTax" },
  { to: "/apps/reports/incometax", icon: "pending_actions", label: "nav.assessmentsNotReceived" },
];

/** The optional 56 px rails: shortcuts on the left, the shell's tools on the right. */
export function SidePanel({ side }: { side: "left" | "right" }) {
  useSignals();
  const rail = "hidden md:flex flex-col items-center gap-2 py-3 w-14 shrink-0 bg-base-200 border-base-300";
  if (side === "left") {
    return (
      <aside
        className={`${rail} print:hidden order-0 border-e`}
        aria-label={t("sidePanel.shortcuts")}
        data-testid="left-side-panel"
      >
        {SHORTCUTS.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className="btn btn-ghost btn-square tooltip tooltip-right"
            data-tip={t(s.label)}
          >
            <Icon name={s.icon} />
          </Link>
        ))}
      </aside>
    );
  }
  return (
    <aside
      className={`${rail} print:hidden order-5 border-s`}
      aria-label={t("sidePanel.tools")}
      data-testid="right-side-panel"
    >
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t("settings.open")}
        onClick={() => openPanel("settings")}
      >
        <Icon name="settings" />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t("shell.quickPanel")}
        onClick={() => openPanel("quick")}
      >
        <Icon name="bookmarks" />
      </button>
    </aside>
  );
}

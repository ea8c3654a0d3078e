import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { formatWhen } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { openPanel, quickPanelOpen } from "../../kit/panels.ts";
import { chunkSignal } from "../../kit/routes/chunk-signal.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import { practiceToday } from "../../../domain/today.ts";
import {
  loadQuickPanelSections,
  type QuickToggle,
  quickToggles,
  setQuickToggle,
} from "../../demo/quick-panel/index.ts";

/** The events and notes (and the data layer under them) are a chunk of their own, fetched when the panel opens. */
const chunk = chunkSignal(loadQuickPanelSections);

const TOGGLES: QuickToggle[] = ["notifications", "cloudSync", "retroThrusters"];

/** The right quick panel: today's date, the demo's events and notes, and the quick settings. */
export function QuickPanel() {
  useSignals();
  const open = quickPanelOpen.value;
  useEffect(() => {
    if (open) chunk.load();
  }, [open]);
  const today = practiceToday();
  const loaded = chunk.loaded();
  const locale = language.value;
  return (
    <Drawer
      open={open}
      onClose={() => openPanel(null)}
      title={t("quickPanel.today")}
      width="w-[280px]"
      testId="quick-panel"
    >
      <div className="px-4 py-4 border-b border-base-300">
        <div className="text-sm opacity-70">
          {formatWhen(today, locale, { weekday: "long" })}
        </div>
        <div className="text-3xl font-light" data-testid="quick-panel-date">
          {formatWhen(today, locale, { day: "numeric", month: "long" })}
        </div>
      </div>
      {loaded
        ? <loaded.QuickPanelSections />
        : chunk.failed()
        ? (
          <div role="alert" className="alert alert-error m-4">
            <span>{t("quickPanel.failed")}</span>
            <button type="button" className="btn btn-sm" onClick={chunk.load}>
              {t("quickPanel.retry")}
            </button>
          </div>
        )
        : <progress className="progress progress-primary w-full" aria-label={t("quickPanel.loading")} />}
      <section className="px-4 py-3 border-t border-base-300">
        <h3 className="text-sm font-semibold uppercase tracking-wide opacity-70 mb-2">
          {t("quickPanel.quickSettings")}
        </h3>
        {TOGGLES.map((key) => (
          <label key={key} className="flex items-center justify-between py-1.5 cursor-pointer">
            <span>{t(`quickPanel.${key}`)}</span>
            <input
              type="checkbox"
              className="toggle toggle-primary toggle-sm"
              checked={quickToggles.value[key]}
              onChange={(e) =>
                setQuickToggle(key, e.currentTarget.checked)}
            />
          </label>
        ))}
      </section>
    </Drawer>
  );
}

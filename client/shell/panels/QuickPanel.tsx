import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { useEffect } from "react";
import { language, t } from "../../kit/i18n/index.ts";
import { openPanel, quickPanelOpen } from "../../kit/panels.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import {
  loadQuickPanelData,
  quickPanelData,
  type QuickPanelItem,
  type QuickToggle,
  quickToggles,
  setQuickToggle,
} from "../../demo/quick-panel/index.ts";

function Section({ title, items, testId }: { title: string; items: QuickPanelItem[]; testId: string }) {
  return (
    <section className="px-4 py-3" data-testid={testId}>
      <h3 className="text-sm font-semibold uppercase tracking-wide opacity-70 mb-2">{title}</h3>
      {items.length === 0
        ? <p className="text-sm opacity-60">{t("quickPanel.empty")}</p>
        : (
          <ul className="space-y-2">
            {items.map((i) => (
              <li key={i.id}>
                <div className="font-medium">{i.title}</div>
                <div className="text-sm opacity-70">{i.detail}</div>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

const TOGGLES: QuickToggle[] = ["notifications", "cloudSync", "retroThrusters"];

/** The right quick panel: today's date, events, notes and the quick settings. */
export function QuickPanel() {
  useSignals();
  const open = quickPanelOpen.value;
  useEffect(() => {
    if (open) loadQuickPanelData();
  }, [open]);
  const today = dayjs().locale("en");
  const data = quickPanelData.value;
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
          {today.toDate().toLocaleDateString(locale, { weekday: "long" })}
        </div>
        <div className="text-3xl font-light" data-testid="quick-panel-date">
          {today.toDate().toLocaleDateString(locale, { day: "numeric", month: "long" })}
        </div>
      </div>
      {data.state === "loading" || data.state === "idle"
        ? <progress className="progress progress-primary w-full" aria-label={t("quickPanel.loading")} />
        : data.state === "error"
        ? (
          <div role="alert" className="alert alert-error m-4">
            <span>{t("quickPanel.failed")}</span>
            <button type="button" className="btn btn-sm" onClick={() => loadQuickPanelData(true)}>
              {t("quickPanel.retry")}
            </button>
          </div>
        )
        : (
          <>
            <Section title={t("quickPanel.events")} items={data.data.events} testId="quick-panel-events" />
            <Section title={t("quickPanel.notes")} items={data.data.notes} testId="quick-panel-notes" />
          </>
        )}
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

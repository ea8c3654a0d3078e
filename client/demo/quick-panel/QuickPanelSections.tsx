import { useSignals } from "@preact/signals-react/runtime";
import type { QuickPanelItem } from "../../../domain/demo/quick-panel.ts";
import { t } from "../../kit/i18n/index.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useQuickPanelData } from "./api.ts";

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

/** The quick panel's events and notes, loaded when it first opens. */
export function QuickPanelSections() {
  useSignals();
  const data = useQuickPanelData();
  return (
    <QueryState query={data} failure={t("quickPanel.failed")}>
      {({ events, notes }) => (
        <>
          <Section title={t("quickPanel.events")} items={events} testId="quick-panel-events" />
          <Section title={t("quickPanel.notes")} items={notes} testId="quick-panel-notes" />
        </>
      )}
    </QueryState>
  );
}

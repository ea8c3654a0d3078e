import { signal } from "@preact/signals-react";
import { api } from "../../lib/api.ts";

export type QuickPanelItem = { id: number | string; title: string; detail: string };
export type QuickPanelData = { notes: QuickPanelItem[]; events: QuickPanelItem[] };

/**
 * The quick panel's data ('GET DATA') with its loading and error states. It goes through the one data layer
 * (client/lib/query.ts: cache, retry), loaded when the panel first opens so the first page does not carry it.
 */
export type QuickPanelState =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "error" }
  | { state: "ready"; data: QuickPanelData };

export const quickPanelData = signal<QuickPanelState>({ state: "idle" });

const QUICK_PANEL_KEY = ["quick-panel", "data"];

export async function loadQuickPanelData(force = false) {
  const current = quickPanelData.value.state;
  if (!force && (current === "loading" || current === "ready")) return;
  quickPanelData.value = { state: "loading" };
  try {
    const { queryClient, shouldRetry } = await import("../../lib/query.ts");
    if (force) await queryClient.invalidateQueries({ queryKey: QUICK_PANEL_KEY });
    const data = await queryClient.fetchQuery({
      queryKey: QUICK_PANEL_KEY,
      queryFn: ({ signal }) => api<QuickPanelData>("/api/quick-panel/data", { signal }),
      retry: shouldRetry,
    });
    quickPanelData.value = { state: "ready", data };
  } catch {
    quickPanelData.value = { state: "error" };
  }
}

const TOGGLES_KEY = "ledgerdesk.quickSettings";
export type QuickToggle = "notifications" | "cloudSync" | "retroThrusters";

function readToggles(): Record<QuickToggle, boolean> {
  const defaults = { notifications: true, cloudSync: false, retroThrusters: true };
  try {
    return { ...defaults, ...JSON.parse(localStorage.getItem(TOGGLES_KEY) ?? "{}") };
  } catch {
    return defaults;
  }
}

export const quickToggles = signal<Record<QuickToggle, boolean>>(readToggles());

export function setQuickToggle(key: QuickToggle, on: boolean) {
  quickToggles.value = { ...quickToggles.value, [key]: on };
  localStorage.setItem(TOGGLES_KEY, JSON.stringify(quickToggles.value));
}

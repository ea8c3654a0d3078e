import { signal } from "@preact/signals-react";

/** The quick panel's quick settings: this browser's, kept in localStorage. */
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

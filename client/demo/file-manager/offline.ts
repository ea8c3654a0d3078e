import { signal } from "@preact/signals-react";

const STORE = "ledgerdesk.fileManager.offline";

function readChoices(): Record<string, boolean> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE) ?? "{}");
    return typeof stored === "object" && stored !== null ? stored : {};
  } catch {
    return {};
  }
}

/** This device's offline choices by entry id (kept in the browser, as offline copies are). */
export const offlineChoices = signal<Record<string, boolean>>(readChoices());

export function setOffline(id: string, offline: boolean) {
  offlineChoices.value = { ...offlineChoices.value, [id]: offline };
  localStorage.setItem(STORE, JSON.stringify(offlineChoices.value));
}

import { signal } from "@preact/signals-react";

/** Open/closed flags of the shell's panels (spec section 4). */
export const navbarMobileOpen = signal(false);
export const quickPanelOpen = signal(false);
export const chatPanelOpen = signal(false);
export const settingsPanelOpen = signal(false);

/** Opening one overlay panel closes the others, so only one ever holds the focus. */
export function openPanel(which: "quick" | "chat" | "settings" | null) {
  quickPanelOpen.value = which === "quick";
  chatPanelOpen.value = which === "chat";
  settingsPanelOpen.value = which === "settings";
}

/** The quick panel's data (the demo's notes and events, and its quick settings), for the shell's panel. */
export {
  loadQuickPanelData,
  quickPanelData,
  type QuickPanelItem,
  type QuickToggle,
  quickToggles,
  setQuickToggle,
} from "./data.ts";

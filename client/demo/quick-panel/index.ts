/** The quick panel's parts for the shell's panel: its quick settings, and its data's sections as a chunk. */
export { type QuickToggle, quickToggles, setQuickToggle } from "./toggles.ts";

/**
 * The events and notes with the data layer under them: a chunk of its own, loaded when the panel first opens,
 * so the first page's JS carries no TanStack Query.
 */
export const loadQuickPanelSections = () => import("./QuickPanelSections.tsx");

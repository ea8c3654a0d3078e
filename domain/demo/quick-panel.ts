/** The quick panel's contract (demo-apps.md §3): its notes and events, as GET /api/quick-panel/data answers them. */
export type QuickPanelItem = { id: number; title: string; detail: string };
export type QuickPanelData = { notes: QuickPanelItem[]; events: QuickPanelItem[] };

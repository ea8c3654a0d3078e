import type { QuickPanelData } from "../../../domain/demo/quick-panel.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

/** The quick panel's notes and events ('GET DATA'). */
export const useQuickPanelData = () =>
  useData(["quick-panel/data", "get"], (signal) => api<QuickPanelData>("/api/quick-panel/data", { signal }));

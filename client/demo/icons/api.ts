import type { IconEntry } from "../../../domain/demo/icons.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export function useIcons() {
  return useData(["icons/icons", "getList"], (signal) => api<IconEntry[]>("/api/icons", { signal }));
}

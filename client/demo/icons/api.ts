import type { IconEntry } from "../../../domain/demo/icons.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export function useIcons() {
  return useApiQuery(["icons"], (signal) => api<IconEntry[]>("/api/icons", { signal }));
}

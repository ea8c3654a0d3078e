import type { DemoFile } from "../../../domain/demo/file-manager.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export function useFiles() {
  return useData(
    ["file-manager/files", "getList"],
    (signal) => api<DemoFile[]>("/api/file-manager-app/files", { signal }),
  );
}

import type { KnowledgeBaseCategory } from "../../../domain/demo/knowledge-base.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export function useKnowledgeBase() {
  return useData(
    ["knowledge-base/categories", "getList"],
    (signal) => api<KnowledgeBaseCategory[]>("/api/knowledge-base", { signal }),
  );
}

import type { KnowledgeBaseCategory } from "../../../domain/demo/knowledge-base.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export function useKnowledgeBase() {
  return useApiQuery(
    ["knowledge-base"],
    (signal) => api<KnowledgeBaseCategory[]>("/api/knowledge-base", { signal }),
  );
}

import type { Faq } from "../../../fixtures/faq.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export function useFaqs() {
  return useApiQuery(["faq"], (signal) => api<Faq[]>("/api/faq", { signal }));
}

import type { Faq } from "../../../domain/demo/faq.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export function useFaqs() {
  return useApiQuery(["faq"], (signal) => api<Faq[]>("/api/faq", { signal }));
}

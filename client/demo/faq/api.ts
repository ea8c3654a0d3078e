import type { Faq } from "../../../domain/demo/faq.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export function useFaqs() {
  return useData(["faq/questions", "getList"], (signal) => api<Faq[]>("/api/faq", { signal }));
}

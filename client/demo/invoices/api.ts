import type { Invoice } from "../../../domain/demo/invoices.ts";
import { api, ApiError } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

/** The invoice with this id, or null when the server has none (it answers 404 with an empty body). */
export function useInvoice(id: string) {
  return useApiQuery(["invoices", id], async (signal) => {
    try {
      return await api<Invoice>("/api/invoices/get-invoice", { query: { id }, signal });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }
  }, { keepPrevious: false });
}

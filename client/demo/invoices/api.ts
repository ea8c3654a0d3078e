import type { Invoice } from "../../../domain/demo/invoices.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

/** The invoice with this id; the server answers an unknown one with a 404. */
export function useInvoice(id: string) {
  return useData(
    ["invoices/invoices", "getOne", { id }],
    (signal) => api<Invoice>("/api/invoices/get-invoice", { query: { id }, signal }),
    { keepPrevious: false },
  );
}

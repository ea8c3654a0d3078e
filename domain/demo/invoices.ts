/**
 * The invoices' contract (demo-apps.md §3): an invoice as the mock API answers it. Amounts are strings with two
 * decimals; dates are text ("Jul 19, 2019").
 */
export type InvoiceParty = { title: string; address: string; phone: string; email: string };
export type InvoiceService = {
  id: string;
  title: string;
  detail: string;
  unit: string;
  unitPrice: string;
  quantity: string;
  total: string;
};
export type Invoice = {
  id: string;
  from: InvoiceParty & { website: string };
  client: InvoiceParty;
  number: string;
  date: string;
  dueDate: string;
  services: InvoiceService[];
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
};

import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const InvoicePage = lazyPage(() => import("./InvoicePage.tsx").then((m) => m.InvoicePage));

/** An invoice in either layout; `?id=` picks it (the sample invoice when absent). */
export function invoicesRoutes(): AppRoute[] {
  return [
    { path: "/pages/invoices/compact", element: createElement(InvoicePage, { layout: "compact" }) },
    { path: "/pages/invoices/modern", element: createElement(InvoicePage, { layout: "modern" }) },
  ];
}

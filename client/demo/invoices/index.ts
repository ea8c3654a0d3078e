import type { Feature } from "../../kit/feature.ts";
import { collapse, item } from "../../kit/navigation/items.ts";
import { invoicesRoutes } from "./routes.tsx";

/** The invoice pages (the template's Pages). */
export const invoices: Feature = {
  name: "invoices",
  routes: invoicesRoutes,
  menu: [{
    place: "pages",
    item: collapse("invoices", "invoices", "receipt", [
      item("invoice-compact", "invoiceCompact", "view_agenda", "/pages/invoices/compact"),
      item("invoice-modern", "invoiceModern", "view_quilt", "/pages/invoices/modern"),
    ]),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { invoices: "Invoices", invoiceCompact: "Compact", invoiceModern: "Modern" } },
    tr: { nav: { invoices: "Faturalar", invoiceCompact: "Kompakt", invoiceModern: "Modern" } },
    ar: { nav: { invoices: "الفواتير", invoiceCompact: "مضغوطة", invoiceModern: "حديثة" } },
  },
};

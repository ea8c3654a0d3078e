import type { Feature } from "../../kit/feature.ts";
import { collapse, item } from "../../kit/navigation/items.ts";
import { eCommerceRoutes } from "./routes.tsx";

/** The e-commerce app: products and orders. */
export const eCommerce: Feature = {
  name: "e-commerce",
  routes: eCommerceRoutes,
  menu: [{
    place: "applications",
    item: collapse("e-commerce", "eCommerce", "shopping_cart", [
      item("products", "products", "inventory_2", "/apps/e-commerce/products"),
      item("orders", "orders", "receipt_long", "/apps/e-commerce/orders"),
    ]),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { eCommerce: "E-commerce", products: "Products", orders: "Orders" } },
    tr: { nav: { eCommerce: "E-ticaret", products: "Ürünler", orders: "Siparişler" } },
    ar: { nav: { eCommerce: "التجارة الإلكترونية", products: "المنتجات", orders: "الطلبات" } },
  },
};

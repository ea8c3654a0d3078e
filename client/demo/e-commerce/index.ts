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
};

import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const ProductsPage = lazyPage(() => import("./ProductsPage.tsx").then((m) => m.ProductsPage));
const ProductPage = lazyPage(() => import("./ProductPage.tsx").then((m) => m.ProductPage));
const OrdersPage = lazyPage(() => import("./OrdersPage.tsx").then((m) => m.OrdersPage));
const OrderPage = lazyPage(() => import("./OrderPage.tsx").then((m) => m.OrderPage));

/** The shop: products (list, `/new`, `/:id/:handle`) and orders (list, `/:id`). */
export function eCommerceRoutes(): AppRoute[] {
  return [
    { path: "/apps/e-commerce", element: <Navigate to="/apps/e-commerce/products" replace /> },
    { path: "/apps/e-commerce/products", element: createElement(ProductsPage) },
    { path: "/apps/e-commerce/products/new", element: createElement(ProductPage) },
    { path: "/apps/e-commerce/products/:id/:handle", element: createElement(ProductPage) },
    { path: "/apps/e-commerce/orders", element: createElement(OrdersPage) },
    { path: "/apps/e-commerce/orders/:id", element: createElement(OrderPage) },
  ];
}

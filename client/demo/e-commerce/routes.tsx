import { createElement, lazy } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../app/routes/types.ts";

const ProductsPage = lazy(() => import("./ProductsPage.tsx").then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import("./ProductPage.tsx").then((m) => ({ default: m.ProductPage })));
const OrdersPage = lazy(() => import("./OrdersPage.tsx").then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import("./OrderPage.tsx").then((m) => ({ default: m.OrderPage })));

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

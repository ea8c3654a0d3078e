import type { Order, Product } from "../../../domain/demo/e-commerce.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";

const BASE = "/api/e-commerce-app";

const shopKeys = {
  products: ["e-commerce/products"] as const,
  product: (id: string) => ["e-commerce/products", "getOne", { id }] as const,
  orders: ["e-commerce/orders", "getList"] as const,
  order: (id: string) => ["e-commerce/orders", "getOne", { id }] as const,
};

export const useProducts = () =>
  useData(["e-commerce/products", "getList"], (signal) => api<Product[]>(`${BASE}/products`, { signal }));

export const useProduct = (id: string) =>
  useData(
    shopKeys.product(id),
    (signal) => api<Product>(`${BASE}/product`, { query: { productId: id }, signal }),
    { enabled: id !== "", keepPrevious: false },
  );

export const useOrders = () =>
  useData(shopKeys.orders, (signal) => api<Order[]>(`${BASE}/orders`, { signal }));

export const useOrder = (id: string) =>
  useData(
    shopKeys.order(id),
    (signal) => api<Order>(`${BASE}/order`, { query: { orderId: id }, signal }),
    { keepPrevious: false },
  );

/** Saves a product (a new one without an id); the form shows a refusal by its fields. */
export function useSaveProduct() {
  return useWrite({
    send: (product: Omit<Product, "id"> & { id?: string }) =>
      api<Product>(`${BASE}/product/save`, { body: product }),
    refresh: [shopKeys.products],
  });
}

import type { Order, Product } from "../../../domain/demo/e-commerce.ts";
import { api } from "../../lib/api.ts";
import { invalidate, useApiQuery } from "../../lib/query.ts";

const BASE = "/api/e-commerce-app";

export const shopKeys = {
  products: ["e-commerce", "products"] as const,
  product: (id: string) => ["e-commerce", "products", id] as const,
  orders: ["e-commerce", "orders"] as const,
  order: (id: string) => ["e-commerce", "orders", id] as const,
};

export const useProducts = () =>
  useApiQuery(shopKeys.products, (signal) => api<Product[]>(`${BASE}/products`, { signal }));

export const useProduct = (id: string) =>
  useApiQuery(
    shopKeys.product(id),
    (signal) => api<Product>(`${BASE}/product`, { query: { productId: id }, signal }),
    { enabled: id !== "", keepPrevious: false },
  );

export const useOrders = () =>
  useApiQuery(shopKeys.orders, (signal) => api<Order[]>(`${BASE}/orders`, { signal }));

export const useOrder = (id: string) =>
  useApiQuery(
    shopKeys.order(id),
    (signal) => api<Order>(`${BASE}/order`, { query: { orderId: id }, signal }),
    { keepPrevious: false },
  );

/** Saves a product (a new one without an id); refusals reach the form with their fields. */
export async function saveProduct(product: Omit<Product, "id"> & { id?: string }): Promise<Product> {
  const saved = await api<Product>(`${BASE}/product/save`, { body: product });
  await invalidate(shopKeys.products);
  return saved;
}

import type { Order, Product } from "../../../domain/demo/e-commerce.ts";
import { withTax } from "../../../domain/money.ts";
import { hasEveryWord } from "../../kit/text.ts";

export { withTax };

/** How much stock is left, as the products table colours it. */
export function stockLevel(quantity: number): "out" | "low" | "some" | "plenty" {
  if (quantity <= 0) return "out";
  if (quantity <= 5) return "low";
  if (quantity <= 25) return "some";
  return "plenty";
}

export type SortDir = "asc" | "desc";
export type Sort<K extends string> = { key: K; dir: SortDir };

/** Rows in the order of one column (numbers as numbers, text as text); ties keep their order. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K>,
  value: (row: T, key: K) => string | number,
): T[] {
  const sign = sort.dir === "asc" ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row, sort.key) }))
    .sort((a, b) => {
      const c = typeof a.v === "number" && typeof b.v === "number"
        ? a.v - b.v
        : String(a.v).localeCompare(String(b.v), "en", { numeric: true });
      return c * sign || a.i - b.i;
    })
    .map((x) => x.row);
}

/** One page of rows (pages count from 0), and the page actually shown when the asked one is past the end. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(at * size, at * size + size), page: at, pages };
}

export const PAGE_SIZES = [10, 25, 50] as const;

export const matchesProduct = (p: Product, query: string) =>
  hasEveryWord(`${p.name} ${p.categories.join(" ")} ${p.tags.join(" ")} ${p.sku}`, query);

export const matchesOrder = (o: Order, query: string) =>
  hasEveryWord(
    `${o.reference} ${o.customer.firstName} ${o.customer.lastName} ${o.customer.company} ${
      o.status[0]?.name ?? ""
    }`,
    query,
  );

/** A product's address: lowercase words joined by dashes, as the handle rule asks. */
export function handleOf(name: string): string {
  return name.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The product form's fields as typed: numbers and prices stay text until saved, so nothing typed is lost. */
export type ProductDraft = {
  id?: string;
  name: string;
  handle: string;
  description: string;
  categories: string;
  tags: string;
  featuredImageId: string;
  images: Product["images"];
  priceTaxExcl: string;
  taxRate: string;
  comparedPrice: string;
  quantity: string;
  sku: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  extraShippingFee: string;
  active: boolean;
};

export const PRODUCT_TABS = ["basic", "images", "pricing", "inventory", "shipping"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Which tab holds each field, so a tab with a refused field can say so. */
export const FIELD_TAB: Record<string, ProductTab> = {
  name: "basic",
  handle: "basic",
  description: "basic",
  categories: "basic",
  tags: "basic",
  images: "images",
  featuredImageId: "images",
  priceTaxExcl: "pricing",
  priceTaxIncl: "pricing",
  taxRate: "pricing",
  comparedPrice: "pricing",
  sku: "inventory",
  quantity: "inventory",
  width: "shipping",
  height: "shipping",
  depth: "shipping",
  weight: "shipping",
  extraShippingFee: "shipping",
};

const list = (words: string[]) => words.join(", ");
const split = (text: string) => text.split(",").map((w) => w.trim()).filter(Boolean);

export function draftOf(p: Product): ProductDraft {
  return {
    id: p.id,
    name: p.name,
    handle: p.handle,
    description: p.description,
    categories: list(p.categories),
    tags: list(p.tags),
    featuredImageId: p.featuredImageId,
    images: p.images,
    priceTaxExcl: p.priceTaxExcl,
    taxRate: String(p.taxRate),
    comparedPrice: p.comparedPrice,
    quantity: String(p.quantity),
    sku: p.sku,
    width: String(p.width),
    height: String(p.height),
    depth: String(p.depth),
    weight: String(p.weight),
    extraShippingFee: p.extraShippingFee,
    active: p.active,
  };
}

/** A new product: the demo tax rate, nothing else filled in. */
export function blankDraft(taxRate = 10): ProductDraft {
  return {
    name: "",
    handle: "",
    description: "",
    categories: "",
    tags: "",
    featuredImageId: "",
    images: [],
    priceTaxExcl: "",
    taxRate: String(taxRate),
    comparedPrice: "",
    quantity: "0",
    sku: "",
    width: "0",
    height: "0",
    depth: "0",
    weight: "0",
    extraShippingFee: "0.00",
    active: true,
  };
}

/** "149", "149.5" or "149.50" as the API's "149.50"; null when it is not an amount of money. */
export function normalizeAmount(text: string): string | null {
  const s = text.trim().replace(",", ".");
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(s)) return null;
  const [whole, fraction = ""] = s.split(".");
  return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
}

/** The tax-included price the form shows as the price or rate is typed; "" until both make sense. */
export function taxIncluded(draft: Pick<ProductDraft, "priceTaxExcl" | "taxRate">): string {
  const price = normalizeAmount(draft.priceTaxExcl);
  const rate = Number(draft.taxRate);
  if (price === null || draft.taxRate.trim() === "" || !Number.isInteger(rate) || rate < 0 || rate > 100) {
    return "";
  }
  return withTax(price, rate);
}

export type DraftProblem =
  | "required"
  | "amount"
  | "wholeNumber"
  | "percent"
  | "measure"
  | "handle";

/**
 * What the form refuses before sending (the server checks again): a name and a SKU, prices as amounts, whole
 * quantities, a rate of 0 to 100 %, sizes of zero or more, and a handle of lowercase words and dashes.
 */
export function checkDraft(d: ProductDraft): Partial<Record<keyof ProductDraft, DraftProblem>> {
  const problems: Partial<Record<keyof ProductDraft, DraftProblem>> = {};
  if (!d.name.trim()) problems.name = "required";
  if (!d.sku.trim()) problems.sku = "required";
  const handle = d.handle.trim() || handleOf(d.name);
  if (d.name.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(handle)) problems.handle = "handle";
  for (const key of ["priceTaxExcl", "comparedPrice", "extraShippingFee"] as const) {
    if (normalizeAmount(d[key]) === null) problems[key] = d[key].trim() ? "amount" : "required";
  }
  if (!/^\d{1,7}$/.test(d.quantity.trim())) problems.quantity = "wholeNumber";
  const rate = d.taxRate.trim();
  if (!/^\d{1,3}$/.test(rate) || Number(rate) > 100) problems.taxRate = "percent";
  for (const key of ["width", "height", "depth", "weight"] as const) {
    const n = Number(d[key].trim().replace(",", "."));
    if (d[key].trim() === "" || !Number.isFinite(n) || n < 0 || n > 100_000) problems[key] = "measure";
  }
  return problems;
}

/** The product to save from a draft that passed checkDraft. */
export function productOf(d: ProductDraft): Omit<Product, "id"> & { id?: string } {
  const priceTaxExcl = normalizeAmount(d.priceTaxExcl)!;
  const taxRate = Number(d.taxRate);
  const measure = (text: string) => Number(text.trim().replace(",", "."));
  return {
    ...(d.id ? { id: d.id } : {}),
    name: d.name.trim(),
    handle: d.handle.trim() || handleOf(d.name),
    description: d.description,
    categories: split(d.categories),
    tags: split(d.tags),
    images: d.images,
    featuredImageId: d.images.some((i) => i.id === d.featuredImageId)
      ? d.featuredImageId
      : d.images[0]?.id ?? "",
    priceTaxExcl,
    priceTaxIncl: withTax(priceTaxExcl, taxRate),
    taxRate,
    comparedPrice: normalizeAmount(d.comparedPrice)!,
    quantity: Number(d.quantity),
    sku: d.sku.trim(),
    width: measure(d.width),
    height: measure(d.height),
    depth: measure(d.depth),
    weight: measure(d.weight),
    extraShippingFee: normalizeAmount(d.extraShippingFee)!,
    active: d.active,
  };
}

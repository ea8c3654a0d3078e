import { z } from "zod";
import { problemIssue } from "../api/index.ts";
import { withTax } from "../money.ts";

/**
 * The shop's contract (demo-apps.md §3, §4, §9): products, orders and the 14 order statuses, as the mock API
 * answers them and validates product saves. Money is held as decimal strings of whole cents ("895.00"), worked on
 * as integer cents (domain/money.ts) so totals never drift. The client imports it as types only.
 */

/** The demo tax rate (§9), in percent. */
export const DEMO_TAX_RATE = 10;

const money = z.string().regex(/^\d{1,9}\.\d{2}$/, "Enter an amount like 149.00");
const imageSource = z.string().max(2000).regex(
  /^(\/(?!\/)|https?:\/\/)\S+$/,
  "Use a /path or an http(s) address",
);
const words = z.array(z.string().trim().min(1).max(100)).max(30);
/** Sizes in centimetres and weights in kilograms. */
const measure = z.number().min(0).max(100_000);

export const productImageSchema = z.object({
  id: z.string().min(1).max(100),
  url: imageSource,
  type: z.literal("image"),
});

const productFields = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, "Enter a name").max(200),
  handle: z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase words joined by dashes"),
  description: z.string().max(10_000),
  categories: words,
  tags: words,
  /** One of the images' ids, or "" when there are no images. */
  featuredImageId: z.string().max(100),
  images: z.array(productImageSchema).max(50),
  priceTaxExcl: money,
  priceTaxIncl: money,
  /** Whole percent: the demo rate is 10 (§9); zero-rated goods are 0. */
  taxRate: z.number().int().min(0).max(100),
  comparedPrice: money,
  quantity: z.number().int().min(0).max(1_000_000),
  sku: z.string().trim().min(1, "Enter a SKU").max(50),
  width: measure,
  height: measure,
  depth: measure,
  weight: measure,
  extraShippingFee: money,
  active: z.boolean(),
});

type ProductFields = z.infer<typeof productFields>;

/** Checks across fields: the tax-inclusive price follows from the others, and the featured image exists. */
function productChecks(product: Omit<ProductFields, "id">, ctx: z.RefinementCtx) {
  const expected = withTax(product.priceTaxExcl, product.taxRate);
  if (product.priceTaxIncl !== expected) {
    ctx.addIssue(problemIssue("priceWithTax", { rate: product.taxRate, expected }, ["priceTaxIncl"]));
  }
  const imageIds = product.images.map((i) => i.id);
  if (new Set(imageIds).size !== imageIds.length) {
    ctx.addIssue(problemIssue("duplicate", undefined, ["images"]));
  }
  const featured = product.images.length === 0
    ? product.featuredImageId === ""
    : imageIds.includes(product.featuredImageId);
  if (!featured) {
    ctx.addIssue(problemIssue("featuredImage", undefined, ["featuredImageId"]));
  }
}

export const productSchema = productFields.superRefine(productChecks);
/** What product/save takes: a product without an id is a new one. */
export const productInputSchema = productFields.extend({ id: productFields.shape.id.optional() })
  .superRefine(productChecks);

export type ProductImage = z.infer<typeof productImageSchema>;
export type Product = z.infer<typeof productSchema>;

/** The 14 order statuses of §4, in order; `color` is a daisyUI colour name (badge-info, text-success, …). */
export const ORDER_STATUSES = [
  { id: 1, name: "Awaiting check payment", color: "info" },
  { id: 2, name: "Payment accepted", color: "success" },
  { id: 3, name: "Preparing the order", color: "warning" },
  { id: 4, name: "Shipped", color: "primary" },
  { id: 5, name: "Delivered", color: "success" },
  { id: 6, name: "Canceled", color: "neutral" },
  { id: 7, name: "Refunded", color: "error" },
  { id: 8, name: "Payment error", color: "error" },
  { id: 9, name: "On pre-order (paid)", color: "secondary" },
  { id: 10, name: "Awaiting bank wire payment", color: "info" },
  { id: 11, name: "Awaiting PayPal payment", color: "info" },
  { id: 12, name: "Remote payment accepted", color: "success" },
  { id: 13, name: "On pre-order (not paid)", color: "secondary" },
  { id: 14, name: "Awaiting Cash-on-delivery payment", color: "info" },
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Address = { address: string; lat: number; lng: number };
export type Customer = {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  invoiceAddress: Address;
  shippingAddress: Address;
};
/** price is the unit price before tax; total = price × quantity. */
export type OrderLine = {
  id: string;
  name: string;
  price: string;
  quantity: number;
  total: string;
  image: string;
};
export type Order = {
  id: string;
  reference: string;
  /** subtotal = Σ line totals; tax = taxRate% of (subtotal − discount); total = subtotal − discount + tax. */
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
  date: string;
  customer: Customer;
  products: OrderLine[];
  /** The status history, newest first: status[0] is the order's current status. */
  status: { id: number; name: string; color: string; date: string }[];
  /** Not yet paid: no transactionId ("") and no date (null). */
  payment: { transactionId: string; amount: string; method: string; date: string | null };
  /** One entry per parcel sent, empty until shipped. `fee` is what the carrier charged the shop, in rand. */
  shippingDetails: { tracking: string; carrier: string; weight: string; fee: string; date: string }[];
};

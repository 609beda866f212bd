import type { ProductDetail, StockMove } from "@hometools/contract";
import { tag } from "../../../../testkit/shop-client/accounts";
import { admin, call, type CallResult } from "../helpers";

/**
 * Tools in several sizes for the variant tests (docs/api.md, "Variants"): each made through the API
 * by the seed's owner, with SKUs of its own run so that no two runs share one.
 */

export interface SizeSpec {
  size: string;
  price: number;
  available?: number;
  sku?: string | null;
  gtin?: string | null;
}

/** A run's own SKU: "T-<tag>-<suffix>" (SKUs are unique in the shop, ignoring case). */
export const freshSku = (suffix: string) => `T-${tag(6)}-${suffix}`;

/** POST /products of a tool with the option Size; answers the raw result (refusals too). */
export async function postSized(
  sizes: SizeSpec[],
  extra: Record<string, unknown> = {},
): Promise<CallResult<ProductDetail>> {
  return call<ProductDetail>("POST", "/products", {
    token: (await admin()).idToken,
    body: {
      name: `Sized ${tag(6)}`,
      minimumOrder: 1,
      options: [{ name: "Size", values: sizes.map((spec) => spec.size) }],
      variants: sizes.map(({ size, ...fields }) => ({ options: { Size: size }, ...fields })),
      ...extra,
    },
  });
}

/** A tool with the option Size, created (201) by the owner. */
export async function sizedTool(sizes: SizeSpec[], extra: Record<string, unknown> = {}): Promise<ProductDetail> {
  const result = await postSized(sizes, extra);
  if (result.status !== 201) throw new Error(`could not add a sized tool: ${result.status} ${result.text}`);
  return result.body;
}

/** GET /product/{id}: the tool with its options and variants. */
export async function detailOf(id: string): Promise<ProductDetail> {
  const result = await call<ProductDetail>("GET", `/product/${id}`);
  if (result.status !== 200) throw new Error(`GET /product/${id}: ${result.status} ${result.text}`);
  return result.body;
}

/** Each variant's pieces by its id. */
export async function stockByVariant(id: string): Promise<Record<string, number>> {
  return Object.fromEntries((await detailOf(id)).variants.map((variant) => [variant.id, variant.available]));
}

/** PUT /products/{id}/variants as the owner unless a token is given. */
export async function putVariants(id: string, body: unknown, token?: string): Promise<CallResult<ProductDetail>> {
  return call<ProductDetail>("PUT", `/products/${id}/variants`, { token: token ?? (await admin()).idToken, body });
}

/** POST /products/{id}/stock as the owner unless a token is given. */
export async function moveStock(id: string, body: unknown, token?: string): Promise<CallResult<ProductDetail>> {
  return call<ProductDetail>("POST", `/products/${id}/stock`, { token: token ?? (await admin()).idToken, body });
}

/** The tool's stock moves, newest first, as the owner reads them. */
export async function stockMovesOf(id: string): Promise<StockMove[]> {
  const result = await call<StockMove[]>("GET", `/products/${id}/stock-moves`, { token: (await admin()).idToken });
  if (result.status !== 200) throw new Error(`GET /products/${id}/stock-moves: ${result.status} ${result.text}`);
  return result.body;
}

/** A variant as PUT /products/{id}/variants keeps it: its id and what the owner may change. */
export const kept = (variant: ProductDetail["variants"][number], changes: Record<string, unknown> = {}) => ({
  id: variant.id,
  options: variant.options,
  sku: variant.sku,
  price: variant.price,
  ...changes,
});

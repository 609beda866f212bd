import type { ProductDetail, StockMoveInput } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** POST /products/{id}/stock (admin): `variantId` names the variant of a tool with options. */
export function moveStock(id: string, input: StockMoveInput): Promise<ProductDetail> {
  return api.post<ProductDetail>(`/products/${encodeURIComponent(id)}/stock`, input);
}

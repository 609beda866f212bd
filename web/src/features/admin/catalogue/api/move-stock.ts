import type { Product, StockMoveInput } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** POST /products/{id}/stock (admin). */
export function moveStock(id: string, input: StockMoveInput): Promise<Product> {
  return api.post<Product>(`/products/${encodeURIComponent(id)}/stock`, input);
}

import type { ProductDetail, UpdateProductInput } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** PATCH /products/{id} (admin): the changed fields and the version they were read at. */
export function editProduct(id: string, input: UpdateProductInput): Promise<ProductDetail> {
  return api.patch<ProductDetail>(`/products/${encodeURIComponent(id)}`, input);
}

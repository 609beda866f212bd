import type { DeleteResult } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** DELETE /products/{id} (admin). */
export function deleteProduct(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/products/${encodeURIComponent(id)}`);
}

import type { ProductDetail } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** DELETE /products/{id}/images/{imageId} (admin): the tool as it is without that photo. */
export function removeImage(id: string, imageId: string): Promise<ProductDetail> {
  return api.delete<ProductDetail>(`/products/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`);
}

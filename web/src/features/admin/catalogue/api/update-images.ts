import type { ProductDetail, UpdateImagesInput } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** PATCH /products/{id}/images (admin): the photos' new order and alt texts, with the version read. */
export function updateImages(id: string, input: UpdateImagesInput): Promise<ProductDetail> {
  return api.patch<ProductDetail>(`/products/${encodeURIComponent(id)}/images`, input);
}

import type { ProductDetail, VariantsReplacement } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/**
 * PUT /products/{id}/variants (the owner): the tool's options and variants as they are to be, with
 * the version read. A kept variant names its id; a new one has none and brings its first stock.
 */
export function replaceVariants(id: string, input: VariantsReplacement): Promise<ProductDetail> {
  return api.put<ProductDetail>(`/products/${encodeURIComponent(id)}/variants`, input);
}

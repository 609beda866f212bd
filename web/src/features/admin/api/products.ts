import type { CreateProductInput, DeleteResult, Product } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { usePublicApiQuery } from "../../../lib/use-api-query";

/** GET /products for the Manage Product table. */
export function useAllProducts() {
  return usePublicApiQuery<Product[]>("/products");
}

/** POST /products (admin). */
export function addProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>("/products", input);
}

/** DELETE /products/{id} (admin). */
export function deleteProduct(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/products/${encodeURIComponent(id)}`);
}

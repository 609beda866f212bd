import type { CreateProductInput, DeleteResult, Product } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { usePublicApiPages } from "../../../lib/use-api-pages";

/** GET /products for the Manage Product table: newest first, 50 a page. */
export function useAllProducts() {
  return usePublicApiPages<Product>("/products?limit=50");
}

/** POST /products (admin). */
export function addProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>("/products", input);
}

/** DELETE /products/{id} (admin). */
export function deleteProduct(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/products/${encodeURIComponent(id)}`);
}

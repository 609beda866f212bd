import type {
  CreateProductInput,
  DeleteResult,
  Product,
  StockMove,
  StockMoveInput,
  UpdateProductInput,
} from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiPages, usePublicApiPages } from "../../../lib/use-api-pages";

/** GET /products for the Manage Product table: newest first, 50 a page, searched by name when `q` is set. */
export function useAllProducts(q = "") {
  const search = q.trim() ? `&q=${encodeURIComponent(q.trim())}` : "";
  return usePublicApiPages<Product>(`/products?limit=50${search}`);
}

/** POST /products (admin). */
export function addProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>("/products", input);
}

/** PATCH /products/{id} (admin): the changed fields and the version they were read at. */
export function editProduct(id: string, input: UpdateProductInput): Promise<Product> {
  return api.patch<Product>(`/products/${encodeURIComponent(id)}`, input);
}

/** POST /products/{id}/stock (admin). */
export function moveStock(id: string, input: StockMoveInput): Promise<Product> {
  return api.post<Product>(`/products/${encodeURIComponent(id)}/stock`, input);
}

/** GET /products/{id}/stock-moves (admin), newest first, 20 a page. */
export function useStockMoves(id: string) {
  return useApiPages<StockMove>(`/products/${encodeURIComponent(id)}/stock-moves?limit=20`);
}

/** DELETE /products/{id} (admin). */
export function deleteProduct(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/products/${encodeURIComponent(id)}`);
}

import type { CreateProductInput, Product } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** POST /products (admin). */
export function addProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>("/products", input);
}

import type { DeleteResult } from "@hometools/contract";
import { removeProduct } from "../data/product-repository";

/** DELETE /products/{id} (admin): 0 when there was no such product. */
export async function deleteProduct(id: string): Promise<DeleteResult> {
  return { deletedCount: await removeProduct(id) };
}

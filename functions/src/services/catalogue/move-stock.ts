import type { NewStockMove, Product } from "@hometools/contract";
import { findProduct, setAvailable, toProduct } from "../../data/catalogue/product-repository";
import { recordStockMove } from "../../data/catalogue/stock-move-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { recordActivity } from "../team/record-activity";

/**
 * POST /products/{id}/stock (admin): adds (or removes) pieces and keeps the move, in one
 * transaction that reads the stock as orders do, so a restock and a shopper's reservation never
 * lose each other's change. Stock never goes below 0 (409 out-of-stock). The product's version
 * stays: stock is not part of the edit form, so a restock never makes another admin's edit stale.
 */
export async function moveStock(caller: Caller, id: string, { delta, reason }: NewStockMove): Promise<Product> {
  const moved = await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    const availableAfter = product.available + delta;
    if (availableAfter < 0) {
      throw new Refused({ kind: "stock-below-zero", available: product.available, removing: -delta });
    }
    await setAvailable(id, availableAfter, tx);
    await recordStockMove(id, { at: new Date(), by: caller.email, delta, reason, availableAfter }, tx);
    await recordActivity(tx, caller, {
      action: "product.stock",
      target: { kind: "product", id, label: product.name },
      changes: { available: [product.available, availableAfter] },
    });
    return { ...product, available: availableAfter };
  });
  log.info("stock moved", { productId: id, delta, available: moved.available, by: caller.uid });
  return toProduct(moved);
}

import type { NewStockMove, ProductDetail } from "@hometools/contract";
import { findProduct, moveProductStock, toProductDetail } from "../../data/catalogue/product-repository";
import { recordStockMove } from "../../data/catalogue/stock-move-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { labelOf, namedVariant } from "../../domain/catalogue/variants";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { readBackInStock } from "../marketing/stock-alerts";
import { recordActivity } from "../team/record-activity";

/**
 * POST /products/{id}/stock (admin, staff too): adds (or removes) pieces of one variant (`variantId`,
 * required for a tool with options) and keeps the move, in one transaction that reads the stock as
 * orders do, so a restock and a shopper's reservation never lose each other's change. Stock never goes
 * below 0 (409 out-of-stock). The product's version stays: stock is not part of the edit form, so a
 * restock never makes another admin's edit stale. A variant that comes back from 0 pieces mails its
 * back-in-stock alerts in the same unit (services/marketing/stock-alerts.ts).
 */
export async function moveStock(
  caller: Caller,
  id: string,
  { delta, reason, variantId }: NewStockMove,
): Promise<ProductDetail> {
  const moved = await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    const variant = namedVariant(product, variantId);
    const availableAfter = variant.available + delta;
    if (availableAfter < 0) {
      throw new Refused({ kind: "stock-below-zero", available: variant.available, removing: -delta });
    }
    // A variant back from 0 mails its alerts in this unit (docs/decisions/048).
    const mailAlerts = await readBackInStock(
      [{ product, variantId: variant.id, before: variant.available, delta }],
      tx,
    );
    const { product: moved } = await moveProductStock(product, new Map([[variant.id, delta]]), tx);
    await mailAlerts();
    await recordStockMove(
      id,
      { at: new Date(), by: caller.email, variantId: variant.id, delta, reason, availableAfter },
      tx,
    );
    const label = labelOf(product, variant);
    await recordActivity(tx, caller, {
      action: "product.stock",
      target: { kind: "product", id, label: label ? `${product.name} (${label})` : product.name },
      changes: { available: [variant.available, availableAfter] },
    });
    return moved;
  });
  log.info("stock moved", { productId: id, variantId, delta, available: moved.available, by: caller.uid });
  return toProductDetail(moved);
}

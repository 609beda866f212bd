import type { DeleteResult } from "@hometools/contract";
import { db } from "../data/firebase";
import { orderRef, toStoredOrder } from "../data/order-repository";
import { productRef } from "../data/product-repository";
import type { Caller } from "../http/middleware/require-auth";
import { log } from "../log";

/**
 * Takes an order out of every list. Nothing is erased: the order keeps deletedAt and deletedBy,
 * so a payment that lands afterwards still finds it. An unpaid order gives its stock back.
 */
export async function deleteOrder(caller: Caller, id: string): Promise<DeleteResult> {
  const firestore = await db();
  const ref = await orderRef(id);

  const released = await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const order = toStoredOrder(snapshot);
    if (order.deletedAt) return null;

    const stock = await productRef(order.productId);
    const product = order.paid ? null : await tx.get(stock);
    tx.update(ref, { deletedAt: new Date(), deletedBy: caller.uid });
    if (product?.exists) {
      tx.update(stock, { available: Number(product.get("available") ?? 0) + order.quantity });
    }
    return { paid: order.paid, quantity: product?.exists ? order.quantity : 0 };
  });

  if (!released) return { deletedCount: 0 };
  log.info("order deleted", { orderId: id, paid: released.paid, stockReleased: released.quantity });
  return { deletedCount: 1 };
}

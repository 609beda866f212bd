import { deleteRedemptions } from "../../data/checkout/discount-code-repository";
import {
  findOrderWithArchived,
  updateOrder,
  type OrderChanges,
  type StoredOrder,
} from "../../data/orders/order-repository";
import type { Transaction } from "../../data/transaction";
import { piecesByProduct } from "../../domain/orders/order-lines";
import { applyMove, type MoveRequest } from "../../domain/orders/order-lifecycle";
import { Refused } from "../../domain/refused";
import { readStockReturn } from "../catalogue/return-stock";
import { countMove } from "../overview/count-move";
import { mailOfMove, queueOrderMail } from "../mail/order-mail";

/**
 * One move of the order state machine (domain/orders/order-lifecycle.ts) inside the caller's transaction:
 * re-reads the order and, for a move that gives pieces back, the product of every line; applies the
 * move; writes the order and every line's stock (its variant's) together. A move the status does not allow is 409 and
 * writes nothing. `extra` lands with the move (who deleted it, a refund's id...). Every move mails the
 * shopper, in the same transaction (services/mail/order-mail.ts); a payment or a refund also counts in its
 * day's figures (services/overview/count-move.ts).
 */
export async function moveOrder(
  orderId: string,
  request: MoveRequest,
  tx: Transaction,
  extra: OrderChanges = {},
): Promise<StoredOrder> {
  const order = await findOrderWithArchived(orderId, tx);
  if (!order) throw new Refused({ kind: "no-such", thing: "order" });
  // A move the status does not allow is refused (MoveRefused) before anything is written.
  const result = applyMove(order, request);
  // Every read before the first write: Firestore transactions require it.
  const returnStock = await readStockReturn(piecesByProduct(result.releasedStock > 0 ? order.lines : []), tx);
  const changes = { ...result.changes, ...extra };
  await updateOrder(order._id, changes, tx);
  await returnStock();
  // An unpaid order that ends (cancelled, expired, deleted) gives its discount code's use back.
  if (order.status === "pending" && result.releasedStock > 0) await deleteRedemptions(order.checkout.redemptionIds, tx);
  const moved: StoredOrder = {
    ...order,
    ...changes,
    expiresAt: changes.expiresAt === null ? null : order.expiresAt,
    paidAt: changes.paidAt?.toISOString() ?? order.paidAt,
    shippedAt: changes.shippedAt?.toISOString() ?? order.shippedAt,
    refundedAt: changes.refundedAt?.toISOString() ?? order.refundedAt,
    deletedAt: extra.deletedAt?.toISOString() ?? order.deletedAt,
  };
  if (request.move === "pay" || request.move === "refund") await countMove(tx, request.move, moved, request.at);
  await queueOrderMail(tx, moved, mailOfMove(request.move));
  return moved;
}

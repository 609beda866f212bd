import { RETURN_WINDOW_DAYS, type OrderReturn } from "@hometools/contract";
import { findOrder, updateOrder } from "../../data/orders/order-repository";
import { createReturn, toApiReturn } from "../../data/after-sale/return-repository";
import { runTransaction } from "../../data/transaction";
import { orderShownTo, ownedOrder, type Caller } from "../../domain/caller";
import { checkPieces, piecesLeftToReturn } from "../../domain/after-sale/refunds";
import { Refused } from "../../domain/refused";
import { queueOrderMail } from "../mail/order-mail";

const returnable = new Set(["paid", "shipped", "partially-refunded"]);

/**
 * POST /orders/{id}/returns: the order's owner asks to send pieces back, within 30 days of
 * payment, at most the pieces bought and not yet refunded or in another open return (409
 * otherwise). The return and the order's note of its pieces are written in one unit, so two
 * requests at once cannot ask for the same piece twice; the shopper gets a `return-requested` mail.
 */
export async function requestReturn(
  caller: Caller,
  orderId: string,
  input: { lines: { productId: string; quantity: number }[]; reason: string },
): Promise<OrderReturn> {
  return runTransaction(async (tx) => {
    const order = ownedOrder(caller, await findOrder(orderId, tx));
    if (!returnable.has(order.status)) {
      throw new Refused({ kind: "not-returnable", status: order.status });
    }
    const now = new Date();
    const paidAt = order.paidAt ? Date.parse(order.paidAt) : 0;
    if (now.getTime() - paidAt > RETURN_WINDOW_DAYS * 86_400_000) {
      throw new Refused({ kind: "return-window-closed", days: RETURN_WINDOW_DAYS });
    }
    const lines = checkPieces(piecesLeftToReturn(order), input.lines, "return");
    const at = now.toISOString();
    const created = await createReturn(
      {
        orderId: order._id,
        orderNumber: order.orderNumber,
        uid: order.uid,
        email: order.email,
        lines,
        reason: input.reason,
        status: "requested",
        restock: null,
        refundId: null,
        rejectReason: null,
        history: [{ at, status: "requested", by: caller.email, reason: input.reason }],
        createdAt: now,
      },
      tx,
    );
    await updateOrder(order._id, { openReturns: [...order.openReturns, { returnId: created._id, lines }] }, tx);
    await queueOrderMail(tx, order, "return-requested", { return: { lines, rejectReason: null } }, created._id);
    return orderShownTo(caller, toApiReturn(created));
  });
}

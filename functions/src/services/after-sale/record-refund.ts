import { findOrderWithArchived, updateOrder, type StoredOrder } from "../../data/orders/order-repository";
import { saveRefundRow } from "../../data/after-sale/refund-repository";
import { findReturn, updateReturn } from "../../data/after-sale/return-repository";
import { addToDay } from "../../data/overview/stats-repository";
import type { Transaction } from "../../data/transaction";
import { changeOfRefund } from "../../domain/overview/daily-stats";
import { recordRefund, type RefundRecord } from "../../domain/after-sale/refunds";
import { readStockReturn } from "../catalogue/return-stock";
import { queueOrderMail } from "../mail/order-mail";
import { prepareCreditNote } from "../invoices/issue-documents";

/**
 * Records one refund on its order inside the caller's unit (the admin's refund once Stripe has
 * answered, or Stripe's charge.refunded, whichever comes first; the other finds it recorded): the
 * refund and its money on the order, its status (partially-refunded, or refunded once everything
 * paid went back), the restocked pieces back on sale, the day's refunded figure, the CSV's row, a
 * return it settles, the refund's credit note naming the order's invoice (services/invoices/
 * issue-documents.ts), and the shopper's `refunded` mail (`{orderId}-refunded-{n}`). Reads first,
 * then writes: call it after the unit's other reads and before its other writes.
 */
export async function recordRefundInUnit(
  tx: Transaction,
  orderId: string,
  refund: RefundRecord,
  pendingKey: string | null,
): Promise<StoredOrder | null> {
  const order = await findOrderWithArchived(orderId, tx);
  if (!order) return null;
  if (order.refunds.some((recorded) => recorded.refundId === refund.refundId)) return order;
  const { changes: recorded, restocked, number } = recordRefund(order, refund, pendingKey);
  const [returnStock, settled, creditNote] = await Promise.all([
    readStockReturn(restocked, tx),
    refund.returnId ? findReturn(refund.returnId, tx) : null,
    prepareCreditNote(tx, order, new Date(refund.at)),
  ]);
  const changes = creditNote
    ? { ...recorded, creditNoteNumbers: [...order.creditNoteNumbers, creditNote.number] }
    : recorded;

  await updateOrder(order._id, changes, tx);
  await creditNote?.issue(order, refund);
  await returnStock();
  if (settled && settled.status !== "refunded") {
    const entry = {
      at: refund.at,
      status: "refunded" as const,
      by: refund.by,
      reason: `refunded (${refund.refundId})`,
    };
    await updateReturn(
      settled._id,
      { status: "refunded", refundId: refund.refundId, history: [...settled.history, entry] },
      tx,
    );
  }
  await saveRefundRow(
    {
      refundId: refund.refundId,
      orderId: order._id,
      orderNumber: order.orderNumber,
      email: order.email,
      amountCents: refund.amountCents,
      orderTotalCents: order.totalCents,
      taxCents: refund.taxCents,
      orderTaxCents: order.taxCents,
      lines: refund.lines,
      restock: refund.restock,
      at: new Date(refund.at),
    },
    tx,
  );
  await addToDay(changeOfRefund(refund, refund.at), tx);
  const moved: StoredOrder = {
    ...order,
    ...changes,
    refundedAt: changes.refundedAt?.toISOString() ?? order.refundedAt,
  };
  const about = {
    refund: { amountCents: refund.amountCents, lines: refund.lines, full: changes.status === "refunded" },
  };
  await queueOrderMail(tx, moved, "refunded", about, String(number));
  return moved;
}

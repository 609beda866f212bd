import { findOrderWithArchived, updateOrder, type StoredOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { pieceShare } from "../../domain/taxes/tax";
import { log } from "../../log";
import {
  listTaxTransactionLines,
  recordTaxTransaction,
  reverseTaxTransaction,
  type TaxReversalRequest,
} from "../../payments/stripe-tax";

/**
 * What Stripe Tax records of an order (TAX_PROVIDER=stripe, docs/decisions/036 "Stripe Tax"): its
 * calculation as a Transaction once it is paid, and a Reversal per refund. Each is asked of Stripe
 * under a key derived from the order or the refund, so a retry (a redelivered event, a second
 * confirm) gets Stripe's first answer and records nothing twice; the id is then kept on the order
 * in a unit that writes it only if it is not there yet.
 */

/** The paid order's Transaction (reference: its order number); nothing for an order without a calculation. */
export async function recordOrderTaxTransaction(order: StoredOrder): Promise<StoredOrder> {
  if (!order.paid || !order.taxCalculationId || order.taxTransactionId) return order;
  const { id } = await recordTaxTransaction(order.taxCalculationId, order.orderNumber, `tax-transaction-${order._id}`);
  await runTransaction(async (tx) => {
    const current = await findOrderWithArchived(order._id, tx);
    if (current && !current.taxTransactionId) await updateOrder(order._id, { taxTransactionId: id }, tx);
  });
  log.info("tax transaction recorded", { orderId: order._id, taxTransactionId: id });
  return { ...order, taxTransactionId: id };
}

/**
 * For PATCH /booking: the Transaction of a paid order if Stripe Tax can record it now; a failure
 * is logged (the payment's webhook event records it on its next delivery) and the order answered.
 */
export async function recordTaxTransactionIfUp(order: StoredOrder): Promise<StoredOrder> {
  try {
    return await recordOrderTaxTransaction(order);
  } catch (error) {
    log.warn("tax transaction not recorded; the payment's webhook event will", {
      orderId: order._id,
      error: (error as Error).message,
    });
    return order;
  }
}

/** The same, for an order known by id only (a payment event seen before, whose order was not read). */
export async function recordTaxTransactionOf(orderId: string): Promise<void> {
  const order = await findOrderWithArchived(orderId);
  if (order) await recordOrderTaxTransaction(order);
}

/**
 * A recorded refund's Reversal (reference `<orderNumber>-refund-<n>`, n its place among the
 * order's refunds): `full` when one refund gave back the whole order; the refunded lines with their
 * share of amount and tax when it refunded pieces (the same shares the refund took, domain/tax.ts
 * pieceShare); otherwise a flat amount, tax included, that Stripe spreads over the transaction.
 */
export async function reverseRefundTax(order: StoredOrder, refundId: string): Promise<StoredOrder> {
  const index = order.refunds.findIndex((refund) => refund.refundId === refundId);
  const refund = order.refunds[index];
  if (!order.taxTransactionId || !refund || refund.taxReversalId) return order;
  const base = { transactionId: order.taxTransactionId, reference: `${order.orderNumber}-refund-${index + 1}` };
  let request: TaxReversalRequest;
  if (index === 0 && refund.amountCents === order.totalCents) {
    request = { ...base, mode: "full" };
  } else if (refund.lines.length > 0) {
    const transactionLines = await listTaxTransactionLines(order.taxTransactionId);
    const earlier = order.refunds.slice(0, index);
    const lines = refund.lines.flatMap((piece) => {
      const line = order.lines.find((candidate) => candidate.productId === piece.productId);
      const recorded = transactionLines.find((candidate) => candidate.reference === piece.productId);
      if (!line || !recorded) return [];
      const before = earlier.flatMap((done) =>
        done.lines.filter((other) => other.productId === piece.productId).map((other) => other.quantity),
      );
      const goods = pieceShare(line.lineTotalCents - line.discountCents, piece.quantity, line.quantity, before);
      const taxCents = pieceShare(line.taxCents, piece.quantity, line.quantity, before);
      // The line's share of its discounted amount: without its tax, unless prices include it, as calculated.
      return [{ line: recorded, amountCents: goods, taxCents, quantity: piece.quantity }];
    });
    request = { ...base, mode: "partial", lines };
  } else {
    request = { ...base, mode: "partial", flatAmountCents: refund.amountCents };
  }
  const { id } = await reverseTaxTransaction(request, `tax-reversal-${refundId}`);
  const saved = await runTransaction(async (tx) => {
    const current = await findOrderWithArchived(order._id, tx);
    if (!current) return order;
    const refunds = current.refunds.map((entry) =>
      entry.refundId === refundId && !entry.taxReversalId ? { ...entry, taxReversalId: id } : entry,
    );
    await updateOrder(order._id, { refunds }, tx);
    return { ...current, refunds };
  });
  log.info("tax reversal recorded", { orderId: order._id, refundId, taxReversalId: id, mode: request.mode });
  return saved;
}

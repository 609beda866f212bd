import { findOrderWithArchived, updateOrder, type StoredOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { noTaxes, pieceShare, type OrderTaxes } from "../../domain/taxes/tax";
import { log } from "../../log";
import {
  calculateTax,
  listTaxTransactionLines,
  recordTaxTransaction,
  reverseTaxTransaction,
  type TaxCalculationRequest,
  type TaxReversalRequest,
} from "../../payments/stripe-tax";
import { ratesEngine } from "./rates-engine";
import type { TaxEngine, TaxMemo, TaxQuestion } from "./tax-engine";

/**
 * Stripe Tax (TAX_PROVIDER=stripe, docs/decisions/036 "Stripe Tax"): a Calculation prices an
 * order shipped to an address; once paid, the calculation becomes a Transaction; each refund
 * records a Reversal. Each record is asked of Stripe under a key derived from the order or the
 * refund, so a retry (a redelivered event, a second confirm) gets Stripe's first answer and records
 * nothing twice; the id is then kept on the order in a unit that writes it only if it is not there
 * yet. An order placed without an address is taxed as the owner's rates tax it (Stripe Tax needs an
 * address); an order without a calculation or a Transaction asks Stripe nothing after.
 */
export const stripeTaxEngine: TaxEngine = {
  // Stripe Tax needs no rates of ours: neither the quote's change stamp nor the checkout's query.
  read: async () => ({ rates: [] }),
  tax: (question, _reads, memo) => calculateOnce(question, memo),
  taxAtShop: (lineTotalsCents, settings, tx) => ratesEngine.taxAtShop(lineTotalsCents, settings, tx),
  recordPaid: (order, whenDown) =>
    whenDown === "throw" ? recordOrderTaxTransaction(order) : recordTaxTransactionIfUp(order),
  recordPaidById: recordTaxTransactionOf,
  reverseRefund: withTaxReversal,
};

/**
 * The lines (after their share of the discount) and shipping as Stripe Tax calculates them, once
 * per question in a checkout's memo. Nothing is asked without a country, for an empty order, or
 * while a line cannot be ordered (a quote shows the problem instead).
 */
function calculateOnce(question: TaxQuestion, memo?: TaxMemo): Promise<OrderTaxes> {
  const { lines, address } = question;
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (!address.country || subtotalCents === 0 || lines.some((line) => line.problem)) {
    return Promise.resolve(noTaxes(lines.length));
  }
  const request: TaxCalculationRequest = {
    lines: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      amountCents: line.lineTotalCents - line.discountCents,
      taxCode: line.taxCode,
    })),
    shippingCents: question.shippingCents,
    inclusive: question.pricesIncludeTax,
    address: { ...address, country: address.country },
  };
  if (!memo) return calculated(request);
  const key = JSON.stringify(request);
  let answer = memo.get(key);
  if (!answer) {
    answer = calculated(request);
    memo.set(key, answer);
    answer.catch(() => memo.delete(key));
  }
  return answer;
}

/** A calculation as the order stores it: each line's and shipping's tax, one tax line per rate. */
async function calculated(request: TaxCalculationRequest): Promise<OrderTaxes> {
  const calculation = await calculateTax(request);
  return {
    lineTaxes: calculation.lineTaxes,
    shippingTaxCents: calculation.shippingTaxCents,
    taxCents: calculation.taxCents,
    taxLines: calculation.breakdown.map(({ label, rate, country, region, taxableCents, amountCents }) => ({
      label,
      rate,
      country,
      region,
      taxableCents,
      amountCents,
    })),
    calculationId: calculation.id,
  };
}

/**
 * A refund's Reversal, once: its key is the refund's. The money went back already, so a Stripe Tax
 * that fails now does not undo the refund: it is logged, and the refund shows `taxReversalId: null`
 * until one is recorded.
 */
async function withTaxReversal(order: StoredOrder, refundId: string): Promise<StoredOrder> {
  if (!order.taxTransactionId) return order;
  try {
    return await reverseRefundTax(order, refundId);
  } catch (error) {
    log.error("tax reversal not recorded", { orderId: order._id, refundId, error: (error as Error).message });
    return order;
  }
}

/** The paid order's Transaction (reference: its order number); nothing for an order without a calculation. */
async function recordOrderTaxTransaction(order: StoredOrder): Promise<StoredOrder> {
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
async function recordTaxTransactionIfUp(order: StoredOrder): Promise<StoredOrder> {
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
async function recordTaxTransactionOf(orderId: string): Promise<void> {
  const order = await findOrderWithArchived(orderId);
  if (order) await recordOrderTaxTransaction(order);
}

/**
 * A recorded refund's Reversal (reference `<orderNumber>-refund-<n>`, n its place among the
 * order's refunds): `full` when one refund gave back the whole order; the refunded lines with their
 * share of amount and tax when it refunded pieces (the same shares the refund took, domain/taxes/tax.ts
 * pieceShare); otherwise a flat amount, tax included, that Stripe spreads over the transaction.
 */
async function reverseRefundTax(order: StoredOrder, refundId: string): Promise<StoredOrder> {
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

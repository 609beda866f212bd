import type { Order } from "@hometools/contract";
import { toDollars } from "../../domain/pricing";
import type { StoredOrder } from "./order-document";

/** What the API shows of an order: money in dollars, without the server's own fields. */
export function toOrder(order: StoredOrder): Order {
  const {
    paymentIntentId: _pi,
    deletedAt: _da,
    deletedBy: _db,
    emailVerified: _ev,
    cancelledBy: _cb,
    pendingRefunds: _pending,
    openReturns: _open,
    invoiceNumber: _invoice,
    creditNoteNumbers: _creditNotes,
    unitPriceCents,
    totalCents,
    lines,
    refunds,
    refundedTotalCents,
    refundedTaxCents,
    ...visible
  } = order;
  const { checkout: _secrets, shipping, subtotalCents, discountCents, taxCents, taxLines, ...shown } = visible;
  return {
    ...shown,
    shipping: shipping && { rateId: shipping.rateId, label: shipping.label, amount: toDollars(shipping.amountCents) },
    subtotal: toDollars(subtotalCents),
    discount: toDollars(discountCents),
    tax: toDollars(taxCents),
    taxLines: taxLines.map((line) => ({ label: line.label, rate: line.rate, amount: toDollars(line.amountCents) })),
    refunds: refunds.map(({ amountCents, taxCents: refundTax, returnId: _return, taxReversalId, ...refund }) => ({
      ...refund,
      taxReversalId: taxReversalId ?? null,
      amount: toDollars(amountCents),
      tax: toDollars(refundTax),
    })),
    refundedTotal: toDollars(refundedTotalCents),
    refundedTax: toDollars(refundedTaxCents),
    unitPrice: unitPriceCents === null ? null : toDollars(unitPriceCents),
    totalPrice: toDollars(totalCents),
    lines: lines.map(({ unitPriceCents: unit, lineTotalCents, discountCents: _share, taxCents: lineTax, ...line }) => ({
      ...line,
      unitPrice: toDollars(unit),
      lineTotal: toDollars(lineTotalCents),
      tax: toDollars(lineTax),
    })),
  };
}

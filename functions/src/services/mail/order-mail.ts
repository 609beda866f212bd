import { orderMoves, type OrderMove } from "@hometools/contract";
import { shopUrl } from "../../config";
import { createMail } from "../../data/mail/mail-repository";
import { addOrderKeyHash, type StoredOrder } from "../../data/orders/order-repository";
import { afterCommit, type Transaction } from "../../data/transaction";
import { claimed, newDelivery } from "../../domain/mail/mail-delivery";
import { newOrderKey } from "../../domain/checkout/order-key";
import {
  mayMail,
  orderMail,
  type MailAbout,
  type MailKind,
  type MailLine,
  type MailOrder,
} from "../../domain/mail/order-mail";
import { mailSettingsOrWarn, sendClaimedSoon } from "./deliver-mail";

/** The order's lines as the mails show them: the one place that knows how an order stores its products. */
export function mailLines(order: StoredOrder): MailLine[] {
  return order.lines.map(({ productName, variantLabel, unitPriceCents, quantity, lineTotalCents }) => ({
    productName,
    variantLabel,
    unitPriceCents,
    quantity,
    lineTotalCents,
  }));
}

export function mailOrder(order: StoredOrder, guestLink?: string): MailOrder {
  const {
    _id,
    orderNumber,
    name,
    email,
    number,
    location,
    status,
    totalCents,
    expiresAt,
    transactionId,
    paidAt,
    refundedAt,
  } = order;
  const lines = mailLines(order);
  return {
    _id,
    orderNumber,
    name,
    email,
    number,
    location,
    status,
    lines,
    totalCents,
    expiresAt,
    transactionId,
    paidAt,
    refundedAt,
    ...(order.shipping && {
      charges: {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        code: order.code,
        shippingLabel: order.shipping.label,
        shippingCents: order.shipping.amountCents,
      },
    }),
    ...(guestLink && { guestLink }),
    taxLines: order.taxLines.map(({ label, rate, amountCents }) => ({ label, rate, amountCents })),
    pricesIncludeTax: order.pricesIncludeTax,
    invoiceNumber: order.invoiceNumber,
  };
}

/** The mail of each move is named for the status it leads to (pay -> "paid", ship -> "shipped"...). */
export const mailOfMove = (move: OrderMove): MailKind => {
  const to = orderMoves[move].to;
  return to === "partially-refunded" ? "refunded" : to;
};

/**
 * Writes the mail of one move in the move's own transaction (`mail/{orderId}-{kind}`), built from
 * the order as the move leaves it, and sends it once the transaction has committed (only to a verified address before
 * payment: domain/mail/order-mail.ts, mayMail). Call it after
 * the move's reads, with the order as the move wrote it. The mail is written already claimed by
 * this instance (PROCESSING, under a lease), which saves the sender a transaction of its own;
 * without SMTP settings it is written PENDING and waits.
 */
export async function queueOrderMail(
  tx: Transaction,
  order: StoredOrder,
  kind: MailKind,
  about: MailAbout = {},
  /** Tells apart mails of one kind: the refund's number (`{orderId}-refunded-{n}`), a return's id. */
  suffix?: string,
): Promise<void> {
  if (!mayMail(order, kind)) return;
  const message = orderMail(mailOrder(order, await guestLinkFor(order, tx)), kind, shopUrl(), about);
  const settings = mailSettingsOrWarn();
  const delivery = settings ? claimed(newDelivery(), new Date()) : newDelivery();
  const mail = await createMail({ to: order.email, message, orderId: order._id, kind }, delivery, tx, suffix);
  if (settings) afterCommit(tx, () => sendClaimedSoon(mail, settings));
}

/**
 * A guest's link to its order page: a fresh key, its hash added to the order's in this move's unit
 * (the order keeps only hashes; the key lives in the mail sent to the guest). Null for an account's
 * order, and for a guest order an account has claimed (its owner signs in).
 */
async function guestLinkFor(order: StoredOrder, tx: Transaction): Promise<string | undefined> {
  if (!order.guest || !order.checkout.guestEmail) return undefined;
  const { key, hash } = newOrderKey();
  await addOrderKeyHash(order._id, order.checkout.mailKeyHashes, hash, tx);
  return `${shopUrl()}/order/${encodeURIComponent(order._id)}?key=${key}`;
}

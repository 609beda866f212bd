import { returnMoves } from "@hometools/contract";
import type { AfterSaleRefusal } from "../../domain/after-sale/refusals";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const afterSaleWording: Wording<AfterSaleRefusal> = {
  "return-cannot-move": ({ status, move }) =>
    new AppError("conflict", `A return that is ${status} cannot be ${returnMoves[move].to}`, 409),
  "return-being-refunded": () => new AppError("conflict", "This return is being refunded already", 409),
  "not-returnable": ({ status }) =>
    new AppError("conflict", `Only a paid or shipped order can be returned; this one is ${status}`, 409),
  "return-window-closed": ({ days }) =>
    new AppError("conflict", `Pieces can be returned within ${days} days of payment`, 409),
  "not-on-order": ({ line }) => badField(`lines.${line}.productId`, "This product is not on the order"),
  "pieces-left": ({ line, productName, left, asked }) => {
    const message = `Only ${Math.max(left, 0)} of ${productName} left to ${asked}`;
    return new AppError(asked === "refund" ? "refund-exceeds-paid" : "conflict", message, 409, {
      fields: { [`lines.${line}.quantity`]: message },
    });
  },
  "not-refundable": ({ status }) =>
    new AppError("conflict", `Only a paid or shipped order can be refunded; this one is ${status}`, 409),
  "refunded-in-full": () => new AppError("conflict", "This order has been refunded in full already", 409),
  "refund-exceeds-left": ({ leftCents }) => {
    const message = `That is more than is left to refund on this order (${formatDollars(Math.max(leftCents, 0))})`;
    return new AppError("refund-exceeds-paid", message, 409, { fields: { amount: message } });
  },
  "refund-failed": ({ reason }) => new AppError("payment-failed", `Stripe did not refund this order: ${reason}`, 502),
};

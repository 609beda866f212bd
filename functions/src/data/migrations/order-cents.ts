import { centsChanges } from "../money-fields";
import { TOTAL, UNIT_PRICE } from "../orders/order-document";
import { orderCollection } from "../orders/order-queries";
import { backfill } from "./backfill";

/**
 * Orders stored with float dollars (`unitPrice`, `totalPrice`, before money was cents) get
 * `unitPriceCents` and `totalCents`; the dollars are set to null. Idempotent. Answers how many
 * orders it changed.
 */
export async function backfillOrderCents(): Promise<number> {
  return backfill(await orderCollection(), (doc) => centsChanges(doc, [UNIT_PRICE, TOTAL]));
}

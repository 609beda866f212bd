import { linesOf } from "../orders/order-document";
import { orderCollection } from "../orders/order-queries";
import { backfill } from "./backfill";

/**
 * Orders stored before orders had lines get `lines` (their one product, quantity and money, in
 * cents). Idempotent: an order with lines is left alone. Answers how many orders it changed.
 */
export async function backfillOrderLines(): Promise<number> {
  return backfill(await orderCollection(), (doc) => {
    const data = doc.data() ?? {};
    return Array.isArray(data.lines) && data.lines.length > 0 ? null : { lines: linesOf(data) };
  });
}

import { centsChanges } from "../money-fields";
import { PRICE, products } from "../catalogue/product-repository";
import { backfill } from "./backfill";

/**
 * Prices stored as float dollars (`price`, before prices were cents) become integer `priceCents`;
 * the dollars are set to null. Idempotent. Answers how many products it changed.
 */
export async function backfillProductCents(): Promise<number> {
  return backfill(await products(), (doc) => centsChanges(doc, [PRICE]));
}

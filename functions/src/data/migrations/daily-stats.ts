import { changesOfOrder } from "../../domain/overview/daily-stats";
import { toStoredOrder } from "../orders/order-document";
import { orderCollection } from "../orders/order-queries";
import { rebuildDays } from "../overview/stats-repository";

/**
 * The overview's days counted again from every order's moves, archived orders too. Runs after the
 * order migrations. Answers how many days it wrote.
 */
export async function rebuildDailyStats(): Promise<number> {
  const orders = (await (await orderCollection()).get()).docs.map(toStoredOrder);
  return rebuildDays(orders.flatMap(changesOfOrder));
}

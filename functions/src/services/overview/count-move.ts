import type { StoredOrder } from "../../data/orders/order-repository";
import { addToDay } from "../../data/overview/stats-repository";
import type { Transaction } from "../../data/transaction";
import { changeOf, type CountedMove } from "../../domain/overview/daily-stats";

/**
 * Adds a placed order, a payment or a refund to its UTC day's figures (the overview), in the
 * transaction that makes the move: the figures commit with the move or not at all. A write only,
 * so it goes after the transaction's reads.
 */
export async function countMove(tx: Transaction, move: CountedMove, order: StoredOrder, at: Date): Promise<void> {
  await addToDay(changeOf(move, order, at), tx);
}

import { holdHasEnded } from "@hometools/contract";
import {
  findOrder,
  listEndedHolds,
  type EndedHoldsPosition,
  type StoredOrder,
} from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { moveOrder } from "./move-order";
import { stopPayment } from "../payments/stop-payment";

export interface SweepResult {
  expired: number;
  paid: number;
  skipped: number;
}

/** Ended holds read at a time; a run pages through all of them. */
const PAGE = 100;
/**
 * How long one run keeps starting new orders (the scheduled function may run 300 s): a run cut
 * short leaves the rest to the next, which starts again from the oldest.
 */
const RUN_BUDGET_MS = 240_000;

/**
 * The expiry sweep: every pending order whose hold ended by `now` first has its PaymentIntent
 * cancelled at Stripe. If Stripe answers that the payment already succeeded, the order is marked
 * paid instead; otherwise it becomes expired and its stock goes back on sale, in one transaction
 * that re-reads it (a payment or a cancel may have moved it meanwhile). Production runs it every
 * 5 minutes (index.ts, onSchedule); the local stack on a timer; tests with a clock of their own.
 */
export async function expireHolds(now: Date, { pageSize = PAGE, budgetMs = RUN_BUDGET_MS } = {}): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, paid: 0, skipped: 0 };
  const deadline = Date.now() + budgetMs;
  // Keyset paging (expiresAt, id): holds it cannot settle now (a payment processing, a failing
  // order) stay pending, and the run goes on past them to every other ended hold.
  let after: EndedHoldsPosition | null = null;
  for (;;) {
    const ended = await listEndedHolds(now, pageSize, after);
    const outcome = await settlePage(ended, now, result);
    const last = ended.at(-1);
    if (outcome === "stop" || !last || ended.length < pageSize) break;
    if (Date.now() >= deadline) {
      log.warn("expiry sweep ran out of time; the next run goes on", { ...result });
      break;
    }
    after = { expiresAt: last.expiresAt ?? now.toISOString(), id: last._id };
  }
  if (result.expired || result.paid || result.skipped) log.info("expiry sweep", { ...result });
  return result;
}

/** Settles one page of ended holds into `result`; "stop" when Stripe is down (the rest would wait too). */
async function settlePage(ended: StoredOrder[], now: Date, result: SweepResult): Promise<"stop" | "go on"> {
  for (const [index, order] of ended.entries()) {
    try {
      const payment = await stopPayment(order);
      if (payment !== "stopped") {
        result[payment === "paid" ? "paid" : "skipped"] += 1;
        continue;
      }
      const expired = await runTransaction(async (tx) => {
        const current = await findOrder(order._id, tx);
        if (!current || !holdHasEnded(current, now)) return false;
        await moveOrder(order._id, { move: "expire", by: "expiry sweep", reason: "not paid in time", at: now }, tx);
        return true;
      });
      result[expired ? "expired" : "skipped"] += 1;
    } catch (error) {
      if (error instanceof Refused && error.refusal.kind === "payments-unavailable") {
        // Stripe is down: every other order would wait out the same timeout. The holds stay
        // (their intents could still take money) and the next run tries them all again.
        result.skipped += ended.length - index;
        log.warn("expiry sweep stopped: Stripe is unavailable; the next run retries", { left: ended.length - index });
        return "stop";
      }
      // One order's trouble must not stop the others; the next run retries it.
      result.skipped += 1;
      log.error("expiry sweep could not settle an order", { orderId: order._id, error: (error as Error).message });
    }
  }
  return "go on";
}

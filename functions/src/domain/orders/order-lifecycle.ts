import {
  canMove,
  holdHasEnded,
  orderMoves,
  type OrderHistoryEntry,
  type OrderMove,
  type OrderStatus,
} from "@hometools/contract";

/**
 * The order state machine's effects (the moves themselves are the contract's, shared with the web):
 * what a move changes on the order, and how much stock it gives back. Pure: the services run it
 * inside the transaction that reads the order, and write what it returns.
 */

export interface LifecycleOrder {
  status: OrderStatus;
  quantity: number;
  paid: boolean;
  history: OrderHistoryEntry[];
}

export interface MoveRequest {
  move: OrderMove;
  /** Who makes the move: an account's email, or "stripe" / "expiry sweep". */
  by: string;
  reason: string;
  at: Date;
}

export interface MoveResult {
  status: OrderStatus;
  /** The fields to write on the order (status, history, and the move's own timestamp and flags). */
  changes: {
    status: OrderStatus;
    history: OrderHistoryEntry[];
    paid?: true;
    paidAt?: Date;
    shippedAt?: Date;
    refundedAt?: Date;
    expiresAt?: null;
  };
  /** Pieces that go back on sale. */
  releasedStock: number;
}

export class MoveRefused extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly move: OrderMove,
  ) {
    super(`An order that is ${from} cannot ${move === "pay" ? "be paid" : `be ${orderMoves[move].to}`}`);
  }
}

/** Moves whose order gives its pieces back: unpaid holds that end, and refunds. */
const releasing: ReadonlySet<OrderMove> = new Set(["expire", "cancel", "refund"]);

/** Applies one move, or throws MoveRefused when the order's status does not allow it. */
export function applyMove(order: LifecycleOrder, request: MoveRequest): MoveResult {
  if (!canMove(order.status, request.move)) throw new MoveRefused(order.status, request.move);
  const status = orderMoves[request.move].to;
  const entry: OrderHistoryEntry = { at: request.at.toISOString(), status, by: request.by, reason: request.reason };
  const changes: MoveResult["changes"] = { status, history: [...order.history, entry] };
  if (order.status === "pending") changes.expiresAt = null;
  if (request.move === "pay") Object.assign(changes, { paid: true, paidAt: request.at });
  if (request.move === "ship") changes.shippedAt = request.at;
  if (request.move === "refund") changes.refundedAt = request.at;
  return { status, changes, releasedStock: releasing.has(request.move) ? order.quantity : 0 };
}

/** A history entry that records something beside a move (a dispute, an automatic refund). */
export function note(order: LifecycleOrder, by: string, reason: string, at: Date): OrderHistoryEntry[] {
  return [...order.history, { at: at.toISOString(), status: order.status, by, reason }];
}

/** Only a pending, live order whose hold has not ended can be paid. */
export function isPayable(
  order: { status: OrderStatus; expiresAt: string | null; deletedAt: string | null },
  now: Date,
): boolean {
  return order.status === "pending" && !order.deletedAt && !holdHasEnded(order, now);
}

/** Why an unpaid order can no longer be paid, for the shopper; null while it can. */
export function whyNotPayable(
  order: { status: OrderStatus; expiresAt: string | null; deletedAt: string | null },
  now: Date,
): string | null {
  if (isPayable(order, now)) return null;
  if (order.deletedAt) return "This order was removed and can no longer be paid";
  if (order.status === "pending" || order.status === "expired") {
    return "This order's hold has ended: its tools went back on sale. Please order again";
  }
  return `This order is ${order.status} and can no longer be paid`;
}

/** When a hold placed `now` ends. */
export function holdEndsAt(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

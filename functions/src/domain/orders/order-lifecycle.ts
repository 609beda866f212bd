import {
  canMove,
  holdHasEnded,
  orderMoves,
  type OrderHistoryEntry,
  type OrderMove,
  type OrderStatus,
} from "@hometools/contract";
import { Refused } from "../refused";
import type { OrdersRefusal } from "./refusals";

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

/** A move the order's status does not allow: the refusal `order-cannot-move`. */
export class MoveRefused extends Refused {
  constructor(
    readonly from: OrderStatus,
    readonly move: OrderMove,
  ) {
    super({ kind: "order-cannot-move", from, move });
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

/** Why an unpaid order can no longer be paid (removed, its hold ended, or moved on); null while it can. */
export function whyNotPayable(
  order: { status: OrderStatus; expiresAt: string | null; deletedAt: string | null },
  now: Date,
): Extract<OrdersRefusal, { kind: "not-payable" }> | null {
  if (isPayable(order, now)) return null;
  const why = order.deletedAt
    ? "removed"
    : order.status === "pending" || order.status === "expired"
      ? "hold-ended"
      : "moved-on";
  return { kind: "not-payable", why, status: order.status };
}

/** When a hold placed `now` ends. */
export function holdEndsAt(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * How much of one product one account may keep off sale without paying (docs/decisions/018):
 *
 * - at most `maxPieces` pieces held by its unpaid orders at once (never less than the product's
 *   minimum order, so the minimum can always be ordered);
 * - after `maxLapses` unpaid orders of the product ended unpaid (cancelled by the shopper, or
 *   expired) within `windowHours`, no new hold until the first of them leaves that window, so
 *   cancel-and-order-again cannot keep stock off sale for ever.
 */
export interface HoldRules {
  maxPieces: number;
  maxLapses: number;
  windowHours: number;
}

/** What the rule needs to know of an order of the account: every line counts for its own product. */
export interface HeldOrder {
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  status: string;
  /** The account that placed it: every count is per account, whatever its email is now. */
  uid: string;
  email: string;
  createdAt: string | null;
  /** When an unpaid order's hold ends; a pending order past it lapsed, though the sweep has not come yet. */
  expiresAt: string | null;
  /** The account that cancelled it (orders cancelled before this was stored: null, see lapsed). */
  cancelledBy?: string | null;
  history: ReadonlyArray<{ status: string; by: string }>;
}

export type HoldProblem =
  { kind: "pieces"; limit: number; held: number } | { kind: "lapses"; lapses: number; until: Date };

/**
 * An unpaid order that ended without payment by the shopper's own cancel or by expiry (also one
 * whose hold has ended and that the sweep has not reached yet).
 */
function lapsed(order: HeldOrder, now: Date): boolean {
  if (order.status === "expired") return true;
  if (order.status === "pending") return holdEnded(order, now);
  if (order.status !== "cancelled") return false;
  // A cancel by an admin (or a deletion) is the shop's doing, not the shopper's. Who cancelled is
  // the account's uid: a shopper who changed their email meanwhile is still the one who cancelled.
  if (order.cancelledBy) return order.cancelledBy === order.uid;
  return order.history.some((move) => move.status === "cancelled" && move.by === order.email);
}

const holdEnded = (order: HeldOrder, now: Date) =>
  order.expiresAt !== null && Date.parse(order.expiresAt) <= now.getTime();

/**
 * Why this account may not hold `quantity` more pieces of the product now, or null when it may.
 * `holding`: the account's orders that hold stock now (pending ones, also those whose hold has
 * ended until the sweep gives their stock back); `recent`: its orders placed within the window.
 */
export function holdProblem(
  product: { _id: string; minimumOrder: number },
  quantity: number,
  holding: readonly HeldOrder[],
  recent: readonly HeldOrder[],
  now: Date,
  rules: HoldRules,
): HoldProblem | null {
  const windowMs = rules.windowHours * 3_600_000;
  const lapses = recent
    .filter((order) => order.lines.some((line) => line.productId === product._id) && lapsed(order, now))
    .map((order) => Date.parse(order.createdAt ?? ""))
    .filter((placed) => now.getTime() - placed < windowMs)
    .sort((a, b) => a - b);
  if (lapses.length >= rules.maxLapses) {
    return { kind: "lapses", lapses: lapses.length, until: new Date(lapses[0]! + windowMs) };
  }

  const limit = Math.max(rules.maxPieces, product.minimumOrder);
  const held = holding
    .flatMap((order) => order.lines)
    .filter((line) => line.productId === product._id)
    .reduce((pieces, line) => pieces + line.quantity, 0);
  if (held + quantity > limit) return { kind: "pieces", limit, held };
  return null;
}

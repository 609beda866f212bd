import { REMINDER_WINDOW_DAYS, SECOND_REMINDER_HOURS } from "@hometools/contract";

/**
 * When an account's resting cart gets a reminder (docs/decisions/048): the first once it has rested
 * the owner's delay, the second (and last) SECOND_REMINDER_HOURS after the first, none once the
 * cart has rested REMINDER_WINDOW_DAYS. Pure: the sweep has already left out carts that are empty,
 * whose owner has not consented or is suppressed, or that were followed by an order.
 */
export type ReminderStep = "first" | "second";

const HOUR_MS = 3_600_000;

export function reminderStep(
  cart: { updatedAt: Date },
  sent: { count: number; lastAt: Date | null },
  delayHours: number,
  now: Date,
): ReminderStep | null {
  const rested = now.getTime() - cart.updatedAt.getTime();
  if (rested > REMINDER_WINDOW_DAYS * 24 * HOUR_MS) return null;
  if (sent.count === 0) return rested >= delayHours * HOUR_MS ? "first" : null;
  if (sent.count === 1 && sent.lastAt && now.getTime() - sent.lastAt.getTime() >= SECOND_REMINDER_HOURS * HOUR_MS) {
    return "second";
  }
  return null;
}

/** A reminder cycle's id: the account and the cart's last change, so a changed cart starts a new cycle. */
export const reminderId = (uid: string, cartUpdatedAt: Date) => `${uid}-${cartUpdatedAt.getTime()}`;

/**
 * The `delivery` of one mail, in the shape of Firebase's Trigger Email extension, and how a send
 * moves it (docs/decisions/025-order-mail-outbox.md). Pure: the sender reads a mail, asks these
 * functions what to write, and writes it.
 *
 * PENDING -> PROCESSING (claimed, with a lease) -> SUCCESS
 *                                               -> RETRY (tried again after a backoff) -> PROCESSING ...
 *                                               -> ERROR (refused MAX_ATTEMPTS times)
 * A PROCESSING mail whose lease ran out (its sender died mid-send) is claimed again.
 */

export const deliveryStates = ["PENDING", "PROCESSING", "RETRY", "SUCCESS", "ERROR"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export interface Delivery {
  state: DeliveryState;
  /** Sends the SMTP server answered (accepted or refused); an unreachable server does not count. */
  attempts: number;
  startTime: Date | null;
  endTime: Date | null;
  error: string | null;
  leaseExpireTime: Date | null;
  info: { messageId: string; accepted: string[]; rejected: string[] } | null;
}

/** Refusals before a mail is given up (ERROR). */
export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed mail is the claimant's, from the moment it is claimed: longer than a send can
 * take (the transport's timeouts), also from a slow server that takes a minute or two per mail;
 * a sender that died holding a lease leaves its mail this long before another takes it up.
 */
export const LEASE_MS = 5 * 60_000;
/** After a refusal: 30 s, 2 min, 8 min, 32 min (transient refusals such as greylisting pass). */
export const refusalBackoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/** While the server cannot be reached, the mail is tried again this often, without giving up. */
export const UNREACHABLE_RETRY_MS = 10_000;

export const newDelivery = (): Delivery => ({
  state: "PENDING",
  attempts: 0,
  startTime: null,
  endTime: null,
  error: null,
  leaseExpireTime: null,
  info: null,
});

/** When a RETRY mail may go again. */
export function retryAt(delivery: Delivery): Date {
  const since = delivery.endTime?.getTime() ?? 0;
  const wait = delivery.attempts === 0 ? UNREACHABLE_RETRY_MS : refusalBackoffMs(delivery.attempts);
  return new Date(since + wait);
}

/** Whether a sender may claim the mail at `now`. */
export function isDue(delivery: Delivery, now: Date): boolean {
  if (delivery.state === "PENDING") return true;
  if (delivery.state === "RETRY") return retryAt(delivery) <= now;
  if (delivery.state === "PROCESSING") return (delivery.leaseExpireTime?.getTime() ?? 0) <= now.getTime();
  return false;
}

/**
 * When a sender should next look at the mail: at once while PENDING, when its lease runs out while
 * PROCESSING, at its retry time; never (null) once SUCCESS or ERROR. Stored beside `delivery` as
 * `sendAt`, so the scheduled run asks only for what is due (one range on one field).
 */
export function sendAt(delivery: Delivery, createdAt: Date): Date | null {
  if (delivery.state === "PENDING") return createdAt;
  if (delivery.state === "PROCESSING") return delivery.leaseExpireTime;
  if (delivery.state === "RETRY") return retryAt(delivery);
  return null;
}

export const claimed = (delivery: Delivery, now: Date): Delivery => ({
  ...delivery,
  state: "PROCESSING",
  startTime: now,
  leaseExpireTime: new Date(now.getTime() + LEASE_MS),
});

export const succeeded = (delivery: Delivery, info: NonNullable<Delivery["info"]>, now: Date): Delivery => ({
  ...delivery,
  state: "SUCCESS",
  attempts: delivery.attempts + 1,
  endTime: now,
  error: null,
  leaseExpireTime: null,
  info,
});

/**
 * A send that failed. `answered` says whether the SMTP server answered (a refusal, counted towards
 * MAX_ATTEMPTS) or could not be reached at all (SMTP down: the mail waits, however long).
 */
export function failed(delivery: Delivery, error: string, answered: boolean, now: Date): Delivery {
  const attempts = delivery.attempts + (answered ? 1 : 0);
  return {
    ...delivery,
    state: answered && attempts >= MAX_ATTEMPTS ? "ERROR" : "RETRY",
    attempts,
    endTime: now,
    error,
    leaseExpireTime: null,
  };
}

import { holdGuardTimes, writeHoldGuards } from "../orders/hold-guard-repository";
import { orderCollection } from "../orders/order-queries";

/**
 * A hold guard for every account with orders, as new as its newest order: the hold limits ask
 * nothing of an account without one (data/orders/hold-guard-repository.ts), so orders stored before
 * guards said this must have one. Idempotent: a guard as new as the account's orders is left alone.
 */
export async function backfillHoldGuards(): Promise<number> {
  const { docs } = await (await orderCollection()).select("uid", "createdAt").get();
  const newest = new Map<string, Date>();
  for (const doc of docs) {
    const uid = doc.get("uid") as unknown;
    const createdAt = (doc.get("createdAt") as { toDate?: () => Date } | undefined)?.toDate?.() ?? new Date(0);
    if (typeof uid !== "string" || !uid) continue;
    if (createdAt > (newest.get(uid) ?? new Date(-8.64e15))) newest.set(uid, createdAt);
  }
  const guards = await holdGuardTimes();
  const stale = new Map([...newest].filter(([uid, at]) => (guards.get(uid) ?? -Infinity) < at.getTime()));
  await writeHoldGuards(stale);
  return stale.size;
}

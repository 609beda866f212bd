import { randomUUID } from "node:crypto";
import {
  customerSlotId,
  readRedemptions,
  slotId,
  takenSlots,
  type NewRedemption,
  type StoredDiscountCode,
} from "../../data/checkout/discount-code-repository";
import type { Transaction } from "../../data/transaction";
import { codeMessages } from "../../domain/checkout/discount";
import { customerHash } from "../../domain/privacy/customer-hash";
import { customerHashKey } from "../../config";
import { Refused } from "../../domain/refused";

/** Who redeems: an account (its uid and email) or a guest (an email). */
export interface Customer {
  uid: string | null;
  email: string;
}

/**
 * The keys a customer's uses are counted under: the account and its email, or the guest's email.
 * Keyed hashes (docs/decisions/037-erasure.md): an erased customer's uid or email can be neither
 * read from a redemption's id nor found by hashing a guessed address.
 */
function customerKeys(customer: Customer): string[] {
  const key = customerHashKey();
  const email = `e-${customerHash(key, customer.email.trim().toLowerCase())}`;
  return customer.uid ? [`u-${customerHash(key, customer.uid)}`, email] : [email];
}

export type RedemptionPlan =
  { problem: string } | { problem: null; redemptions: Array<Omit<NewRedemption, "orderId">> };

/** How many times the plan looks for a free slot of a capped code before the unit gives up (503). */
const SLOT_SEARCHES = 6;
/** Free slots read per look: a few, so racing buyers rarely pick the same one. */
const CANDIDATES = 4;

/**
 * The reads of a redemption, inside the order's unit (docs/decisions/031): the customer's used
 * slots (perCustomer of them, per key) and, for a capped code, a free slot of the code's. The
 * documents it plans to create were read as missing, so if another unit creates one first this unit
 * runs again and sees it: the cap and the per-customer limit are exact without a counter document.
 */
export async function planRedemption(
  code: StoredDiscountCode,
  customer: Customer,
  tx: Transaction,
): Promise<RedemptionPlan> {
  const redemptions: Array<Omit<NewRedemption, "orderId">> = [];
  for (const key of customerKeys(customer)) {
    const ids = Array.from({ length: code.perCustomer }, (_, index) => customerSlotId(code.code, key, index));
    const used = await readRedemptions(ids, tx);
    const free = used.indexOf(false);
    if (free < 0) return { problem: codeMessages.usedByYou };
    redemptions.push({ id: ids[free]!, code: code.code, kind: "customer", slot: null });
  }
  if (code.maxRedemptions === null) {
    redemptions.push({ id: `${code.code}~use~${randomUUID()}`, code: code.code, kind: "use", slot: null });
    return { problem: null, redemptions };
  }
  for (let search = 0; search < SLOT_SEARCHES; search++) {
    const taken = await takenSlots(code.code);
    const free = Array.from({ length: code.maxRedemptions }, (_, slot) => slot).filter((slot) => !taken.has(slot));
    if (free.length === 0 || taken.size >= code.maxRedemptions) return { problem: codeMessages.usedUp };
    const candidates = pick(free, CANDIDATES);
    const exists = await readRedemptions(
      candidates.map((slot) => slotId(code.code, slot)),
      tx,
    );
    const index = exists.indexOf(false);
    if (index >= 0) {
      const slot = candidates[index]!;
      redemptions.push({ id: slotId(code.code, slot), code: code.code, kind: "use", slot });
      return { problem: null, redemptions };
    }
  }
  throw new Refused({ kind: "contention" });
}

/** Up to `count` of `items`, chosen at random. */
function pick<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, count);
}

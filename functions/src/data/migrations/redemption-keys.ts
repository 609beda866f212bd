import { createHash } from "node:crypto";
import { customerHashKey } from "../../config";
import { customerHash } from "../../domain/privacy/customer-hash";
import { redemptionCollection, redemptionShapes } from "../checkout/discount-code-repository";
import { buildQuery } from "../query-shape";
import { orderCollection } from "../orders/order-queries";
import { runTransaction } from "../transaction";

/** The id of a customer's redemption: `<code>~<customer key>~<slot index>` (data/checkout/discount-code-repository.ts). */
const slotId = /^(.+)~([ue])-([^~]+)~(\d+)$/;
const keyedHash = /^[0-9a-f]{32}$/;
const unkeyedEmailHash = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

/**
 * The id a redemption written before keyed hashes (docs/decisions/037-erasure.md) has now, or null
 * when it is already keyed. Those ids named an account by its plain uid (`u-<uid>`) and an email by an
 * unkeyed sha256, which anyone can compute from a guessed address; the email is known from the order
 * that used the code (until that order is erased, when nothing can match it any more).
 */
export function rekeyedRedemptionId(id: string, orderEmail: string | null, key: string): string | null {
  const parts = slotId.exec(id);
  if (!parts) return null;
  const [, code, kind, value, slot] = parts;
  if (kind === "u") return keyedHash.test(value!) ? null : `${code}~u-${customerHash(key, value!)}~${slot}`;
  const email = orderEmail?.trim().toLowerCase();
  if (!email || value !== unkeyedEmailHash(email)) return null;
  return `${code}~e-${customerHash(key, email)}~${slot}`;
}

/**
 * Customer redemptions written before keyed hashes move to their keyed ids, each in one unit with
 * its order's list of redemption ids (an unpaid order that ends gives back the ids it lists). When the
 * customer has since used the code under the keyed id, that use already remembers them and the old
 * document just goes. Idempotent: answers how many redemptions moved or went.
 */
export async function rekeyRedemptions(): Promise<number> {
  const redemptions = await redemptionCollection();
  const orders = await orderCollection();
  const key = customerHashKey();
  const customerUses = (await buildQuery(redemptions, redemptionShapes.customerUses()).get()).docs;
  let changed = 0;
  for (const { id } of customerUses.filter((doc) => slotId.test(doc.id))) {
    const moved = await runTransaction(async (tx) => {
      const snapshot = await tx.get(redemptions.doc(id));
      if (!snapshot.exists) return false;
      const orderRef = orders.doc(String(snapshot.get("orderId")));
      const order = await tx.get(orderRef);
      const next = rekeyedRedemptionId(id, order.exists ? String(order.get("email") ?? "") : null, key);
      if (!next) return false;
      const target = await tx.get(redemptions.doc(next));
      if (!target.exists) tx.create(redemptions.doc(next), snapshot.data()!);
      tx.delete(redemptions.doc(id));
      const listed: unknown = order.exists ? order.get("checkout.redemptionIds") : undefined;
      if (Array.isArray(listed) && listed.includes(id)) {
        tx.update(orderRef, { "checkout.redemptionIds": listed.map((each) => (each === id ? next : each)) });
      }
      return true;
    });
    if (moved) changed++;
  }
  return changed;
}

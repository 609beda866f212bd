import type { Transaction } from "../transaction";
import { db } from "../firebase";

/**
 * `holdGuards/{uid}`: one document per account that every order placement of the account reads and
 * writes. The hold limits count the account's orders with queries, and a unit checks only the
 * documents it read (data/transaction.ts): two placements of one account at once both write this
 * document, so the second runs again and counts the first's order.
 */
const COLLECTION = "holdGuards";

const guardRef = async (uid: string) => (await db()).collection(COLLECTION).doc(uid);

/** The read half: call it with the unit's other reads. */
export async function readHoldGuard(uid: string, tx: Transaction): Promise<void> {
  await tx.get(await guardRef(uid));
}

/** The write half: call it with the unit's writes. */
export async function touchHoldGuard(uid: string, at: Date, tx: Transaction): Promise<void> {
  tx.set(await guardRef(uid), { changedAt: at });
}

import { db } from "../firebase";
import { read, type Transaction } from "../transaction";

const COLLECTION = "suppressions";

/**
 * The suppression list (docs/decisions/048): `suppressions/{hash}`, one document per unsubscribed
 * address, named by its keyed hash (domain/marketing/address-key.ts), so the list holds no address
 * and outlives an erasure. An address on it gets no marketing mail until it consents again.
 */
const ref = async (hash: string) => (await db()).collection(COLLECTION).doc(hash);

export async function isSuppressed(hash: string, tx?: Transaction): Promise<boolean> {
  return (await read(await ref(hash), tx)).exists;
}

/** Which of these hashes are on the list, in one batch read. */
export async function suppressedAmong(hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const refs = await Promise.all(hashes.map(ref));
  const snapshots = await (await db()).getAll(...refs);
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

export async function suppress(hash: string, at: Date, tx: Transaction): Promise<void> {
  tx.set(await ref(hash), { at });
}

export async function unsuppress(hash: string, tx: Transaction): Promise<void> {
  tx.delete(await ref(hash));
}

import type { ConsentSource } from "@hometools/contract";
import { consentSources } from "@hometools/contract";
import { userCollection } from "../accounts/user-repository";
import { isoDate } from "../firebase";
import { read, type Transaction } from "../transaction";

/**
 * An account's consent to marketing mail (docs/decisions/048), kept on users/{uid} as `marketing`
 * `{consent, at, source}`: off until the shopper gives it, with when and where it was last given or
 * withdrawn. It goes with the users document when the account is erased.
 */
export interface StoredConsent {
  consent: boolean;
  at: string | null;
  source: ConsentSource | null;
}

export const noConsent: StoredConsent = { consent: false, at: null, source: null };

function toConsent(value: unknown): StoredConsent {
  const data = (value ?? {}) as Record<string, unknown>;
  const source = consentSources.find((known) => known === data.source) ?? null;
  return { consent: data.consent === true, at: isoDate(data.at), source };
}

/** The account's consent (none for an account without a users document), with its email and name. */
export async function findConsent(
  uid: string,
  tx?: Transaction,
): Promise<StoredConsent & { email: string; displayName: string }> {
  const snapshot = await read((await userCollection()).doc(uid), tx);
  return {
    ...toConsent(snapshot.get("marketing")),
    email: String(snapshot.get("email") ?? ""),
    displayName: String(snapshot.get("displayName") ?? ""),
  };
}

/** The consent of several accounts in one batch read (the reminder sweep). */
export async function findConsents(
  uids: readonly string[],
): Promise<Map<string, StoredConsent & { email: string; displayName: string }>> {
  if (uids.length === 0) return new Map();
  const collection = await userCollection();
  const snapshots = await collection.firestore.getAll(...uids.map((uid) => collection.doc(uid)));
  return new Map(
    snapshots.map((snapshot) => [
      snapshot.id,
      {
        ...toConsent(snapshot.get("marketing")),
        email: String(snapshot.get("email") ?? ""),
        displayName: String(snapshot.get("displayName") ?? ""),
      },
    ]),
  );
}

/** Records consent given or withdrawn, now, and where; the users document is created if missing. */
export async function writeConsent(
  uid: string,
  consent: boolean,
  source: ConsentSource,
  account: { email: string },
  at: Date,
  tx: Transaction,
): Promise<StoredConsent> {
  // A merge: the profile's fields stay; an account without a users document gets its email.
  tx.set(
    (await userCollection()).doc(uid),
    { email: account.email, marketing: { consent, at, source } },
    { merge: true },
  );
  return { consent, at: at.toISOString(), source };
}

/**
 * A guest's consent from a checkout's checkbox (no account to keep it on): `guestConsents/{hash}`,
 * named by the address's keyed hash, with the address, when and the order it came with. An erasure
 * of the address deletes it.
 */
export async function writeGuestConsent(hash: string, email: string, orderId: string, at: Date, tx: Transaction) {
  tx.set((await userCollection()).firestore.collection("guestConsents").doc(hash), {
    email,
    consent: true,
    source: "checkout",
    at,
    orderId,
  });
}

export async function deleteGuestConsent(hash: string): Promise<void> {
  await (await userCollection()).firestore.collection("guestConsents").doc(hash).delete();
}

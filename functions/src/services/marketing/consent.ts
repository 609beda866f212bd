import type { ConsentSource, Me } from "@hometools/contract";
import { marketingKey } from "../../config";
import {
  findConsent,
  writeConsent,
  writeGuestConsent,
  type StoredConsent,
} from "../../data/marketing/consent-repository";
import { unsuppress } from "../../data/marketing/suppression-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { suppressionKey } from "../../domain/marketing/address-key";

const meOf = (caller: Caller, consent: StoredConsent, displayName: string): Me => ({
  uid: caller.uid,
  email: caller.email,
  displayName: displayName || caller.name,
  marketingConsent: consent.consent,
  marketingConsentAt: consent.at,
  marketingConsentSource: consent.source,
});

/** GET /me: the caller's account and its marketing consent (off until given). */
export async function getMe(caller: Caller): Promise<Me> {
  const stored = await findConsent(caller.uid);
  return meOf(caller, stored, stored.displayName);
}

/**
 * Records consent given or withdrawn, when and where, in the caller's unit. Giving it takes the
 * address off the suppression list: the shopper asked again (docs/decisions/048).
 */
export async function recordConsent(
  tx: Transaction,
  account: { uid: string; email: string },
  consent: boolean,
  source: ConsentSource,
  at = new Date(),
): Promise<StoredConsent> {
  if (consent) await unsuppress(suppressionKey(marketingKey(), account.email), tx);
  return writeConsent(account.uid, consent, source, account, at, tx);
}

/** PUT /me/marketing: give or withdraw consent from the sign-up form or the profile. */
export async function setMarketingConsent(
  caller: Caller,
  { consent, source }: { consent: boolean; source: "signup" | "profile" },
): Promise<Me> {
  return runTransaction(async (tx) => {
    const stored = await findConsent(caller.uid, tx);
    const saved = await recordConsent(tx, caller, consent, source);
    return meOf(caller, saved, stored.displayName);
  });
}

/**
 * The checkout's checkbox, in the order's unit (writes only): an account's consent (source
 * "checkout"), or a guest's, kept by its address's keyed hash with the order it came with.
 */
export async function consentAtCheckout(tx: Transaction, uid: string | null, email: string, orderId: string) {
  const at = new Date();
  if (uid) {
    await recordConsent(tx, { uid, email }, true, "checkout", at);
    return;
  }
  const hash = suppressionKey(marketingKey(), email);
  await unsuppress(hash, tx);
  await writeGuestConsent(hash, email.toLowerCase(), orderId, at, tx);
}

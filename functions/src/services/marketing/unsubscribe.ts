import type { UnsubscribeResult } from "@hometools/contract";
import { marketingKey } from "../../config";
import { findAccountByEmail } from "../../data/accounts/account-repository";
import { findConsent, writeConsent } from "../../data/marketing/consent-repository";
import { listAlertsOfEmail, setAlertStatus } from "../../data/marketing/stock-alert-repository";
import { suppress } from "../../data/marketing/suppression-repository";
import { runTransaction } from "../../data/transaction";
import { suppressionKey } from "../../domain/marketing/address-key";
import { readToken } from "../../domain/marketing/signed-token";
import { Refused } from "../../domain/refused";
import { log } from "../../log";

/**
 * POST /unsubscribe?token= (RFC 8058's one click, or the page's button; no sign-in): the address goes
 * on the suppression list (its keyed hash), its pending and active alerts end, and an account of that
 * address has its consent withdrawn (source "unsubscribe"), in one unit. Doing it twice is harmless.
 */
export async function unsubscribe(token: string, now = new Date()): Promise<UnsubscribeResult> {
  const email = readToken(marketingKey(), "unsubscribe", token, now);
  if (!email) throw new Refused({ kind: "bad-token" });
  const account = await findAccountByEmail(email);
  await runTransaction(async (tx) => {
    const [alerts, consent] = await Promise.all([
      listAlertsOfEmail(email, tx),
      account ? findConsent(account.uid, tx) : Promise.resolve(null),
    ]);
    await suppress(suppressionKey(marketingKey(), email), now, tx);
    for (const alert of alerts) {
      if (alert.status === "pending" || alert.status === "active") await setAlertStatus(alert._id, "ended", now, tx);
    }
    if (account && consent?.consent) await writeConsent(account.uid, false, "unsubscribe", { email }, now, tx);
  });
  log.info("unsubscribed", { account: !!account });
  return { unsubscribed: true };
}

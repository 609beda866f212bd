import { ALERT_CONFIRM_HOURS, ALERTS_PER_MINUTE, DEFAULT_VARIANT_ID, type StockAlert } from "@hometools/contract";
import { marketingKey, shopUrl } from "../../config";
import { countHits, recordHits } from "../../data/accounts/rate-limit-repository";
import { findProduct, type StoredProduct } from "../../data/catalogue/product-repository";
import {
  findAlert,
  listActiveAlertsOf,
  saveAlert,
  setAlertStatus,
  type StoredAlert,
} from "../../data/marketing/stock-alert-repository";
import { isSuppressed, unsuppress } from "../../data/marketing/suppression-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { labelOf, namedVariant } from "../../domain/catalogue/variants";
import { alertKey, normalEmail, suppressionKey } from "../../domain/marketing/address-key";
import { alertConfirmMail, stockAlertMail } from "../../domain/marketing/marketing-mail";
import { readToken, signToken } from "../../domain/marketing/signed-token";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { queueMarketingMail, unsubscribeUrl } from "./marketing-mail";

/**
 * Back-in-stock alerts (docs/api.md, "Marketing mail"; docs/decisions/048): asking for one,
 * confirming an anonymous one, and the restock's step that mails each active alert once and ends it.
 */

const WINDOW_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The alert's link token names its id and round, so a link of an earlier round is no longer good. */
const confirmSubject = (alert: Pick<StoredAlert, "_id" | "round">) => `${alert._id}:${alert.round}`;

/** A pending alert whose confirm link ran out counts as ended: asking again mails a fresh link. */
const isLive = (alert: StoredAlert, now: Date): boolean =>
  alert.status === "active" ||
  (alert.status === "pending" && Date.parse(alert.createdAt ?? "") + ALERT_CONFIRM_HOURS * HOUR_MS > now.getTime());

export interface AskedAlert {
  created: boolean;
  alert: StockAlert;
}

/**
 * POST /products/{id}/alerts: signed in, for the account's address and active at once (asking lifts
 * an earlier unsubscribe: the shopper asked again); anonymous, `email` is required and the alert waits
 * for its confirm link, mailed now (not to an unsubscribed address). One per (address, tool,
 * variant): asking again while it lives changes nothing. ALERTS_PER_MINUTE a minute per account or
 * address, counted in the unit. Refused `in-stock` for a variant with pieces.
 */
export async function askStockAlert(
  caller: Caller | undefined,
  productId: string,
  input: { variantId?: string; email?: string },
  now = new Date(),
): Promise<AskedAlert> {
  const email = caller ? caller.email : input.email;
  if (!email) throw new Refused({ kind: "alert-email-required" });
  const address = normalEmail(email);
  const key = marketingKey();
  const suppression = suppressionKey(key, address);
  const minute = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS).toISOString().slice(0, 16);
  const bucket = `alerts:${caller ? `uid:${caller.uid}` : `email:${suppression}`}|${minute}`;
  return runTransaction(async (tx) => {
    const [product, [hits], suppressed] = await Promise.all([
      findProduct(productId, tx),
      countHits([bucket], tx),
      isSuppressed(suppression, tx),
    ]);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    const variant = namedVariant(product, input.variantId);
    if (hits! + 1 > ALERTS_PER_MINUTE) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((Date.parse(`${minute}:00Z`) + WINDOW_MS - now.getTime()) / 1000),
      );
      throw new Refused({ kind: "too-many-alerts", retryAfterSeconds });
    }
    if (variant.available > 0) throw new Refused({ kind: "in-stock" });
    const id = alertKey(key, address, product._id, variant.id);
    const existing = await findAlert(id, tx);
    await recordHits([bucket], new Date(Date.parse(`${minute}:00Z`) + 2 * WINDOW_MS), tx);
    const shown = (status: "pending" | "active") => ({ productId: product._id, variantId: variant.id, status });
    if (caller && suppressed) await unsuppress(suppression, tx);
    if (existing && isLive(existing, now)) {
      // An account asking for what its address asked anonymously confirms it: signing in proves the address.
      if (caller && existing.status === "pending") await setAlertStatus(id, "active", now, tx);
      return { created: false, alert: shown(caller ? "active" : existing.status === "active" ? "active" : "pending") };
    }
    const alert = {
      _id: id,
      email: address,
      uid: caller?.uid ?? null,
      productId: product._id,
      variantId: variant.id,
      status: caller ? ("active" as const) : ("pending" as const),
      round: (existing?.round ?? 0) + 1,
    };
    await saveAlert(alert, now, tx);
    if (!caller && !suppressed) {
      const token = signToken(
        key,
        "alert-confirm",
        confirmSubject(alert),
        new Date(now.getTime() + ALERT_CONFIRM_HOURS * HOUR_MS),
      );
      const message = alertConfirmMail({
        productName: product.name,
        variantLabel: labelOf(product, variant),
        confirmUrl: `${shopUrl()}/api/alerts/confirm?token=${token}`,
        validHours: ALERT_CONFIRM_HOURS,
        unsubscribeUrl: unsubscribeUrl(address),
      });
      await queueMarketingMail(tx, {
        to: address,
        message,
        about: id,
        kind: "alert-confirm",
        suffix: String(alert.round),
      });
    }
    log.info("stock alert asked", { productId: product._id, variantId: variant.id, signedIn: !!caller });
    return { created: true, alert: shown(alert.status) };
  });
}

/** The confirm link (GET) or its page's button (POST): the pending alert becomes active. */
export async function confirmStockAlert(token: string, now = new Date()): Promise<StockAlert> {
  const subject = readToken(marketingKey(), "alert-confirm", token, now);
  const [id, round] = subject?.split(":") ?? [];
  if (!id || !round) throw new Refused({ kind: "bad-token" });
  return runTransaction(async (tx) => {
    const alert = await findAlert(id, tx);
    if (!alert || String(alert.round) !== round || (alert.status !== "pending" && alert.status !== "active")) {
      throw new Refused({ kind: "bad-token" });
    }
    if (alert.status === "pending") await setAlertStatus(id, "active", now, tx);
    return { productId: alert.productId, variantId: alert.variantId, status: "active" };
  });
}

/** Where a variant's stock goes from `before` to `before + delta` (a move, a return of pieces). */
export interface StockChange {
  product: StoredProduct;
  variantId: string;
  before: number;
  delta: number;
}

/**
 * The hook of every unit that gives pieces back (services/catalogue/move-stock.ts, return-stock.ts):
 * for each variant whose `available` goes from 0 to more, reads its active alerts (one query, with
 * the unit's reads) and answers the write step, run after them: each alert's one mail goes into the
 * outbox and the alert ends, in the same commit as the stock.
 */
export async function readBackInStock(changes: readonly StockChange[], tx: Transaction): Promise<() => Promise<void>> {
  const back = changes.filter((change) => change.before <= 0 && change.before + change.delta > 0);
  if (back.length === 0) return async () => {};
  const found = await Promise.all(back.map((change) => listActiveAlertsOf(change.product._id, change.variantId, tx)));
  return async () => {
    const now = new Date();
    for (const [index, alerts] of found.entries()) {
      const { product, variantId } = back[index]!;
      const variant = product.variants.find((candidate) => candidate.id === variantId);
      const query = variantId === DEFAULT_VARIANT_ID ? "" : `?variant=${encodeURIComponent(variantId)}`;
      for (const alert of alerts) {
        const message = stockAlertMail({
          productName: product.name,
          variantLabel: variant ? labelOf(product, variant) : "",
          productUrl: `${shopUrl()}/tools/${encodeURIComponent(product._id)}${query}`,
          unsubscribeUrl: unsubscribeUrl(alert.email),
        });
        await queueMarketingMail(tx, {
          to: alert.email,
          message,
          about: alert._id,
          kind: "stock-alert",
          suffix: String(alert.round),
        });
        await setAlertStatus(alert._id, "sent", now, tx);
      }
      if (alerts.length)
        log.info("back in stock: alerts mailed", { productId: product._id, variantId, alerts: alerts.length });
    }
  };
}

import { REMINDER_WINDOW_DAYS } from "@hometools/contract";
import { marketingKey, shopUrl } from "../../config";
import { findRestingCart, listRestingCarts, type RestingCart } from "../../data/cart/cart-repository";
import { findConsent, findConsents } from "../../data/marketing/consent-repository";
import { findReminder, findReminders, saveReminder } from "../../data/marketing/cart-reminder-repository";
import { isSuppressed } from "../../data/marketing/suppression-repository";
import { listOrdersPlacedSince } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { suppressionKey } from "../../domain/marketing/address-key";
import { cartReminderMail } from "../../domain/marketing/marketing-mail";
import { reminderId, reminderStep } from "../../domain/marketing/reminders";
import { signToken } from "../../domain/marketing/signed-token";
import { log } from "../../log";
import { queueMarketingMail, unsubscribeUrl } from "./marketing-mail";
import { readMarketingSettings } from "./marketing-settings";

/** Carts read at a time; a run pages through every cart of the window. */
const PAGE = 200;
const HOUR_MS = 3_600_000;

export interface ReminderSweepResult {
  sent: number;
}

/**
 * The abandoned-cart sweep (docs/decisions/048): every account's cart that rested the owner's delay
 * (ABANDONED_CART_HOURS, default 10 h) and at most REMINDER_WINDOW_DAYS, still holds lines, whose
 * owner consented and is not unsubscribed, and with no order placed since it last changed, gets its
 * reminder (domain/marketing/reminders.ts: the first, and one more 24 h later). Cheap reads first
 * (a page of carts, their owners' consent and reminders in two batch reads); each reminder then goes
 * in a unit of its own that reads the cart again, so a cart changed meanwhile gets none. Production
 * runs it every 15 minutes (index.ts), the local stack on a timer (stack/sweeper.ts), tests with a
 * clock of their own.
 */
export async function remindAbandonedCarts(now: Date): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { sent: 0 };
  const settings = await readMarketingSettings();
  if (!settings.enabled) return result;
  const until = new Date(now.getTime() - settings.delayHours * HOUR_MS);
  let after = new Date(now.getTime() - REMINDER_WINDOW_DAYS * 24 * HOUR_MS);
  for (;;) {
    const carts = await listRestingCarts(after, until, PAGE);
    if (carts.length === 0) break;
    const due = await dueCarts(carts, settings.delayHours, now);
    for (const cart of due) {
      try {
        if (await remindOne(cart, settings.delayHours, now)) result.sent += 1;
      } catch (error) {
        log.warn("cart reminder not sent", { uid: cart.uid, error: (error as Error).message });
      }
    }
    if (carts.length < PAGE) break;
    after = carts.at(-1)!.updatedAt;
  }
  if (result.sent) log.info("cart reminders", { ...result });
  return result;
}

/** The page's carts with lines whose owner consented and whose next reminder is due. */
async function dueCarts(carts: readonly RestingCart[], delayHours: number, now: Date): Promise<RestingCart[]> {
  const filled = carts.filter((cart) => cart.lines.length > 0);
  const [consents, reminders] = await Promise.all([
    findConsents(filled.map((cart) => cart.uid)),
    findReminders(filled.map((cart) => reminderId(cart.uid, cart.updatedAt))),
  ]);
  return filled.filter((cart) => {
    if (!consents.get(cart.uid)?.consent) return false;
    const sent = reminders.get(reminderId(cart.uid, cart.updatedAt));
    const last = sent?.lastSentAt ? new Date(sent.lastSentAt) : null;
    return reminderStep(cart, { count: sent?.count ?? 0, lastAt: last }, delayHours, now) !== null;
  });
}

/** One cart's reminder, in a unit that reads it again; false when it no longer qualifies. */
async function remindOne(listed: RestingCart, delayHours: number, now: Date): Promise<boolean> {
  // An order placed since the cart last changed ends its reminders (the order's own unit pays nothing for it).
  if ((await listOrdersPlacedSince(listed.uid, listed.updatedAt)).length > 0) return false;
  const id = reminderId(listed.uid, listed.updatedAt);
  return runTransaction(async (tx) => {
    const [cart, sent, consent] = await Promise.all([
      findRestingCart(listed.uid, tx),
      findReminder(id, tx),
      findConsent(listed.uid, tx),
    ]);
    if (cart.updatedAt.getTime() !== listed.updatedAt.getTime() || cart.lines.length === 0) return false;
    if (!consent.consent || !consent.email) return false;
    if (await isSuppressed(suppressionKey(marketingKey(), consent.email), tx)) return false;
    const count = sent?.count ?? 0;
    const step = reminderStep(
      cart,
      { count, lastAt: sent?.lastSentAt ? new Date(sent.lastSentAt) : null },
      delayHours,
      now,
    );
    if (!step) return false;
    const lines = cart.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
    const token = signToken(
      marketingKey(),
      "cart-restore",
      id,
      new Date(cart.updatedAt.getTime() + REMINDER_WINDOW_DAYS * 24 * HOUR_MS + 24 * HOUR_MS),
    );
    const message = cartReminderMail({
      name: consent.displayName,
      lines: cart.lines.map((line) => ({ productName: line.productName, variantLabel: "", quantity: line.quantity })),
      restoreUrl: `${shopUrl()}/cart?restore=${token}`,
      unsubscribeUrl: unsubscribeUrl(consent.email),
      last: step === "second",
    });
    await saveReminder(
      { _id: id, uid: cart.uid, email: consent.email.toLowerCase(), lines, count: count + 1 },
      now,
      tx,
    );
    await queueMarketingMail(tx, {
      to: consent.email,
      message,
      about: id,
      kind: "cart-reminder",
      suffix: String(count + 1),
    });
    return true;
  });
}

import { REMINDER_WINDOW_DAYS, type MarketingStats, type MarketingStatsQuery } from "@hometools/contract";
import { listActiveAlerts } from "../../data/marketing/stock-alert-repository";
import { listRemindersFirstSentBetween } from "../../data/marketing/cart-reminder-repository";
import { listOrdersPlacedSince } from "../../data/orders/order-repository";
import { readDaysAndMails } from "../../data/overview/stats-repository";
import { toDollars } from "../../domain/pricing";

const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to`, both included. */
const daysBetween = (from: string, to: string) => {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
};

/**
 * GET /marketing/stats (owner and staff): the reminders and back-in-stock mails queued on the days
 * (the overview's per-kind mail counts), the carts first reminded on those days whose shopper then
 * paid for an order placed within REMINDER_WINDOW_DAYS of the reminder (one query per such cart), with
 * that order's total, and the alerts waiting now per tool and variant, the most wanted first.
 */
export async function getMarketingStats({ from, to }: MarketingStatsQuery): Promise<MarketingStats> {
  const until = new Date(Date.parse(to) + DAY_MS);
  const [{ mails }, reminded, active] = await Promise.all([
    readDaysAndMails(daysBetween(from, to)),
    listRemindersFirstSentBetween(new Date(from), until),
    listActiveAlerts(),
  ]);
  const recovered = await Promise.all(
    reminded.map(async (reminder) => {
      const sentAt = new Date(reminder.firstSentAt!);
      const windowEnd = sentAt.getTime() + REMINDER_WINDOW_DAYS * DAY_MS;
      const orders = await listOrdersPlacedSince(reminder.uid, sentAt);
      // The first paid order in the window: one recovered cart, however many orders followed.
      const paid = orders
        .filter((order) => order.paidAt && Date.parse(order.createdAt ?? "") <= windowEnd)
        .sort((a, b) => Date.parse(a.createdAt ?? "") - Date.parse(b.createdAt ?? ""));
      return paid[0]?.totalCents ?? null;
    }),
  );
  const counted = recovered.filter((cents): cents is number => cents !== null);
  const waiting = new Map<string, { productId: string; variantId: string; count: number }>();
  for (const alert of active) {
    const key = `${alert.productId}\n${alert.variantId}`;
    const entry = waiting.get(key) ?? { productId: alert.productId, variantId: alert.variantId, count: 0 };
    entry.count += 1;
    waiting.set(key, entry);
  }
  return {
    remindersSent: mails["cart-reminder"] ?? 0,
    cartsRecovered: counted.length,
    recoveredRevenue: toDollars(counted.reduce((sum, cents) => sum + cents, 0)),
    alertsSent: mails["stock-alert"] ?? 0,
    alertsWaiting: [...waiting.values()].sort(
      (a, b) => b.count - a.count || a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
    ),
  };
}

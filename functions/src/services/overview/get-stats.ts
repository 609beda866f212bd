import { TOP_PRODUCTS, type Stats, type StatsQuery } from "@hometools/contract";
import { countDisputed, countOpenHolds } from "../../data/orders/order-counts";
import { listLowestStock } from "../../data/catalogue/product-repository";
import { readDaysAndMails, readSales } from "../../data/overview/stats-repository";
import { labelOf } from "../../domain/catalogue/variants";
import { emptyCounts, isLowOnStock, lastDays, topSellers } from "../../domain/overview/daily-stats";
import { toDollars } from "../../domain/pricing";

/** How many of the least-stocked products the low-stock list looks at. */
const LOW_STOCK_SCAN = 200;

/**
 * GET /stats (admin): the last `days` UTC days from the rollups (every day present, zeros
 * included), the period's best sellers by paid revenue, the tools low on stock, the stock that
 * unpaid orders hold now and the disputed payments.
 */
export async function getStats({ days: count }: StatsQuery, now = new Date()): Promise<Stats> {
  const days = lastDays(count, now);
  const [{ counts, mails }, lowest, openHolds, disputes] = await Promise.all([
    readDaysAndMails(days),
    listLowestStock(LOW_STOCK_SCAN),
    countOpenHolds(),
    countDisputed(),
  ]);
  // Only a day with a payment has sales; newest first, so a renamed tool shows its latest name.
  const sold = await readSales(days.filter((day) => (counts.get(day)?.paidOrders ?? 0) > 0).reverse());
  return {
    days: days.map((date) => {
      const day = counts.get(date) ?? emptyCounts();
      return {
        date,
        orders: day.orders,
        paidOrders: day.paidOrders,
        pieces: day.pieces,
        revenue: toDollars(day.revenueCents),
        refunded: toDollars(day.refundedCents),
        shipping: toDollars(day.shippingCents),
        discount: toDollars(day.discountCents),
        tax: toDollars(day.taxCents),
        taxRefunded: toDollars(day.taxRefundedCents),
      };
    }),
    topProducts: topSellers(sold, TOP_PRODUCTS).map(({ productId, name, pieces, revenueCents }) => ({
      productId,
      name,
      pieces,
      revenue: toDollars(revenueCents),
    })),
    // One item per variant low on stock, fewest pieces first.
    lowStock: lowest
      .flatMap((product) =>
        product.variants.map((variant) => ({
          _id: product._id,
          name: product.name,
          variantId: variant.id,
          variantLabel: labelOf(product, variant),
          available: variant.available,
          minimumOrder: product.minimumOrder,
        })),
      )
      .filter(isLowOnStock)
      .sort((a, b) => a.available - b.available),
    openHolds,
    disputes,
    mails,
  };
}

import { countRequests, describeCounts, type Account, type RequestCounts } from "../../testkit/shop-client";

/** The flash sale's budget of Firestore requests per order (docs/budgets.md, "Firestore requests"). */
const PER_ORDER_BUDGET = 4.4;
const PLACED_BUDGET = 6;
const REFUSED_BUDGET = 4;

export interface RequestCosts {
  perOrder: number;
  checks: Array<[string, boolean]>;
}

interface Options {
  base: string;
  /** What the request counter saw during the burst. */
  during: RequestCounts;
  orders: number;
  /** GET /products answered by the monitor meanwhile: one request each, taken off the burst's count. */
  monitorReads: number;
  /** The sale's product, sold out by now. */
  productId: string;
  adminToken: string;
  /** A shopper of the sale who got no piece: it holds nothing, so it may order again. */
  shopper: Account;
  cart: boolean;
  /** Whether the sale is the 50/10 one the budgets hold for (the crowd and the sustained sale print theirs). */
  budgets: boolean;
}

/**
 * The Firestore requests of the sale (counted by the stack's request counter, `npm start --
 * --count-requests`): per order in the burst, then one refused and one placed order alone, each
 * against its budget. The counter sees every function's requests, so the monitor's catalogue
 * reads during the burst are taken off (one each).
 */
export async function requestCosts(options: Options): Promise<RequestCosts> {
  const { base, adminToken, shopper, productId } = options;
  const orderRequests = options.during.total - options.monitorReads;
  const perOrder = orderRequests / options.orders;
  console.log(
    `Firestore requests in the burst: ${describeCounts(options.during)}, less ${options.monitorReads} catalogue reads: ${perOrder.toFixed(2)} per order`,
  );
  const post = (path: string, body: object, token: string) =>
    fetch(`${base}/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const order = () =>
    post("/orders", { productId, quantity: 1, number: "+1 555 0100", location: "1 Sale Street" }, shopper.idToken);
  const refused = await countRequests(order);
  await post(`/products/${productId}/stock`, { delta: 1, reason: "load test: one order alone" }, adminToken);
  const placed = await countRequests(order);
  console.log(
    `Firestore requests of one order alone: placed ${describeCounts(placed.counts)} (answered ${placed.result.status}), refused ${describeCounts(refused.counts)} (answered ${refused.result.status})`,
  );
  // The budgets are the one-product sale's; a cart sale's figures are shown beside them.
  const checks: Array<[string, boolean]> = [];
  if (!options.cart && options.budgets) {
    checks.push(
      [`<= ${PER_ORDER_BUDGET} Firestore requests per order in the burst`, perOrder <= PER_ORDER_BUDGET],
      [
        `one order alone placed with <= ${PLACED_BUDGET} requests`,
        placed.result.status === 201 && placed.counts.total <= PLACED_BUDGET,
      ],
      [
        `one order alone refused with <= ${REFUSED_BUDGET} requests`,
        refused.result.status === 409 && refused.counts.total <= REFUSED_BUDGET,
      ],
    );
  }
  return { perOrder, checks };
}

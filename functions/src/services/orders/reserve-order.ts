import { MAX_ORDER_TOTAL_CENTS, MIN_ORDER_TOTAL_CENTS } from "@hometools/contract";
import { orderRules } from "../../config";
import { readHoldGuard, touchHoldGuard, type HoldGuard } from "../../data/orders/hold-guard-repository";
import {
  createOrder,
  listOrdersPlacedSince,
  listPendingOrdersOf,
  type NewStoredOrder,
  type StoredOrder,
} from "../../data/orders/order-repository";
import { pickOrderNumber } from "../../data/orders/order-number-repository";
import {
  findProducts,
  moveProductStock,
  type LineProduct,
  type StoredProduct,
} from "../../data/catalogue/product-repository";
import { readTaxSettings, type StoredTaxSettings } from "../../data/taxes/tax-settings-repository";
import type { Transaction } from "../../data/transaction";
import { soldAs } from "../../domain/catalogue/variants";
import { holdProblem, type HoldProblem } from "../../domain/orders/hold-limit";
import { summarise, type StoredOrderLine } from "../../domain/orders/order-lines";
import { holdEndsAt } from "../../domain/orders/order-lifecycle";
import { OrderRefused, type OrderRefusal } from "../../domain/orders/order-refusal";
import { orderTotal, type OrderTotal } from "../../domain/orders/order-total";
import { checkQuantity, orderTotalCents, toCents } from "../../domain/pricing";
import type { OrderTaxes } from "../../domain/taxes/tax";
import {
  chargeWriteBudgets,
  readWriteBudgets,
  type BudgetCharge,
  type BudgetKey,
} from "../accounts/check-write-budget";
import { countMove } from "../overview/count-move";
import { queueOrderMail } from "../mail/order-mail";
import { taxEngine } from "../taxes/choose-tax-engine";

/** Who the order is for: an account (its verified token) today; the HTTP layer decides who that is. */
export interface Buyer {
  uid: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** One line to reserve: distinct (product, variant) pairs, checked by the contract's schemas. */
export interface LineRequest {
  productId: string;
  /** Required for a tool with options; `default` when left out. */
  variantId?: string;
  quantity: number;
}

/**
 * What every order's unit reads besides its products, asked for in the same Promise.all as the
 * products so that all of it is one batch read (data/transaction.ts): the account's hold guard, a
 * free order number, the write budgets' counters (docs/decisions/035) and the tax settings.
 */
export interface OrderBasis {
  orderNumber: string;
  budget: BudgetCharge;
  taxSettings: StoredTaxSettings;
  /** When an order last came to the account (null: never), so the hold limits ask only what can count. */
  holdGuard: HoldGuard | null;
}

export async function readOrderBasis(
  buyer: Pick<Buyer, "uid">,
  budgetKeys: readonly BudgetKey[],
  tx: Transaction,
): Promise<OrderBasis> {
  const [orderNumber, budget, holdGuard, taxSettings] = await Promise.all([
    pickOrderNumber(tx),
    readWriteBudgets(budgetKeys, tx),
    readHoldGuard(buyer.uid, tx),
    readTaxSettings(tx),
  ]);
  return { orderNumber, budget, taxSettings, holdGuard };
}

/** The lines' products and the order's basis, in one batch read (POST /orders). */
export async function readOrderReads(
  buyer: Pick<Buyer, "uid">,
  lines: readonly LineRequest[],
  budgetKeys: readonly BudgetKey[],
  tx: Transaction,
): Promise<{ products: Array<StoredProduct | null>; basis: OrderBasis }> {
  const [products, basis] = await Promise.all([
    findProducts(
      lines.map((line) => line.productId),
      tx,
    ),
    readOrderBasis(buyer, budgetKeys, tx),
  ]);
  return { products, basis };
}

/** The rest of the order: the purchase form's fields, and what the unit read for it already. */
export interface ReserveOptions {
  number: string;
  location: string;
  /** The total the client saw, if it sent one: a different total is refused ("price changed"). */
  totalPrice?: number;
  /** The lines' products, read in this unit (readOrderReads, or with a checkout's other reads). */
  products: ReadonlyArray<StoredProduct | null>;
  /** Read in this unit with the products (readOrderBasis). */
  basis: OrderBasis;
  /**
   * POST /checkout (services/checkout/checkout.ts): the order's money as pricing decided it
   * (shipping, a discount and tax), whose total Stripe's limits and the client's total are checked
   * against; `fields` (address, shipping, code, a guest's secrets) are stored with the order.
   */
  checkout?: {
    priced: PricedOrder;
    fields: CheckoutOrderFields;
  };
}

/** An order's money as it was priced: each line's share of the discount, its taxes and its total. */
export interface PricedOrder {
  lineDiscounts: readonly number[];
  taxes: OrderTaxes;
  total: OrderTotal;
}

/** What a checkout stores on the order besides what every order has. */
export type CheckoutOrderFields = Partial<
  Pick<NewStoredOrder, "guest" | "shippingAddress" | "shipping" | "code" | "checkout">
>;

/**
 * Places an order inside the caller's transaction and reserves every line's stock in it: every
 * line's `available` goes down, or (any rule broken) nothing is written. Name, email, prices and the
 * total are decided here, never by the client. The order holds its stock until `expiresAt`
 * (ORDER_HOLD_MINUTES); an account holds at most MAX_OPEN_ORDERS unpaid orders, counted in the same
 * transaction so concurrent orders cannot get past it; a total Stripe cannot charge is refused here,
 * not at payment. All reads come before the first write. Each line sells its variant (its price and
 * stock; docs/decisions/045). The order of refusals: an unknown product, a line naming no variant of
 * its tool, a line below its minimum, short lines, then the account's limits. Refusals are thrown as
 * OrderRefused (domain/orders/order-refusal.ts), in the domain's terms; the HTTP layer words them.
 */
export async function reserveOrder(
  buyer: Buyer,
  requested: readonly LineRequest[],
  options: ReserveOptions,
  tx: Transaction,
): Promise<StoredOrder> {
  const rules = orderRules();
  const now = new Date();
  const products = options.products;
  const missing = products.flatMap((product, index) => (product ? [] : [index]));
  if (missing.length > 0) throw new OrderRefused({ kind: "unknown-product", lines: missing });
  const found = soldLines(requested, products as StoredProduct[]);
  const problems = requested.map((line, index) => checkQuantity(line.quantity, found[index]!));
  const linesWith = (problem: string) => problems.flatMap((found, index) => (found === problem ? [index] : []));
  const below = linesWith("below-minimum");
  if (below.length > 0) {
    throw new OrderRefused({
      kind: "below-minimum",
      lines: below.map((index) => ({
        index,
        productName: found[index]!.name,
        minimumOrder: found[index]!.minimumOrder,
      })),
    });
  }
  const short = linesWith("above-available");
  if (short.length > 0) {
    throw new OrderRefused({
      kind: "out-of-stock",
      lines: short.map((index) => ({ index, productName: found[index]!.name, available: found[index]!.available })),
    });
  }

  // Only an order the stock allows reads the account's orders: in a flash sale the many who come too
  // late leave the transaction (and the queue on the scarce product) after one round of reads. No
  // order is newer than the account's hold guard: without one there is none to count, and none was
  // placed within the window when the last came before it (data/orders/hold-guard-repository.ts).
  const windowStart = new Date(now.getTime() - rules.hold.windowHours * 3_600_000);
  const guard = options.basis.holdGuard;
  const none: StoredOrder[] = [];
  const [pending, recent, priced] = await Promise.all([
    guard ? listPendingOrdersOf(buyer.uid, tx) : none,
    guard && guard.changedAt >= windowStart ? listOrdersPlacedSince(buyer.uid, windowStart, tx) : none,
    options.checkout?.priced ?? pricedAtShop(requested, found, options.basis.taxSettings, tx),
  ]);
  // A hold that has ended still holds its stock until the sweep gives it back: it counts until then.
  const holding = pending.filter((held) => !held.deletedAt);
  if (holding.length >= rules.maxOpenOrders) {
    throw new OrderRefused({ kind: "too-many-open-orders", holding: holding.length });
  }

  const lines: StoredOrderLine[] = requested.map((line, index) => ({
    productId: found[index]!._id,
    productName: found[index]!.name,
    variantId: found[index]!.variant.id,
    variantLabel: found[index]!.variantLabel,
    sku: found[index]!.variant.sku,
    unitPriceCents: found[index]!.priceCents,
    quantity: line.quantity,
    lineTotalCents: orderTotalCents(found[index]!.priceCents, line.quantity),
    discountCents: priced.lineDiscounts[index] ?? 0,
    taxCents: priced.taxes.lineTaxes[index] ?? 0,
  }));
  const { total, taxes } = priced;
  checkTotal(total.totalCents, options.totalPrice);

  // The hold limits are per tool: the order's lines of one tool's variants count together.
  const piecesOfTool = (id: string) =>
    requested.reduce((pieces, line, index) => pieces + (found[index]!._id === id ? line.quantity : 0), 0);
  for (const [index, product] of found.entries()) {
    const overHold = holdProblem(product, piecesOfTool(product._id), holding, recent, now, rules.hold);
    if (overHold) throw new OrderRefused(holdRefusal(overHold, index, product.name));
  }

  const created = await createOrder(
    {
      uid: buyer.uid,
      name: buyer.name,
      email: buyer.email,
      emailVerified: buyer.emailVerified,
      ...summarise(lines),
      totalCents: total.totalCents,
      subtotalCents: total.subtotalCents,
      discountCents: total.discountCents,
      taxCents: taxes.taxCents,
      taxLines: taxes.taxLines,
      taxCalculationId: taxes.calculationId,
      pricesIncludeTax: total.pricesIncludeTax,
      ...options.checkout?.fields,
      lines,
      number: options.number,
      location: options.location,
      paid: false,
      status: "pending",
      disputed: false,
      createdAt: now,
      expiresAt: holdEndsAt(now, rules.holdMinutes),
      transactionId: null,
      paymentIntentId: null,
      deletedBy: null,
      cancelledBy: null,
      history: [{ at: now.toISOString(), status: "pending", by: buyer.email, reason: "placed" }],
    },
    options.basis.orderNumber,
    tx,
  );
  await touchHoldGuard(buyer.uid, now, tx);
  await chargeWriteBudgets(options.basis.budget, tx);
  for (const [product, taken] of stockTaken(found, requested)) await moveProductStock(product, taken, tx);
  await countMove(tx, "place", created, now);
  // One "placed" mail for the whole order (POST /orders and the cart's checkout alike).
  await queueOrderMail(tx, created, "placed");
  return created;
}

/** Each line's product as its variant sells it; refused when a line names no variant of its tool. */
function soldLines(requested: readonly LineRequest[], products: readonly StoredProduct[]): LineProduct[] {
  const sold = requested.map((line, index) => soldAs(products[index]!, line.variantId));
  const problems = sold.flatMap((found, index) =>
    "variant" in found ? [] : [{ index, optionNames: found.kind === "choose" ? found.optionNames : null }],
  );
  if (problems.length > 0) throw new OrderRefused({ kind: "no-variant", lines: problems });
  return sold as LineProduct[];
}

/** The pieces the order takes, per product (read once) and variant: one write per product. */
function stockTaken(
  found: readonly LineProduct[],
  requested: readonly LineRequest[],
): Map<StoredProduct, Map<string, number>> {
  const byId = new Map<string, { product: StoredProduct; taken: Map<string, number> }>();
  found.forEach((product, index) => {
    const entry = byId.get(product._id) ?? { product, taken: new Map<string, number>() };
    entry.taken.set(product.variant.id, -requested[index]!.quantity);
    byId.set(product._id, entry);
  });
  return new Map([...byId.values()].map(({ product, taken }) => [product, taken]));
}

/**
 * The money of an order placed without an address (POST /orders, the cart's checkout): no shipping,
 * no discount, and the tax the shop's engine finds inside the prices at the shop's address.
 */
async function pricedAtShop(
  requested: readonly LineRequest[],
  products: readonly StoredProduct[],
  settings: StoredTaxSettings,
  tx: Transaction,
): Promise<PricedOrder> {
  const lineTotalsCents = requested.map((line, index) => orderTotalCents(products[index]!.priceCents, line.quantity));
  const taxes = await taxEngine().taxAtShop(lineTotalsCents, settings, tx);
  return {
    lineDiscounts: lineTotalsCents.map(() => 0),
    taxes,
    total: orderTotal({
      lineTotalsCents,
      discountCents: 0,
      shippingCents: 0,
      taxCents: taxes.taxCents,
      pricesIncludeTax: settings.pricesIncludeTax,
    }),
  };
}

/** Stripe's limits for the whole order's total, and the client's total if it sent one ("price changed"). */
function checkTotal(totalCents: number, clientTotal: number | undefined): void {
  if (totalCents < MIN_ORDER_TOTAL_CENTS) {
    throw new OrderRefused({ kind: "total-out-of-range", bound: "min", limitCents: MIN_ORDER_TOTAL_CENTS });
  }
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new OrderRefused({ kind: "total-out-of-range", bound: "max", limitCents: MAX_ORDER_TOTAL_CENTS });
  }
  if (clientTotal !== undefined && toCents(clientTotal) !== totalCents) {
    throw new OrderRefused({ kind: "price-changed", totalCents });
  }
}

function holdRefusal(problem: HoldProblem, index: number, productName: string): OrderRefusal {
  return problem.kind === "lapses"
    ? { kind: "hold-lapses", index, productName, lapses: problem.lapses, until: problem.until }
    : { kind: "hold-pieces", index, productName, limit: problem.limit, held: problem.held };
}

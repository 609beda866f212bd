import { holdHasEnded, MAX_ORDER_TOTAL_CENTS, MIN_ORDER_TOTAL_CENTS, orderMessages } from "@hometools/contract";
import { orderRules } from "../config";
import { readHoldGuard, touchHoldGuard } from "../data/hold-guard-repository";
import { createOrder, listOrdersPlacedSince, listPendingOrdersOf, type StoredOrder } from "../data/order-repository";
import { findProduct, setAvailable, type StoredProduct } from "../data/product-repository";
import type { Transaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { holdProblem, type HoldProblem } from "../domain/hold-limit";
import { summarise, type StoredOrderLine } from "../domain/order-lines";
import { holdEndsAt } from "../domain/order-lifecycle";
import { checkQuantity, formatCents, orderTotalCents, toCents } from "../domain/pricing";
import { AppError } from "../errors";
import { countMove } from "./count-move";
import { queueOrderMail } from "./order-mail";

/** An order to place: its lines (distinct products, checked by the contract) and the purchase form's fields. */
export interface OrderRequest {
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  number: string;
  location: string;
  totalPrice?: number;
  /**
   * How the caller's body named the lines' fields: the spec's one-product body answers problems
   * under `quantity`, a body of lines (and the cart) under `lines.<i>.quantity`.
   */
  form: "product" | "lines";
}

/**
 * Places an order inside the caller's transaction and reserves every line's stock in it: every
 * line's `available` goes down, or (any rule broken) nothing is written. Name, email, prices and the
 * total are decided here, never by the client. The order holds its stock until `expiresAt`
 * (ORDER_HOLD_MINUTES); an account holds at most MAX_OPEN_ORDERS unpaid orders, counted in the same
 * transaction so concurrent orders cannot get past it; a total Stripe cannot charge is refused here,
 * not at payment. All reads come before the first write. The order of refusals: an unknown product
 * (404), a line below its minimum (400), short lines (409), then the account's limits (429).
 */
export async function reserveOrder(
  caller: Caller,
  request: OrderRequest,
  tx: Transaction,
  /** The lines' products when the caller has read them in this transaction already (checkout). */
  read?: ReadonlyArray<StoredProduct | null>,
): Promise<StoredOrder> {
  const rules = orderRules();
  const now = new Date();
  const field = (index: number, name: "quantity" | "productId") =>
    request.form === "product" ? name : `lines.${index}.${name}`;
  const products = read ?? (await Promise.all(request.lines.map((line) => findProduct(line.productId, tx))));
  const missing = products.flatMap((product, index) => (product ? [] : [index]));
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((index) => [field(index, "productId"), "no longer sold"]));
    throw new AppError("not-found", "Product not found", 404, {
      fields: request.form === "lines" ? fields : undefined,
    });
  }
  const found = products as StoredProduct[];
  const problems = request.lines.map((line, index) => checkQuantity(line.quantity, found[index]!));
  const linesWith = (problem: string) => problems.flatMap((found, index) => (found === problem ? [index] : []));
  const below = linesWith("below-minimum");
  if (below.length > 0) {
    const message = sentence(below, (product) => `The minimum order${of(product)} is ${product.minimumOrder}`);
    throw new AppError("bad-request", message, 400, { fields: fieldsFor(below, orderMessages.belowMinimum) });
  }
  const short = linesWith("above-available");
  if (short.length > 0) {
    const message = sentence(short, (product) => `Only ${product.available}${of(product)} left in stock`);
    throw new AppError("out-of-stock", message, 409, { fields: fieldsFor(short, orderMessages.aboveAvailable) });
  }

  // Only an order the stock allows reads the account's orders: in a flash sale the many who come too
  // late leave the transaction (and the queue on the scarce product) after one round of reads.
  const windowStart = new Date(now.getTime() - rules.hold.windowHours * 3_600_000);
  const [pending, recent] = await Promise.all([
    listPendingOrdersOf(caller.uid, tx),
    listOrdersPlacedSince(caller.uid, windowStart, tx),
    readHoldGuard(caller.uid, tx),
  ]);
  const holding = pending.filter((held) => !held.deletedAt && !holdHasEnded(held, now));
  if (holding.length >= rules.maxOpenOrders) {
    throw new AppError(
      "too-many-open-orders",
      `You already have ${holding.length} unpaid orders: pay or cancel one in your dashboard before ordering again`,
      429,
    );
  }

  const lines: StoredOrderLine[] = request.lines.map((line, index) => ({
    productId: found[index]!._id,
    productName: found[index]!.name,
    unitPriceCents: found[index]!.priceCents,
    quantity: line.quantity,
    lineTotalCents: orderTotalCents(found[index]!.priceCents, line.quantity),
  }));
  const summary = summarise(lines);
  checkTotal(summary.totalCents, request);

  for (const [index, product] of found.entries()) {
    const overHold = holdProblem(product, request.lines[index]!.quantity, holding, recent, now, rules.hold);
    if (overHold) throw holdLimit(overHold, product.name, field(index, "quantity"));
  }

  const created = await createOrder(
    {
      uid: caller.uid,
      name: caller.name,
      email: caller.email,
      ...summary,
      lines,
      number: request.number,
      location: request.location,
      paid: false,
      status: "pending",
      disputed: false,
      createdAt: now,
      expiresAt: holdEndsAt(now, rules.holdMinutes),
      transactionId: null,
      paymentIntentId: null,
      deletedBy: null,
      history: [{ at: now.toISOString(), status: "pending", by: caller.email, reason: "placed" }],
    },
    tx,
  );
  await touchHoldGuard(caller.uid, now, tx);
  for (const [index, product] of found.entries()) {
    await setAvailable(product._id, product.available - request.lines[index]!.quantity, tx);
  }
  await countMove(tx, "place", created, now);
  // One "placed" mail for the whole order (POST /orders and the cart's checkout alike).
  await queueOrderMail(tx, created, "placed");
  return created;

  function fieldsFor(indexes: number[], message: string): Record<string, string> {
    return Object.fromEntries(indexes.map((index) => [field(index, "quantity"), message]));
  }
  // The spec's one-product order keeps its words; an order of lines names each product it is about.
  function of(product: StoredProduct): string {
    return request.form === "product" ? "" : ` of ${product.name}`;
  }
  function sentence(indexes: number[], part: (product: StoredProduct) => string): string {
    return indexes.map((index) => part(found[index]!)).join("; ");
  }
}

/** Stripe's limits for the whole order's total, and the client's total if it sent one ("price changed"). */
function checkTotal(totalCents: number, request: OrderRequest): void {
  if (totalCents < MIN_ORDER_TOTAL_CENTS || totalCents > MAX_ORDER_TOTAL_CENTS) {
    const bound = totalCents < MIN_ORDER_TOTAL_CENTS ? MIN_ORDER_TOTAL_CENTS : MAX_ORDER_TOTAL_CENTS;
    const limit = `${totalCents < MIN_ORDER_TOTAL_CENTS ? "at least" : "at most"} ${formatCents(bound)}`;
    throw new AppError("bad-request", `An order's total must be ${limit}`, 400, {
      fields: {
        [request.form === "product" ? "quantity" : "lines"]: `The total must be ${limit}`,
      },
    });
  }
  if (request.totalPrice !== undefined && toCents(request.totalPrice) !== totalCents) {
    throw new AppError("price-changed", `The price changed: the total is now ${formatCents(totalCents)}`, 409, {
      fields: {
        totalPrice: "price changed",
      },
    });
  }
}

/** 429 hold-limit, worded for the purchase page. */
function holdLimit(problem: HoldProblem, productName: string, field: string): AppError {
  if (problem.kind === "lapses") {
    const until = `${problem.until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    return new AppError(
      "hold-limit",
      `${problem.lapses} of your orders of ${productName} went unpaid in the last day: you can order it again after ${until}`,
      429,
    );
  }
  const yours = problem.held ? ` (your unpaid orders already hold ${problem.held})` : "";
  return new AppError(
    "hold-limit",
    `You can hold at most ${problem.limit} of ${productName} unpaid at a time${yours}: order fewer, or pay for your open orders first`,
    429,
    { fields: { [field]: `At most ${problem.limit - problem.held} for now` } },
  );
}

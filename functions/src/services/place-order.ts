import {
  holdHasEnded,
  MAX_ORDER_TOTAL_CENTS,
  MIN_ORDER_TOTAL_CENTS,
  orderMessages,
  type NewOrder,
  type Order,
} from "@hometools/contract";
import { orderRules } from "../config";
import { createOrder, listOrdersPlacedSince, listPendingOrdersOf, toOrder } from "../data/order-repository";
import { findProduct, setAvailable } from "../data/product-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { holdProblem, type HoldProblem } from "../domain/hold-limit";
import { holdEndsAt } from "../domain/order-lifecycle";
import { checkQuantity, formatCents, orderTotalCents, toCents } from "../domain/pricing";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { queueOrderMail } from "./order-mail";

/**
 * Places an order and reserves its stock in one transaction: the product's `available` goes down
 * by the quantity, or nothing is written. The name, email and total are decided here, never by
 * the client. The order holds its stock until `expiresAt` (ORDER_HOLD_MINUTES); an account holds at
 * most MAX_OPEN_ORDERS unpaid orders, counted in the same transaction so concurrent orders cannot
 * get past it; a total Stripe cannot charge is refused here, not at payment.
 */
export async function placeOrder(caller: Caller, input: NewOrder): Promise<Order> {
  const rules = orderRules();
  const order = await runTransaction(async (tx) => {
    const now = new Date();
    const product = await findProduct(input.productId, tx);
    if (!product) throw notFound("Product");
    const open = (await listPendingOrdersOf(caller.uid, tx)).filter((held) => !held.deletedAt);
    const windowStart = new Date(now.getTime() - rules.hold.windowHours * 3_600_000);
    const recent = await listOrdersPlacedSince(caller.uid, windowStart, tx);
    const holding = open.filter((held) => !holdHasEnded(held, now));
    if (holding.length >= rules.maxOpenOrders) {
      throw new AppError(
        "too-many-open-orders",
        `You already have ${holding.length} unpaid orders: pay or cancel one in your dashboard before ordering again`,
        429,
      );
    }

    const problem = checkQuantity(input.quantity, product);
    if (problem === "below-minimum") {
      throw new AppError("bad-request", `The minimum order is ${product.minimumOrder}`, 400, {
        quantity: orderMessages.belowMinimum,
      });
    }
    if (problem === "above-available") {
      throw new AppError("out-of-stock", `Only ${product.available} left in stock`, 409, {
        quantity: orderMessages.aboveAvailable,
      });
    }

    const totalCents = orderTotalCents(product.priceCents, input.quantity);
    if (totalCents < MIN_ORDER_TOTAL_CENTS || totalCents > MAX_ORDER_TOTAL_CENTS) {
      const bound = totalCents < MIN_ORDER_TOTAL_CENTS ? MIN_ORDER_TOTAL_CENTS : MAX_ORDER_TOTAL_CENTS;
      const limit = `${totalCents < MIN_ORDER_TOTAL_CENTS ? "at least" : "at most"} ${formatCents(bound)}`;
      throw new AppError("bad-request", `An order's total must be ${limit}`, 400, {
        quantity: `The total must be ${limit}`,
      });
    }
    if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) {
      throw new AppError("price-changed", `The price changed: the total is now ${formatCents(totalCents)}`, 409, {
        totalPrice: "price changed",
      });
    }

    const overHold = holdProblem(product, input.quantity, holding, recent, now, rules.hold);
    if (overHold) throw holdLimit(overHold, product.name);

    const created = await createOrder(
      {
        uid: caller.uid,
        name: caller.name,
        email: caller.email,
        productId: product._id,
        productName: product.name,
        unitPriceCents: product.priceCents,
        quantity: input.quantity,
        number: input.number,
        location: input.location,
        totalCents,
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
    await setAvailable(product._id, product.available - input.quantity, tx);
    await queueOrderMail(tx, created, "placed");
    return created;
  });

  log.info("order placed", { orderId: order._id, productId: order.productId, quantity: order.quantity });
  return toOrder(order);
}

/** 429 hold-limit, worded for the purchase page. */
function holdLimit(problem: HoldProblem, productName: string): AppError {
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
    { quantity: `At most ${problem.limit - problem.held} for now` },
  );
}

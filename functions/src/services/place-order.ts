import { orderMessages, type NewOrder, type Order } from "@hometools/contract";
import { db } from "../data/firebase";
import { newOrderRef, toOrder, type StoredOrder } from "../data/order-repository";
import { findProduct, productRef } from "../data/product-repository";
import { checkQuantity, orderTotalCents, toCents, toDollars } from "../domain/pricing";
import { AppError, notFound } from "../errors";
import type { Caller } from "../http/middleware/require-auth";
import { log } from "../log";

/**
 * Places an order and reserves its stock in one transaction: the product's `available` goes down
 * by the quantity, or nothing is written. The name, email and total are decided here, never by
 * the client. (The embedded Firestore emulator does not isolate transactions: concurrent orders
 * for the last pieces can oversell there; Firestore and its official emulator do not.)
 */
export async function placeOrder(caller: Caller, input: NewOrder): Promise<Order> {
  const firestore = await db();
  const ref = await newOrderRef();
  const stock = await productRef(input.productId);

  const order = await firestore.runTransaction(async (tx) => {
    const product = await findProduct(input.productId, tx);
    if (!product) throw notFound("Product");

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

    const totalCents = orderTotalCents(product.price, input.quantity);
    if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) {
      throw new AppError(
        "price-changed",
        `The price changed: the total is now $${toDollars(totalCents).toFixed(2)}`,
        409,
        { totalPrice: "price changed" },
      );
    }

    const createdAt = new Date();
    const stored: Omit<StoredOrder, "_id" | "createdAt" | "paidAt" | "deletedAt"> = {
      uid: caller.uid,
      name: caller.name,
      email: caller.email,
      productId: product._id,
      productName: product.name,
      unitPrice: product.price,
      quantity: input.quantity,
      number: input.number,
      location: input.location,
      totalPrice: toDollars(totalCents),
      paid: false,
      status: "pending",
      transactionId: null,
      paymentIntentId: null,
      deletedBy: null,
    };
    tx.create(ref, { ...stored, createdAt, paidAt: null, deletedAt: null });
    tx.update(stock, { available: product.available - input.quantity });
    return { _id: ref.id, ...stored, createdAt: createdAt.toISOString(), paidAt: null, deletedAt: null };
  });

  log.info("order placed", { orderId: order._id, productId: order.productId, quantity: order.quantity });
  return toOrder(order);
}

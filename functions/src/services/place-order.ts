import { orderMessages, type NewOrder, type Order } from "@hometools/contract";
import { createOrder, toOrder } from "../data/order-repository";
import { findProduct, setAvailable } from "../data/product-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { checkQuantity, orderTotalCents, toCents, toDollars } from "../domain/pricing";
import { AppError, notFound } from "../errors";
import { log } from "../log";

/**
 * Places an order and reserves its stock in one transaction: the product's `available` goes down
 * by the quantity, or nothing is written. The name, email and total are decided here, never by
 * the client. (The embedded Firestore emulator does not isolate transactions: concurrent orders
 * for the last pieces can oversell there; Firestore and its official emulator do not.)
 */
export async function placeOrder(caller: Caller, input: NewOrder): Promise<Order> {
  const order = await runTransaction(async (tx) => {
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

    const created = await createOrder(
      {
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
      },
      tx,
    );
    await setAvailable(product._id, product.available - input.quantity, tx);
    return created;
  });

  log.info("order placed", { orderId: order._id, productId: order.productId, quantity: order.quantity });
  return toOrder(order);
}

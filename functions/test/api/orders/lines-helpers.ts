import type { Order } from "@hometools/contract";
import { call, newProduct, verifiedUser, type TestUser } from "../helpers";
import { payOrder } from "../payments/payment-helpers";

export const contact = { number: "+1 555 0100", location: "12 Elm Street, Springfield" };

/** POST /orders with lines as `user`; answers the raw result (for refusals too). */
export function orderLines(user: TestUser, lines: { productId: string; quantity: number }[], extra: object = {}) {
  return call<Order>("POST", "/orders", { token: user.idToken, body: { lines, ...contact, ...extra } });
}

/** `count` fresh products (price $10, minimum order 1, 10 pieces unless told). */
export async function products(count: number, overrides: Record<string, unknown> = {}) {
  return Promise.all(
    Array.from({ length: count }, () => newProduct({ price: 10, minimumOrder: 1, available: 10, ...overrides })),
  );
}

/** A fresh buyer's pending order of two lines: 2 of a $10 product and 3 of a $2.50 one (each 10 in stock). */
export async function twoLineOrder() {
  const [drill, screws] = [
    await newProduct({ price: 10, minimumOrder: 1, available: 10 }),
    await newProduct({ price: 2.5, minimumOrder: 1, available: 10 }),
  ];
  const user = await verifiedUser("Lina Lines");
  const result = await orderLines(user, [
    { productId: drill._id, quantity: 2 },
    { productId: screws._id, quantity: 3 },
  ]);
  if (result.status !== 201) throw new Error(`could not place a two-line order: ${result.status} ${result.text}`);
  return { user, drill, screws, order: result.body };
}

/** The same order, paid with the test card at the Stripe stand-in (the webhook lands). */
export async function paidTwoLineOrder() {
  const placed = await twoLineOrder();
  const { intentId } = await payOrder(placed.user, placed.order._id);
  return { ...placed, intentId };
}

export async function stockOf(productId: string): Promise<number> {
  return ((await call("GET", `/product/${productId}`)).body as { available: number }).available;
}

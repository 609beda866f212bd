import type { Order, Product } from "@hometools/contract";
import { STANDIN_SECRET_KEY } from "../../devstack/stripe-standin/keys";
import { urls } from "../../ports/ports";
import { signInAdmin, tag, type Account } from "./accounts";
import { api, ApiError, eventually } from "./http";

/**
 * The shop's moves as its users make them, through the API: an admin adds a product, ships and
 * refunds; a shopper places an order and pays it (the card confirmed at the local Stripe stand-in,
 * as Stripe.js would). Tests arrange with these so they never fight over the seed's stock.
 */

export interface NewProductFields {
  name?: string;
  price?: number;
  minimumOrder?: number;
  available?: number;
  description?: string;
  img?: string;
  /** A category's slug (docs/api.md, "Categories"). */
  category?: string | null;
}

/** Adds a product as admin (the seed's admin unless a token is given); names are unique and short. */
export async function newProduct(fields: NewProductFields = {}, adminToken?: string): Promise<Product> {
  return api<Product>("POST", "/products", {
    token: adminToken ?? (await signInAdmin()).idToken,
    body: { name: `Tool ${tag(6)}`, price: 12.5, minimumOrder: 2, available: 10, ...fields },
  });
}

export async function getProduct(id: string): Promise<Product> {
  return api<Product>("GET", `/product/${encodeURIComponent(id)}`);
}

/** Deletes a product as admin; one already gone is fine. */
export async function deleteProduct(adminToken: string, id: string): Promise<void> {
  await api("DELETE", `/products/${encodeURIComponent(id)}`, { token: adminToken }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
}

export interface DeliveryFields {
  number?: string;
  location?: string;
}

/** Places an order of `quantity` pieces of one product as `shopper`. */
export async function placeOrder(
  shopper: Pick<Account, "idToken">,
  productId: string,
  quantity: number,
  delivery: DeliveryFields = {},
): Promise<Order> {
  return api<Order>("POST", "/orders", {
    token: shopper.idToken,
    body: {
      productId,
      quantity,
      number: delivery.number ?? "+1 555 0100",
      location: delivery.location ?? "12 Elm Street, Springfield",
    },
  });
}

/** Who looks at or pays an order: an account (its ID token) or a guest (the key POST /checkout answered). */
export type OrderViewer = Pick<Account, "idToken"> | { orderKey: string };

/** The call's credentials: the token, or the guest's key as X-Order-Key. */
const credentialsOf = (viewer: OrderViewer) =>
  "orderKey" in viewer ? { headers: { "x-order-key": viewer.orderKey } } : { token: viewer.idToken };

export async function getOrder(viewer: OrderViewer, orderId: string): Promise<Order> {
  return api<Order>("GET", `/orders/${encodeURIComponent(orderId)}`, credentialsOf(viewer));
}

/** POST /create-payment-intent as the shopper; the PaymentIntent's id is the client secret's prefix. */
export async function createPaymentIntent(shopper: OrderViewer, orderId: string, price?: unknown) {
  const { clientSecret } = await api<{ clientSecret: string }>("POST", "/create-payment-intent", {
    ...credentialsOf(shopper),
    body: { orderId, price },
  });
  return { clientSecret, id: clientSecret.split("_secret_")[0]! };
}

/** Confirms a PaymentIntent at the stand-in with a test payment method; answers the intent's status. */
export async function confirmAtStandIn(intentId: string, paymentMethod = "pm_card_visa"): Promise<string> {
  const response = await fetch(`${urls.stripe}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${STANDIN_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payment_method: paymentMethod }),
  });
  const json = (await response.json()) as { status?: string };
  if (!response.ok) throw new ApiError(response.status, json, `stand-in confirm of ${intentId}`);
  return json.status ?? "";
}

/**
 * Pays an order, an account's or a guest's (the test card 4242 unless another test payment method
 * is named) and waits (up to 30 s, for a busy machine) until the stand-in's webhook has marked it paid. Answers the paid order and its PaymentIntent's id.
 */
export async function payOrder(shopper: OrderViewer, orderId: string, paymentMethod = "pm_card_visa") {
  const intent = await createPaymentIntent(shopper, orderId);
  await confirmAtStandIn(intent.id, paymentMethod);
  const order = await eventually(
    async () => {
      const now = await getOrder(shopper, orderId);
      return now.paid ? now : undefined;
    },
    30_000,
    `order ${orderId} to be paid`,
  );
  return { order, intentId: intent.id };
}

export async function shipOrder(adminToken: string, orderId: string): Promise<Order> {
  return api<Order>("POST", `/orders/${encodeURIComponent(orderId)}/ship`, { token: adminToken });
}

export async function refundOrder(adminToken: string, orderId: string): Promise<Order> {
  return api<Order>("POST", `/orders/${encodeURIComponent(orderId)}/refund`, { token: adminToken });
}

/** A US shipping address that passes every rule of POST /checkout (Springfield, IL). */
export const usAddress = {
  name: "Gale Guest",
  line1: "12 Elm Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "US",
};

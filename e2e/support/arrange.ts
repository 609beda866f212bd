import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "../../scripts/lib/admin-app";
import { emulatorEnv, urls } from "../../scripts/lib/ports";
import { STANDIN_SECRET_KEY } from "../../devstack/stripe-standin";
import { api, type Account } from "./api";

/**
 * Arranging states a journey starts from but a browser cannot reach quickly: an order whose hold
 * has run out (Firestore, directly) and an order paid at the Stripe stand-in (its REST API, as
 * Stripe.js would confirm the card).
 */

/** Moves an unpaid order's hold end into the past, as if its 30 minutes had gone by. */
export async function endHold(orderId: string): Promise<void> {
  Object.assign(process.env, emulatorEnv);
  await getFirestore(scriptsApp())
    .collection("orders")
    .doc(orderId)
    .update({ expiresAt: new Date(Date.now() - 60_000) });
}

/**
 * Pays an order with the test card 4242 through the stand-in, and waits (up to 30 s, for a busy
 * machine) until the stand-in's webhook has marked it paid.
 */
export async function payOrder(buyer: Pick<Account, "token">, orderId: string): Promise<void> {
  const { clientSecret } = await api<{ clientSecret: string }>("POST", "/create-payment-intent", {
    token: buyer.token,
    body: { orderId },
  });
  const intent = clientSecret.split("_secret_")[0];
  const response = await fetch(`${urls.stripe}/v1/payment_intents/${intent}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${STANDIN_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: "payment_method=pm_card_visa",
  });
  if (!response.ok) throw new Error(`stand-in confirm answered ${response.status}: ${await response.text()}`);
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const { status } = await api<{ status: string }>("GET", `/orders/${orderId}`, { token: buyer.token });
    if (status === "paid") return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} is still ${status} 30 s after its payment`);
  }
}

/**
 * Dates products a year before the seed, one minute apart in the order given, so that they sort
 * after it: a spec running beside one that made many products still finds the seeded tools on the
 * home page's first page.
 */
export async function backdateProducts(ids: string[]): Promise<void> {
  Object.assign(process.env, emulatorEnv);
  const db = getFirestore(scriptsApp());
  const batch = db.batch();
  ids.forEach((id, index) =>
    batch.update(db.collection("products").doc(id), { createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) }),
  );
  await batch.commit();
}

/** Changes a product's price behind the shop's back (there is no API for it), as a stale page meets it. */
export async function changePrice(productId: string, priceCents: number): Promise<void> {
  Object.assign(process.env, emulatorEnv);
  await getFirestore(scriptsApp()).collection("products").doc(productId).update({ priceCents });
}

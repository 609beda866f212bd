import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "../../stack/admin-app";
import { emulatorEnv } from "../../ports/ports";

/**
 * Arranging states a journey starts from but neither a browser nor the API reaches quickly, by
 * writing Firestore directly: an order whose hold has run out, products dated before the seed, a
 * price changed behind a page's back. Paying, shipping and refunding go through the API
 * (testkit/shop-client).
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

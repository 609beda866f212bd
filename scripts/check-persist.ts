import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Order, Product } from "@hometools/contract";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { scriptsApp } from "../stack/admin-app";
import { emulatorEnv, STORAGE_BUCKET } from "../ports/ports";
import { api, createAccount, placeOrder, signIn } from "../testkit/shop-client";
import { root } from "../stack/stack";

/**
 * `npm run check:persist` (CI): `npm start -- --persist` keeps an order and its buyer across a
 * restart. Starts the shop with a temporary data folder, places an order as a new buyer, stops it
 * (Ctrl-C's signal), starts it again, signs the buyer in with the same password and reads the order.
 * It also keeps a product stored as an older version stored it (dollars, no cents) and checks that
 * the next start migrated it (the seed runs every migration), and a photo in the project's Cloud
 * Storage bucket (the Storage stand-in's folder) with its bytes and content type.
 */
const dataDir = mkdtempSync(join(tmpdir(), "hometools-persist-"));
const say = (line: string) => console.log(`[check:persist] ${line}`);

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--persist", "--no-build"], {
    cwd: root,
    env: { ...process.env, HOMETOOLS_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk) => {
      output += String(chunk);
      process.stdout.write(chunk);
      if (output.includes("Shop ready at")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`npm start exited (${code}) before it was ready`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

/**
 * Stores a product as versions before integer cents did (its price in dollars under `price`), so
 * a check can see the migration convert it; answers a reader of the document as stored.
 */
async function storeProductInDollars(id: string, price: number): Promise<() => Promise<Record<string, unknown>>> {
  Object.assign(process.env, emulatorEnv);
  const ref = getFirestore(scriptsApp()).collection("products").doc(id);
  await ref.set({ name: "Old Level", price, available: 3, minimumOrder: 1, createdAt: new Date() });
  return async () => (await ref.get()).data() ?? {};
}

const legacyId = "persist-legacy-dollars";

/** Stores a photo in the project's bucket through firebase-admin; answers a reader of what is stored. */
async function storePhoto(name: string, bytes: Buffer) {
  Object.assign(process.env, emulatorEnv);
  const file = getStorage(scriptsApp()).bucket(STORAGE_BUCKET).file(name);
  await file.save(bytes, { contentType: "image/webp", resumable: false });
  return async () => {
    const [[data], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    return { same: data.equals(bytes), contentType: metadata.contentType };
  };
}

let shop: ChildProcess | undefined;
try {
  shop = await start();
  const buyer = await createAccount();
  const [product] = await api<Array<{ _id: string; minimumOrder: number }>>("GET", "/products");
  if (!product) throw new Error("the seeded shop has no products");
  const order = await placeOrder(buyer, product._id, product.minimumOrder, { location: "1 Kept Street" });
  const storedLegacy = await storeProductInDollars(legacyId, 12.5);
  const storedPhoto = await storePhoto("products/persist-check/photo.webp", randomBytes(20_000));
  say(`placed order ${order._id}, stored a product in dollars and a photo in ${STORAGE_BUCKET}; stopping`);
  await stop(shop);

  shop = await start();
  const again = await signIn(buyer.email, buyer.password);
  const kept = await api<Order>("GET", `/orders/${encodeURIComponent(order._id)}`, { token: again.idToken });
  if (kept._id !== order._id || kept.productId !== order.productId || kept.quantity !== order.quantity) {
    throw new Error(`the order came back changed: ${JSON.stringify(kept)}`);
  }
  say(
    `after a restart the buyer signs in again and order ${kept._id} is there (${kept.quantity} x ${kept.productName})`,
  );
  const stored = await storedLegacy();
  const shown = await api<Product>("GET", `/product/${legacyId}`);
  if (stored.priceCents !== 1250 || stored.price !== null || shown.price !== 12.5) {
    throw new Error(`the product in dollars was not migrated: stored ${JSON.stringify(stored)}, shown ${shown.price}`);
  }
  say("the product stored in dollars came back migrated to cents (priceCents 1250, shown as 12.5)");
  const photo = await storedPhoto();
  if (!photo.same || photo.contentType !== "image/webp") {
    throw new Error(`the photo came back changed: same bytes ${photo.same}, content type ${photo.contentType}`);
  }
  say("the photo in the bucket came back with the same bytes and content type");
} catch (error) {
  console.error(`[check:persist] FAILED: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (shop) await stop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}

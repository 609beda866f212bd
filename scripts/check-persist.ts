import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Order, Product } from "@hometools/contract";
import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "../stack/admin-app";
import { emulatorEnv } from "../ports/ports";
import { api, createAccount, placeOrder, signIn } from "../testkit/shop-client";
import { root } from "../stack/stack";

/**
 * `npm run check:persist` (CI): `npm start -- --persist` keeps an order and its buyer across a
 * restart. Starts the shop with a temporary data folder, places an order as a new buyer, stops it
 * (Ctrl-C's signal), starts it again, signs the buyer in with the same password and reads the order.
 * It also keeps a product stored as an older version stored it (dollars, no cents) and checks that
 * the next start migrated it (the seed runs every migration).
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

let shop: ChildProcess | undefined;
try {
  shop = await start();
  const buyer = await createAccount();
  const [product] = await api<Array<{ _id: string; minimumOrder: number }>>("GET", "/products");
  if (!product) throw new Error("the seeded shop has no products");
  const order = await placeOrder(buyer, product._id, product.minimumOrder, { location: "1 Kept Street" });
  const storedLegacy = await storeProductInDollars(legacyId, 12.5);
  say(`placed order ${order._id} and stored a product in dollars; stopping`);
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
} catch (error) {
  console.error(`[check:persist] FAILED: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (shop) await stop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}

import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { root } from "../../../../stack/stack";
import { adminSdk, call, newProduct, newUser, type TestUser } from "../helpers";
import { createPaymentIntent, stripe } from "../payments/payment-helpers";

/**
 * Money is integer cents in Firestore and dollars in the API (docs/decisions/016). Documents
 * stored with dollars, before cents, must still read right until `npm run migrate` converts them.
 */

const contact = { number: "+1 555 0100", location: "12 Elm Street, Springfield" };

async function stored(collection: string, id: string) {
  const { db } = await adminSdk();
  return (await db.collection(collection).doc(id).get()).data() ?? {};
}

/** A product as an older server (or a hand edit) left it: dollars under `price`, no cents, no search fields. */
async function legacyProduct(fields: Record<string, unknown>): Promise<string> {
  const { db } = await adminSdk();
  const id = `legacy-${randomUUID().slice(0, 8)}`;
  await db
    .collection("products")
    .doc(id)
    .set({ name: `Old ${id.slice(7)}`, available: 10, minimumOrder: 1, createdAt: new Date(), ...fields });
  return id;
}

/** An unpaid order as an older server stored it: `unitPrice` and `totalPrice` in dollars. */
async function legacyOrder(user: TestUser, unitPrice: number, quantity: number): Promise<string> {
  const { db } = await adminSdk();
  const ref = db.collection("orders").doc();
  await ref.set({
    uid: user.uid,
    name: "Old Timer",
    email: user.email,
    productId: "tape-measure",
    productName: "Tape Measure",
    unitPrice,
    quantity,
    number: contact.number,
    location: contact.location,
    totalPrice: unitPrice * quantity,
    paid: false,
    status: "pending",
    disputed: false,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    transactionId: null,
    paymentIntentId: null,
    createdAt: new Date(),
    paidAt: null,
    shippedAt: null,
    refundedAt: null,
    deletedAt: null,
    deletedBy: null,
    history: [],
  });
  return ref.id;
}

/** Every migration's name, in the order `npm run migrate` runs them. */
async function migrationNames(): Promise<string[]> {
  const { migrations } = await import("../../../src/data/migrations");
  return migrations.map(({ name }) => name);
}

/** `npm run migrate` against the running emulators; answers how many documents each migration changed. */
async function migrate(): Promise<Record<string, number>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    cwd: root,
  });
  const counts = Object.fromEntries(
    [...stdout.matchAll(/^(.+): (\d+) documents changed/gm)].map(([, name, count]) => [name!, Number(count)]),
  );
  expect(Object.keys(counts), stdout).toEqual(await migrationNames());
  return counts;
}

describe("money in cents", () => {
  test("when an order is placed, then Firestore holds integer cents only and the API and Stripe get the right amounts", async () => {
    const product = await newProduct({ price: 1234.56, minimumOrder: 1, available: 10 });
    expect(product.price).toBe(1234.56);
    const storedProduct = await stored("products", product._id);
    expect(storedProduct.priceCents).toBe(123456);
    expect(storedProduct).not.toHaveProperty("price");

    const user = await newUser();
    const placed = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 3, totalPrice: 3703.68, ...contact },
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ unitPrice: 1234.56, totalPrice: 3703.68 });
    const storedOrder = await stored("orders", placed.body._id);
    expect(storedOrder).toMatchObject({ unitPriceCents: 123456, totalCents: 370368 });
    expect(Number.isInteger(storedOrder.unitPriceCents) && Number.isInteger(storedOrder.totalCents)).toBe(true);
    expect(storedOrder).not.toHaveProperty("unitPrice");
    expect(storedOrder).not.toHaveProperty("totalPrice");
    expect((await call("GET", `/orders/${placed.body._id}`, { token: user.idToken })).body).toMatchObject({
      unitPrice: 1234.56,
      totalPrice: 3703.68,
    });

    const { id } = await createPaymentIntent(user, placed.body._id);
    expect((await stripe.paymentIntents.retrieve(id)).amount).toBe(370368);
  });

  test("when the client's total is a cent off, then 409 price-changed names the total as the shop shows it", async () => {
    const product = await newProduct({ price: 1234.5, minimumOrder: 1, available: 10 });
    const user = await newUser();
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 1, totalPrice: 1234.49, ...contact },
    });
    expect(result.status).toBe(409);
    expect(result.body.error).toMatchObject({
      code: "price-changed",
      message: "The price changed: the total is now $1,234.50",
    });
  });

  test("when a legacy product holds only dollars, then it is listed with its price, orderable, and the total is right", async () => {
    const id = await legacyProduct({ price: 19.99 });
    const listed = (await call("GET", "/products?limit=100")).body as Array<{ _id: string; price: number }>;
    expect(listed.find((product) => product._id === id)?.price).toBe(19.99);
    expect((await call("GET", `/product/${id}`)).body.price).toBe(19.99);

    const user = await newUser();
    const placed = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: id, quantity: 3, totalPrice: 59.97, ...contact },
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ unitPrice: 19.99, totalPrice: 59.97 });
    expect(await stored("orders", placed.body._id)).toMatchObject({ unitPriceCents: 1999, totalCents: 5997 });
  });

  test("when a legacy order holds dollars, then the API shows them and Stripe is asked for the same amount in cents", async () => {
    const user = await newUser();
    const orderId = await legacyOrder(user, 9.75, 2);
    const mine = (await call("GET", `/orders/${encodeURIComponent(user.email)}`, { token: user.idToken })).body;
    expect(mine).toEqual([expect.objectContaining({ _id: orderId, unitPrice: 9.75, totalPrice: 19.5 })]);
    const { id } = await createPaymentIntent(user, orderId);
    expect((await stripe.paymentIntents.retrieve(id)).amount).toBe(1950);
  });

  test("when npm run migrate meets legacy documents, then it moves them to cents, nulls the dollars, and a second run changes nothing", async () => {
    const user = await newUser();
    const product = await legacyProduct({ price: 12.5 });
    const halfway = await legacyProduct({ price: 6, priceCents: 700 });
    const order = await legacyOrder(user, 0.1 + 0.2, 3);

    const first = await migrate();
    expect(first["product prices in cents"]).toBeGreaterThanOrEqual(2);
    expect(first["order money in cents"]).toBeGreaterThanOrEqual(1);
    expect(first["product search fields"]).toBeGreaterThanOrEqual(2);
    expect(first["product versions"]).toBeGreaterThanOrEqual(2);
    expect(await stored("products", product)).toMatchObject({ priceCents: 1250, price: null });
    // Where both are stored, the cents are the truth.
    expect(await stored("products", halfway)).toMatchObject({ priceCents: 700, price: null });
    expect(await stored("orders", order)).toMatchObject({
      unitPriceCents: 30,
      totalCents: 90,
      unitPrice: null,
      totalPrice: null,
      lines: [
        {
          productId: expect.any(String),
          productName: expect.any(String),
          unitPriceCents: 30,
          quantity: 3,
          lineTotalCents: 90,
        },
      ],
    });
    expect((await call("GET", `/product/${product}`)).body.price).toBe(12.5);
    expect((await call("GET", `/orders/${order}`, { token: user.idToken })).body).toMatchObject({
      unitPrice: 0.3,
      totalPrice: 0.9,
    });

    expect(await migrate()).toEqual(Object.fromEntries((await migrationNames()).map((name) => [name, 0])));
  });

  test("when sorted by price, then products order by their stored cents; a legacy one joins once migrated", async () => {
    const run = `mx${randomUUID().replace(/-/g, "").slice(0, 4)}`;
    for (const [name, price] of [
      [`${run} Anvil`, 1000.5],
      [`${run} Brad`, 9.99],
      [`${run} Chisel`, 120],
    ] as const) {
      await newProduct({ name, price });
    }
    const legacy = await legacyProduct({ name: `${run} Dowel`, price: 45.5 });
    const names = async (sort: string) =>
      ((await call("GET", `/products?q=${run}&sort=${sort}`)).body as Array<{ name: string }>).map((p) => p.name);

    await migrate(); // the legacy product gets its search fields and its cents
    expect(await stored("products", legacy)).toMatchObject({ priceCents: 4550 });
    expect(await names("price")).toEqual([`${run} Brad`, `${run} Dowel`, `${run} Chisel`, `${run} Anvil`]);
    expect(await names("-price")).toEqual([`${run} Anvil`, `${run} Chisel`, `${run} Dowel`, `${run} Brad`]);
  });
});

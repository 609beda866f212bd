import type { CheckoutResult, Order, Stats } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import {
  admin,
  adminSdk,
  buyer,
  call,
  errorOf,
  newProduct,
  newUser,
  placeOrder,
  verifiedUser,
  type TestUser,
} from "../helpers";
import { arrangeOrder } from "../orders/lifecycle-helpers";
import { checkoutAs, guest, newCode } from "../checkout/checkout-helpers";
import { products } from "../orders/lines-helpers";
import { eventually, payOrder } from "../payments/payment-helpers";
import { confirmAtStandIn } from "../../../../testkit/shop-client";

/**
 * The overview's figures (GET /stats) and the CSV export (GET /orders/export.csv). API test files run
 * one at a time, so what this file's orders add to today's figures is the difference between a
 * reading before and one after; it is recounted here from the orders themselves.
 */
const DAY_MS = 86_400_000;
const utcDay = (at: string | Date) => new Date(at).toISOString().slice(0, 10);

async function stats(query = "days=2"): Promise<Stats> {
  const result = await call("GET", `/stats?${query}`, { token: (await admin()).idToken });
  expect(result.status).toBe(200);
  return result.body as Stats;
}

type Totals = {
  orders: number;
  paidOrders: number;
  pieces: number;
  revenue: number;
  refunded: number;
  shipping: number;
  discount: number;
};
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The last two days added up (a test that runs across midnight UTC still counts everything). */
const totalsOf = (answer: Stats): Totals =>
  answer.days.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      paidOrders: sum.paidOrders + day.paidOrders,
      pieces: sum.pieces + day.pieces,
      revenue: Math.round((sum.revenue + day.revenue) * 100) / 100,
      refunded: Math.round((sum.refunded + day.refunded) * 100) / 100,
      shipping: cents(sum.shipping + day.shipping),
      discount: cents(sum.discount + day.discount),
    }),
    { orders: 0, paidOrders: 0, pieces: 0, revenue: 0, refunded: 0, shipping: 0, discount: 0 },
  );

const difference = (after: Totals, before: Totals): Totals => ({
  orders: after.orders - before.orders,
  paidOrders: after.paidOrders - before.paidOrders,
  pieces: after.pieces - before.pieces,
  revenue: Math.round((after.revenue - before.revenue) * 100) / 100,
  refunded: Math.round((after.refunded - before.refunded) * 100) / 100,
  shipping: cents(after.shipping - before.shipping),
  discount: cents(after.discount - before.discount),
});

/** What the orders, as the API shows them now, say the figures should have gained. */
function recount(orders: Order[]): Totals {
  const paid = orders.filter((order) => order.paidAt);
  const refunded = orders.filter((order) => order.status === "refunded");
  const dollars = (list: Order[]) => Math.round(list.reduce((sum, order) => sum + order.totalPrice * 100, 0)) / 100;
  return {
    orders: orders.length,
    paidOrders: paid.length,
    pieces: paid.reduce((sum, order) => sum + order.quantity, 0),
    revenue: dollars(paid),
    refunded: dollars(refunded),
    shipping: cents(paid.reduce((sum, order) => sum + (order.shipping?.amount ?? 0), 0)),
    discount: cents(paid.reduce((sum, order) => sum + order.discount, 0)),
  };
}

async function reread(orders: Order[]): Promise<Order[]> {
  const token = (await admin()).idToken;
  return Promise.all(orders.map(async (order) => (await call("GET", `/orders/${order._id}`, { token })).body as Order));
}

/** Pays a guest's order with its key, as the guest's order page does. */
async function payAsGuest(order: CheckoutResult): Promise<void> {
  const headers = { "x-order-key": order.orderKey! };
  const intent = await call<{ clientSecret: string }>("POST", "/create-payment-intent", {
    headers,
    body: { orderId: order._id, price: order.totalPrice },
  });
  expect(intent.status, intent.text).toBe(200);
  await confirmAtStandIn(intent.body.clientSecret.split("_secret_")[0]!);
  await eventually(async () => {
    const now = await call<Order>("GET", `/orders/${order._id}`, { headers });
    return now.body.paid ? true : undefined;
  }, 30_000);
}

describe("GET /stats: the figures of each day", () => {
  test("when 10 shoppers pay at the same moment and 4 of the orders are refunded at once, then the days gained exactly what a recount of the orders says", async () => {
    const before = totalsOf(await stats());
    const product = await newProduct({ name: "Stats Drill", price: 12.35, minimumOrder: 1, available: 100 });
    const shoppers: TestUser[] = await Promise.all(Array.from({ length: 10 }, () => newUser("Stat Shopper")));
    const placed = await Promise.all(
      shoppers.map((shopper, index) => placeOrder(shopper, product._id, 1 + (index % 3))),
    );
    // One more order that is never paid: counted as placed only.
    const unpaid = await placeOrder(await newUser("Stat Browser"), product._id, 2);
    await Promise.all(shoppers.map((shopper, index) => payOrder(shopper, placed[index]!._id)));
    const token = (await admin()).idToken;
    const refunds = await Promise.all(
      placed.slice(0, 4).map((order) => call("POST", `/orders/${order._id}/refund`, { token })),
    );
    expect(refunds.map((result) => result.status)).toEqual([200, 200, 200, 200]);

    const orders = await reread([...placed, unpaid]);
    const expected = recount(orders);
    expect(expected).toMatchObject({ orders: 11, paidOrders: 10, refunded: expect.any(Number) });
    expect(difference(totalsOf(await stats()), before)).toEqual(expected);

    const answer = await stats("days=1");
    const drill = answer.topProducts.find((top) => top.productId === product._id);
    expect(drill).toEqual({
      productId: product._id,
      name: "Stats Drill",
      pieces: expected.pieces,
      revenue: expected.revenue,
    });
  }, 120_000); // on the embedded fallback every unit waits for the one lock: 14 at once take ~50 s beside other work

  test("when guests pay checkout orders with shipping and a code, then the days gained that shipping and that discount, beside their revenue", async () => {
    const before = totalsOf(await stats());
    const [drill, level] = await products(2);
    const code = await newCode({ kind: "percent", value: 10 });
    const withCode = await checkoutAs(guest(), [{ productId: drill!._id, quantity: 3 }], { code: code.code });
    // Free shipping over $75: this one pays no shipping, and no code.
    const free = await checkoutAs(guest(), [{ productId: level!._id, quantity: 8 }]);
    const unpaid = await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }], { shippingRateId: "express" });
    for (const placed of [withCode, free, unpaid]) expect(placed.status, placed.text).toBe(201);
    expect(withCode.body).toMatchObject({ subtotal: 30, discount: 3, shipping: { amount: 5.99 }, totalPrice: 32.99 });
    expect(free.body).toMatchObject({ subtotal: 80, discount: 0, shipping: { amount: 0 }, totalPrice: 80 });
    for (const placed of [withCode.body, free.body]) await payAsGuest(placed);

    const orders = await reread([withCode.body, free.body, unpaid.body]);
    const expected = recount(orders);
    expect(expected).toMatchObject({ orders: 3, paidOrders: 2, revenue: 112.99, shipping: 5.99, discount: 3 });
    expect(difference(totalsOf(await stats()), before)).toEqual(expected);
  });

  test("when a period is asked for, then every day of it is answered, oldest first, today last, zeros included", async () => {
    const answer = await stats("days=365");
    expect(answer.days).toHaveLength(365);
    const today = utcDay(new Date());
    expect(answer.days.at(-1)!.date).toBe(today);
    expect(answer.days[0]!.date).toBe(utcDay(new Date(Date.parse(today) - 364 * DAY_MS)));
    for (const [index, day] of answer.days.entries()) {
      if (index > 0) expect(Date.parse(day.date) - Date.parse(answer.days[index - 1]!.date)).toBe(DAY_MS);
    }
    // The test shop opened today: the days before it hold zeros, not gaps.
    expect(answer.days[0]).toEqual({
      date: answer.days[0]!.date,
      orders: 0,
      paidOrders: 0,
      pieces: 0,
      revenue: 0,
      refunded: 0,
      shipping: 0,
      discount: 0,
      tax: 0,
      taxRefunded: 0,
    });
    expect((await stats("days=1")).days).toHaveLength(1);
    expect((await stats("")).days).toHaveLength(30);
  });

  test("when the period is outside 1-365 or not a whole number, then 400 bad-request names days", async () => {
    const token = (await admin()).idToken;
    for (const days of ["0", "366", "-1", "1.5", "abc", "1e2", ""]) {
      const result = await call("GET", `/stats?days=${encodeURIComponent(days)}`, { token });
      expect(result.status, days).toBe(400);
      expect(errorOf(result)).toMatchObject({ code: "bad-request", fields: { days: expect.any(String) } });
    }
    const repeated = await call("GET", "/stats?days=1&days=2", { token });
    expect(repeated.status).toBe(400);
  });

  test("when tools run low, unpaid orders hold stock and a payment is disputed, then the overview lists them", async () => {
    const low = await newProduct({ name: "Stats Low Saw", available: 1, minimumOrder: 1 });
    const plenty = await newProduct({ name: "Stats Plenty", available: 500, minimumOrder: 1 });
    const before = await stats("days=1");
    // One item per variant: a tool without options is its default one.
    expect(before.lowStock).toContainEqual({
      _id: low._id,
      name: "Stats Low Saw",
      variantId: "default",
      variantLabel: "",
      available: 1,
      minimumOrder: 1,
    });
    expect(before.lowStock.some((product) => product._id === plenty._id)).toBe(false);

    const held = await placeOrder(await newUser("Stats Holder"), plenty._id, 7);
    const during = await stats("days=1");
    expect(during.openHolds.orders).toBe(before.openHolds.orders + 1);
    expect(during.openHolds.pieces).toBe(before.openHolds.pieces + 7);

    await arrangeOrder(held._id, { disputed: true });
    expect((await stats("days=1")).disputes).toBe(before.disputes + 1);
  });

  test("when a shopper or no one asks, then 403 and 401", async () => {
    const asShopper = await call("GET", "/stats", { token: (await buyer()).idToken });
    expect(asShopper.status).toBe(403);
    expect(errorOf(asShopper).code).toBe("forbidden");
    const anonymous = await call("GET", "/stats");
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe("unauthenticated");
  });
});

describe("npm run migrate: the days rebuilt from every order", () => {
  test("when the figures are rebuilt, then each day equals a recount of the stored orders, and a second run writes nothing", async () => {
    Object.assign(process.env, emulatorEnv);
    const { migrations } = await import("../../../src/data/migrations");
    const rebuild = migrations.find((migration) => migration.name === "daily stats")!;
    const { db } = await adminSdk();
    // An order placed long ago, as an order from before the rollups existed.
    const old = await placeOrder(
      await verifiedUser("Stats Old"),
      (await newProduct({ available: 5, minimumOrder: 1 }))._id,
      1,
    );
    await arrangeOrder(old._id, { createdAt: new Date("2020-03-04T10:00:00Z") });

    // The mails counted today (on the day's parts) are no order's: the rebuild keeps them.
    const { readDaysAndMails } = await import("../../../src/data/overview/stats-repository");
    const today = utcDay(new Date());
    const mailsBefore = (await readDaysAndMails([today])).mails;
    expect(mailsBefore.placed).toBeGreaterThanOrEqual(1);

    await rebuild.run();
    expect((await readDaysAndMails([today])).mails).toEqual(mailsBefore);
    const orders = (await db.collection("orders").get()).docs.map((doc) => doc.data());
    const wanted = new Map<string, Record<string, number>>();
    const add = (at: unknown, field: string, value: number) => {
      if (!at) return;
      // Timestamps on the order; a refund's day is stored as an ISO string.
      const day = utcDay(typeof at === "string" ? new Date(at) : (at as { toDate(): Date }).toDate());
      const counts = wanted.get(day) ?? {
        orders: 0,
        paidOrders: 0,
        pieces: 0,
        revenueCents: 0,
        refundedCents: 0,
        shippingCents: 0,
        discountCents: 0,
      };
      counts[field] = counts[field]! + value;
      wanted.set(day, counts);
    };
    for (const order of orders) {
      add(order.createdAt, "orders", 1);
      add(order.paidAt, "paidOrders", 1);
      add(order.paidAt, "pieces", order.quantity as number);
      add(order.paidAt, "revenueCents", order.totalCents as number);
      add(order.paidAt, "shippingCents", (order.shipping as { amountCents: number } | null)?.amountCents ?? 0);
      add(order.paidAt, "discountCents", (order.discountCents as number | undefined) ?? 0);
      // A refund of some pieces counts what it gave back, on its day; an order refunded whole before
      // partial refunds existed counts its total.
      const refunds = (order.refunds ?? []) as { amountCents: number; at: unknown }[];
      if (refunds.length && order.paidAt)
        for (const refund of refunds) add(refund.at, "refundedCents", refund.amountCents);
      else if (order.status === "refunded" && order.paidAt)
        add(order.refundedAt, "refundedCents", order.totalCents as number);
    }
    expect(wanted.get("2020-03-04")?.orders).toBeGreaterThanOrEqual(1);
    const days = (await db.collection("stats").get()).docs;
    const stored = new Map(days.map((doc) => [doc.id, doc.data()]));
    for (const [day, counts] of wanted) expect(stored.get(day), day).toMatchObject(counts);

    expect(await rebuild.run()).toBe(0);
  });
});

describe("GET /orders/export.csv: the orders' lines for the accountant", () => {
  const exportCsv = async (query: string, token?: string) =>
    call("GET", `/orders/export.csv?${query}`, { token: token ?? (await admin()).idToken });

  test("when an admin exports a day, then one row per line, RFC 4180 quoting, and no cell can run as a formula", async () => {
    const tricky = await newProduct({ name: 'Saw, "pro" 12"', price: 10, minimumOrder: 1, available: 50 });
    const formula = await newProduct({ name: "=HYPERLINK(1)", price: 2.5, minimumOrder: 1, available: 50 });
    const minus = await newProduct({ name: "-2+3", price: 1, minimumOrder: 1, available: 50 });
    const shopper = await newUser("Csv Buyer");
    const lines = await call("POST", "/orders", {
      token: shopper.idToken,
      body: {
        lines: [
          { productId: tricky._id, quantity: 1 },
          { productId: formula._id, quantity: 2 },
          { productId: minus._id, quantity: 3 },
        ],
        number: "+1 555 0100",
        location: "1 Csv Street",
      },
    });
    expect(lines.status).toBe(201);
    const order = lines.body as Order;
    // Moved to a past day; other runs against the same emulators may have left orders there too.
    await arrangeOrder(order._id, { createdAt: new Date("2021-06-15T23:59:59Z") });

    const result = await exportCsv("from=2021-06-15&to=2021-06-15");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?orders-2021-06-15-to-2021-06-15\.csv"?$/,
    );
    const { parse } = await import("csv-parse/sync");
    const rows = parse(result.text) as string[][];
    // An order placed without the checkout ships nowhere yet and has no discount.
    // Nor tax: prices exclude it and the order has no address. Its tools have no options: no SKU, no variant.
    const noCheckout = ["", "", "", "0.00", "", "0.00", "0.00", "", ""];
    expect(rows[0]).toEqual([
      "Order ID",
      "Created",
      "Status",
      "Customer email",
      "Product",
      "Unit price",
      "Quantity",
      "Line total",
      "Order total",
      "Transaction ID",
      "Order number",
      "Refunded",
      "Ship to",
      "Shipping",
      "Shipping amount",
      "Discount",
      "Code",
      "line tax",
      "order tax",
      "sku",
      "variant",
    ]);
    expect(rows.slice(1).filter((row) => row[0] === order._id)).toEqual([
      [
        order._id,
        "2021-06-15T23:59:59.000Z",
        "pending",
        shopper.email,
        'Saw, "pro" 12"',
        "10.00",
        "1",
        "10.00",
        "18.00",
        "",
        order.orderNumber,
        "",
        ...noCheckout,
      ],
      [
        order._id,
        "2021-06-15T23:59:59.000Z",
        "pending",
        shopper.email,
        "'=HYPERLINK(1)",
        "2.50",
        "2",
        "5.00",
        "18.00",
        "",
        order.orderNumber,
        "",
        ...noCheckout,
      ],
      [
        order._id,
        "2021-06-15T23:59:59.000Z",
        "pending",
        shopper.email,
        "'-2+3",
        "1.00",
        "3",
        "3.00",
        "18.00",
        "",
        order.orderNumber,
        "",
        ...noCheckout,
      ],
    ]);
    // RFC 4180: CRLF between records, quotes doubled inside a quoted cell.
    expect(result.text).toContain('"Saw, ""pro"" 12"""');
    expect(result.text.split("\r\n")).toHaveLength(rows.length + 1);
    expect(result.text.endsWith("\r\n")).toBe(true);
    const nextDay = await exportCsv("from=2021-06-16&to=2021-06-16");
    expect(nextDay.status).toBe(200);
    expect(nextDay.text).not.toContain(order._id);
  });

  test("when the range is wrong, then 400 bad-request names the field", async () => {
    const cases: Array<[string, string]> = [
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2026-03-02&to=2026-03-01", "from"],
      ["from=2024-01-01&to=2026-01-01", "to"],
      ["from=yesterday&to=2026-03-01", "from"],
      ["to=2026-03-01", "from"],
    ];
    for (const [query, field] of cases) {
      const result = await exportCsv(query);
      expect(result.status, query).toBe(400);
      expect(errorOf(result)).toMatchObject({ code: "bad-request", fields: { [field]: expect.any(String) } });
    }
  });

  test("when a shopper or no one asks, then 403 and 401", async () => {
    const query = "from=2021-06-15&to=2021-06-15";
    expect((await exportCsv(query, (await buyer()).idToken)).status).toBe(403);
    expect((await call("GET", `/orders/export.csv?${query}`)).status).toBe(401);
  });
});

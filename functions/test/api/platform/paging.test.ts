import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import { admin, adminSdk, call, errorOf, newUser, urls, type CallResult } from "../helpers";

// Through the repositories, as the seed and the benchmark write: every product gets its search fields.
async function repositories() {
  Object.assign(process.env, emulatorEnv);
  return {
    products: await import("../../../src/data/catalogue/product-repository"),
    orders: await import("../../../src/data/orders/order-repository"),
    numbers: await import("../../../src/data/orders/order-number-repository"),
    units: await import("../../../src/data/transaction"),
  };
}

/** The next page's path (relative to /api) from a Link header, or null. */
function nextPath(result: CallResult): string | null {
  const link = result.headers.get("link");
  if (!link) return null;
  const match = /^<\/api(\/[^>]+)>; rel="next"$/.exec(link);
  if (!match) throw new Error(`unexpected Link header: ${link}`);
  return match[1]!;
}

/** Follows Link headers from `path` to the end; answers every page's ids in order. */
async function allPages(path: string, token?: string, base?: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  for (let next: string | null = path; next; pages++) {
    const result: CallResult = await call("GET", next, { token, base });
    expect(result.status, result.text).toBe(200);
    ids.push(...(result.body as Array<{ _id: string }>).map((item) => item._id));
    next = nextPath(result);
    if (pages > 100) throw new Error("too many pages");
  }
  return { ids, pages };
}

/** Removes what a test made in bulk, so later tests read a small collection again. */
async function deleteAll(collection: string, ids: string[]) {
  const { db } = await adminSdk();
  for (let start = 0; start < ids.length; start += 400) {
    const batch = db.batch();
    for (const id of ids.slice(start, start + 400)) batch.delete(db.collection(collection).doc(id));
    await batch.commit();
  }
}

const cursorOf = (result: CallResult) => /cursor=([^>&]+)/.exec(result.headers.get("link") ?? "")![1]!;

const tie = new Date("2026-06-01T12:00:00.000Z");

describe("paging GET /products", () => {
  const run = `pg${randomUUID().replace(/-/g, "").slice(0, 6)}`;
  const ids: string[] = [];

  beforeAll(async () => {
    const { products } = await repositories();
    // 250 products that share one createdAt and one price: only the id tells them apart.
    for (let start = 0; start < 250; start += 25) {
      const made = await Promise.all(
        Array.from({ length: 25 }, (_, offset) =>
          products.insertProduct(
            {
              name: `${run} Tool ${String(start + offset).padStart(3, "0")}`,
              priceCents: 500,
              available: 1,
              minimumOrder: 1,
              description: "",
              img: "",
            },
            { id: `${run}-${String(start + offset).padStart(3, "0")}`, createdAt: tie },
          ),
        ),
      );
      ids.push(...made.map((product) => product._id));
    }
  }, 120_000);

  afterAll(() => deleteAll("products", ids));

  test("when 250 products share a createdAt, then following Link pages returns each once, none skipped", async () => {
    const { ids: seen, pages } = await allPages("/products?limit=100");
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id.startsWith(run)).sort()).toEqual([...ids].sort());
    expect(pages).toBeGreaterThanOrEqual(3);
    // Newest first, ties by id in the same (descending) order.
    const ours = seen.filter((id) => id.startsWith(run));
    expect(ours).toEqual([...ids].sort().reverse());
  });

  test("when a search and each sort are paged in small pages, then every matching product comes once, in order", async () => {
    const expected = [...ids].sort();
    for (const [sort, order] of [
      ["newest", [...expected].reverse()],
      ["price", expected],
      ["-price", [...expected].reverse()],
      ["name", expected],
    ] as const) {
      const { ids: seen } = await allPages(`/products?q=${run.toUpperCase()}&sort=${sort}&limit=37`);
      expect(seen, sort).toEqual(order);
    }
  });

  test("when the page is not the last, then the Link keeps the other parameters and works through Hosting", async () => {
    const first = await call("GET", `/products?q=${run}&sort=name&limit=2`);
    expect(first.body).toHaveLength(2);
    const link = first.headers.get("link")!;
    expect(link).toMatch(
      new RegExp(`^</api/products\\?q=${run}&sort=name&limit=2&cursor=[A-Za-z0-9_-]+>; rel="next"$`),
    );
    const second = await call("GET", nextPath(first)!, { base: `${urls.web}/api` });
    expect(second.status).toBe(200);
    expect(second.body.map((p: { _id: string }) => p._id)).toEqual([ids[2], ids[3]]);
    // The last page carries no Link.
    const firstHundred = await call("GET", `/products?q=${run}&sort=name&limit=100`);
    const rest = await call("GET", `/products?q=${run}&sort=name&limit=100&cursor=${cursorOf(firstHundred)}`);
    const final = await call("GET", `/products?q=${run}&sort=name&limit=100&cursor=${cursorOf(rest)}`);
    expect(final.body).toHaveLength(50);
    expect(final.headers.get("link")).toBeNull();
  });
});

describe("search and sort on GET /products", () => {
  const run = `sx${randomUUID().replace(/-/g, "").slice(0, 4)}`;
  const made: Array<{ _id: string; name: string; price: number }> = [];

  beforeAll(async () => {
    const { idToken } = await admin();
    for (const [name, price] of [
      [`${run} Claw Hammer`, 30],
      [`${run} axe-hammer`, 12.5],
      [`${run} Hammock`, 99],
      [`${run} Saw`, 45],
    ] as const) {
      const result = await call("POST", "/products", { token: idToken, body: { name, price, available: 3 } });
      expect(result.status).toBe(201);
      made.push(result.body);
    }
  });

  afterAll(async () => {
    const { idToken } = await admin();
    for (const product of made) await call("DELETE", `/products/${product._id}`, { token: idToken });
  });

  const names = async (query: string) =>
    ((await call("GET", `/products?${query}`)).body as Array<{ name: string }>).map((p) => p.name);

  test("when q is the start of a word, in any case, then the products with such a word come back", async () => {
    const hammers = await names(`q=${encodeURIComponent(`${run} HAM`)}&sort=name`);
    expect(hammers).toEqual([`${run} Hammock`]);
    const words = (await names(`q=HAMMER&limit=100`)).filter((name) => name.startsWith(run));
    expect(words.sort()).toEqual([`${run} axe-hammer`, `${run} Claw Hammer`].sort());
    expect((await names(`q=${run}%20axe`)).filter((name) => name.startsWith(run))).toEqual([`${run} axe-hammer`]);
    expect(await names(`q=${encodeURIComponent(`${run} claw h`)}`)).toEqual([`${run} Claw Hammer`]);
    expect((await names("q=ammer")).filter((name) => name.startsWith(run))).toEqual([]);
  });

  test("when sorted by price, price descending or name, then the order follows; newest is the default", async () => {
    expect(await names(`q=${run}&sort=price`)).toEqual([
      `${run} axe-hammer`,
      `${run} Claw Hammer`,
      `${run} Saw`,
      `${run} Hammock`,
    ]);
    expect(await names(`q=${run}&sort=-price`)).toEqual([
      `${run} Hammock`,
      `${run} Saw`,
      `${run} Claw Hammer`,
      `${run} axe-hammer`,
    ]);
    // Case-insensitive: "axe" before "Claw".
    expect(await names(`q=${run}&sort=name`)).toEqual([
      `${run} axe-hammer`,
      `${run} Claw Hammer`,
      `${run} Hammock`,
      `${run} Saw`,
    ]);
    expect(await names(`q=${run}`)).toEqual(made.map((p) => p.name).reverse());
  });

  test("when a product is renamed, then search finds it by its new name only", async () => {
    const { products } = await repositories();
    await products.renameProduct(made[3]!._id, `${run} Jigsaw`);
    expect(await names(`q=${run} jig`)).toEqual([`${run} Jigsaw`]);
    expect(await names(`q=${run} saw`)).toEqual([]);
    await products.renameProduct(made[3]!._id, `${run} Saw`);
  });

  test("when a product was stored without search fields, then the seed's migration adds them, once", async () => {
    const { db } = await adminSdk();
    const id = `${run}-legacy`;
    await db
      .collection("products")
      .doc(id)
      .set({ name: `${run} Old Pliers`, price: 3, available: 1, minimumOrder: 1, createdAt: new Date() });
    try {
      expect(await names(`q=${run} old`)).toEqual([]);
      Object.assign(process.env, emulatorEnv);
      const { backfillProductSearch } = await import("../../../src/data/migrations/product-search");
      expect(await backfillProductSearch()).toBeGreaterThanOrEqual(1);
      expect(await names(`q=${run}%20old`)).toEqual([`${run} Old Pliers`]);
      expect(await backfillProductSearch()).toBe(0);
    } finally {
      await db.collection("products").doc(id).delete();
    }
  });
});

describe("paging orders, reviews and users", () => {
  test("when a user has 250 orders with one createdAt, then GET /orders/{email} pages them all once, newest first", async () => {
    const user = await newUser("Many Orders");
    const { orders, numbers, units } = await repositories();
    const ids: string[] = [];
    for (let start = 0; start < 250; start += 50) {
      const made = await Promise.all(
        Array.from({ length: 50 }, () =>
          units.runTransaction(async (tx) => {
            const orderNumber = await numbers.pickOrderNumber(tx);
            return orders.createOrder(
              {
                uid: user.uid,
                name: "Many Orders",
                email: user.email,
                emailVerified: false,
                cancelledBy: null,
                productId: "tape-measure",
                productName: "Tape Measure",
                unitPriceCents: 975,
                quantity: 1,
                number: "1",
                location: "Here",
                totalCents: 975,
                lines: [
                  {
                    productId: "tape-measure",
                    productName: "Tape Measure",
                    variantId: "5-m",
                    variantLabel: "Length: 5 m",
                    sku: "TM-5",
                    unitPriceCents: 975,
                    quantity: 1,
                    lineTotalCents: 975,
                    discountCents: 0,
                    taxCents: 0,
                  },
                ],
                paid: false,
                status: "cancelled",
                disputed: false,
                transactionId: null,
                paymentIntentId: null,
                deletedBy: null,
                history: [],
                createdAt: tie,
                expiresAt: tie,
              },
              orderNumber,
              tx,
            );
          }),
        ),
      );
      ids.push(...made.map((order) => order._id));
    }
    const { ids: seen, pages } = await allPages(`/orders/${user.email}?limit=60`, user.idToken);
    expect(pages).toBe(5);
    expect(seen).toEqual([...ids].sort().reverse());
    const firstAdminPage = await call("GET", "/orders", { token: (await admin()).idToken });
    expect(firstAdminPage.body).toHaveLength(50);
    expect(nextPath(firstAdminPage)).toMatch(/^\/orders\?cursor=/);
    await deleteAll("orders", ids);
  }, 60_000);

  test("when reviews are paged, then pages follow newest first and the default page is 24", async () => {
    const first = await call("GET", "/reviews?limit=2");
    expect(first.body).toHaveLength(2);
    const second = await call("GET", nextPath(first)!);
    const whole = await call("GET", "/reviews?limit=4");
    expect([...first.body, ...second.body].map((r: { _id: string }) => r._id)).toEqual(
      whole.body.map((r: { _id: string }) => r._id),
    );
    expect((await call("GET", "/reviews")).body.length).toBeLessThanOrEqual(24);
  });

  test("when an admin searches users by the start of an email in any case, then only those users come back", async () => {
    const user = await newUser("Prefix Person");
    await call("PUT", `/user/${user.email}`, { token: user.idToken, body: { email: user.email } });
    const { idToken } = await admin();
    // Past "t-buyer-" and the time: other tests' accounts (team members among them) share the start.
    const prefix = user.email.slice(0, 20).toUpperCase();
    const found = await call("GET", `/user?q=${encodeURIComponent(prefix)}`, { token: idToken });
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      { _id: user.uid, email: user.email, displayName: "Prefix Person", admin: false, emailVerified: false },
    ]);
    const seeded = await call("GET", "/user?q=ADMIN%40", { token: idToken });
    expect(seeded.body.map((u: { email: string }) => u.email)).toEqual(["admin@example.com"]);
    expect((await call("GET", "/user?q=zz-nobody", { token: idToken })).body).toEqual([]);
  });
});

describe("bad paging parameters", () => {
  test("when limit, sort or cursor is bad, then 400 in the contract's shape naming the field", async () => {
    const { idToken } = await admin();
    const cases: Array<[string, string, string | undefined]> = [
      ["/products?limit=0", "limit", undefined],
      ["/products?limit=101", "limit", undefined],
      ["/products?limit=ten", "limit", undefined],
      ["/products?limit=1&limit=2", "limit", undefined],
      ["/products?sort=cheapest", "sort", undefined],
      ["/products?cursor=not-a-cursor", "cursor", undefined],
      ["/products?cursor=%25%25", "cursor", undefined],
      ["/reviews?limit=-1", "limit", undefined],
      ["/reviews?cursor=abc", "cursor", undefined],
      ["/orders?limit=500", "limit", idToken],
      ["/user?cursor=xyz", "cursor", idToken],
    ];
    for (const [path, field, token] of cases) {
      const result = await call("GET", path, { token });
      expect(result.status, path).toBe(400);
      expect(Object.keys(errorOf(result).fields ?? {}), path).toEqual([field]);
    }
  });

  test("when a cursor names a date outside Firestore's range, text that is not UTF-8 or an id no document can have, then every list answers 400, never 500", async () => {
    const { idToken } = await admin();
    const user = await newUser("Cursor Crafter");
    // Crafted the way functions/src/domain/paging.ts encodes a cursor: base64url JSON [ordering, value, id].
    const craft = (ordering: string, value: unknown, id = "x") =>
      Buffer.from(JSON.stringify([ordering, value, id])).toString("base64url");
    const lists: Array<[string, string, string | undefined]> = [
      ["/products", "newest", undefined],
      ["/reviews", "reviews", undefined],
      ["/orders", "orders", idToken],
      [`/orders/${user.email}`, "own-orders", user.idToken],
    ];
    const cases: Array<[string, string | undefined]> = [];
    // 8.64e15 ms (the last date JavaScript knows), year 0, year -1 and year 10000: all parse, none is a Timestamp.
    for (const date of [
      new Date(8.64e15).toISOString(),
      "0000-01-01T00:00:00.000Z",
      "-000001-01-01T00:00:00.000Z",
      "10000-01-01",
    ]) {
      for (const [path, ordering, token] of lists) cases.push([`${path}?cursor=${craft(ordering, date)}`, token]);
    }
    cases.push([`/user?cursor=${craft("users", "\ud800")}`, idToken]);
    cases.push([`/user?cursor=${craft("users", "a", "\udc00")}`, idToken]);
    // Ids Firestore refuses (the official emulator answers INVALID_ARGUMENT) or that name no document of ours.
    for (const id of ["..", ".", "__x__", "a/b", "x".repeat(1501)]) {
      for (const [path, ordering, token] of lists) {
        cases.push([`${path}?cursor=${craft(ordering, new Date().toISOString(), id)}`, token]);
      }
      cases.push([`/user?cursor=${craft("users", "a", id)}`, idToken]);
    }
    for (const [path, token] of cases) {
      const result = await call("GET", path, { token });
      expect(result.status, path).toBe(400);
      expect(errorOf(result).fields, path).toEqual({ cursor: "Must be the cursor from a previous page" });
    }
  });

  test("when a cursor from one sort is sent with another, then 400 fields.cursor", async () => {
    const byPrice = await call("GET", "/products?sort=price&limit=1");
    const cursor = cursorOf(byPrice);
    const result = await call("GET", `/products?sort=name&limit=1&cursor=${cursor}`);
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({ cursor: "Must be the cursor from a previous page" });
    expect((await call("GET", `/reviews?cursor=${cursor}`)).status).toBe(400);
  });
});

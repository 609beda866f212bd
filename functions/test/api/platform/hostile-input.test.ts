import { describe, expect, test } from "vitest";
import { admin, call, errorOf, newProduct, newUser } from "../helpers";

/**
 * No number or date a client sends is stored as something else or ends in a 500 (docs/api.md,
 * "Rules the server enforces"): money under a cent is refused under its field, and a date
 * Firestore cannot store or a range past the export's bound is 400 under its field.
 */
describe("money under a cent", () => {
  test("when an admin adds a product priced 1e-9 or 0.004, then 400 under price and no product is stored", async () => {
    const token = (await admin()).idToken;
    for (const price of [1e-9, 0.004, "0.000001"]) {
      const name = `Free ${String(Math.random()).slice(2, 8)}`;
      const result = await call("POST", "/products", { token, body: { name, price, available: 5 } });
      expect(result.status, `${price}: ${result.text}`).toBe(400);
      expect(errorOf(result).fields?.price).toBe("Must be at least 0.01");
      const listed = await call("GET", `/products?q=${encodeURIComponent(name)}`);
      expect(listed.body).toEqual([]);
    }
  });

  test("when an admin edits a price to 1e-9, then 400 under price and the product keeps its price", async () => {
    const product = await newProduct({ price: 4.5, minimumOrder: 1, available: 5 });
    const token = (await admin()).idToken;
    const result = await call("PATCH", `/products/${product._id}`, { token, body: { version: 1, price: 1e-9 } });
    expect(result.status, result.text).toBe(400);
    expect(errorOf(result).fields?.price).toBe("Must be at least 0.01");
    expect(((await call("GET", `/product/${product._id}`)).body as { price: number }).price).toBe(4.5);
  });

  test("when a shopper sends a total of 1e-9, then 400 under totalPrice and nothing is reserved", async () => {
    const product = await newProduct({ price: 1, minimumOrder: 1, available: 5 });
    const user = await newUser("Penny Pincher");
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 1, number: "1", location: "2 Cent Road", totalPrice: 1e-9 },
    });
    expect(result.status, result.text).toBe(400);
    expect(errorOf(result).fields?.totalPrice).toBe("Must be at least 0.01");
    expect(((await call("GET", `/product/${product._id}`)).body as { available: number }).available).toBe(5);
  });
});

describe("dates no server can store", () => {
  const exportCsv = async (query: string) =>
    call("GET", `/orders/export.csv?${query}`, { token: (await admin()).idToken });

  test("when an export starts before 2000-01-01 or in year 0000, then 400 under from", async () => {
    for (const query of ["from=0000-01-01&to=0000-12-31", "from=1999-12-31&to=2000-01-02"]) {
      const result = await exportCsv(query);
      expect(result.status, `${query}: ${result.text}`).toBe(400);
      expect(errorOf(result).fields?.from).toBe("Must be a date from 2000-01-01 to 9999-12-30");
    }
  });

  test("when an export ends on 9999-12-31 (its next day is past what Firestore stores), then 400 under to, never 500", async () => {
    const result = await exportCsv("from=9999-12-01&to=9999-12-31");
    expect(result.status, result.text).toBe(400);
    expect(errorOf(result).fields?.to).toBe("Must be a date from 2000-01-01 to 9999-12-30");
    expect((await exportCsv("from=9999-12-01&to=9999-12-30")).status).toBe(200);
  });

  test("when an export covers 367 days, then 400 under to; 366 days answer 200", async () => {
    expect(errorOf(await exportCsv("from=2024-01-01&to=2025-01-01")).fields?.to).toBe(
      "Export at most 366 days at a time",
    );
    expect((await exportCsv("from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });
});

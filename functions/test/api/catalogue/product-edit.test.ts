import { describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import { admin, adminSdk, buyer, call, errorOf, newProduct } from "../helpers";

type Product = { _id: string; name: string; price: number; available: number; minimumOrder: number; version: number };

const edit = async (id: string, body: unknown, token?: string) =>
  call("PATCH", `/products/${id}`, { token: token ?? (await admin()).idToken, body });
const current = async (id: string) => (await call("GET", `/product/${id}`)).body as Product;

describe("PATCH /products/{id}: an admin edits a product", () => {
  test("when a product is created, then it is at version 1", async () => {
    const product = (await newProduct()) as Product;
    expect(product.version).toBe(1);
    expect((await current(product._id)).version).toBe(1);
  });

  test("when an admin sends the version they read, then the fields change, the version goes up by one and the stock stays", async () => {
    const product = await newProduct({ available: 7 });
    const result = await edit(product._id, {
      version: 1,
      name: "  Edited Tool ",
      price: "19.99",
      description: "Now with a longer handle",
      img: "/images/products/claw-hammer.svg",
      minimumOrder: 3,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      _id: product._id,
      name: "Edited Tool",
      price: 19.99,
      description: "Now with a longer handle",
      img: "/images/products/claw-hammer.svg",
      minimumOrder: 3,
      available: 7,
      version: 2,
    });
    expect(await current(product._id)).toEqual(result.body);
    // The search follows the new name.
    const found = await call("GET", `/products?q=edited&limit=100`);
    expect(found.body.map((item: Product) => item._id)).toContain(product._id);
    // Only the fields sent change.
    const priceOnly = await edit(product._id, { version: 2, price: 21 });
    expect(priceOnly.body).toMatchObject({ name: "Edited Tool", price: 21, minimumOrder: 3, version: 3 });
  });

  test("when the version is stale, then 409 version-conflict with the current product and nothing changes", async () => {
    const product = await newProduct({ price: 10 });
    expect((await edit(product._id, { version: 1, price: 11 })).status).toBe(200);
    const stale = await edit(product._id, { version: 1, price: 99, name: "Overwrite" });
    expect(stale.status).toBe(409);
    const error = errorOf(stale) as ReturnType<typeof errorOf> & { current?: Product };
    expect(error.code).toBe("version-conflict");
    expect(error.current).toMatchObject({ _id: product._id, price: 11, version: 2, name: product.name });
    expect(await current(product._id)).toMatchObject({ price: 11, version: 2, name: product.name });
    // Applying one's own change on top: the same edit with the version the conflict showed.
    expect((await edit(product._id, { version: 2, price: 99 })).body).toMatchObject({ price: 99, version: 3 });
  });

  test("when the edit sends available, then 400 fields.available and nothing changes", async () => {
    const product = await newProduct({ available: 5 });
    const result = await edit(product._id, { version: 1, price: 30, available: 500 });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty("available");
    expect(await current(product._id)).toMatchObject({ available: 5, price: product.price, version: 1 });
  });

  test("when a field breaks POST's rules, then 400 names each bad field and nothing is half-written", async () => {
    const product = await newProduct();
    const result = await edit(product._id, {
      version: 1,
      name: "A name that is far too long",
      price: 0,
      minimumOrder: 0,
      img: "javascript:alert(1)",
      description: "x".repeat(2001),
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).code).toBe("bad-request");
    expect(Object.keys(errorOf(result).fields ?? {}).sort()).toEqual([
      "description",
      "img",
      "minimumOrder",
      "name",
      "price",
    ]);
    // One good field beside one bad one: neither is written.
    const mixed = await edit(product._id, { version: 1, name: "Good Name", img: "http://example.com/x.png" });
    expect(errorOf(mixed).fields).toEqual({ img: expect.any(String) });
    expect(await current(product._id)).toMatchObject({ name: product.name, version: 1 });
  });

  test("when the image is http:, data:, javascript: or over 2 kB, then 400 fields.img; an https: URL is taken", async () => {
    const product = await newProduct();
    const long = `https://example.com/${"a".repeat(2048)}.png`;
    for (const img of [
      "http://example.com/a.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "//evil.example/a.png",
      long,
    ]) {
      const result = await edit(product._id, { version: 1, img });
      expect(result.status, img.slice(0, 40)).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("img");
    }
    const ok = await edit(product._id, { version: 1, img: "https://images.example.com/hammer.png" });
    expect(ok.body).toMatchObject({ img: "https://images.example.com/hammer.png", version: 2 });
  });

  test("when the version is missing or not a whole number, or nothing is to change, then 400", async () => {
    const product = await newProduct();
    for (const body of [
      { price: 3 },
      { price: 3, version: "1" },
      { price: 3, version: 1.5 },
      { price: 3, version: 0 },
    ]) {
      const result = await edit(product._id, body);
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("version");
    }
    const empty = await edit(product._id, { version: 1 });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty("body");
    expect((await current(product._id)).version).toBe(1);
  });

  test("when the owner sets a tax code, then it shows on the product; null clears it; anything else is 400 fields.taxCode", async () => {
    const product = await newProduct();
    expect((await current(product._id)) as unknown).toMatchObject({ taxCode: null });
    const set = await edit(product._id, { version: 1, taxCode: "txcd_30011000" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ taxCode: "txcd_30011000", version: 2 });
    for (const taxCode of ["txcd_3001100", "TXCD_30011000", "txcd_3001100x", 30011000, ""]) {
      const bad = await edit(product._id, { version: 2, taxCode });
      expect(bad.status, String(taxCode)).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty("taxCode");
    }
    const cleared = await edit(product._id, { version: 2, taxCode: null });
    expect(cleared.body).toMatchObject({ taxCode: null, version: 3 });
    const created = await call("POST", "/products", {
      token: (await admin()).idToken,
      body: { name: "Coded Saw", price: 5, taxCode: "txcd_99999999" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ taxCode: "txcd_99999999" });
  });

  test("when the product does not exist, then 404", async () => {
    const result = await edit("no-such-tool", { version: 1, price: 3 });
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe("not-found");
    expect((await edit("a%2Fb", { version: 1, price: 3 })).status).toBe(404);
  });

  test("when a shopper edits, then 403; without a token, 401; the product stays", async () => {
    const product = await newProduct();
    const shopper = await edit(product._id, { version: 1, price: 1 }, (await buyer()).idToken);
    expect(shopper.status).toBe(403);
    expect(errorOf(shopper).code).toBe("forbidden");
    const anonymous = await call("PATCH", `/products/${product._id}`, { body: { version: 1, price: 1 } });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe("unauthenticated");
    expect(await current(product._id)).toMatchObject({ price: product.price, version: 1 });
  });
});

describe("products stored before versions", () => {
  test("when a product has no version, then it reads and edits as version 1, and the migration writes version 1 once", async () => {
    const { db } = await adminSdk();
    const ref = db.collection("products").doc(`legacy-${Date.now()}`);
    await ref.set({ name: "Old Pliers", priceCents: 300, available: 1, minimumOrder: 1, createdAt: new Date() });
    try {
      expect((await current(ref.id)).version).toBe(1);
      Object.assign(process.env, emulatorEnv);
      const { backfillProductVersions } = await import("../../../src/data/migrations/product-versions");
      expect(await backfillProductVersions()).toBeGreaterThanOrEqual(1);
      expect((await ref.get()).data()).toMatchObject({ version: 1, updatedAt: expect.anything() });
      expect(await backfillProductVersions()).toBe(0);
      expect((await edit(ref.id, { version: 1, price: 4 })).body).toMatchObject({ price: 4, version: 2 });
    } finally {
      await ref.delete();
    }
  });
});

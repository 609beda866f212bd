import type { Category, Product, ProductDetail } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { tag } from "../../../../testkit/shop-client/accounts";
import { emulatorEnv } from "../../../../ports/ports";
import { admin, adminSdk, buyer, call, errorOf, newProduct, newUser, staff, type CallResult } from "../helpers";
import { contact } from "../orders/lines-helpers";
import {
  detailOf,
  freshSku,
  kept,
  moveStock,
  postSized,
  putVariants,
  sizedTool,
  stockByVariant,
  stockMovesOf,
} from "./variant-helpers";

/** A tool's options and variants (docs/api.md, "Variants"): adding, listing, replacing them, and their stock. */

const A_GTIN = "4006381333931";

/** The products whose name starts with `name`'s last word (GET /products?q=). */
const listedAs = async (name: string) =>
  (await call<Product[]>("GET", `/products?q=${encodeURIComponent(name.split(" ").at(-1)!)}`)).body;

function refusedUnder(result: CallResult, status: number, code: string, field: string) {
  expect(result.status, `${field}: ${result.text.slice(0, 300)}`).toBe(status);
  const error = errorOf(result);
  expect(error.code).toBe(code);
  expect(Object.keys(error.fields ?? {}), result.text.slice(0, 300)).toContain(field);
  return error;
}

describe("POST /products with options and variants", () => {
  test("when the owner adds a tool in three sizes, then its price is the lowest, priceMax the highest, available the sum, and each variant has an id and label", async () => {
    const sku = freshSku("S");
    const created = await postSized([
      { size: "Small", price: 9.5, available: 4, sku, gtin: A_GTIN },
      { size: "Large", price: 14, available: 6 },
      { size: "X Large", price: 21.25 },
    ]);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      price: 9.5,
      priceMax: 21.25,
      available: 10,
      variantCount: 3,
      version: 1,
      options: [{ name: "Size", values: ["Small", "Large", "X Large"] }],
      variants: [
        {
          id: "small",
          options: { Size: "Small" },
          label: "Size: Small",
          sku,
          price: 9.5,
          available: 4,
          gtin: A_GTIN,
          mpn: null,
        },
        {
          id: "large",
          options: { Size: "Large" },
          label: "Size: Large",
          sku: null,
          price: 14,
          available: 6,
          gtin: null,
          mpn: null,
        },
        { id: "x-large", label: "Size: X Large", sku: null, price: 21.25, available: 0 },
      ],
    });
    const { _id: id, name } = created.body;
    expect(await detailOf(id)).toEqual(created.body);

    const [listed] = (await listedAs(name)).filter((item) => item._id === id);
    expect(listed).toMatchObject({ price: 9.5, priceMax: 21.25, available: 10, variantCount: 3 });
    expect(listed).not.toHaveProperty("variants");
    expect(listed).not.toHaveProperty("options");
  });

  test("when a tool has no options, then it has one variant, default, whose price and stock are the tool's", async () => {
    const plain = await newProduct({ price: 7.25, available: 3 });
    expect(plain).toMatchObject({ price: 7.25, priceMax: 7.25, variantCount: 1, available: 3 });
    expect(await detailOf(plain._id)).toMatchObject({
      options: [],
      variants: [
        { id: "default", options: {}, label: "", sku: null, price: 7.25, available: 3, gtin: null, mpn: null },
      ],
    });
  });

  test("when the options and variants break a rule, then 400 names the field and nothing is added", async () => {
    const sizes = [{ name: "Size", values: ["S", "M"] }];
    const both = [...sizes, { name: "Color", values: ["Red", "Blue"] }];
    const manyValues = [
      { name: "A", values: Array.from({ length: 11 }, (_, i) => `a${i}`) },
      { name: "B", values: Array.from({ length: 10 }, (_, i) => `b${i}`) },
    ];
    const tooMany = manyValues[0]!.values
      .flatMap((a) => manyValues[1]!.values.map((b) => ({ options: { A: a, B: b }, price: 1 })))
      .slice(0, 101);
    const one = (options: Record<string, string>, more: object = {}) => ({ options, price: 5, ...more });
    const cases: Array<[string, object]> = [
      ["price", { options: sizes, variants: [one({ Size: "S" })], price: 5 }],
      ["available", { options: sizes, variants: [one({ Size: "S" })], available: 3 }],
      ["variants", { price: 5, variants: [one({})] }],
      ["variants", { options: sizes }],
      ["variants", { options: sizes, variants: [] }],
      [
        "options",
        { options: [...both, { name: "Grip", values: ["x"] }, { name: "Head", values: ["y"] }], variants: [] },
      ],
      [
        "options.1.name",
        { options: [...sizes, { name: "SIZE", values: ["L"] }], variants: [one({ Size: "S", SIZE: "L" })] },
      ],
      ["options.0.values.1", { options: [{ name: "Size", values: ["S", "S"] }], variants: [one({ Size: "S" })] }],
      // Firestore reserves such field names, and a variant keeps its choice by option name.
      ["options.0.name", { options: [{ name: "__grip__", values: ["S"] }], variants: [one({ __grip__: "S" })] }],
      ["variants.0.options", { options: both, variants: [one({ Size: "S" })] }],
      ["variants.0.options", { options: sizes, variants: [one({ Size: "XXL" })] }],
      ["variants.1.options", { options: sizes, variants: [one({ Size: "S" }), one({ Size: "S" })] }],
      ["variants", { options: manyValues, variants: tooMany }],
      ["variants.0.sku", { options: sizes, variants: [one({ Size: "S" }, { sku: "AW 8" })] }],
      ["variants.0.sku", { options: sizes, variants: [one({ Size: "S" }, { sku: "x".repeat(41) })] }],
      ["variants.0.price", { options: sizes, variants: [{ options: { Size: "S" } }] }],
    ];
    const token = (await admin()).idToken;
    const run = tag(6);
    // One after another: the emulator runs a burst no faster, and a cold one starts a worker for each.
    const results: CallResult[] = [];
    for (const [index, [field, body]] of cases.entries()) {
      results.push(
        await call("POST", "/products", { token, body: { name: `Bad ${run} ${index}`, minimumOrder: 1, ...body } }),
      );
      refusedUnder(results[index]!, 400, "bad-request", field);
    }
    expect(errorOf(results[0]!).fields?.price).toBe("A tool with options takes its prices and stock from its variants");
    const messageOf = (field: string) =>
      errorOf(results[cases.findIndex(([named]) => named === field)]!).fields?.[field];
    expect(messageOf("variants.1.options")).toBe("Another variant is this combination");
    expect(messageOf("options.0.name")).toBe("Must not start and end with two underscores");
    expect((await call("GET", `/products?q=${run}`)).body).toEqual([]);
  });

  test("when a SKU is another tool's (in any case), or twice in one request, then 409 sku-taken under that variant and nothing is added", async () => {
    const sku = freshSku("M");
    await sizedTool([{ size: "M", price: 3, sku }]);
    const sizes = [
      { size: "A", price: 2 },
      { size: "B", price: 2 },
    ];
    const taken = await postSized([sizes[0]!, { ...sizes[1]!, sku: sku.toLowerCase() }]);
    expect(refusedUnder(taken, 409, "sku-taken", "variants.1.sku").fields).toEqual({
      "variants.1.sku": "Already taken",
    });
    // The seed's wrench has AW-8.
    refusedUnder(await postSized([{ ...sizes[0]!, sku: "AW-8" }]), 409, "sku-taken", "variants.0.sku");
    const twice = freshSku("T");
    refusedUnder(
      await postSized([
        { ...sizes[0]!, sku: twice },
        { ...sizes[1]!, sku: twice },
      ]),
      409,
      "sku-taken",
      "variants.1.sku",
    );
    // Neither refused tool holds its SKUs: the second one's SKU is still free.
    expect((await postSized([{ ...sizes[0]!, sku: twice }])).status).toBe(201);
  });
});

describe("GET /products sorts and filters tools by their variants", () => {
  test("when tools have variants, then the price sorts and bounds read their lowest price, and inStock any stocked variant", async () => {
    const owner = (await admin()).idToken;
    const slug = `variants-${tag(6)}`;
    const category = await call<Category>("POST", "/categories", { token: owner, body: { slug, name: "Variants" } });
    expect(category.status).toBe(201);
    // Only its dearest size is in stock; a plain tool; a tool whose every size is sold out.
    const ranged = await sizedTool(
      [
        { size: "S", price: 3, available: 0 },
        { size: "L", price: 40, available: 2 },
      ],
      { category: slug },
    );
    const plain = await newProduct({ price: 10, available: 5, minimumOrder: 1, category: slug }, owner);
    const soldOut = await sizedTool(
      [
        { size: "S", price: 20, available: 0 },
        { size: "L", price: 25, available: 0 },
      ],
      { category: slug },
    );
    const ids = async (query: string) => {
      const result = await call<Product[]>("GET", `/products?category=${slug}&${query}`);
      expect(result.status, result.text).toBe(200);
      return result.body.map((item) => item._id);
    };
    const [byPrice, byPriceDown, from5, upTo5, inStock] = await Promise.all([
      ids("sort=price"),
      ids("sort=-price"),
      ids("sort=price&minPrice=5"),
      ids("sort=price&maxPrice=5"),
      ids("inStock=true"),
    ]);
    expect(byPrice).toEqual([ranged._id, plain._id, soldOut._id]);
    expect(byPriceDown).toEqual([soldOut._id, plain._id, ranged._id]);
    expect(from5).toEqual([plain._id, soldOut._id]);
    expect(upTo5).toEqual([ranged._id]);
    expect(inStock.sort()).toEqual([ranged._id, plain._id].sort());
    const listed = (await call<Product[]>("GET", `/products?category=${slug}&sort=price`)).body;
    expect(listed.map(({ price, priceMax, variantCount }) => ({ price, priceMax, variantCount }))).toEqual([
      { price: 3, priceMax: 40, variantCount: 2 },
      { price: 10, priceMax: 10, variantCount: 1 },
      { price: 20, priceMax: 25, variantCount: 2 },
    ]);

    // Its last stocked pieces sold, the ranged tool is out of stock.
    const shopper = await newUser();
    const order = await call("POST", "/orders", {
      token: shopper.idToken,
      body: { productId: ranged._id, variantId: "l", quantity: 2, ...contact },
    });
    expect(order.status, order.text).toBe(201);
    expect(await ids("inStock=true")).toEqual([plain._id]);
  });
});

describe("PUT /products/{id}/variants: the owner replaces a tool's options and variants", () => {
  test("when variants are kept, added and removed, then kept ones keep id and stock, new ones get fresh ids, removed ones leave as a stock move and their id is never given again", async () => {
    const tool = await sizedTool([
      { size: "S", price: 5, available: 5 },
      { size: "M", price: 6, available: 7 },
      { size: "L", price: 7, available: 0 },
    ]);
    const [s, m, l] = tool.variants;
    expect([s!.id, m!.id, l!.id]).toEqual(["s", "m", "l"]);
    const replaced = await putVariants(tool._id, {
      version: tool.version,
      options: [{ name: "Size", values: ["S", "L", "XL"] }],
      variants: [kept(s!, { price: 5.5 }), kept(l!), { options: { Size: "XL" }, price: 9, available: 4 }],
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({
      version: tool.version + 1,
      price: 5.5,
      priceMax: 9,
      available: 9,
      variantCount: 3,
      options: [{ name: "Size", values: ["S", "L", "XL"] }],
      variants: [
        { id: "s", price: 5.5, available: 5, label: "Size: S" },
        { id: "l", price: 7, available: 0 },
        { id: "xl", label: "Size: XL", price: 9, available: 4 },
      ],
    });
    expect(await detailOf(tool._id)).toEqual(replaced.body);
    // M's seven pieces left the shop with it; L had none, so nothing is moved for it.
    const moves = await stockMovesOf(tool._id);
    expect(
      moves.map(({ variantId, delta, reason, availableAfter }) => ({ variantId, delta, reason, availableAfter })),
    ).toEqual([{ variantId: "m", delta: -7, reason: "variant removed", availableAfter: 0 }]);

    // M again is a new variant: a fresh id, never the removed one's.
    const again = await putVariants(tool._id, {
      version: replaced.body.version,
      options: [{ name: "Size", values: ["S", "M", "L", "XL"] }],
      variants: [...replaced.body.variants.map((variant) => kept(variant)), { options: { Size: "M" }, price: 6 }],
    });
    expect(again.status, again.text).toBe(200);
    const newM = again.body.variants.find((variant) => variant.options.Size === "M")!;
    expect(newM.id).not.toBe("m");
    expect(newM).toMatchObject({ label: "Size: M", available: 0, price: 6 });
    expect(await stockByVariant(tool._id)).toEqual({ s: 5, l: 0, xl: 4, [newM.id]: 0 });
  });

  test("when the replacement is refused (a kept variant's stock, an unknown id, a stale version, staff, a shopper, no token), then nothing changes", async () => {
    const tool = await sizedTool([
      { size: "S", price: 5, available: 5 },
      { size: "M", price: 6, available: 7 },
    ]);
    const options = tool.options;
    const variants = tool.variants.map((variant) => kept(variant));
    const body = (changes: object) => ({ version: tool.version, options, variants, ...changes });
    const [withStock, unknownId, badShape, noVersion, asStaff, asShopper, anonymous] = await Promise.all([
      putVariants(tool._id, body({ variants: [kept(tool.variants[0]!, { available: 50 }), variants[1]] })),
      putVariants(tool._id, body({ variants: [variants[0], { ...variants[1], id: "no-such-size" }] })),
      putVariants(
        tool._id,
        body({ variants: [variants[0], { ...variants[1], id: undefined, options: { Size: "S" } }] }),
      ),
      putVariants(tool._id, body({ version: undefined })),
      staff().then((member) => putVariants(tool._id, body({}), member.idToken)),
      buyer().then((shopper) => putVariants(tool._id, body({}), shopper.idToken)),
      call("PUT", `/products/${tool._id}/variants`, { body: body({}) }),
    ]);
    expect(refusedUnder(withStock, 400, "bad-request", "variants.0.available").fields).toEqual({
      "variants.0.available": "Stock changes only by stock moves (POST /products/{id}/stock)",
    });
    refusedUnder(unknownId, 400, "bad-request", "variants.1.id");
    refusedUnder(badShape, 400, "bad-request", "variants.1.options");
    refusedUnder(noVersion, 400, "bad-request", "version");
    expect([asStaff.status, errorOf(asStaff).code]).toEqual([403, "owner-only"]);
    expect([asShopper.status, errorOf(asShopper).code]).toEqual([403, "forbidden"]);
    expect([anonymous.status, errorOf(anonymous).code]).toEqual([401, "unauthenticated"]);
    expect(await detailOf(tool._id)).toEqual(tool);

    // Another save in between: the version sent is stale.
    const first = await putVariants(tool._id, body({ variants: [kept(tool.variants[0]!, { price: 4 }), variants[1]] }));
    expect(first.status, first.text).toBe(200);
    const stale = await putVariants(tool._id, body({ variants: [variants[0]] }));
    expect(stale.status).toBe(409);
    const conflict = stale.body as unknown as { error: { code: string; current: ProductDetail } };
    expect(conflict.error.code).toBe("version-conflict");
    expect(conflict.error.current).toEqual(first.body);
    expect(await detailOf(tool._id)).toEqual(first.body);
    expect(await stockMovesOf(tool._id)).toEqual([]);
    expect(
      (await call("PUT", "/products/no-such-tool/variants", { token: (await admin()).idToken, body: body({}) })).status,
    ).toBe(404);
  });

  test("when SKUs move between a tool's variants, then one PUT swaps them; a freed SKU is free for another tool, a taken one is 409 sku-taken", async () => {
    const [skuS, skuM, skuOld] = [freshSku("S"), freshSku("M"), freshSku("O")];
    const tool = await sizedTool([
      { size: "S", price: 5, sku: skuS },
      { size: "M", price: 6, sku: skuM },
      { size: "L", price: 7, sku: skuOld },
    ]);
    const [s, m, l] = tool.variants;
    const swapped = await putVariants(tool._id, {
      version: tool.version,
      options: tool.options,
      variants: [kept(s!, { sku: skuM }), kept(m!, { sku: skuS }), kept(l!, { sku: null })],
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.variants.map((variant) => variant.sku)).toEqual([skuM, skuS, null]);

    // L's old SKU is free; S's (now M's) and another tool's are not.
    const other = await sizedTool([{ size: "One", price: 2, sku: skuOld }]);
    expect(other.variants[0]!.sku).toBe(skuOld);
    const takenInPut = await putVariants(tool._id, {
      version: swapped.body.version,
      options: tool.options,
      variants: [kept(swapped.body.variants[0]!), kept(swapped.body.variants[1]!), kept(l!, { sku: skuOld })],
    });
    refusedUnder(takenInPut, 409, "sku-taken", "variants.2.sku");
    refusedUnder(await postSized([{ size: "X", price: 1, sku: skuS }]), 409, "sku-taken", "variants.0.sku");
    expect(await detailOf(tool._id)).toEqual(swapped.body);

    // A deleted tool's SKUs are free again.
    const deleted = await call("DELETE", `/products/${other._id}`, { token: (await admin()).idToken });
    expect(deleted.body).toEqual({ deletedCount: 1 });
    expect((await postSized([{ size: "X", price: 1, sku: skuOld }])).status).toBe(201);
  });
});

describe("POST /products/{id}/stock moves one variant's stock", () => {
  test("when a tool has options, then a move names its variant ('Choose Size' without, 'No such option' for an unknown one); staff may restock a size; moves name their variant", async () => {
    const tool = await sizedTool([
      { size: "S", price: 5, available: 1 },
      { size: "M", price: 6, available: 2 },
    ]);
    const [missing, unknown, tooMany] = await Promise.all([
      moveStock(tool._id, { delta: 3, reason: "delivery" }),
      moveStock(tool._id, { delta: 3, reason: "delivery", variantId: "xxl" }),
      moveStock(tool._id, { delta: -3, reason: "lost", variantId: "m" }),
    ]);
    expect(refusedUnder(missing, 400, "bad-request", "variantId").fields).toEqual({ variantId: "Choose Size" });
    expect(refusedUnder(unknown, 400, "bad-request", "variantId").fields).toEqual({ variantId: "No such option" });
    refusedUnder(tooMany, 409, "out-of-stock", "delta");

    const restocked = await moveStock(
      tool._id,
      { delta: 10, reason: "delivery", variantId: "m" },
      (await staff()).idToken,
    );
    expect(restocked.status, restocked.text).toBe(200);
    expect(restocked.body).toMatchObject({
      available: 13,
      version: tool.version,
      variants: [
        { id: "s", available: 1 },
        { id: "m", available: 12 },
      ],
    });
    const moves = await stockMovesOf(tool._id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ variantId: "m", delta: 10, availableAfter: 12, by: "staff@example.com" });

    // A tool without options moves its own stock, with or without "default".
    const plain = await newProduct({ available: 4 });
    const [bare, named, otherId] = await Promise.all([
      moveStock(plain._id, { delta: 1, reason: "found one" }),
      moveStock(plain._id, { delta: 2, reason: "delivery", variantId: "default" }),
      moveStock(plain._id, { delta: 2, reason: "delivery", variantId: "m" }),
    ]);
    expect([bare.status, named.status]).toEqual([200, 200]);
    expect(refusedUnder(otherId, 400, "bad-request", "variantId").fields).toEqual({ variantId: "No such option" });
    expect((await detailOf(plain._id)).available).toBe(7);
    expect((await stockMovesOf(plain._id)).map((move) => move.variantId)).toEqual(["default", "default"]);
  });
});

describe("products stored before variants", () => {
  test("when a product has no options nor variants, then it reads as one default variant, and npm run migrate writes them once", async () => {
    const { db } = await adminSdk();
    const ref = db.collection("products").doc(`legacy-variants-${tag(6)}`);
    await ref.set({
      name: "Old Vise",
      priceCents: 450,
      available: 6,
      minimumOrder: 1,
      gtin: A_GTIN,
      version: 1,
      createdAt: new Date(),
    });
    try {
      expect(await detailOf(ref.id)).toMatchObject({
        price: 4.5,
        priceMax: 4.5,
        available: 6,
        variantCount: 1,
        options: [],
        variants: [
          { id: "default", options: {}, label: "", sku: null, price: 4.5, available: 6, gtin: A_GTIN, mpn: null },
        ],
      });
      Object.assign(process.env, emulatorEnv);
      const { backfillProductVariants } = await import("../../../src/data/migrations/product-variants");
      expect(await backfillProductVariants()).toBeGreaterThanOrEqual(1);
      expect((await ref.get()).data()).toMatchObject({
        options: [],
        variants: [{ id: "default", options: {}, sku: null, priceCents: 450, available: 6, gtin: A_GTIN, mpn: null }],
        priceCents: 450,
        priceMaxCents: 450,
        variantCount: 1,
        availableMin: 6,
        retiredVariantIds: [],
      });
      expect(await backfillProductVariants()).toBe(0);
      const shopper = await newUser();
      const placed = await call("POST", "/orders", {
        token: shopper.idToken,
        body: { productId: ref.id, quantity: 2, ...contact },
      });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.lines).toEqual([
        expect.objectContaining({ variantId: "default", variantLabel: "", sku: null }),
      ]);
      expect(await stockByVariant(ref.id)).toEqual({ default: 4 });
    } finally {
      await ref.delete();
    }
  });

  test("when a variant's SKU was stored without the shop's registry, then the migration registers it and no other tool may take it", async () => {
    const { db } = await adminSdk();
    const sku = freshSku("H");
    const ref = db.collection("products").doc(`legacy-sku-${tag(6)}`);
    const variant = { options: { Size: "H" }, sku, priceCents: 300, available: 1, gtin: null, mpn: null };
    await ref.set({
      name: "Hand Set",
      minimumOrder: 1,
      version: 1,
      createdAt: new Date(),
      options: [{ name: "Size", values: ["H"] }],
      variants: [{ id: "h", ...variant }],
      priceCents: 300,
      priceMaxCents: 300,
      available: 1,
      variantCount: 1,
      availableMin: 1,
      retiredVariantIds: [],
    });
    try {
      Object.assign(process.env, emulatorEnv);
      const { backfillVariantSkus } = await import("../../../src/data/migrations/variant-skus");
      expect(await backfillVariantSkus()).toBeGreaterThanOrEqual(1);
      expect(await backfillVariantSkus()).toBe(0);
      refusedUnder(await postSized([{ size: "X", price: 1, sku }]), 409, "sku-taken", "variants.0.sku");
    } finally {
      await ref.delete();
      await db.collection("skus").doc(`sku-${sku.toLowerCase()}`).delete();
    }
  });
});

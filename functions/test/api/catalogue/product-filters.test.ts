import type { Category, Product } from "@hometools/contract";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, adminSdk, call, errorOf, newProduct } from "../helpers";
import { emulatorEnv } from "../../../../ports/ports";
import { tag } from "../../../../testkit/shop-client/accounts";

/** Every page of a GET /products by its next links; answers the ids in order and the links followed. */
async function allPages(path: string): Promise<{ ids: string[]; links: string[] }> {
  const ids: string[] = [];
  const links: string[] = [];
  let next: string | null = path;
  while (next) {
    const result: { status: number; body: Product[]; headers: Headers } = await call<Product[]>("GET", next);
    expect(result.status, next).toBe(200);
    ids.push(...result.body.map((p) => p._id));
    const link: string | null = result.headers.get("link");
    next = link ? link.match(/<\/api([^>]+)>/)![1]! : null;
    if (next) links.push(next);
  }
  return { ids, links };
}

describe("GET /products filters and sorts", () => {
  // One category of this run's own tools: the seed's and other files' products never show.
  const slug = `filters-${tag(6).toLowerCase()}`;
  const made: Product[] = [];
  const ids = (products: Product[]) => products.map((p) => p._id);
  const byId = (a: Product, b: Product) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

  beforeAll(async () => {
    const owner = (await admin()).idToken;
    const created = await call<Category>("POST", "/categories", { token: owner, body: { slug, name: "Filters" } });
    expect(created.status).toBe(201);
    const specs = [
      { name: "banjo Saw", price: 20, available: 0 },
      { name: "Axe", price: 5, available: 3 },
      { name: "claw Bar", price: 10, available: 4 },
      { name: "Drill", price: 10, available: 0 },
      { name: "anvil", price: 100, available: 9 },
      { name: "Edger", price: 100.01, available: 2 },
    ];
    for (const spec of specs) made.push(await newProduct({ ...spec, minimumOrder: 1, category: slug }, owner));
  });

  test("when a category is asked with each sort, then its tools come in that order, ties by id", async () => {
    const newest = [...made].reverse();
    const price = [...made].sort((a, b) => a.price - b.price || byId(a, b));
    const priceDown = [...made].sort((a, b) => b.price - a.price || byId(b, a));
    const name = [...made].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || byId(a, b));
    // No reviews yet: every tool is unrated, so rating falls back to ids (descending, with the key).
    const rating = [...made].sort((a, b) => byId(b, a));
    const expected = { newest, price, "-price": priceDown, name, rating };
    for (const [sort, order] of Object.entries(expected)) {
      const result = await call<Product[]>("GET", `/products?category=${slug}&sort=${sort}`);
      expect(result.status, sort).toBe(200);
      expect(ids(result.body), sort).toEqual(ids(order));
    }
    const fallback = await call<Product[]>("GET", `/products?category=${slug}`);
    expect(ids(fallback.body)).toEqual(ids(newest));
    expect(fallback.body.every((p) => p.category === slug)).toBe(true);
  });

  test("when a category is asked in stock, with a price range by price, or both, then only those tools come", async () => {
    const inStock = await call<Product[]>("GET", `/products?category=${slug}&inStock=true`);
    expect(inStock.body.map((p) => p.name)).toEqual(["Edger", "anvil", "claw Bar", "Axe"]);
    // Bounds are inclusive dollars.
    const range = await call<Product[]>("GET", `/products?category=${slug}&minPrice=10&maxPrice=100&sort=-price`);
    expect(range.body.map((p) => p.price)).toEqual([100, 20, 10, 10]);
    const zero = await call<Product[]>("GET", `/products?category=${slug}&minPrice=0&maxPrice=5&sort=price`);
    expect(zero.body.map((p) => p.name)).toEqual(["Axe"]);
    const both = await call<Product[]>("GET", `/products?category=${slug}&inStock=true&maxPrice=100&sort=price`);
    expect(both.body.map((p) => p.name)).toEqual(["Axe", "claw Bar", "anvil"]);
    const searched = await call<Product[]>("GET", `/products?category=${slug}&inStock=true&q=cla&sort=name`);
    expect(searched.body.map((p) => p.name)).toEqual(["claw Bar"]);
    const unknown = await call<Product[]>("GET", `/products?category=none-${slug}&sort=rating`);
    expect([unknown.status, unknown.body]).toEqual([200, []]);
  });

  test("when a filtered list is paged, then each next link carries every filter, the sort and the limit, and the pages add up", async () => {
    const { ids: paged, links } = await allPages(
      `/products?category=${slug}&inStock=true&maxPrice=100&sort=price&limit=1`,
    );
    expect(paged).toEqual(ids(made.filter((p) => p.available > 0 && p.price <= 100).sort((a, b) => a.price - b.price)));
    expect(links).toHaveLength(2);
    for (const link of links) {
      const params = new URLSearchParams(link.split("?")[1]);
      expect(Object.fromEntries([...params].filter(([key]) => key !== "cursor"))).toEqual({
        category: slug,
        inStock: "true",
        maxPrice: "100",
        sort: "price",
        limit: "1",
      });
    }
    // Defaults are named too: the link reads the same view whatever the client left out.
    const first = await call<Product[]>("GET", `/products?category=${slug}&limit=2`);
    expect(first.headers.get("link")).toContain("sort=newest");
    const whole = await allPages(`/products?category=${slug}&sort=name&limit=4`);
    expect(whole.ids).toHaveLength(made.length);
    // A cursor of one sort is refused by another.
    const cursor = new URLSearchParams(whole.links[0]!.split("?")[1]).get("cursor")!;
    const mixed = await call("GET", `/products?category=${slug}&sort=price&cursor=${cursor}`);
    expect(errorOf(mixed).fields).toHaveProperty("cursor");
  });

  test("when a combination cannot be one indexed query or a parameter is malformed, then it is 400 under that parameter", async () => {
    const refused: Array<[string, string]> = [
      [`category=${slug}&minPrice=5`, "minPrice"],
      [`maxPrice=5&sort=name`, "maxPrice"],
      [`minPrice=5&maxPrice=9&sort=rating`, "minPrice"],
      [`minPrice=9&maxPrice=5&sort=price`, "minPrice"],
      [`inStock=false`, "inStock"],
      [`inStock=1`, "inStock"],
      [`minPrice=-1&sort=price`, "minPrice"],
      [`maxPrice=1.005&sort=price`, "maxPrice"],
      [`sort=popular`, "sort"],
      [`category=Power%20Tools`, "category"],
    ];
    for (const [query, field] of refused) {
      const result = await call("GET", `/products?${query}`);
      expect(result.status, query).toBe(400);
      expect(errorOf(result).fields, query).toHaveProperty(field);
    }
  });

  test("when a product stored before the filters has none of their fields, then npm run migrate gives it them and it shows filtered", async () => {
    const { db } = await adminSdk();
    const id = `${slug}-legacy`;
    await db.collection("products").doc(id).set({
      name: "Old Rake",
      priceCents: 700,
      available: 2,
      minimumOrder: 1,
      createdAt: new Date(),
      category: slug,
    });
    try {
      const stocked = () => call<Product[]>("GET", `/products?category=${slug}&inStock=true&sort=price`);
      expect((await stocked()).body.some((p) => p._id === id)).toBe(false);
      Object.assign(process.env, emulatorEnv);
      const { backfillProductCatalogueFields } = await import("../../../src/data/migrations/product-catalogue-fields");
      expect(await backfillProductCatalogueFields()).toBeGreaterThanOrEqual(1);
      expect((await stocked()).body.find((p) => p._id === id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
      expect((await db.collection("products").doc(id).get()).data()).toMatchObject({ inStock: true, ratingSort: 0 });
      expect(await backfillProductCatalogueFields()).toBe(0);
    } finally {
      await db.collection("products").doc(id).delete();
    }
  });
});

import type { Category, Product } from "@hometools/contract";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, buyer, call, errorOf, newProduct, staff } from "../helpers";
import { activity } from "../team/team-helpers";
import { tag } from "../../../../testkit/shop-client/accounts";

const categories = async () => (await call<Category[]>("GET", "/categories")).body;
const countOf = async (slug: string) => (await categories()).find((c) => c.slug === slug)?.productCount;

describe("categories", () => {
  // Slugs unique to this run: the file never touches the seed's categories or another run's.
  const run = tag(6).toLowerCase();
  const slug = `drills-${run}`;
  const other = `saws-${run}`;
  let owner: string;

  beforeAll(async () => {
    owner = (await admin()).idToken;
    for (const [s, name] of [
      [slug, "Drills"],
      [other, "Saws"],
    ] as const) {
      const made = await call<Category>("POST", "/categories", { token: owner, body: { slug: s, name } });
      expect(made.status).toBe(201);
      expect(made.body).toEqual({ slug: s, name, description: "", productCount: 0 });
    }
  });

  test("when anyone lists the categories, then the seed's come in position order with their counts", async () => {
    const result = await call<Category[]>("GET", "/categories");
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toContain("s-maxage");
    const slugs = result.body.map((c) => c.slug);
    const seeded = ["power-tools", "hand-tools", "measuring", "cutting", "garden"];
    expect(slugs.filter((s) => seeded.includes(s))).toEqual(seeded);
    expect(result.body.find((c) => c.slug === "power-tools")?.productCount).toBeGreaterThanOrEqual(2);
    // A new category goes after the last.
    expect(slugs.indexOf(other)).toBeGreaterThan(slugs.indexOf(slug));
  });

  test("when the owner adds, moves and deletes tools of a category, then productCount follows in or out of stock", async () => {
    const a = await newProduct({ category: slug, available: 0 });
    const b = await newProduct({ category: slug });
    expect(a.category).toBe(slug);
    expect(await countOf(slug)).toBe(2);

    const moved = await call<Product>("PATCH", `/products/${b._id}`, {
      token: owner,
      body: { category: other, version: b.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toBe(other);
    expect([await countOf(slug), await countOf(other)]).toEqual([1, 1]);

    const inUse = await call("DELETE", `/categories/${slug}`, { token: owner });
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse).code).toBe("category-in-use");

    await call("DELETE", `/products/${a._id}`, { token: owner });
    const cleared = await call<Product>("PATCH", `/products/${b._id}`, {
      token: owner,
      body: { category: null, version: moved.body.version },
    });
    expect(cleared.body.category).toBeNull();
    expect([await countOf(slug), await countOf(other)]).toEqual([0, 0]);
  });

  test("when a product names an unknown or malformed category, then it is 400 fields.category", async () => {
    for (const category of [`nope-${run}`, "Bad Slug", 7]) {
      const result = await call("POST", "/products", { token: owner, body: { name: "X", price: 5, category } });
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("category");
    }
  });

  test("when staff or a shopper change categories or a product's category, then they are refused", async () => {
    const staffToken = (await staff()).idToken;
    const post = await call("POST", "/categories", { token: staffToken, body: { slug: `x-${run}`, name: "X" } });
    expect([post.status, errorOf(post).code]).toEqual([403, "owner-only"]);
    const patch = await call("PATCH", `/categories/${slug}`, { token: staffToken, body: { name: "Y" } });
    expect([patch.status, errorOf(patch).code]).toEqual([403, "owner-only"]);
    const del = await call("DELETE", `/categories/${slug}`, { token: staffToken });
    expect([del.status, errorOf(del).code]).toEqual([403, "owner-only"]);
    expect((await call("POST", "/categories", { token: (await buyer()).idToken, body: {} })).status).toBe(403);
    expect((await call("POST", "/categories", { body: { slug: `x-${run}`, name: "X" } })).status).toBe(401);
    const product = await newProduct();
    const move = await call("PATCH", `/products/${product._id}`, {
      token: staffToken,
      body: { category: slug, version: product.version },
    });
    expect([move.status, errorOf(move).code]).toEqual([403, "owner-only"]);
  });

  test("when the owner sends a bad, taken or unknown slug, then it is 400, 409 slug-taken or 404", async () => {
    for (const bad of ["Upper", "-lead", "trail-", "dou--ble", "", "a".repeat(41), "sp ace"]) {
      const result = await call("POST", "/categories", { token: owner, body: { slug: bad, name: "X" } });
      expect(result.status, bad).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("slug");
    }
    const long = await call("POST", "/categories", { token: owner, body: { slug: `n-${run}`, name: "n".repeat(41) } });
    expect(errorOf(long).fields).toHaveProperty("name");
    const taken = await call("POST", "/categories", { token: owner, body: { slug, name: "Again" } });
    expect([taken.status, errorOf(taken).code]).toEqual([409, "slug-taken"]);
    expect((await call("PATCH", `/categories/none-${run}`, { token: owner, body: { name: "Z" } })).status).toBe(404);
    expect((await call("DELETE", `/categories/none-${run}`, { token: owner })).status).toBe(404);
    const empty = await call("PATCH", `/categories/${slug}`, { token: owner, body: {} });
    expect(empty.status).toBe(400);
  });

  test("when the owner renames, moves and deletes a category, then the list follows and the log has each change", async () => {
    const renamed = await call<Category>("PATCH", `/categories/${other}`, {
      token: owner,
      body: { name: "Saws and blades", description: "Cut", position: 0, slug: "ignored" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: other, name: "Saws and blades", description: "Cut" });
    const list = await categories();
    expect(list.findIndex((c) => c.slug === other)).toBeLessThan(list.findIndex((c) => c.slug === "hand-tools"));

    const deleted = await call("DELETE", `/categories/${other}`, { token: owner });
    expect([deleted.status, deleted.body]).toEqual([200, { deletedCount: 1 }]);
    expect((await categories()).some((c) => c.slug === other)).toBe(false);

    const entries = await activity(`kind=category&targetId=${other}`);
    expect(entries.map((e) => e.action)).toEqual(["category.delete", "category.update", "category.create"]);
    expect(entries[1]!.changes).toMatchObject({ name: ["Saws", "Saws and blades"], description: ["", "Cut"] });
  });

  test("when the owner sets a tool's brand, GTIN and MPN, then they show; a bad check digit is 400 fields.gtin; staff are refused", async () => {
    const product = await newProduct({ category: slug });
    expect(product).toMatchObject({ brand: null, gtin: null, mpn: null, ratingAverage: null, ratingCount: 0 });
    const bad = await call("PATCH", `/products/${product._id}`, {
      token: owner,
      body: { gtin: "4006381333932", version: product.version },
    });
    expect([bad.status, Object.keys(errorOf(bad).fields ?? {})]).toEqual([400, ["gtin"]]);
    const set = await call<Product>("PATCH", `/products/${product._id}`, {
      token: owner,
      body: { brand: "Bosch", gtin: "4006381333931", mpn: "GSR 18V-21", version: product.version },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ brand: "Bosch", gtin: "4006381333931", mpn: "GSR 18V-21" });
    const byStaff = await call("PATCH", `/products/${product._id}`, {
      token: (await staff()).idToken,
      body: { brand: null, version: set.body.version },
    });
    expect([byStaff.status, errorOf(byStaff).code]).toEqual([403, "owner-only"]);
    const cleared = await call<Product>("PATCH", `/products/${product._id}`, {
      token: owner,
      body: { brand: null, version: set.body.version },
    });
    expect(cleared.body).toMatchObject({ brand: null, gtin: "4006381333931" });
  });
});

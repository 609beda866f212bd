import { describe, expect, test } from "vitest";
import { admin, buyer, call, errorOf, forgedToken, newProduct } from "../helpers";

describe("products", () => {
  test("when anyone lists the products, then GET /products answers the seeded catalogue", async () => {
    // Newest first, 24 a page: the seeded tools are the oldest, so ask for a page that holds them.
    const result = await call("GET", "/products?sort=name&q=claw");
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThanOrEqual(1);
    const hammer = result.body.find((product: { _id: string }) => product._id === "claw-hammer");
    expect(hammer).toMatchObject({
      name: "Claw Hammer",
      price: 18.5,
      minimumOrder: 2,
      img: "/images/products/claw-hammer.svg",
    });
  });

  test("when a product exists, then GET /product/{id} answers it; when it does not, 404", async () => {
    expect((await call("GET", "/product/claw-hammer")).body).toMatchObject({ _id: "claw-hammer", name: "Claw Hammer" });
    const missing = await call("GET", "/product/no-such-tool");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe("not-found");
    expect((await call("GET", "/product/__reserved__")).status).toBe(404);
  });

  test("when an admin adds a product, then it is created with defaults and listed", async () => {
    const { idToken } = await admin();
    const result = await call("POST", "/products", {
      token: idToken,
      body: { name: "  Mallet  ", price: "14.99", description: "Rubber head", extra: "dropped" },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ name: "Mallet", price: 14.99, minimumOrder: 1, available: 0, img: "" });
    expect(result.body).not.toHaveProperty("extra");
    const listed = await call("GET", "/products");
    expect(listed.body.map((product: { _id: string }) => product._id)).toContain(result.body._id);
  });

  test("when the body breaks the rules, then POST /products answers 400 naming each field", async () => {
    const { idToken } = await admin();
    const result = await call("POST", "/products", {
      token: idToken,
      body: { name: "A name that is far too long", minimumOrder: 0, img: "javascript:alert(1)" },
    });
    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe("bad-request");
    expect(error.fields).toMatchObject({
      name: "Name must be 20 characters or fewer",
      price: "Price is required",
      minimumOrder: expect.any(String),
      img: expect.any(String),
    });
    const blank = await call("POST", "/products", { token: idToken, body: { name: " ", price: -1 } });
    expect(errorOf(blank).fields).toMatchObject({ name: "Name is required", price: "Must be more than 0" });
  });

  test("when a non-admin, a stranger or a forger adds a product, then 403, 401, 401", async () => {
    const { idToken, uid, email } = await buyer();
    const body = { name: "Sneaky", price: 1 };
    const asBuyer = await call("POST", "/products", { token: idToken, body });
    expect(asBuyer.status).toBe(403);
    expect(errorOf(asBuyer).code).toBe("forbidden");
    const anonymous = await call("POST", "/products", { body });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe("unauthenticated");
    const forged = await call("POST", "/products", { token: await forgedToken(uid, email), body });
    expect(forged.status).toBe(401);
    const garbage = await call("POST", "/products", { token: "not-a-token", body });
    expect(garbage.status).toBe(401);
  });

  test("when an admin deletes a product, then deletedCount is 1, then 0 the second time", async () => {
    const product = await newProduct();
    const { idToken } = await admin();
    const first = await call("DELETE", `/products/${product._id}`, { token: idToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ deletedCount: 1 });
    expect((await call("GET", `/product/${product._id}`)).status).toBe(404);
    expect((await call("DELETE", `/products/${product._id}`, { token: idToken })).body).toEqual({ deletedCount: 0 });
  });

  test("when a non-admin deletes a product, then 403 and the product stays", async () => {
    const product = await newProduct();
    const { idToken } = await buyer();
    expect((await call("DELETE", `/products/${product._id}`, { token: idToken })).status).toBe(403);
    expect((await call("DELETE", `/products/${product._id}`)).status).toBe(401);
    expect((await call("GET", `/product/${product._id}`)).status).toBe(200);
  });
});

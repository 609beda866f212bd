import { describe, expect, test } from "vitest";
import { admin, adminSdk, buyer, call, errorOf, newProduct, type CallResult } from "../helpers";

type Product = { _id: string; available: number; version: number };
type Move = { _id: string; at: string; by: string; delta: number; reason: string; availableAfter: number };

const move = async (id: string, body: unknown, token?: string) =>
  call("POST", `/products/${id}/stock`, { token: token ?? (await admin()).idToken, body });
const movesOf = async (id: string, query = "") =>
  call("GET", `/products/${id}/stock-moves${query}`, { token: (await admin()).idToken });

describe("POST /products/{id}/stock: an admin moves stock", () => {
  test("when an admin adds and removes pieces, then available follows, the version stays and each move is kept", async () => {
    const product = await newProduct({ available: 10 });
    const added = await move(product._id, { delta: 200, reason: "  delivery from supplier " });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ _id: product._id, available: 210, version: 1 });
    const removed = await move(product._id, { delta: -2, reason: "2 damaged in the warehouse" });
    expect(removed.body).toMatchObject({ available: 208, version: 1 });
    expect(((await call("GET", `/product/${product._id}`)).body as Product).available).toBe(208);

    const listed = await movesOf(product._id);
    expect(listed.status).toBe(200);
    const moves = listed.body as Move[];
    expect(moves.map(({ delta, reason, availableAfter, by }) => ({ delta, reason, availableAfter, by }))).toEqual([
      { delta: -2, reason: "2 damaged in the warehouse", availableAfter: 208, by: "admin@example.com" },
      { delta: 200, reason: "delivery from supplier", availableAfter: 210, by: "admin@example.com" },
    ]);
    expect(Date.parse(moves[0]!.at)).toBeGreaterThanOrEqual(Date.parse(moves[1]!.at));
  });

  test("when a move would take the stock below 0, then 409 out-of-stock and nothing is written", async () => {
    const product = await newProduct({ available: 3 });
    const result = await move(product._id, { delta: -4, reason: "lost" });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("out-of-stock");
    expect(((await call("GET", `/product/${product._id}`)).body as Product).available).toBe(3);
    expect((await movesOf(product._id)).body).toEqual([]);
    // Exactly to zero is allowed.
    expect((await move(product._id, { delta: -3, reason: "sold at the fair" })).body).toMatchObject({ available: 0 });
  });

  test("when delta is 0, fractional, out of range or missing, or the reason is missing or too long, then 400 naming the field", async () => {
    const product = await newProduct({ available: 5 });
    const cases: Array<[unknown, string]> = [
      [{ delta: 0, reason: "nothing" }, "delta"],
      [{ delta: 1.5, reason: "half a hammer" }, "delta"],
      [{ delta: "3", reason: "a string" }, "delta"],
      [{ delta: 100_001, reason: "too many" }, "delta"],
      [{ delta: -100_001, reason: "too many" }, "delta"],
      [{ reason: "no delta" }, "delta"],
      [{ delta: 2 }, "reason"],
      [{ delta: 2, reason: "   " }, "reason"],
      [{ delta: 2, reason: "x".repeat(201) }, "reason"],
    ];
    for (const [body, field] of cases) {
      const result = await move(product._id, body);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorOf(result).fields).toHaveProperty(field);
    }
    expect(((await call("GET", `/product/${product._id}`)).body as Product).available).toBe(5);
    expect((await movesOf(product._id)).body).toEqual([]);
  });

  test("when the product does not exist, then 404 for the move and for its list", async () => {
    const result = await move("no-such-tool", { delta: 1, reason: "delivery" });
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe("not-found");
    expect((await movesOf("no-such-tool")).status).toBe(404);
    const { db } = await adminSdk();
    expect((await db.collection("products").doc("no-such-tool").collection("stockMoves").get()).size).toBe(0);
  });

  test("when a shopper moves stock or reads the moves, then 403; without a token, 401", async () => {
    const product = await newProduct({ available: 5 });
    const { idToken } = await buyer();
    const shopper = await move(product._id, { delta: 5, reason: "free tools" }, idToken);
    expect(shopper.status).toBe(403);
    expect(errorOf(shopper).code).toBe("forbidden");
    expect((await call("GET", `/products/${product._id}/stock-moves`, { token: idToken })).status).toBe(403);
    const anonymous = await call("POST", `/products/${product._id}/stock`, { body: { delta: 5, reason: "x" } });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe("unauthenticated");
    expect((await call("GET", `/products/${product._id}/stock-moves`)).status).toBe(401);
    expect(((await call("GET", `/product/${product._id}`)).body as Product).available).toBe(5);
  });

  test("when there are more moves than a page, then the list pages newest first with nothing skipped or repeated", async () => {
    const product = await newProduct({ available: 0 });
    for (let index = 1; index <= 5; index++) await move(product._id, { delta: index, reason: `delivery ${index}` });
    const seen: Move[] = [];
    let path: string | null = `/products/${product._id}/stock-moves?limit=2`;
    while (path) {
      const page: CallResult = await call("GET", path, { token: (await admin()).idToken });
      expect(page.status).toBe(200);
      seen.push(...(page.body as Move[]));
      path = /<\/api(\/[^>]*)>; rel="next"/.exec(page.headers.get("link") ?? "")?.[1] ?? null;
    }
    expect(seen.map((item) => item.reason)).toEqual([
      "delivery 5",
      "delivery 4",
      "delivery 3",
      "delivery 2",
      "delivery 1",
    ]);
    expect((await movesOf(product._id, "?limit=0")).status).toBe(400);
    expect((await movesOf(product._id, "?cursor=bogus")).status).toBe(400);
  });
});

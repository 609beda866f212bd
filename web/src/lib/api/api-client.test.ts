import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json } from "../../test/render";
import { ACCESS_TOKEN_KEY } from "../session/access-token";
import { api, ApiError, isAuthError } from "./api-client";
import { errorMessage } from "./error-message";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function headersOf(mock: ReturnType<typeof answerFetch>, call = 0): Headers {
  return new Headers(mock.mock.calls[call]![1]?.headers);
}

describe("api client", () => {
  test("when a GET succeeds, then it resolves with the parsed body from /api + path", async () => {
    const fetch = answerFetch(json(200, [{ _id: "claw-hammer" }]));
    await expect(api.get("/products", { auth: false })).resolves.toEqual([{ _id: "claw-hammer" }]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/products");
    expect(fetch.mock.calls[0]![1]?.method).toBe("GET");
  });

  test("when a token is stored and the call needs auth, then it sends Authorization: Bearer <token>", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-123");
    const fetch = answerFetch(json(200, { admin: false }));
    await api.get("/user/admin/bea%40example.com");
    expect(headersOf(fetch).get("Authorization")).toBe("Bearer token-123");
  });

  test("when a public read opts out of auth, then no Authorization header is sent", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-123");
    const fetch = answerFetch(json(200, []));
    await api.get("/reviews", { auth: false });
    expect(headersOf(fetch).has("Authorization")).toBe(false);
  });

  test("when index.html started a page's public call, then the client takes its answer once, then asks itself", async () => {
    window.hometoolsEarly = {
      path: "/api/product/claw-hammer",
      response: Promise.resolve(json(200, { _id: "claw-hammer", available: 5 })()),
    };
    vi.spyOn(performance, "now").mockReturnValue(1_000); // the page opened a second ago
    const fetch = answerFetch(json(200, { _id: "claw-hammer", available: 4 }));
    // A call that needs the token, or of another path, never takes it.
    await expect(api.get("/product/claw-hammer")).resolves.toEqual({ _id: "claw-hammer", available: 4 });
    expect(window.hometoolsEarly).toBeDefined();
    await expect(api.get("/product/claw-hammer", { auth: false })).resolves.toEqual({
      _id: "claw-hammer",
      available: 5,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.hometoolsEarly).toBeUndefined();
  });

  test("when the page has been open longer than its opening, then an early answer left untaken is dropped", async () => {
    window.hometoolsEarly = {
      path: "/api/product/claw-hammer",
      response: Promise.resolve(json(200, { _id: "claw-hammer", available: 5 })()),
    };
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    const fetch = answerFetch(json(200, { _id: "claw-hammer", available: 2 }));
    await expect(api.get("/product/claw-hammer", { auth: false })).resolves.toEqual({
      _id: "claw-hammer",
      available: 2,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.hometoolsEarly).toBeUndefined();
  });

  test("when index.html's early call failed, then the client asks the server itself", async () => {
    window.hometoolsEarly = { path: "/api/product/claw-hammer", response: Promise.resolve(null) };
    const fetch = answerFetch(json(200, { _id: "claw-hammer" }));
    await expect(api.get("/product/claw-hammer", { auth: false })).resolves.toEqual({ _id: "claw-hammer" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("when a body is posted, then it is sent as JSON", async () => {
    const fetch = answerFetch(json(201, { _id: "o1" }));
    await api.post("/orders", { productId: "claw-hammer", quantity: 2 });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe("POST");
    expect(headersOf(fetch).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ productId: "claw-hammer", quantity: 2 });
  });

  test("when the API fails with an X-Request-Id header, then the ApiError carries the request id", async () => {
    answerFetch(() => {
      const response = json(500, { error: { code: "internal", message: "Internal error" } })();
      response.headers.set("X-Request-Id", "req-abc-123");
      return response;
    });
    const error = await api.get("/orders").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe("req-abc-123");
  });

  test("when the API answers with the error shape, then it rejects with an ApiError carrying status, code and fields", async () => {
    answerFetch(
      json(400, {
        error: { code: "bad-request", message: "Invalid input", fields: { quantity: "inter minimum Amount" } },
      }),
    );
    const error = await api.post("/orders", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "bad-request",
      message: "Invalid input",
      fields: { quantity: "inter minimum Amount" },
    });
    expect(errorMessage(error)).toBe("Please check your input: inter minimum Amount");
  });

  test("when stock ran out (409), then the server's own sentence is the user message", async () => {
    answerFetch(json(409, { error: { code: "out-of-stock", message: "Only 3 left in stock" } }));
    const error = await api.post("/orders", {}).catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("Only 3 left in stock");
  });

  test("when the answer is not JSON (a proxy's 502 page), then it is an internal ApiError with a friendly message", async () => {
    answerFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await api.get("/products", { auth: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: "internal" });
    expect(errorMessage(error)).toBe("Something went wrong on our side. Please try again in a moment.");
  });

  test("when an order meets contention (503) once, then it is retried after Retry-After and succeeds", async () => {
    const contention = () =>
      new Response(JSON.stringify({ error: { code: "contention", message: "Busy" } }), {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "1" },
      });
    const fetch = answerFetch(contention, json(201, { _id: "o1" }));
    await expect(api.post("/orders", { productId: "claw-hammer", quantity: 1 })).resolves.toEqual({ _id: "o1" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("when contention (503) persists after the retry, then the user is told to try again in a moment", async () => {
    const contention = json(503, { error: { code: "contention", message: "Busy" } });
    const fetch = answerFetch(contention, contention);
    const error = await api.post("/orders", {}).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 503, code: "contention" });
    expect(errorMessage(error)).toBe("Many people are buying this right now. Please try again in a moment.");
  });

  test("when the Functions runtime refuses the body with its own HTML 400, then it is a bad request with a clear message", async () => {
    answerFetch(() => new Response("<!DOCTYPE html><title>Error</title><pre>Bad Request</pre>", { status: 400 }));
    const error = await api.post("/orders", {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: "bad-request" });
    expect(errorMessage(error)).toBe("The shop could not read this request. Please reload the page and try again.");
  });

  test("when the network fails, then it is a 'network' ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await api.get("/products", { auth: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "network" });
    expect(errorMessage(error)).toMatch(/Could not reach the shop/);
  });

  test("when the session is refused, then 401 and 403 count as auth errors and other failures do not", async () => {
    answerFetch(
      json(401, { error: { code: "unauthenticated", message: "Sign in first" } }),
      json(403, { error: { code: "forbidden", message: "Not yours" } }),
      json(404, { error: { code: "not-found", message: "No such order" } }),
    );
    const errors = await Promise.all(
      [api.get("/orders/a@b.co"), api.get("/orders/x"), api.get("/orders/y")].map((call) =>
        call.catch((caught: unknown) => caught),
      ),
    );
    expect(errors.map(isAuthError)).toEqual([true, true, false]);
    expect(errorMessage(errors[0])).toBe("Your session has ended. Please log in again.");
  });

  test("when DELETE succeeds, then it resolves with the deleted count", async () => {
    const fetch = answerFetch(json(200, { deletedCount: 1 }));
    await expect(api.delete("/products/claw-hammer")).resolves.toEqual({ deletedCount: 1 });
    expect(fetch.mock.calls[0]![1]?.method).toBe("DELETE");
  });
});

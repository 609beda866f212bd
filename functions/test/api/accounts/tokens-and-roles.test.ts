import { describe, expect, test } from "vitest";
import { admin, adminSdk, call, errorOf, newProduct, newUser, signIn, verifyEmail, type TestUser } from "../helpers";

const order = (productId: string) => ({ productId, quantity: 1, number: "+1 555 0100", location: "1 Elm St" });

/** Revokes every session of `user` once a second has passed (Auth compares whole seconds). */
async function revoke(user: TestUser) {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await (await adminSdk()).auth.revokeRefreshTokens(user.uid);
}

describe("revoked tokens and disabled accounts", () => {
  test("when a user's refresh tokens are revoked, then the old ID token gets 401 on order, payment and review calls", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const user = await newUser("Rex Revoked");
    expect((await call("POST", "/orders", { token: user.idToken, body: order(product._id) })).status).toBe(201);
    await revoke(user);
    for (const [method, path, body] of [
      ["POST", "/orders", order(product._id)],
      ["POST", "/create-payment-intent", { orderId: "some-order" }],
      ["PUT", "/reviews", { rating: 5 }],
    ] as const) {
      const result = await call(method, path, { token: user.idToken, body });
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(errorOf(result).code).toBe("unauthenticated");
    }
    // A fresh sign-in works again.
    const again = await signIn(user.email, "secret123");
    expect((await call("POST", "/orders", { token: again.idToken, body: order(product._id) })).status).toBe(201);
  });

  test("when an admin's sessions are revoked, then admin reads refuse the old token with 401", async () => {
    const user = await newUser("Ada Revoked");
    await (await adminSdk()).auth.setCustomUserClaims(user.uid, { admin: true });
    const { idToken } = await signIn(user.email, "secret123");
    expect((await call("GET", "/user", { token: idToken })).status).toBe(200);
    await revoke(user);
    expect((await call("GET", "/user", { token: idToken })).status).toBe(401);
    expect((await call("GET", "/orders", { token: idToken })).status).toBe(401);
  });

  test("when an account is disabled, then its token gets 401 on calls that change something", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const user = await newUser();
    await (await adminSdk()).auth.updateUser(user.uid, { disabled: true });
    const result = await call("POST", "/orders", { token: user.idToken, body: order(product._id) });
    expect(result.status).toBe(401);
    expect(errorOf(result).code).toBe("unauthenticated");
  });
});

describe("only verified accounts become admins", () => {
  test("when the admin promotes an unverified account, then 409 email-not-verified; once verified, 200", async () => {
    const adminToken = (await admin()).idToken;
    const user = await newUser("Nell Newhire");
    await call("PUT", `/user/${user.email}`, { token: user.idToken, body: { email: user.email } });
    // By its email: users come 50 a page, and a stack that has run the suites before holds many.
    const listed = (await call("GET", `/user?q=${encodeURIComponent(user.email)}`, { token: adminToken })).body as {
      email: string;
      emailVerified: boolean;
    }[];
    expect(listed.find((entry) => entry.email === user.email)?.emailVerified).toBe(false);

    const refused = await call("PUT", `/user/makeadmin/${encodeURIComponent(user.email)}`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("email-not-verified");
    expect((await (await adminSdk()).auth.getUser(user.uid)).customClaims?.admin).toBeUndefined();

    await verifyEmail(user);
    const relisted = (await call("GET", `/user?q=${encodeURIComponent(user.email)}`, { token: adminToken })).body as {
      email: string;
      emailVerified: boolean;
    }[];
    expect(relisted.find((entry) => entry.email === user.email)?.emailVerified).toBe(true);
    const promoted = await call("PUT", `/user/makeadmin/${encodeURIComponent(user.email)}`, { token: adminToken });
    expect(promoted.status).toBe(200);
  });

  test("when the seed accounts are read from Auth, then their emails are verified", async () => {
    const { auth } = await adminSdk();
    for (const email of ["admin@example.com", "buyer@example.com"]) {
      expect((await auth.getUserByEmail(email)).emailVerified, email).toBe(true);
    }
  });
});

describe("hostile ids and emails in paths", () => {
  test("when a path holds something that is not an email, then the user routes answer 400 with fields.email", async () => {
    const { idToken } = await admin();
    for (const segment of ["_", "L4)5M", "<script>", "%20", "x".repeat(2048), "a@b"]) {
      const result = await call("PUT", `/user/makeadmin/${encodeURIComponent(segment)}`, { token: idToken });
      expect(result.status, segment.slice(0, 20)).toBe(400);
      expect(errorOf(result).fields).toEqual({ email: "Must be an email address" });
    }
    expect((await call("GET", "/user/admin/%20", { token: idToken })).status).toBe(400);
  });

  test("when an id cannot name a document, then 404 in the error shape, never 500", async () => {
    const { idToken } = await admin();
    for (const id of ["constructor", "toString", "__proto__", "a%2Fb", "..%2F", "x".repeat(2048), "%3Cscript%3E"]) {
      for (const [method, path] of [
        ["GET", `/product/${id}`],
        ["GET", `/orders/${id}`],
        ["DELETE", `/orders/${id}`],
        ["DELETE", `/products/${id}`],
        ["PATCH", `/booking/${id}`],
      ] as const) {
        const result = await call(method, path, {
          token: idToken,
          body: method === "PATCH" ? { transactionId: "pi_1" } : undefined,
        });
        expect(result.status, `${method} ${path.slice(0, 40)}`).toBe(404);
        expect(errorOf(result).code).toBe("not-found");
      }
    }
    const order = await call("POST", "/orders", {
      token: idToken,
      body: { ...{ quantity: 1, number: "1", location: "x" }, productId: "a/b" },
    });
    expect(order.status).toBe(404);
  });

  test("when a body is an array, then 400 in our shape; an unknown path under /api, our 404", async () => {
    const user = await newUser();
    const array = await call("PUT", "/reviews", { token: user.idToken, body: [{ rating: 5 }] });
    expect(array.status).toBe(400);
    expect(errorOf(array).fields).toEqual({ body: "Must be a JSON object" });
    const unknown = await call("GET", "/no/such/thing");
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe("not-found");
  });
});

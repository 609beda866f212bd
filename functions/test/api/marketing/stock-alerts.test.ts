import { describe, expect, test } from "vitest";
import { tag, uniqueEmail } from "../../../../testkit/shop-client/accounts";
import { adminSdk, admin, buyer, call, errorOf, newProduct, newUser, placeOrder, staff, urls } from "../helpers";
import { moveStock, sizedTool } from "../catalogue/variant-helpers";
import { inMinutes, sweepAt } from "../orders/lifecycle-helpers";
import { payOrder } from "../payments/payment-helpers";
import { askAlert, caughtTo, marketingServices, outboxTo, tokenIn, unsubscribeToken } from "./marketing-helpers";

/** Back-in-stock alerts and the one-click unsubscribe (docs/api.md, "Marketing mail"; docs/decisions/048). */

/** A tool in two sizes, the large one sold out. */
const soldOutSize = async () => {
  const tool = await sizedTool([
    { size: "S", price: 10, available: 5 },
    { size: "L", price: 12, available: 0 },
  ]);
  return { tool, small: tool.variants[0]!, large: tool.variants[1]! };
};

const alertDoc = async (productId: string, email: string) => {
  const { db } = await adminSdk();
  const found = await db
    .collection("stockAlerts")
    .where("email", "==", email)
    .where("productId", "==", productId)
    .get();
  return found.docs.map((doc) => doc.data());
};

describe("back-in-stock alerts", () => {
  test("when a visitor asks by email, confirms from the mail and the owner restocks, then one mail arrives, and a second restock sends nothing", async () => {
    const { tool, large } = await soldOutSize();
    const email = uniqueEmail("alert");
    const asked = await askAlert(tool._id, { variantId: large.id, email });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ productId: tool._id, variantId: large.id, status: "pending" });

    // Asking again changes nothing: 200, still pending, no second confirm mail.
    const again = await askAlert(tool._id, { variantId: large.id, email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "pending" });

    const [confirm] = await caughtTo(email, "Confirm:");
    expect(confirm!.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/.+\/unsubscribe\?token=[\w.-]+>$/);
    expect(confirm!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await outboxTo(email, "alert-confirm")).toBe(1);

    // Nothing is sent before it is confirmed: a restock and back to 0 while pending mails nothing.
    await moveStock(tool._id, { variantId: large.id, delta: 1, reason: "found one" });
    await moveStock(tool._id, { variantId: large.id, delta: -1, reason: "sold in the shop" });
    expect(await outboxTo(email, "stock-alert")).toBe(0);

    // The link confirms on GET (a browser is sent on to the app's page).
    const token = tokenIn(confirm!, "/api/alerts/confirm");
    const browser = await fetch(`${urls.api}/alerts/confirm?token=${token}`, {
      headers: { accept: "text/html" },
      redirect: "manual",
    });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toMatch(/\/alerts\/confirm\?status=confirmed&product=/);
    const confirmed = await call("GET", `/alerts/confirm?token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ productId: tool._id, variantId: large.id, status: "active" });

    const restocked = await moveStock(tool._id, { variantId: large.id, delta: 3, reason: "delivery" });
    expect(restocked.status).toBe(200);
    const [back] = await caughtTo(email, "Back in stock:");
    expect(back!.subject).toContain("(Size: L)");
    expect(back!.text).toContain(`/tools/${tool._id}?variant=${large.id}`);
    expect(back!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect((await alertDoc(tool._id, email.toLowerCase()))[0]).toMatchObject({ status: "sent" });

    // More pieces, and even 0 and back: the alert has ended, nothing more goes out.
    await moveStock(tool._id, { variantId: large.id, delta: 2, reason: "delivery" });
    await moveStock(tool._id, { variantId: large.id, delta: -5, reason: "count" });
    await moveStock(tool._id, { variantId: large.id, delta: 1, reason: "delivery" });
    expect(await outboxTo(email, "stock-alert")).toBe(1);
  });

  test("when a signed-in shopper asks, then the alert is active at once, for the account's email, with no confirm mail", async () => {
    const { tool, large } = await soldOutSize();
    const shopper = await newUser();
    const asked = await askAlert(tool._id, { variantId: large.id, email: "someone-else@example.com" }, shopper.idToken);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: "active" });
    expect((await askAlert(tool._id, { variantId: large.id }, shopper.idToken)).status).toBe(200);
    expect(await alertDoc(tool._id, shopper.email.toLowerCase())).toHaveLength(1);
    expect(await alertDoc(tool._id, "someone-else@example.com")).toHaveLength(0);
    expect(await outboxTo(shopper.email, "alert-confirm")).toBe(0);
  });

  test("when the tool has pieces, the product is unknown, the body is bad or an anonymous ask has no email, then 409 in-stock, 404, 400", async () => {
    const { tool, small, large } = await soldOutSize();
    const inStock = await askAlert(tool._id, { variantId: small.id, email: uniqueEmail("alert") });
    expect(inStock.status).toBe(409);
    expect(errorOf(inStock).code).toBe("in-stock");
    expect((await askAlert("no-such-tool", { email: uniqueEmail("alert") })).status).toBe(404);
    const noEmail = await askAlert(tool._id, { variantId: large.id });
    expect(noEmail.status).toBe(400);
    expect(errorOf(noEmail).fields).toHaveProperty("email");
    expect((await askAlert(tool._id, { variantId: large.id, email: "not an email" })).status).toBe(400);
    // A tool with options needs its variant.
    expect((await askAlert(tool._id, { email: uniqueEmail("alert") })).status).toBe(400);
    expect((await askAlert(tool._id, { variantId: "no-such", email: uniqueEmail("alert") })).status).toBe(400);
  });

  test("when one address asks more than 10 times in a minute, then the 11th is 429 rate-limited", async () => {
    const { tool, large } = await soldOutSize();
    const email = uniqueEmail("many");
    // The window is the minute: start well inside one, so the 11 asks fall in the same.
    const second = new Date().getUTCSeconds();
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await askAlert(tool._id, { variantId: large.id, email })).status);
    expect(statuses).toEqual([201, ...Array<number>(9).fill(200)]);
    const last = await askAlert(tool._id, { variantId: large.id, email });
    expect(last.status).toBe(429);
    expect(errorOf(last).code).toBe("rate-limited");
    expect(last.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  test("when the confirm token is forged, of another purpose or expired, then 400 bad-token", async () => {
    const { signToken, marketingKey } = await marketingServices();
    const { tool, large } = await soldOutSize();
    const email = uniqueEmail("alert");
    await askAlert(tool._id, { variantId: large.id, email });
    const [confirm] = await caughtTo(email, "Confirm:");
    const token = tokenIn(confirm!, "/api/alerts/confirm");
    const [body] = token.split(".");
    const forged = `${body}.${"A".repeat(43)}`;
    const expired = signToken(
      marketingKey(),
      "alert-confirm",
      (JSON.parse(Buffer.from(body!, "base64url").toString()) as { s: string }).s,
      new Date(Date.now() - 1000),
    );
    const otherPurpose = signToken(marketingKey(), "unsubscribe", email);
    for (const bad of [forged, expired, otherPurpose, "x"]) {
      const answer = await call("POST", "/alerts/confirm", { body: { token: bad } });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe("bad-token");
    }
    const browser = await fetch(`${urls.api}/alerts/confirm?token=${forged}`, {
      headers: { accept: "text/html" },
      redirect: "manual",
    });
    expect(browser.headers.get("location")).toMatch(/\/alerts\/confirm\?status=bad-token$/);
    expect((await call("POST", "/alerts/confirm", { body: { token } })).status).toBe(200);
  });

  test("when an expired hold brings a variant back from 0, then its alerts are mailed", async () => {
    const shopper = await newUser();
    const watcher = await newUser();
    const expiring = await newProduct({ minimumOrder: 1, available: 2 });
    const order = await placeOrder(shopper, expiring._id, 2);
    expect((await askAlert(expiring._id, {}, watcher.idToken)).status).toBe(201);
    await sweepAt(inMinutes(31));
    expect((await call("GET", `/orders/${order._id}`, { token: shopper.idToken })).body).toMatchObject({
      status: "expired",
    });
    await caughtTo(watcher.email, "Back in stock:");
  });

  test("when a refund's restock brings a variant back from 0, then its alerts are mailed", async () => {
    const shopper = await newUser();
    const watcher = await newUser();
    const refunded = await newProduct({ minimumOrder: 1, available: 1 });
    const paid = await placeOrder(shopper, refunded._id, 1);
    await payOrder(shopper, paid._id);
    expect((await askAlert(refunded._id, {}, watcher.idToken)).status).toBe(201);
    const refund = await call("POST", `/orders/${paid._id}/refund`, {
      token: (await admin()).idToken,
      body: { restock: true },
    });
    expect(refund.status).toBe(200);
    await caughtTo(watcher.email, "Back in stock:");
    expect(await outboxTo(watcher.email, "stock-alert")).toBe(1);
  });
});

describe("one-click unsubscribe", () => {
  test("when the List-Unsubscribe URL is POSTed on the site without signing in, then the address's alerts end, it is suppressed as a keyed hash, and no marketing mail follows", async () => {
    const { tool, large } = await soldOutSize();
    const email = uniqueEmail("unsub");
    await askAlert(tool._id, { variantId: large.id, email });
    const [confirm] = await caughtTo(email, "Confirm:");
    await call("GET", `/alerts/confirm?token=${tokenIn(confirm!, "/api/alerts/confirm")}`);

    // As a mail program does it (RFC 8058): a form POST to the header's URL, on the site's origin.
    const url = `${urls.web}/unsubscribe?token=${unsubscribeToken(confirm!)}`;
    const posted = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ unsubscribed: true });
    // The API's own path answers the same, and a second time is harmless.
    expect((await call("POST", `/unsubscribe?token=${unsubscribeToken(confirm!)}`)).status).toBe(200);

    expect((await alertDoc(tool._id, email.toLowerCase()))[0]).toMatchObject({ status: "ended" });
    const { db } = await adminSdk();
    const suppressed = await db.collection("suppressions").get();
    expect(suppressed.docs.some((doc) => doc.id.includes(email) || JSON.stringify(doc.data()).includes(email))).toBe(
      false,
    );

    // The restock mails nothing; a new anonymous ask is answered as usual but sends no confirm mail.
    await moveStock(tool._id, { variantId: large.id, delta: 1, reason: "delivery" });
    const other = await sizedTool([{ size: "M", price: 9, available: 0 }]);
    expect((await askAlert(other._id, { variantId: other.variants[0]!.id, email })).status).toBe(201);
    expect(await outboxTo(email, "stock-alert")).toBe(0);
    expect(await outboxTo(email, "alert-confirm")).toBe(1);

    // A person opening the link gets the app's page (one button), not an unsubscribe.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });

  test("when the unsubscribe token is forged or missing, then 400 bad-token or bad-request", async () => {
    const forged = await call(
      "POST",
      `/unsubscribe?token=${Buffer.from('{"s":"a@example.com"}').toString("base64url")}.${"B".repeat(43)}`,
    );
    expect(forged.status).toBe(400);
    expect(errorOf(forged).code).toBe("bad-token");
    expect((await call("POST", "/unsubscribe")).status).toBe(400);
  });
});

describe("the owner's marketing figures and settings", () => {
  test("when the owner and staff read the figures, then alerts waiting are counted per tool and variant; a shopper is refused", async () => {
    const { tool, large } = await soldOutSize();
    for (const n of [1, 2]) await askAlert(tool._id, { variantId: large.id }, (await newUser(`Watcher ${n}`)).idToken);
    const today = new Date().toISOString().slice(0, 10);
    for (const who of [await admin(), await staff()]) {
      const stats = await call("GET", `/marketing/stats?from=${today}&to=${today}`, { token: who.idToken });
      expect(stats.status).toBe(200);
      expect(stats.body.alertsWaiting).toContainEqual({ productId: tool._id, variantId: large.id, count: 2 });
      expect(stats.body.alertsSent).toBeGreaterThanOrEqual(0);
    }
    expect(
      (await call("GET", `/marketing/stats?from=${today}&to=${today}`, { token: (await buyer()).idToken })).status,
    ).toBe(403);
    expect((await call("GET", `/marketing/stats?from=${today}&to=${today}`)).status).toBe(401);
    expect(
      (await call("GET", `/marketing/stats?from=${today}&to=2000-01-01`, { token: (await admin()).idToken })).status,
    ).toBe(400);
  });

  test("when staff read or change the settings, then 403 owner-only; the owner reads and sets them, and a bad body is 400", async () => {
    const staffToken = (await staff()).idToken;
    for (const method of ["GET", "PUT"]) {
      const refused = await call(method, "/settings/marketing", {
        token: staffToken,
        ...(method === "PUT" && { body: { enabled: true, delayHours: 5 } }),
      });
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe("owner-only");
    }
    const owner = (await admin()).idToken;
    const before = await call("GET", "/settings/marketing", { token: owner });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ enabled: expect.any(Boolean), delayHours: expect.any(Number) });
    const set = await call("PUT", "/settings/marketing", { token: owner, body: { enabled: true, delayHours: 12.5 } });
    expect(set.body).toEqual({ enabled: true, delayHours: 12.5 });
    expect((await call("GET", "/settings/marketing", { token: owner })).body).toEqual({
      enabled: true,
      delayHours: 12.5,
    });
    expect(
      (await call("PUT", "/settings/marketing", { token: owner, body: { enabled: "yes", delayHours: 0 } })).status,
    ).toBe(400);
    // Back to the default delay the rest of the suite expects.
    await call("PUT", "/settings/marketing", { token: owner, body: before.body });
  });
});

describe("consent on the account", () => {
  test("when a new account reads GET /me, then consent is off with no when or where; PUT /me/marketing records it, and a bad body is 400", async () => {
    const shopper = await newUser(`Consent ${tag(4)}`);
    const me = await call("GET", "/me", { token: shopper.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: shopper.email,
      marketingConsent: false,
      marketingConsentAt: null,
      marketingConsentSource: null,
    });
    const given = await call("PUT", "/me/marketing", {
      token: shopper.idToken,
      body: { consent: true, source: "signup" },
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ marketingConsent: true, marketingConsentSource: "signup" });
    expect(Date.now() - Date.parse(given.body.marketingConsentAt)).toBeLessThan(60_000);
    const withdrawn = await call("PUT", "/me/marketing", { token: shopper.idToken, body: { consent: false } });
    expect(withdrawn.body).toMatchObject({ marketingConsent: false, marketingConsentSource: "profile" });
    expect((await call("GET", "/me", { token: shopper.idToken })).body).toMatchObject({ marketingConsent: false });
    expect((await call("PUT", "/me/marketing", { token: shopper.idToken, body: { consent: "yes" } })).status).toBe(400);
    expect((await call("GET", "/me")).status).toBe(401);
    expect((await call("PUT", "/me/marketing", { body: { consent: true } })).status).toBe(401);
  });
});

import { afterEach, describe, expect, test } from "vitest";
import { urls } from "../../../../ports/ports";
import { TEST_STRIPE_ATTEMPT_TIMEOUT_MS } from "../../../../stack/stripe-timeouts";
import { errorOf, type CallResult } from "../helpers";
import {
  admin,
  arrangeOrder,
  call,
  getOrder,
  paidOrder,
  pendingOrder,
  stockOf,
  stripe,
  sweepAt,
} from "../orders/lifecycle-helpers";
import { createPaymentIntent } from "./payment-helpers";

/**
 * Stripe down, failing or slow, as the stand-in's /_faults makes it: every call that needs Stripe
 * answers 503 payment-provider-unavailable with Retry-After within 20 s, nothing is half-done, and
 * the same call works once Stripe is back.
 */
type Mode = "hang" | "error" | "slow";

async function setFault(mode: Mode, ms?: number) {
  const response = await fetch(`${urls.stripe}/_faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode, ...(ms !== undefined && { ms }) }),
  });
  if (!response.ok) throw new Error(`could not set the fault: ${response.status} ${await response.text()}`);
}

const clearFault = () => fetch(`${urls.stripe}/_faults`, { method: "DELETE" });

afterEach(async () => {
  await clearFault();
});

/** The call's answer and how long it took. */
async function timed(work: Promise<CallResult>) {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

function expectUnavailable({ result, ms }: { result: CallResult; ms: number }) {
  expect(result.status, result.text).toBe(503);
  expect(errorOf(result).code).toBe("payment-provider-unavailable");
  expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(ms).toBeLessThan(20_000);
}

// `slow` waits 15 s a call: far longer than the shop waits, so it fails like a hang, and Stripe's
// late answers (a refund made after all) come only after this test has looked.
const faults: [Mode, number | undefined][] = [
  ["hang", undefined],
  ["error", undefined],
  ["slow", 15_000],
];

describe.each(faults)("when Stripe's calls %s", (mode, ms) => {
  test(
    "then create, confirm, cancel and refund answer 503 with Retry-After within 20 s, nothing changes, and each works once Stripe is back",
    { timeout: 60_000 },
    async () => {
      const toCreate = await pendingOrder({ available: 10, quantity: 2 });
      const toConfirm = await pendingOrder();
      const confirmIntent = await createPaymentIntent(toConfirm.user, toConfirm.order._id);
      const toCancel = await pendingOrder({ available: 10, quantity: 3 });
      await createPaymentIntent(toCancel.user, toCancel.order._id);
      const toRefund = await paidOrder({ available: 10, quantity: 4 });
      const { idToken: adminToken } = await admin();

      await setFault(mode, ms);
      const [create, confirm, cancel, refund] = await Promise.all([
        timed(
          call("POST", "/create-payment-intent", {
            token: toCreate.user.idToken,
            body: { orderId: toCreate.order._id },
          }),
        ),
        timed(
          call("PATCH", `/booking/${toConfirm.order._id}`, {
            token: toConfirm.user.idToken,
            body: { transactionId: confirmIntent.id },
          }),
        ),
        timed(call("POST", `/orders/${toCancel.order._id}/cancel`, { token: toCancel.user.idToken })),
        timed(call("POST", `/orders/${toRefund.order._id}/refund`, { token: adminToken })),
      ]);
      for (const answer of [create, confirm, cancel, refund]) expectUnavailable(answer);

      // Nothing half-done: the unpaid orders still pend (and stay payable), the cancelled one keeps
      // its stock held, the paid one is still paid.
      expect(await getOrder(toCreate.user, toCreate.order._id)).toMatchObject({ status: "pending", paid: false });
      expect(await getOrder(toConfirm.user, toConfirm.order._id)).toMatchObject({ status: "pending", paid: false });
      expect(await getOrder(toCancel.user, toCancel.order._id)).toMatchObject({ status: "pending" });
      expect(await stockOf(toCancel.product._id)).toBe(7);
      expect(await getOrder(toRefund.user, toRefund.order._id)).toMatchObject({ status: "paid", paid: true });
      expect(await stockOf(toRefund.product._id)).toBe(6);

      await clearFault();
      const created = await call("POST", "/create-payment-intent", {
        token: toCreate.user.idToken,
        body: { orderId: toCreate.order._id },
      });
      expect(created.status, created.text).toBe(200);
      expect(created.body.clientSecret).toMatch(/^pi_/);

      await stripe.paymentIntents.confirm(confirmIntent.id, { payment_method: "pm_card_visa" });
      const confirmed = await call("PATCH", `/booking/${toConfirm.order._id}`, {
        token: toConfirm.user.idToken,
        body: { transactionId: confirmIntent.id },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body).toMatchObject({ paid: true, status: "paid" });

      const cancelled = await call("POST", `/orders/${toCancel.order._id}/cancel`, { token: toCancel.user.idToken });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body.status).toBe("cancelled");
      expect(await stockOf(toCancel.product._id)).toBe(10);

      const refunded = await call("POST", `/orders/${toRefund.order._id}/refund`, { token: adminToken });
      expect(refunded.status, refunded.text).toBe(200);
      expect(refunded.body.status).toBe("refunded");
      expect(await stockOf(toRefund.product._id)).toBe(10);
    },
  );

  test(
    "then the expiry sweep leaves an ended hold pending with its stock held, and the next run expires it",
    { timeout: 60_000 },
    async () => {
      const { user, order, product } = await pendingOrder({ available: 10, quantity: 2 });
      await createPaymentIntent(user, order._id);
      // Faulty before the hold ends, so the local stack's own sweep cannot expire it first.
      await setFault(mode, ms);
      await arrangeOrder(order._id, { expiresAt: new Date(Date.now() - 60_000) });

      const started = Date.now();
      const stopped = await sweepAt(new Date());
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(stopped.skipped).toBeGreaterThanOrEqual(1);
      expect(await getOrder(user, order._id)).toMatchObject({ status: "pending" });
      expect(await stockOf(product._id)).toBe(8);

      await clearFault();
      await sweepAt(new Date());
      expect(await getOrder(user, order._id)).toMatchObject({ status: "expired" });
      expect(await stockOf(product._id)).toBe(10);
    },
  );
});

describe("when Stripe is slow but answers within the timeout", () => {
  test("then the payment intent is created, only later", async () => {
    const { user, order } = await pendingOrder();
    // Half an attempt on the test stack (stack/stripe-timeouts.ts), and far less than production's 4 s.
    const slowMs = TEST_STRIPE_ATTEMPT_TIMEOUT_MS / 2;
    await setFault("slow", slowMs);
    const { result, ms } = await timed(
      call("POST", "/create-payment-intent", { token: user.idToken, body: { orderId: order._id } }),
    );
    expect(result.status, result.text).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(slowMs);
  });
});

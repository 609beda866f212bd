import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paidIntent, startHarness, type Harness } from "./standin-harness";
import { STRIPE_NESTED_FIELDS, unlikeStripe } from "./stripe-fields";

/** The stand-in's order-lifecycle surface (docs/payments.md), driven through the real stripe SDK. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** The verified events delivered so far about an object (its id in data.object.id, payment_intent or charge). */
async function deliveredAbout(id: string) {
  await h.standin.deliveriesSettled();
  expect(h.rejected).toEqual([]);
  return h.delivered.filter((event) => {
    const object = event.data.object as { id?: string; payment_intent?: string; charge?: string };
    return [object.id, object.payment_intent, object.charge].includes(id);
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Stripe.errors.StripeError) => error,
  );

describe("cancelling a PaymentIntent", () => {
  test("when an unpaid PaymentIntent is cancelled, then it is canceled with the reason and a signed payment_intent.canceled arrives", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    const canceled = await h.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" });
    expect(canceled).toMatchObject({ id: intent.id, status: "canceled", cancellation_reason: "abandoned" });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const events = await deliveredAbout(intent.id);
    expect(events.map((event) => event.type)).toEqual(["payment_intent.canceled"]);
    expect(events[0]!.data.object).toMatchObject({ status: "canceled" });
  });

  test("when a succeeded PaymentIntent is cancelled, then Stripe's 400 payment_intent_unexpected_state answers with the intent", async () => {
    const paid = await paidIntent(h.stripe);
    const error = await rejection(h.stripe.paymentIntents.cancel(paid.id));
    expect(error).toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "payment_intent_unexpected_state",
    });
    expect(error?.payment_intent).toMatchObject({ id: paid.id, status: "succeeded" });
    expect((await h.stripe.paymentIntents.retrieve(paid.id)).status).toBe("succeeded");
  });

  test("when a canceled PaymentIntent is cancelled again or confirmed, then both are refused with payment_intent_unexpected_state", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    await h.stripe.paymentIntents.cancel(intent.id);
    for (const call of [
      h.stripe.paymentIntents.cancel(intent.id),
      h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" }),
    ]) {
      expect(await rejection(call)).toMatchObject({ code: "payment_intent_unexpected_state" });
    }
  });

  test("when the cancellation reason is not one of Stripe's, then 400 names the parameter", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    const error = await rejection(
      h.stripe.paymentIntents.cancel(intent.id, {
        cancellation_reason: "bored" as Stripe.PaymentIntentCancelParams.CancellationReason,
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: "cancellation_reason" });
  });
});

describe("charges and refunds", () => {
  test("when a PaymentIntent succeeds, then latest_charge names a paid, captured charge of its amount", async () => {
    const paid = await paidIntent(h.stripe, 4200);
    expect(paid.latest_charge).toMatch(/^ch_/);
    const charge = await h.stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({
      payment_intent: paid.id,
      amount: 4200,
      amount_captured: 4200,
      amount_refunded: 0,
      captured: true,
      paid: true,
      refunded: false,
      disputed: false,
      status: "succeeded",
      metadata: { orderId: "o-4200" },
    });
  });

  test("when a payment is refunded in full, then the charge is refunded and a second refund answers charge_already_refunded", async () => {
    const paid = await paidIntent(h.stripe, 3000);
    const refund = await h.stripe.refunds.create({ payment_intent: paid.id, reason: "requested_by_customer" });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 3000,
      charge: paid.latest_charge,
      payment_intent: paid.id,
      reason: "requested_by_customer",
      status: "succeeded",
    });
    expect(await h.stripe.refunds.retrieve(refund.id)).toEqual(refund);
    const charge = await h.stripe.charges.retrieve(paid.latest_charge as string, { expand: ["refunds"] });
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 3000 });
    expect(charge.refunds?.data.map((r) => r.id)).toEqual([refund.id]);
    expect(await rejection(h.stripe.refunds.create({ payment_intent: paid.id }))).toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
    });
  });

  test("when part is refunded, then more than is left is refused and a refund without amount takes the rest", async () => {
    const paid = await paidIntent(h.stripe, 5000);
    const part = await h.stripe.refunds.create({ charge: paid.latest_charge as string, amount: 1200 });
    expect(part.amount).toBe(1200);
    expect(await h.stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({
      refunded: false,
      amount_refunded: 1200,
    });
    expect(await rejection(h.stripe.refunds.create({ payment_intent: paid.id, amount: 3801 }))).toMatchObject({
      statusCode: 400,
      param: "amount",
      code: "amount_too_large",
    });
    const rest = await h.stripe.refunds.create({ payment_intent: paid.id });
    expect(rest.amount).toBe(3800);
    expect(await h.stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({
      refunded: true,
      amount_refunded: 5000,
    });
  });

  test("when a refund is sent twice with the same Idempotency-Key, then one refund is made and the same answer comes back", async () => {
    const paid = await paidIntent(h.stripe, 2000);
    const params = { payment_intent: paid.id, amount: 500, metadata: { orderId: "o-2000" } };
    const first = await h.stripe.refunds.create(params, { idempotencyKey: `refund-${paid.id}` });
    const second = await h.stripe.refunds.create(params, { idempotencyKey: `refund-${paid.id}` });
    expect(second).toEqual(first);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect((await h.stripe.charges.retrieve(paid.latest_charge as string)).amount_refunded).toBe(500);
    const events = await deliveredAbout(paid.latest_charge as string);
    expect(events.filter((event) => event.type === "charge.refunded")).toHaveLength(1);
  });

  test("when a PaymentIntent that has not succeeded is refunded, then 400 says it has no charge to refund", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    expect(await rejection(h.stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("does not have a successful charge to refund"),
    });
    expect(await rejection(h.stripe.refunds.create({ payment_intent: "pi_missing" }))).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
  });

  test("when a payment is refunded, then signed refund.created and charge.refunded arrive, the charge showing what was refunded", async () => {
    const paid = await paidIntent(h.stripe, 2600);
    const refund = await h.stripe.refunds.create({ payment_intent: paid.id, amount: 600 });
    const events = await deliveredAbout(paid.id);
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.succeeded",
      "refund.created",
      "charge.refunded",
    ]);
    expect(events[1]!.data.object).toEqual(refund);
    expect(events[2]!.data.object).toMatchObject({
      object: "charge",
      id: paid.latest_charge,
      payment_intent: paid.id,
      amount_refunded: 600,
      refunded: false,
    });
  });
});

describe("disputes", () => {
  test("when pm_card_createDispute pays, then it succeeds and a signed charge.dispute.created follows for the whole charge", async () => {
    const paid = await paidIntent(h.stripe, 7700, "pm_card_createDispute");
    expect(paid.status).toBe("succeeded");
    const events = await deliveredAbout(paid.id);
    expect(events.map((event) => event.type)).toEqual(["payment_intent.succeeded", "charge.dispute.created"]);
    const dispute = events[1]!.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: "dispute",
      charge: paid.latest_charge,
      payment_intent: paid.id,
      amount: 7700,
      currency: "usd",
      reason: "fraudulent",
      status: "needs_response",
      livemode: false,
    });
    expect(dispute.id).toMatch(/^dp_/);
    expect(events[1]!.request).toEqual({ id: null, idempotency_key: null });
    expect((await h.stripe.charges.retrieve(paid.latest_charge as string)).disputed).toBe(true);
    expect(await rejection(h.stripe.refunds.create({ payment_intent: paid.id }))).toMatchObject({
      code: "charge_disputed",
    });
  });

  test("when the browser pays with card 4000 0000 0000 0259, then the payment succeeds and is disputed", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 990, currency: "usd" });
    const response = await fetch(`${h.standin.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        key: "pk_test_hometools_local",
        client_secret: intent.client_secret!,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4000000000000259",
        "payment_method_data[card][exp_month]": "12",
        "payment_method_data[card][exp_year]": "40",
        "payment_method_data[card][cvc]": "123",
      }),
    });
    expect(((await response.json()) as { status: string }).status).toBe("succeeded");
    expect((await deliveredAbout(intent.id)).map((event) => event.type)).toContain("charge.dispute.created");
  });
});

describe("the event list", () => {
  test("when events are listed, then they come newest first, `limit` at a time, and `starting_after` pages on", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1100, currency: "usd" });
    await h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    await h.stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    const first = await h.stripe.events.list({ limit: 2 });
    expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/events" });
    expect(first.data.map((event) => event.type)).toEqual(["charge.refunded", "refund.created"]);
    const next = await h.stripe.events.list({ limit: 1, starting_after: first.data[1]!.id });
    expect(next.data.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ["payment_intent.succeeded", intent.id],
    ]);
    const back = await h.stripe.events.list({ limit: 2, ending_before: next.data[0]!.id });
    expect(back.data.map((event) => event.id)).toEqual(first.data.map((event) => event.id));
    const all = await h.stripe.events.list({ limit: 100 });
    const created = all.data.map((event) => event.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(await h.stripe.events.retrieve(first.data[0]!.id)).toEqual(first.data[0]);
  });

  test("when events are listed with a type, then only that type comes back; a bad limit is 400", async () => {
    await paidIntent(h.stripe, 1300, "pm_card_createDispute");
    const disputes = await h.stripe.events.list({ type: "charge.dispute.created" });
    expect(disputes.data.length).toBeGreaterThan(0);
    expect(new Set(disputes.data.map((event) => event.type))).toEqual(new Set(["charge.dispute.created"]));
    const charges = await h.stripe.events.list({ type: "charge.*", limit: 100 });
    expect(charges.data.every((event) => event.type.startsWith("charge."))).toBe(true);
    expect(await rejection(h.stripe.events.list({ limit: 101 }))).toMatchObject({ statusCode: 400, param: "limit" });
  });

  test("when a publishable key lists events, then it is refused as at Stripe", async () => {
    const response = await fetch(`${h.standin.url}/v1/events?key=pk_test_hometools_local`);
    expect(response.status).toBe(401);
  });
});

describe("the objects match Stripe's", () => {
  test("when every kind of object is made, then each carries only Stripe's fields, with Stripe's JSON types", async () => {
    const canceled = await h.stripe.paymentIntents.cancel(
      (await h.stripe.paymentIntents.create({ amount: 800, currency: "usd" })).id,
    );
    const paid = await paidIntent(h.stripe, 8800, "pm_card_createDispute");
    const declined = await h.stripe.paymentIntents.create({ amount: 800, currency: "usd" });
    await rejection(h.stripe.paymentIntents.confirm(declined.id, { payment_method: "pm_card_chargeDeclined" }));
    const other = await paidIntent(h.stripe, 900);
    const refund = await h.stripe.refunds.create({ payment_intent: other.id, amount: 100 });
    const charge = await h.stripe.charges.retrieve(other.latest_charge as string, { expand: ["refunds"] });
    const events = (await h.stripe.events.list({ limit: 100 })).data;
    const dispute = events.find((event) => event.type === "charge.dispute.created")!.data.object as Stripe.Dispute;

    const { lastResponse: _a, ...shownRefund } = refund;
    const { lastResponse: _b, ...shownCharge } = charge;
    const objects: [Parameters<typeof unlikeStripe>[0], object][] = [
      ["payment_intent", canceled],
      ["payment_intent", paid],
      ["payment_intent", await h.stripe.paymentIntents.retrieve(declined.id)],
      ["refund", shownRefund],
      ["charge", shownCharge],
      ["dispute", dispute],
      ...events.map((event): [Parameters<typeof unlikeStripe>[0], object] => ["event", event]),
      ...events.map(
        (event) => [event.data.object.object, event.data.object] as [Parameters<typeof unlikeStripe>[0], object],
      ),
    ];
    for (const [type, object] of objects) {
      const { lastResponse: _c, ...fields } = object as { lastResponse?: unknown };
      expect(unlikeStripe(type, fields), `${type} ${JSON.stringify(fields).slice(0, 80)}`).toEqual([]);
    }
    expect(Object.keys(dispute.evidence_details).sort()).toEqual(
      [...STRIPE_NESTED_FIELDS["dispute.evidence_details"]].sort(),
    );
    expect(Object.keys(charge.refunds!).sort()).toEqual([...STRIPE_NESTED_FIELDS.list].sort());
    expect(Object.keys(events[0]!.request!).sort()).toEqual([...STRIPE_NESTED_FIELDS["event.request"]].sort());
    // Since API version 2022-11-15 a charge lists its refunds only when asked to (expand).
    expect("refunds" in (await h.stripe.charges.retrieve(other.latest_charge as string))).toBe(false);
  });
});

describe("partial refunds, as Stripe models them", () => {
  test("when a charge is refunded in two parts, then each refund carries its amount, the charge sums them, and each sends a charge.refunded with Stripe's fields", async () => {
    const paid = await paidIntent(h.stripe, 4000);
    const first = await h.stripe.refunds.create({
      payment_intent: paid.id,
      amount: 1500,
      metadata: { refundKey: "k1" },
    });
    const second = await h.stripe.refunds.create({ payment_intent: paid.id, amount: 2500 });
    expect([first.amount, second.amount]).toEqual([1500, 2500]);
    expect(first.metadata).toEqual({ refundKey: "k1" });
    const events = await deliveredAbout(paid.id);
    const refundedEvents = events.filter((event) => event.type === "charge.refunded");
    expect(refundedEvents).toHaveLength(2);
    const charges = refundedEvents.map((event) => event.data.object as Stripe.Charge);
    expect(charges.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [1500, false],
      [4000, true],
    ]);
    const listed = await h.stripe.charges.retrieve(paid.latest_charge as string, { expand: ["refunds"] });
    expect(listed.refunds?.data.map((refund) => refund.amount).sort()).toEqual([1500, 2500]);
    for (const event of refundedEvents) {
      expect(unlikeStripe("event", event)).toEqual([]);
      expect(unlikeStripe("charge", event.data.object)).toEqual([]);
    }
    for (const refund of [first, second]) {
      const { lastResponse: _response, ...fields } = refund;
      expect(unlikeStripe("refund", fields)).toEqual([]);
    }
  });
});

import { describe, expect, test } from "vitest";
import { isOrderId, isReusable, paymentProblem } from "../../../src/domain/payments/payment-check";

const order = { _id: "order-1", totalCents: 3705 };
const payment = { id: "pi_1", amount: 3705, currency: "usd", status: "succeeded", orderId: "order-1" };

describe("whether a PaymentIntent pays an order", () => {
  test("when order, amount in cents and currency match, then there is no problem", () => {
    expect(paymentProblem(payment, order, "pi_1")).toBeNull();
  });

  test("when the metadata names another order, then it does not pay this one", () => {
    expect(paymentProblem({ ...payment, orderId: "order-2" }, order, "pi_1")).toMatch(/another order/);
    expect(paymentProblem({ ...payment, orderId: null }, order, "pi_1")).toMatch(/another order/);
  });

  test("when the amount is a cent off, then it does not pay the order", () => {
    expect(paymentProblem({ ...payment, amount: 3704 }, order, "pi_1")).toMatch(/3704 cents, not 3705/);
  });

  test("when the currency is not usd, then it does not pay the order", () => {
    expect(paymentProblem({ ...payment, currency: "eur" }, order, "pi_1")).toMatch(/eur/);
  });

  test("when the PaymentIntent is not the one stored on the order (or none is), then it does not pay it", () => {
    expect(paymentProblem(payment, order, "pi_1")).toBeNull();
    expect(paymentProblem(payment, order, "pi_other")).toMatch(/not the one created/);
    expect(paymentProblem(payment, order, null)).toMatch(/not the one created/);
  });

  test("when a PaymentIntent waits for a card, then its client secret can be handed out again", () => {
    expect(["requires_payment_method", "requires_confirmation", "requires_action"].every(isReusable)).toBe(true);
    expect(["processing", "succeeded", "canceled"].some(isReusable)).toBe(false);
  });

  test("when metadata.orderId could not be a document id, then it is not taken for one", () => {
    expect(isOrderId("Ab_9-x")).toBe(true);
    expect(isOrderId("orders/x")).toBe(false);
    expect(isOrderId("")).toBe(false);
    expect(isOrderId(null)).toBe(false);
  });
});

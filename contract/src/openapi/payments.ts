import { order } from "../orders/orders";
import { bookingInput, createPaymentIntentInput, paymentIntentResult } from "../payments/payments";
import { pathId, stripeDown, type ApiRoute } from "./route";

/** Payments (docs/api.md, "Orders and payments"): the order's PaymentIntent and the confirmation of a card payment. */
export const paymentRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/create-payment-intent",
    operationId: "createPaymentIntent",
    orderKey: true,
    access: "signed-in",
    summary: "A PaymentIntent for the caller's order",
    body: createPaymentIntentInput,
    success: { status: 200, schema: paymentIntentResult },
    errors: [...pathId, { status: 409, codes: ["already-paid", "order-not-payable"] }, stripeDown],
  },
  {
    method: "patch",
    path: "/booking/{id}",
    operationId: "confirmPayment",
    orderKey: true,
    access: "signed-in",
    summary: "Confirm a payment",
    body: bookingInput,
    success: { status: 200, schema: order },
    errors: [...pathId, { status: 409, codes: ["already-paid", "payment-failed", "order-not-payable"] }, stripeDown],
  },
];

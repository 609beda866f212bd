import { bookingInput, createPaymentIntentInput } from "@hometools/contract";
import { Router, type Request } from "express";
import { confirmPayment } from "../../services/payments/confirm-payment";
import { createPaymentIntent } from "../../services/payments/create-payment-intent";
import { orderInPath, requireAuthOrOrderKey } from "../middleware/order-key";
import { callerOf } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/** The spec's two payment calls; the Stripe webhook is its own function (http/stripe-webhook.ts). */
export const paymentsRouter = Router();

const orderInBody = (req: Request) => (req.body as { orderId?: unknown } | undefined)?.orderId;

paymentsRouter.post("/create-payment-intent", requireAuthOrOrderKey(orderInBody), async (req, res) => {
  const input = parse(createPaymentIntentInput, req.body);
  res.json(await createPaymentIntent(callerOf(req), { orderId: docId(input.orderId, "Order") }));
});

paymentsRouter.patch("/booking/:id", requireAuthOrOrderKey(orderInPath("id")), async (req, res) => {
  res.json(await confirmPayment(callerOf(req), docId(req.params.id, "Order"), parse(bookingInput, req.body)));
});

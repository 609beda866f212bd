import { bookingInput, createPaymentIntentInput } from "@hometools/contract";
import { Router } from "express";
import { confirmPayment } from "../../services/confirm-payment";
import { createPaymentIntent } from "../../services/create-payment-intent";
import { callerOf, requireAuth } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/** The spec's two payment calls; the Stripe webhook is its own function (http/stripe-webhook.ts). */
export const paymentsRouter = Router();

paymentsRouter.post("/create-payment-intent", requireAuth, async (req, res) => {
  const input = parse(createPaymentIntentInput, req.body);
  res.json(await createPaymentIntent(callerOf(req), { orderId: docId(input.orderId, "Order") }));
});

paymentsRouter.patch("/booking/:id", requireAuth, async (req, res) => {
  res.json(await confirmPayment(callerOf(req), docId(req.params.id, "Order"), parse(bookingInput, req.body)));
});

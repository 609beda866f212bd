import { onRequest } from "firebase-functions/v2/https";
import { buildApp } from "./app";
import { apiSecrets, webhookSecrets } from "./config";
import { handleStripeWebhook } from "./http/stripe-webhook";

/** Every endpoint of CONTRACT.md section 3, behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", invoker: "public", secrets: apiSecrets }, buildApp());

/** Stripe's events (payment_intent.*), also at /api/stripe/webhook through Hosting. */
export const stripeWebhook = onRequest(
  { region: "us-central1", invoker: "public", secrets: webhookSecrets },
  handleStripeWebhook,
);

import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { buildApp } from "./app";
import { apiSecrets, webhookSecrets } from "./config";
import { handleStripeWebhook } from "./http/stripe-webhook";
import { expireHolds } from "./services/expire-holds";

/**
 * How `api` scales in production (docs/decisions/008): one vCPU serving up to 80 requests at once
 * (they mostly wait on Firestore and Auth), 512 MiB for that many in flight beside firebase-admin,
 * at most 10 instances (800 at once, a cap on a runaway bill), none kept warm while idle.
 */
const apiScaling = { cpu: 1, concurrency: 80, memory: "512MiB", maxInstances: 10, minInstances: 0 } as const;

/** Every endpoint of CONTRACT.md section 3, behind Hosting's /api/** rewrite. */
export const api = onRequest(
  { region: "us-central1", invoker: "public", secrets: apiSecrets, ...apiScaling },
  buildApp(),
);

/** Stripe's events (payment_intent.*), also at /api/stripe/webhook through Hosting. */
export const stripeWebhook = onRequest(
  { region: "us-central1", invoker: "public", secrets: webhookSecrets },
  handleStripeWebhook,
);

/**
 * The expiry sweep (CONTRACT.md section 3): unpaid orders whose hold has ended give their stock
 * back. The Functions emulator does not fire schedules; the local stack runs the same service on
 * a timer (ORDER_SWEEP_SECONDS, scripts/lib/sweeper.ts).
 */
export const expireHoldsSweep = onSchedule(
  { schedule: "every 5 minutes", region: "us-central1", secrets: apiSecrets, timeoutSeconds: 300 },
  async () => {
    await expireHolds(new Date());
  },
);

import type { Request, Response } from "express";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { apiSecrets, mailSecrets, pagesSecrets, webhookSecrets } from "./config";

type Handler = (request: Request, response: Response) => void | Promise<void>;

/**
 * The handler behind an HTTP function, loaded on its first request. Every instance loads this file
 * to find its function, so what it loads at the top is paid by every function's cold start (and by
 * the deploy's analysis): Express, the routes, zod's schemas and the services come with the first
 * request that needs them (docs/budgets.md: module load <= 250 ms). A load that fails is tried
 * again by the next request.
 */
function loadedOnFirstRequest(load: () => Promise<Handler>): Handler {
  let handler: Promise<Handler> | undefined;
  return async (request, response) => {
    handler ??= load().catch((error: unknown) => {
      handler = undefined;
      throw error;
    });
    return (await handler)(request, response);
  };
}

/**
 * How `api` scales in production (docs/decisions/008): one vCPU serving up to 80 requests at once
 * (they mostly wait on Firestore and Auth), 512 MiB for that many in flight beside firebase-admin,
 * at most 10 instances (800 at once, a cap on a runaway bill), none kept warm while idle.
 */
const apiScaling = { cpu: 1, concurrency: 80, memory: "512MiB", maxInstances: 10, minInstances: 0 } as const;

/** Every endpoint of docs/api.md, behind Hosting's /api/** rewrite. */
export const api = onRequest(
  { region: "us-central1", invoker: "public", secrets: apiSecrets, ...apiScaling },
  loadedOnFirstRequest(async () => (await import("./app")).buildApp()),
);

/** Stripe's events (payments/stripe-events.ts), also at /api/stripe/webhook through Hosting. */
export const stripeWebhook = onRequest(
  { region: "us-central1", invoker: "public", secrets: webhookSecrets },
  loadedOnFirstRequest(async () => (await import("./http/stripe-webhook")).handleStripeWebhook),
);

/**
 * The pages search engines read (docs/decisions/033): a tool's page with its own head, the sitemap.
 * Hosting rewrites /tools/**, /sitemap.xml and /sitemaps/** here; the CDN keeps the answers
 * (http/pages.ts), so a few instances serve any crawl.
 */
export const pages = onRequest(
  {
    region: "us-central1",
    invoker: "public",
    secrets: pagesSecrets,
    cpu: 1,
    concurrency: 80,
    memory: "512MiB",
    maxInstances: 5,
  },
  loadedOnFirstRequest(async () => (await import("./http/pages")).buildPagesApp()),
);

/**
 * The expiry sweep (docs/decisions/012): unpaid orders whose hold has ended give their stock
 * back; then erasures a crash left halfway run on (docs/privacy.md). The Functions emulator does
 * not fire schedules; the local stack runs the same services on a timer (ORDER_SWEEP_SECONDS,
 * stack/sweeper.ts).
 */
export const expireHoldsSweep = onSchedule(
  { schedule: "every 5 minutes", region: "us-central1", secrets: apiSecrets, timeoutSeconds: 300 },
  async () => {
    const { expireHolds } = await import("./services/orders/expire-holds");
    const { finishErasures } = await import("./services/privacy/erase-customer");
    await expireHolds(new Date());
    await finishErasures();
  },
);

/**
 * Abandoned-cart reminders (docs/decisions/048): carts resting past the owner's delay, whose owner
 * consented, get their reminder mail; the local stack runs the same service on a timer
 * (CART_SWEEP_SECONDS, stack/sweeper.ts).
 */
export const remindAbandonedCartsSweep = onSchedule(
  { schedule: "every 15 minutes", region: "us-central1", secrets: apiSecrets, timeoutSeconds: 300 },
  async () => {
    const { remindAbandonedCarts } = await import("./services/marketing/remind-abandoned-carts");
    await remindAbandonedCarts(new Date());
  },
);

/**
 * Order mail (docs/decisions/025-order-mail-outbox.md): each mail is sent right after its move;
 * this run sends what that left behind (SMTP was down, a send was refused and waits its backoff, a
 * sender died holding a lease). The local stack runs the same service on a timer
 * (MAIL_SEND_SECONDS, stack/sweeper.ts).
 */
export const sendOrderMail = onSchedule(
  { schedule: "every 1 minutes", region: "us-central1", secrets: mailSecrets, timeoutSeconds: 300 },
  async () => {
    const { deliverDueMail } = await import("./services/mail/deliver-mail");
    await deliverDueMail(new Date());
  },
);

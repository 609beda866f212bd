import { once } from "node:events";
import type { Server } from "node:http";
import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { HOST, PROJECT_ID, services } from "../../../../ports/ports";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../../../../devstack/stripe-standin/keys";
import { deliver, eventPayload, getOrder, orderToPay, createPaymentIntent } from "./payment-helpers";

/**
 * The webhook handler runs here, in-process, exactly as Cloud Functions runs it (an Express app
 * that keeps the raw body in req.rawBody), but its Firestore address is a relay we can cut: first
 * Firestore is unreachable, then it is back. Its own file, so this process's Firestore client is
 * the only one and points at the relay.
 */
let relay: ReturnType<typeof createServer>;
let relayUp = false;
const sockets = new Set<Socket>();
let webhook: Server;
let webhookUrl: string;

beforeAll(async () => {
  relay = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    if (!relayUp) return client.destroy();
    const upstream = connect(services.firestore.port, HOST);
    client.pipe(upstream).pipe(client);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  relay.listen(0, HOST);
  await once(relay, "listening");

  Object.assign(process.env, {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${(relay.address() as AddressInfo).port}`,
    STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
  });
  const { handleStripeWebhook } = await import("../../../src/http/stripe-webhook");
  const app = express();
  // What the Functions framework does before our handler runs.
  app.use(express.json({ verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }));
  app.all("/", (req, res) => handleStripeWebhook(req as never, res));
  webhook = app.listen(0, HOST);
  await once(webhook, "listening");
  webhookUrl = `http://${HOST}:${(webhook.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  webhook?.close();
  for (const socket of sockets) socket.destroy();
  relay?.close();
});

test("when Firestore cannot be reached, then the webhook answers 5xx so Stripe retries, and the redelivery once it is back marks the order paid", async () => {
  const { user, order } = await orderToPay(12.35, 3);
  const { id } = await createPaymentIntent(user, order._id);
  const { payload } = eventPayload("payment_intent.succeeded", { id, amount: 3705, orderId: order._id });

  // The handler gives Firestore its budget (WEBHOOK_BUDGET_MS, 8 s by default), read on each event:
  // a second is enough to see it give up, and the redelivery has the default again.
  process.env.WEBHOOK_BUDGET_MS = "1000";
  const down = await deliver(payload, webhookUrl).finally(() => delete process.env.WEBHOOK_BUDGET_MS);
  expect(down.status).toBeGreaterThanOrEqual(500);
  expect(down.body.error.code).toBe("internal");
  expect((await getOrder(user, order._id)).paid).toBe(false);

  relayUp = true;
  const again = await deliver(payload, webhookUrl);
  expect(again.status).toBe(200);
  expect(["marked-paid", "duplicate-event"]).toContain(again.body.outcome);
  expect(await getOrder(user, order._id)).toMatchObject({ paid: true, status: "paid", transactionId: id });
}, 60_000);

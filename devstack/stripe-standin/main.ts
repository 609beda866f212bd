import { parseArgs } from "node:util";
import { services, urls } from "../../ports/ports";
import { startStripeStandin, STANDIN_WEBHOOK_SECRET } from "./index";

/**
 * The stand-in alone, without the rest of the stack (README.md, "Run it alone"):
 * `npx tsx devstack/stripe-standin/main.ts [--port 12111] [--webhook <url>]`. Events go to the
 * local stripeWebhook unless --webhook names another receiver; Ctrl-C stops it.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(services.stripe.port) },
    webhook: { type: "string", default: urls.stripeWebhook },
  },
});
const standin = await startStripeStandin({
  port: Number(values.port),
  webhookUrl: values.webhook,
  webhookSecret: STANDIN_WEBHOOK_SECRET,
  log: (line) => console.log(`[stripe-standin] ${line}`),
});
console.log(`Stripe stand-in on ${standin.url}, events signed with ${STANDIN_WEBHOOK_SECRET} to ${values.webhook}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

/**
 * How long one attempt of a Stripe call may take on the API tests' stack: STRIPE_ATTEMPT_TIMEOUT_MS
 * (4 s in production, functions/src/config.ts; docs/decisions/019). The stand-in answers a healthy
 * call in milliseconds, so 800 ms still lets every call through; a Stripe that hangs
 * (functions/test/api/payments/stripe-faults.test.ts) is then given up on after 0.8 s, a 0.5 s pause
 * and another 0.8 s, rather than after 8.5 s. A test that makes the stand-in slow on purpose and
 * needs the call to succeed keeps its delay below this.
 */
export const TEST_STRIPE_ATTEMPT_TIMEOUT_MS = 800;

/**
 * Sets the short attempt timeout for a stack that runs the Stripe stand-in (no STRIPE_SECRET_KEY),
 * unless the environment names one: real Stripe keeps the production timeout.
 */
export function shortenStripeTimeoutForTests(env: NodeJS.ProcessEnv = process.env): void {
  if (env.STRIPE_SECRET_KEY) return;
  env.STRIPE_ATTEMPT_TIMEOUT_MS ??= String(TEST_STRIPE_ATTEMPT_TIMEOUT_MS);
}

/**
 * The only file that reads the environment. Stripe's keys are added by the payments code
 * (payments/stripe-client.ts reads them through here).
 */

/** Largest JSON body the API accepts; larger ones get 413 in the contract's shape. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export const isEmulator = process.env.FUNCTIONS_EMULATOR === "true";

// The Functions emulator sets FIRESTORE_EMULATOR_HOST only when it started Firestore itself; the
// local stack starts its own Firestore emulator on the contract's port, so point the SDK at it.
if (isEmulator && !process.env.FIRESTORE_EMULATOR_HOST) {
  process.env.FIRESTORE_EMULATOR_HOST = "127.0.0.1:8080";
}

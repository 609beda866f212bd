import { defineSecret } from "firebase-functions/params";

/**
 * The only file that reads the environment. Stripe's keys and address are read by
 * stripeSettings() below (payments/stripe-client.ts is its only caller).
 */

/** Largest JSON body the API accepts; larger ones get 413 in the contract's shape. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export const isEmulator = process.env.FUNCTIONS_EMULATOR === "true";

/**
 * In the emulator, firebase-admin must reach the Firestore emulator, never the cloud. The Functions
 * emulator sets FIRESTORE_EMULATOR_HOST when it started Firestore itself, and otherwise hands its
 * own environment to the functions, where the local stack puts the address (ports/ports.ts,
 * the one place that names the local ports). Checked on first use: the emulator also loads this
 * code once without that environment, only to list the functions.
 */
export function assertFirestoreTarget(): void {
  if (isEmulator && !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error("FIRESTORE_EMULATOR_HOST is not set: start the emulators with `npm start`");
  }
}

// --- Photos -------------------------------------------------------------------------------

/** The largest photo upload the API reads: the photo's 10 MiB and its form's fields. */
export const IMAGE_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/**
 * The bucket the photos go to (docs/decisions/046): STORAGE_BUCKET when set, else the project's
 * default bucket as Firebase names it for the functions (FIREBASE_CONFIG), else
 * `<project>.firebasestorage.app`.
 */
export function storageBucketName(): string {
  const configured = process.env.STORAGE_BUCKET?.trim();
  if (configured) return configured;
  try {
    const bucket = (JSON.parse(process.env.FIREBASE_CONFIG ?? "{}") as { storageBucket?: string }).storageBucket;
    if (bucket) return bucket;
  } catch {
    // Not JSON: Firebase may give a file's path here; the project's name serves.
  }
  return `${process.env.GCLOUD_PROJECT ?? "hometools"}.firebasestorage.app`;
}

// --- Orders -------------------------------------------------------------------------------

function positiveNumber(name: string, fallback: number, { integer = false } = {}): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? "whole " : ""}number, got "${raw}"`);
  }
  return value;
}

/**
 * How long an unpaid order holds its stock (ORDER_HOLD_MINUTES, default 30; fractions allowed,
 * 0.1 = 6 s for local tries) and how many unpaid orders one account may hold (MAX_OPEN_ORDERS,
 * default 3); docs/api.md says what a client sees. Read on each call, so a test's or deploy's environment applies.
 */
export function orderRules() {
  return {
    holdMinutes: positiveNumber("ORDER_HOLD_MINUTES", 30),
    maxOpenOrders: positiveNumber("MAX_OPEN_ORDERS", 3, { integer: true }),
    /**
     * What one account may hold unpaid of one product (domain/orders/hold-limit.ts, docs/decisions/018):
     * HOLD_LIMIT_PIECES pieces at once (default 50), and no new hold after HOLD_LAPSES unpaid
     * orders of it (default 3) were cancelled or expired within a day.
     */
    hold: {
      maxPieces: positiveNumber("HOLD_LIMIT_PIECES", 50, { integer: true }),
      maxLapses: positiveNumber("HOLD_LAPSES", 3, { integer: true }),
      windowHours: 24,
    },
  };
}

/**
 * What guests of one client address may hold unpaid of one product (GUEST_HOLD_LIMIT_PER_CLIENT,
 * default 50 pieces), on top of the per-email limits every guest has as an account would
 * (docs/decisions/031).
 */
export function guestRules() {
  return { maxPiecesPerClient: positiveNumber("GUEST_HOLD_LIMIT_PER_CLIENT", 50, { integer: true }) };
}

// --- Taxes --------------------------------------------------------------------------------

export const taxProviders = ["rates", "stripe"] as const;
export type TaxProvider = (typeof taxProviders)[number];

/**
 * Which engine computes tax (docs/decisions/036, "Stripe Tax"): TAX_PROVIDER=rates (the default:
 * the owner's rates) or stripe (Stripe Tax's calculations, transactions and reversals). Any other
 * value throws, naming it: buildApp() and the webhook read it once at start, so a typo stops the
 * deploy's first request rather than charging without tax.
 */
export function taxProvider(): TaxProvider {
  const raw = (process.env.TAX_PROVIDER ?? "").trim();
  if (!raw) return "rates";
  if (!taxProviders.includes(raw as TaxProvider)) {
    throw new Error(`TAX_PROVIDER must be one of ${taxProviders.join(", ")}, got "${raw}"`);
  }
  return raw as TaxProvider;
}

// --- Rate limits -------------------------------------------------------------------------

/**
 * Writes per minute (docs/decisions/030-rate-limits.md): RATE_LIMIT_WRITES_PER_MINUTE per account
 * (default 60), RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE per client address (default 600). Read on each
 * call from the environment the functions started with: the test suites and the load test raise
 * them for their own stack.
 */
export function rateLimits() {
  return {
    perAccount: positiveNumber("RATE_LIMIT_WRITES_PER_MINUTE", 60, { integer: true }),
    perAddress: positiveNumber("RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE", 600, { integer: true }),
  };
}

// --- Stripe -------------------------------------------------------------------------------
/**
 * Stripe's keys. In production they live in Secret Manager (`firebase functions:secrets:set
 * STRIPE_SECRET_KEY`) and reach a function only if it lists them in `secrets`. In the emulator a
 * bound secret is looked up in functions/.secret.local and then in Secret Manager, which a demo
 * project offline does not have (it logs an error on every cold start): there the functions bind
 * nothing and the same names come from the environment of the emulators process, which the local
 * stack fills (stand-in keys) or inherits from the developer's shell (real test keys).
 * `SecretParam.value()` reads process.env in both cases.
 */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
export const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");
/** The SMTP server order mail goes through (docs/decisions/025-order-mail-outbox.md). */
export const smtpUrlSecret = defineSecret("SMTP_URL");
/**
 * The key of the keyed hashes (HMAC-SHA256) that stand for a customer where a rule must remember
 * one after their data is gone: a code's one use per customer (docs/privacy.md, docs/deploy.md).
 */
export const customerHashSecret = defineSecret("CUSTOMER_HASH_SECRET");
/**
 * The key of marketing mail's signed links (alert confirm, cart restore, unsubscribe) and of the
 * suppression list's keyed hashes (docs/decisions/048): MARKETING_SECRET (a secret in production).
 */
export const marketingSecret = defineSecret("MARKETING_SECRET");
/**
 * What each function binds in production: the API needs the Stripe secret key, and every function
 * that moves an order sends its mail right after the move, so it binds SMTP_URL too.
 */
export const apiSecrets = isEmulator ? [] : [stripeSecretKey, smtpUrlSecret, customerHashSecret, marketingSecret];
export const webhookSecrets = isEmulator ? [] : [stripeSecretKey, stripeWebhookSecret, smtpUrlSecret, marketingSecret];
export const mailSecrets = isEmulator ? [] : [smtpUrlSecret];
/** The pages function answers the one-click unsubscribe POSTed to the site's /unsubscribe. */
export const pagesSecrets = isEmulator ? [] : [marketingSecret];

export interface StripeSettings {
  secretKey: string;
  /** How long one attempt of a call may take before the SDK gives up on it (and retries once). */
  attemptTimeoutMs: number;
  /** Only for the local stand-in (STRIPE_API_HOST/PORT/PROTOCOL); Stripe's own address otherwise. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

function required(name: string, value: string): string {
  if (!value) throw new Error(`${name} is not set: see docs/payments.md`);
  return value;
}

/**
 * How long one attempt of a Stripe call may take: STRIPE_ATTEMPT_TIMEOUT_MS, default 4000 (4 s,
 * docs/decisions/019). The API tests' stack shortens it (stack/stripe-timeouts.ts) so a Stripe that
 * hangs is given up on in under a second rather than in 8.5 s; production keeps the default.
 */
function stripeAttemptTimeoutMs(): number {
  return positiveNumber("STRIPE_ATTEMPT_TIMEOUT_MS", 4_000, { integer: true });
}

/** Read when a payment call needs it (never at module load, so a missing key names itself in the log). */
export function stripeSettings(): StripeSettings {
  const secretKey = required("STRIPE_SECRET_KEY", stripeSecretKey.value());
  const attemptTimeoutMs = stripeAttemptTimeoutMs();
  // Another API address is honoured only with a test key: a live key never leaves for a stand-in.
  const host = secretKey.startsWith("sk_test_") ? process.env.STRIPE_API_HOST : undefined;
  if (!host) return { secretKey, attemptTimeoutMs };
  const port = Number(process.env.STRIPE_API_PORT ?? 443);
  const protocol = process.env.STRIPE_API_PROTOCOL === "http" ? "http" : "https";
  if (!Number.isInteger(port) || port <= 0) throw new Error("STRIPE_API_PORT must be a port number");
  return { secretKey, attemptTimeoutMs, host, port, protocol };
}

/**
 * How long the Stripe webhook gives an event's handling (Firestore, mostly) before it answers 503
 * and lets Stripe deliver it again (http/stripe-webhook.ts): WEBHOOK_BUDGET_MS, default 8000. Read
 * on each event, so a test in this process may shorten it.
 */
export function webhookBudgetMs(): number {
  return positiveNumber("WEBHOOK_BUDGET_MS", 8_000, { integer: true });
}

/** The signing secret of the webhook endpoint (whsec_...). */
export function stripeWebhookSigningSecret(): string {
  return required("STRIPE_WEBHOOK_SECRET", stripeWebhookSecret.value());
}

/** The emulators' key: local data only, never a deployed project's. */
const LOCAL_CUSTOMER_HASH_KEY = "hometools-local-customer-hash-key";

/**
 * The customer hash key: CUSTOMER_HASH_SECRET (a secret in production, the emulators' environment
 * may set one), or the local default in the emulators and tests. A deployed function without it
 * throws rather than hash with a key anyone can read here.
 */
export function customerHashKey(): string {
  const key = (process.env.CUSTOMER_HASH_SECRET ?? "").trim();
  if (key) return key;
  if (isEmulator || process.env.FIRESTORE_EMULATOR_HOST) return LOCAL_CUSTOMER_HASH_KEY;
  throw new Error("CUSTOMER_HASH_SECRET is not set: see docs/deploy.md");
}

// --- Marketing mail ---------------------------------------------------------------------

const LOCAL_MARKETING_KEY = "hometools-local-marketing-key";

/** MARKETING_SECRET, or the local default in the emulators and tests; a deployed function without it throws. */
export function marketingKey(): string {
  const key = (process.env.MARKETING_SECRET ?? "").trim();
  if (key) return key;
  if (isEmulator || process.env.FIRESTORE_EMULATOR_HOST) return LOCAL_MARKETING_KEY;
  throw new Error("MARKETING_SECRET is not set: see docs/deploy.md");
}

/**
 * Hours a cart rests before its first reminder when the owner has not set a delay:
 * ABANDONED_CART_HOURS (default 10; fractions allowed, 0.001 = 3.6 s for tests and local tries).
 */
export function abandonedCartHours(): number {
  return positiveNumber("ABANDONED_CART_HOURS", 10);
}

// --- Mail ---------------------------------------------------------------------------------

export interface MailSettings {
  /** smtp:// or smtps:// with the account, e.g. smtps://user:pass@smtp.example.com:465. */
  smtpUrl: string;
  /** The sender, e.g. "Home Tools <orders@example.com>" (MAIL_FROM). */
  from: string;
}

/**
 * SMTP_URL (a secret in production; the local stack points it at its mail catcher) and MAIL_FROM
 * (functions/.env). Null while either is missing: mail then waits in the outbox (PENDING).
 * Read on each send, so a test's environment applies.
 */
export function mailSettings(): MailSettings | null {
  const smtpUrl = (process.env.SMTP_URL ?? "").trim();
  const from = (process.env.MAIL_FROM ?? "").trim();
  return smtpUrl && from ? { smtpUrl, from } : null;
}

/**
 * The shop's address in mail links (the pay link, "your orders"): SHOP_URL, or the project's
 * default Hosting site.
 */
export function shopUrl(): string {
  const configured = (process.env.SHOP_URL ?? "").trim().replace(/\/+$/, "");
  return configured || `https://${process.env.GCLOUD_PROJECT ?? "hometools"}.web.app`;
}

import { createServer } from "node:net";

export const HOST = "127.0.0.1";
export const PROJECT_ID = "demo-hometools";
/**
 * The project's default Cloud Storage bucket on the emulators: the Functions emulator hands its functions
 * this name in FIREBASE_CONFIG (`storageBucket`; `<project>.appspot.com` for a demo project), and the
 * local Storage stand-in serves this bucket.
 */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** The local stack's addresses (the README's "Accounts and addresses"). */
export const services = {
  hosting: { port: 5000, name: "Hosting emulator (the web app)" },
  functions: { port: 5001, name: "Functions emulator (api, stripeWebhook)" },
  auth: { port: 9099, name: "Auth emulator" },
  firestore: { port: 8080, name: "Firestore emulator" },
  firestoreBackend: { port: 8081, name: "embedded Firestore emulator (behind the transaction layer)" },
  firestoreCounter: { port: 8085, name: "Firestore request counter (npm start -- --count-requests)" },
  firestoreCounts: { port: 8086, name: "Firestore request counter's counts (GET /counts, /writes)" },
  hub: { port: 4400, name: "Emulator hub" },
  logging: { port: 4500, name: "Emulator logging" },
  stripe: { port: 12111, name: "local Stripe stand-in" },
  storage: { port: 9199, name: "local Cloud Storage stand-in" },
  mailSmtp: { port: 1025, name: "local mail catcher (SMTP)" },
  mailInbox: { port: 8025, name: "local mail catcher (inbox)" },
  vite: { port: 5173, name: "Vite dev server" },
} as const;

export type ServiceName = keyof typeof services;

export const urls = {
  web: `http://${HOST}:${services.hosting.port}`,
  api: `http://${HOST}:${services.functions.port}/${PROJECT_ID}/us-central1/api`,
  stripeWebhook: `http://${HOST}:${services.functions.port}/${PROJECT_ID}/us-central1/stripeWebhook`,
  auth: `${HOST}:${services.auth.port}`,
  firestore: `${HOST}:${services.firestore.port}`,
  /** The counting proxy in front of Firestore that the functions use when a stack counts requests. */
  firestoreCounter: `${HOST}:${services.firestoreCounter.port}`,
  /** Where that counter answers what it counted: `GET /counts`, `GET /writes` (and DELETE to start over). */
  firestoreCounts: `http://${HOST}:${services.firestoreCounts.port}`,
  stripe: `http://${HOST}:${services.stripe.port}`,
  /** The local Cloud Storage stand-in (host:port, as FIREBASE_STORAGE_EMULATOR_HOST takes it). */
  storage: `${HOST}:${services.storage.port}`,
  /** The local mail catcher: SMTP for the functions, the inbox and its REST API for people and tests. */
  smtp: `smtp://${HOST}:${services.mailSmtp.port}`,
  mailInbox: `http://${HOST}:${services.mailInbox.port}`,
  vite: `http://${HOST}:${services.vite.port}`,
};

/**
 * Environment that points firebase-admin (scripts, tests, the functions) at the emulators and the
 * Storage stand-in (firebase-admin's own variable, and the one @google-cloud/storage reads). There is
 * no metadata server offline, so google-auth-library is told not to probe for one. STORAGE_BUCKET
 * names the stand-in's bucket for the functions' code run outside the Functions emulator (scripts,
 * tests), which has no FIREBASE_CONFIG to name it (functions/src/config.ts, storageBucketName).
 */
export const emulatorEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: urls.auth,
  FIRESTORE_EMULATOR_HOST: urls.firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: urls.storage,
  STORAGE_EMULATOR_HOST: `http://${urls.storage}`,
  STORAGE_BUCKET,
  METADATA_SERVER_DETECTION: "none",
};

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export class PortBusyError extends Error {}

/** Fails with one clear line naming the first busy port and the service that needs it. */
export async function assertPortsFree(names: ServiceName[]): Promise<void> {
  for (const name of names) {
    const { port, name: label } = services[name];
    if (!(await isFree(port))) {
      throw new PortBusyError(
        `Port ${port} is busy: the ${label} needs it. Stop what is using it (lsof -i :${port}) and try again.`,
      );
    }
  }
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, label = url): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not come up within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * The only file that reads Vite's env. It fails fast and names the missing key, so a half-filled
 * real Firebase config never silently falls back to the local demo project.
 */
const raw = import.meta.env;

/** The local stack's addresses, inlined by Vite from ports/ports.ts (see vite.config.ts). */
declare const __LOCAL_STACK__: { authEmulatorUrl: string; stripeStandinUrl: string };

function read(key: string): string | undefined {
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

const firebaseKeys = {
  apiKey: "VITE_FIREBASE_API_KEY",
  authDomain: "VITE_FIREBASE_AUTH_DOMAIN",
  projectId: "VITE_FIREBASE_PROJECT_ID",
} as const;

/** The local stack's demo project: the `demo-` prefix keeps the SDK away from the cloud. */
const localFirebase = {
  apiKey: "demo-api-key",
  authDomain: "demo-hometools.firebaseapp.com",
  projectId: "demo-hometools",
};

function firebaseConfig() {
  const given = Object.entries(firebaseKeys).filter(([, key]) => read(key) !== undefined);
  if (given.length === 0) return { config: localFirebase, real: false };
  const missing = Object.values(firebaseKeys).filter((key) => read(key) === undefined);
  if (missing.length > 0) {
    throw new Error(`Incomplete Firebase config: set ${missing.join(", ")} (or none of them for the local stack)`);
  }
  return {
    config: {
      apiKey: read(firebaseKeys.apiKey)!,
      authDomain: read(firebaseKeys.authDomain)!,
      projectId: read(firebaseKeys.projectId)!,
      appId: read("VITE_FIREBASE_APP_ID"),
    },
    real: true,
  };
}

function flag(key: string, fallback: boolean): boolean {
  const value = read(key)?.toLowerCase();
  if (value === undefined) return fallback;
  if (["true", "1", "yes"].includes(value)) return true;
  if (["false", "0", "no"].includes(value)) return false;
  throw new Error(`${key} must be true or false, got "${value}"`);
}

const firebase = firebaseConfig();

export const env = {
  firebase: firebase.config,
  /** The Auth emulator is the default unless a real Firebase config is given. */
  useAuthEmulator: flag("VITE_USE_AUTH_EMULATOR", !firebase.real),
  authEmulatorUrl: read("VITE_AUTH_EMULATOR_URL") ?? __LOCAL_STACK__.authEmulatorUrl,
  /** The local Stripe stand-in (docs/payments.md); used only without a publishable key. */
  stripeStandinUrl: __LOCAL_STACK__.stripeStandinUrl,
  /** Optional: the payment page falls back to the local card form without it. */
  stripePublishableKey: read("VITE_STRIPE_PUBLISHABLE_KEY"),
} as const;

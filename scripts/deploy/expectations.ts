import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../stack/stack";

/** What a deploy of the functions must look like; scripts/deploy/check.ts holds the upload against it. */

export interface FunctionsConfig {
  source: string;
  codebase?: string;
  runtime?: string;
  ignore: string[];
}

/** The one functions codebase of firebase.json. */
export function functionsConfig(firebaseJson: { functions?: FunctionsConfig | FunctionsConfig[] }): FunctionsConfig {
  const list = [firebaseJson.functions ?? []].flat();
  if (list.length !== 1) throw new Error(`firebase.json should declare one functions codebase, not ${list.length}`);
  return { ...list[0]!, ignore: list[0]!.ignore ?? [] };
}

/** The upload is the manifest, its lockfile and the bundle: no sources, tests, secrets or logs. */
export function uploadAllowed(file: string): boolean {
  return file === "package.json" || file === "package-lock.json" || /^lib\/[\w.-]+\.js(\.map)?$/.test(file);
}

const workspaceNames = new Set(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces as string[]).map(
    (folder) => JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")).name as string,
  ),
);

/**
 * Why a dependency cannot be in the deployed package.json, or undefined. Cloud Build installs the
 * folder alone from the public registry: a workspace package would resolve to whoever publishes
 * that name, and a local or wildcard spec to nothing reproducible.
 */
export function forbiddenDependency(name: string, spec: string): string | undefined {
  if (workspaceNames.has(name)) return "is a workspace package: bundle it into lib/ instead (functions/build.mjs)";
  if (/^(file|link|workspace|git\+?\w*|github):/.test(spec)) return "is not a registry version";
  if (spec.trim() === "*" || spec.trim() === "") return "has no version range";
  return undefined;
}

/**
 * Cloud Build runs `npm run build` when package.json has a build script, and ours needs the
 * workspace (esbuild, src/): an empty `gcp-build` tells it the upload is already built.
 */
export function buildScriptProblem(scripts: Record<string, string> = {}): string | undefined {
  if (scripts.build !== undefined && scripts["gcp-build"] === undefined) {
    return 'package.json has a build script but no "gcp-build": Cloud Build would run the build without its sources';
  }
  return undefined;
}

interface Endpoint {
  region?: string[];
  platform?: string;
  httpsTrigger?: { invoker?: string[] };
  scheduleTrigger?: unknown;
  secretEnvironmentVariables?: Array<{ key: string }>;
  concurrency?: number;
  availableMemoryMb?: number;
  maxInstances?: number;
  minInstances?: number;
}

interface Expected {
  trigger: "https" | "schedule";
  secrets: string[];
  /** Options that must be set deliberately (docs/decisions say why), with their value. */
  options?: Partial<Pick<Endpoint, "concurrency" | "availableMemoryMb" | "maxInstances" | "minInstances">>;
}

/** The functions we mean to deploy, with their region, trigger and bound secrets. */
const expected: Record<string, Expected> = {
  // docs/decisions/008: one vCPU for 80 requests at once, 512 MiB, at most 10 instances.
  api: {
    trigger: "https",
    // CUSTOMER_HASH_SECRET: the keyed hashes of discount redemptions and erasure (docs/decisions/037).
    // MARKETING_SECRET: marketing mail's signed links and the suppression list (docs/decisions/048).
    secrets: ["STRIPE_SECRET_KEY", "SMTP_URL", "CUSTOMER_HASH_SECRET", "MARKETING_SECRET"],
    options: { concurrency: 80, availableMemoryMb: 512, maxInstances: 10, minInstances: 0 },
  },
  // A refund's restock may mail back-in-stock alerts, with their signed unsubscribe links.
  stripeWebhook: {
    trigger: "https",
    secrets: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL", "MARKETING_SECRET"],
  },
  // docs/decisions/033: tool pages and the sitemap, kept by the CDN; the one-click unsubscribe POSTed
  // to the site's /unsubscribe checks its signed token (docs/decisions/048).
  pages: {
    trigger: "https",
    secrets: ["MARKETING_SECRET"],
    options: { concurrency: 80, availableMemoryMb: 512, maxInstances: 5 },
  },
  // Every function that moves an order sends its mail right after (docs/decisions/025).
  // It also finishes erasures left halfway (docs/decisions/037).
  expireHoldsSweep: {
    trigger: "schedule",
    secrets: ["STRIPE_SECRET_KEY", "SMTP_URL", "CUSTOMER_HASH_SECRET", "MARKETING_SECRET"],
  },
  sendOrderMail: { trigger: "schedule", secrets: ["SMTP_URL"] },
  // Abandoned-cart reminders (docs/decisions/048): the api's secrets (mail, signed links).
  remindAbandonedCartsSweep: {
    trigger: "schedule",
    secrets: ["STRIPE_SECRET_KEY", "SMTP_URL", "CUSTOMER_HASH_SECRET", "MARKETING_SECRET"],
  },
};
const REGION = "us-central1";

/** Every difference between the loaded package's exports and `expected`. */
export function expectedEndpoints(exports: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const names = Object.keys(exports).sort();
  const wanted = Object.keys(expected).sort();
  if (names.join() !== wanted.join()) problems.push(`exports ${names.join(", ")}; expected ${wanted.join(", ")}`);
  for (const [name, want] of Object.entries(expected)) {
    const endpoint = exports[name] as Endpoint | null | undefined;
    if (!endpoint) {
      problems.push(`${name} is not a Cloud Function`);
      continue;
    }
    if (endpoint.platform !== "gcfv2") problems.push(`${name} runs on ${endpoint.platform}, expected gcfv2`);
    if (endpoint.region?.join() !== REGION) problems.push(`${name} is in ${endpoint.region}, expected ${REGION}`);
    if (want.trigger === "https" && endpoint.httpsTrigger?.invoker?.join() !== "public") {
      problems.push(`${name} is not a public HTTPS function`);
    }
    if (want.trigger === "schedule" && !endpoint.scheduleTrigger) problems.push(`${name} has no schedule`);
    const secrets = (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();
    if (secrets.join() !== [...want.secrets].sort().join()) {
      problems.push(`${name} binds secrets [${secrets.join(", ")}], expected [${want.secrets.join(", ")}]`);
    }
    for (const [option, value] of Object.entries(want.options ?? {})) {
      const actual = endpoint[option as keyof Endpoint];
      if (actual !== value) problems.push(`${name}.${option} is ${actual}, expected ${value}`);
    }
  }
  return problems;
}

import { execFileSync } from "node:child_process";
import { checkRunningFirestore } from "../stack/firestore";
import { raiseRateLimitsForTests } from "../stack/rate-limits";
import { LocalStack, root } from "../stack/stack";
import { urls } from "../ports/ports";

const WEB = urls.web;

const say = (line: string) => console.log(`[e2e] ${line}`);

process.env.METADATA_SERVER_DETECTION ??= "none"; // firebase-admin: no GCE metadata probe offline

/**
 * `npm run seed`, in a process of its own: the seed writes through the functions' repositories,
 * whose TypeScript (a CommonJS package) Playwright's ESM loader cannot import. Idempotent.
 */
function seed() {
  execFileSync("npm", ["run", "--silent", "seed"], { cwd: root, stdio: "inherit" });
}

async function stackAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${WEB}/api/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The abandoned-cart reminders of the suite's own stack come after seconds, not hours
 * (e2e/marketing/abandoned-cart.spec.ts waits for one): a cart rests ABANDONED_CART_HOURS=0.001
 * (3.6 s) unless the owner saved a delay, and the sweep looks every CART_SWEEP_SECONDS=3. Only shoppers who consented get reminders, and no other spec
 * consents, so the others meet none. A stack reused as it runs keeps its hours: the spec skips then.
 */
function shortenRemindersForTests(env: NodeJS.ProcessEnv = process.env): void {
  env.ABANDONED_CART_HOURS ??= "0.001";
  env.CART_SWEEP_SECONDS ??= "3";
  if (Number(env.ABANDONED_CART_HOURS) <= 0.01) env.E2E_SHORT_REMINDERS = "1";
}

/**
 * Reuses a local stack that already answers (only one can hold the ports), otherwise builds and
 * starts one and returns its teardown, so nothing the suite started outlives it.
 * E2E_BUILD=0 skips the build when web/dist and functions/lib are already fresh.
 */
export default async function globalSetup() {
  if (await stackAnswers()) {
    say(`Reusing the local stack already answering on ${WEB}`);
    await checkRunningFirestore(say);
    seed(); // makes sure the seed accounts and products exist
    return undefined;
  }
  raiseRateLimitsForTests(); // the suite's own volume must not trip the write budgets
  shortenRemindersForTests();
  const stack = new LocalStack({ build: process.env.E2E_BUILD !== "0", say });
  const stopOnSignal = () => void stack.stop().finally(() => process.exit(130));
  process.once("SIGTERM", stopOnSignal);
  try {
    await stack.start();
    await checkRunningFirestore(say);
    seed();
    say("Local stack started and seeded");
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return async () => {
    process.off("SIGTERM", stopOnSignal);
    say("Stopping the local stack the suite started");
    await stack.stop();
  };
}

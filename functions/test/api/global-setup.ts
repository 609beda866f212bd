import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkRunningFirestore } from "../../../stack/firestore";
import { urls, waitForHttp } from "../../../ports/ports";
import { LocalStack, root } from "../../../stack/stack";
import { raiseRateLimitsForTests } from "../../../stack/rate-limits";
import { shortenStripeTimeoutForTests } from "../../../stack/stripe-timeouts";
import { seed } from "../../../stack/seed";

/** Whether a stack answers: one that is reloading the functions just built gets 30 s to come back. */
async function running(): Promise<boolean> {
  try {
    await fetch(urls.web, { signal: AbortSignal.timeout(2000) });
  } catch {
    return false; // nothing serves the web app: no stack runs
  }
  await waitForHttp(`${urls.api}/healthz`, 30_000, "the running stack's api function");
  await waitForHttp(`${urls.web}/api/healthz`, 30_000, "the running stack's Hosting rewrite");
  return true;
}

const npmRun = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", ...args], { cwd: root, stdio: "inherit" });

/**
 * Starts the local stack for the API tests and stops it afterwards, or reuses one that
 * `npm start` already runs. The functions are always rebuilt first so the tests exercise this
 * code (the Functions emulator reloads a running stack when functions/lib changes).
 */
export default async function setup() {
  const say = (line: string) => console.log(`[api tests] ${line}`);
  npmRun("build", "-w", "functions");
  if (await running()) {
    say("using the local stack that is already running");
    await new Promise((resolve) => setTimeout(resolve, 3000)); // let the emulator pick up the new build
    await checkRunningFirestore(say);
    await seed();
    return;
  }
  // app.html is every route's HTML but the public pages' (web/build/page-heads.ts): a build older than it is rebuilt.
  if (!existsSync(join(root, "web", "dist", "app.html"))) npmRun("build", "-w", "web");
  raiseRateLimitsForTests(); // the suite's own volume must not trip the write budgets
  shortenStripeTimeoutForTests(); // the fault tests wait out a hung Stripe in under 2 s, not 8.5 s
  // Counting the functions' Firestore requests lets request-budgets.test.ts hold each operation to its budget.
  const stack = new LocalStack({ say, countRequests: true, quickCompiler: false });
  await stack.start();
  await checkRunningFirestore(say);
  await seed();
  return () => stack.stop();
}

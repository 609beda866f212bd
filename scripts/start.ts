import type { ChildProcess } from "node:child_process";
import { assertPortsFree, PortBusyError, urls } from "../ports/ports";
import { startGroup, stopGroup } from "../stack/process-group";
import { LocalStack, root } from "../stack/stack";
import { seed } from "../stack/seed";

/**
 * `npm start`: build, start the local stack, seed it, print one ready line; Ctrl-C stops it all.
 * `npm run dev` (--dev) adds the Vite dev server with hot reload, its /api proxied to the function.
 * `--persist` keeps Auth, Firestore and Storage data between starts in .emulator-data/ (stack/persist.ts).
 * `--count-requests` counts the functions' Firestore requests (devstack/request-counter/README.md).
 * `--no-mail-catcher` leaves the mail ports to a catcher run alone (docs/order-life.md, "Order mail").
 * package.json runs it as `node --import tsx`, not through tsx's CLI: that wrapper kills its child
 * with SIGKILL when the child has not acknowledged a signal within 60 ms, so a busy launcher died
 * before it stopped the emulators (docs/decisions/017).
 */
const dev = process.argv.includes("--dev");
const started = Date.now();
const say = (line: string) => console.log(`[hometools] ${line}`);
const stack = new LocalStack({
  build: !process.argv.includes("--no-build"),
  say,
  verbose: process.argv.includes("--verbose"),
  persist: process.argv.includes("--persist"),
  mailCatcher: !process.argv.includes("--no-mail-catcher"),
  countRequests: process.argv.includes("--count-requests"),
});
let stopping = false;
let vite: ChildProcess | undefined;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  say("Stopping the local stack...");
  if (vite) await stopGroup(vite, 5000);
  await stack.stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  if (dev) await assertPortsFree(["vite"]);
  await stack.start();
  const counts = await seed();
  say(
    `Seeded ${counts.products} products, ${counts.reviews} reviews and ${counts.accounts} accounts (owner admin@example.com / admin123, staff staff@example.com / staff123, buyer@example.com / buyer123)`,
  );
  say(`API: ${urls.api} (also ${urls.web}/api)`);
  say(`Ready after ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.`);
  console.log(`Shop ready at ${urls.web}`);
  if (dev) {
    vite = startGroup("npm", ["run", "dev", "-w", "web"], {
      cwd: root,
      env: process.env,
      stdout: "inherit",
      stderr: "inherit",
    });
    say(`Vite dev server with hot reload: ${urls.vite}`);
  }
} catch (error) {
  console.error(
    error instanceof PortBusyError ? error.message : `Could not start the shop: ${(error as Error).message}`,
  );
  await shutdown(1);
}

/**
 * The expiry sweep on a timer, for the local stack (started by stack.ts in a process of its own,
 * with the emulators' and Stripe's environment). Production runs the same service as a scheduled
 * function; the Functions emulator does not fire schedules. ORDER_SWEEP_SECONDS (default 60) sets
 * the period. Exits when its parent goes away.
 */
export {};

const seconds = Number(process.env.ORDER_SWEEP_SECONDS ?? 60);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error(`ORDER_SWEEP_SECONDS must be a positive number, got "${process.env.ORDER_SWEEP_SECONDS}"`);
  process.exit(2);
}

const { expireHolds } = await import("../../functions/src/services/expire-holds");

let running = false;
const sweep = async () => {
  if (running) return; // a slow run is never overlapped by the next one
  running = true;
  try {
    await expireHolds(new Date());
  } catch (error) {
    console.error(`expiry sweep failed: ${(error as Error).message}`);
  } finally {
    running = false;
  }
};

const timer = setInterval(() => void sweep(), seconds * 1000);
const stop = () => {
  clearInterval(timer);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("disconnect", stop);
console.log("ready");

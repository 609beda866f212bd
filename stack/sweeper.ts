/**
 * The scheduled functions on timers, for the local stack (started by stack.ts in a process of its
 * own, with the emulators', Stripe's and the mail catcher's environment). Production runs the same
 * services as scheduled functions; the Functions emulator does not fire schedules. The expiry sweep
 * runs every ORDER_SWEEP_SECONDS (default 60), the order mail sender every MAIL_SEND_SECONDS
 * (default 5), the abandoned-cart reminders every CART_SWEEP_SECONDS (default 30; with
 * ABANDONED_CART_HOURS small a reminder comes within seconds). Exits when its parent goes away.
 */
export {};

function period(name: string, fallback: number): number {
  const seconds = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error(`${name} must be a positive number, got "${process.env[name]}"`);
    process.exit(2);
  }
  return seconds * 1000;
}

const { expireHolds } = await import("../functions/src/services/orders/expire-holds");
const { deliverDueMail } = await import("../functions/src/services/mail/deliver-mail");
const { finishErasures } = await import("../functions/src/services/privacy/erase-customer");
const { remindAbandonedCarts } = await import("../functions/src/services/marketing/remind-abandoned-carts");

/** Runs `job` every `ms`; a slow run is never overlapped by the next one. */
function every(ms: number, label: string, job: () => Promise<unknown>) {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: Error) => console.error(`${label} failed: ${error.message}`))
      .finally(() => (running = false));
  }, ms);
}

const timers = [
  // The expiry sweep also finishes erasures a crash left halfway (docs/privacy.md).
  every(period("ORDER_SWEEP_SECONDS", 60), "expiry sweep", () => expireHolds(new Date()).then(() => finishErasures())),
  every(period("MAIL_SEND_SECONDS", 5), "mail sender", () => deliverDueMail(new Date())),
  every(period("CART_SWEEP_SECONDS", 30), "cart reminder sweep", () => remindAbandonedCarts(new Date())),
];
const stop = () => {
  for (const timer of timers) clearInterval(timer);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("disconnect", stop);
console.log("ready");

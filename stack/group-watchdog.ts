import { spawn } from "node:child_process";
import { constants } from "node:os";

/**
 * Leads a process group the local stack starts detached (process-group.ts): runs the command given
 * as its arguments inside the group and, when the process that started it goes away however it
 * ended (SIGKILL included: the IPC channel between them closes), stops the whole group, so the
 * emulators never outlive their launcher (docs/decisions/017).
 */
const [command, ...args] = process.argv.slice(2);
if (!command || !process.send) {
  console.error("group-watchdog: run it through process-group.ts (an IPC channel and a command)");
  process.exit(2);
}
// Without the launcher, a clean stop (SIGINT) gets this long before everything is killed.
const graceMs = Number(process.env.HOMETOOLS_GROUP_GRACE_MS ?? 5000);
const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
let orphaned = false;
child.on("error", (error) => {
  console.error(`group-watchdog: could not run ${command}: ${error.message}`);
  process.exit(127);
});

const signalGroup = (signal: NodeJS.Signals) => {
  try {
    process.kill(-process.pid, signal);
  } catch {
    /* the group is gone */
  }
};

// The launcher stops the group with one signal to all of it: the command shuts itself down and
// this process stays to report how it ended.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => {});

child.on("exit", (code, signal) => {
  // Nobody is left to wait for the rest of the group (the function workers): end all of it now.
  if (orphaned) signalGroup("SIGKILL");
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});

process.on("disconnect", () => {
  orphaned = true;
  if (child.exitCode !== null || child.signalCode !== null) return signalGroup("SIGKILL");
  signalGroup("SIGINT");
  setTimeout(() => signalGroup("SIGKILL"), graceMs);
});

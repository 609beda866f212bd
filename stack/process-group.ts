import { spawn, type ChildProcess, type StdioNull, type StdioPipe } from "node:child_process";
import { fileURLToPath } from "node:url";

type Output = "inherit" | StdioNull | StdioPipe;

/**
 * Runs a command in a process group of its own (the Firebase emulators, Vite), so one signal
 * reaches all it starts (firebase-tools, its function workers) and a Ctrl-C in the terminal
 * does not: the launcher stops it in order. The group is led by group-watchdog.ts, which ends it
 * when the launcher goes away without stopping it (docs/decisions/017).
 */
export function startGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdout: Output; stderr: Output },
): ChildProcess {
  const watchdog = fileURLToPath(new URL("./group-watchdog.ts", import.meta.url));
  return spawn(process.execPath, ["--import", "tsx", watchdog, command, ...args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", options.stdout, options.stderr, "ipc"],
  });
}

const groupGone = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch {
    return true;
  }
};

const signalGroup = (pgid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
};

async function waitGone(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!groupGone(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return groupGone(pgid);
}

/**
 * Stops a group started by startGroup: SIGINT to every process of it (the emulators shut down
 * cleanly and export with --persist), SIGKILL after `graceMs`. Waits for the whole group, not its
 * leader only: a process of it that lingered would keep its ports.
 */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined || groupGone(pgid)) return;
  signalGroup(pgid, "SIGINT");
  if (await waitGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  // A killed process that nobody reaps stays a zombie, which holds no port: do not wait forever.
  await waitGone(pgid, 2000);
}

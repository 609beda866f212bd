import { readlinkSync } from "node:fs";
import { allProcesses, cpuSeconds } from "../../stack/procfs";

/**
 * The CPU each part of the local stack uses during a burst (docs/load-test.md): read from /proc
 * just before and just after, by what each process is, among the processes of this network namespace
 * (where the stack's fixed ports are). Linux only; elsewhere it reports nothing.
 */
const PARTS: Array<[string, (command: string) => boolean]> = [
  ["Java Firestore emulator", (command) => command.startsWith("java ") && command.includes("CloudFirestore")],
  ["function workers", (command) => command.includes("functionsEmulatorRuntime")],
  ["firebase-tools", (command) => /firebase(\.js)? emulators:start/.test(command) && !command.startsWith("npm ")],
  ["embedded Firestore and its layer", (command) => command.includes("embedded-firestore.ts")],
  // Not the shop's: the launcher holds the request counter (a Node HTTP/2 proxy every Firestore call
  // passes), the mail catcher and the stand-ins; the load sends the calls and reads the answers.
  ["launcher", (command) => command.includes("scripts/start.ts")],
  ["this load", (command) => command.includes("scripts/load/index.ts")],
];

/** The network namespace a process runs in: stacks in other namespaces (helpers' own) are not this one. */
function networkOf(pid: number | "self"): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/ns/net`);
  } catch {
    return undefined;
  }
}

export type CpuSnapshot = Map<number, { part: string; seconds: number }>;

export function cpuSnapshot(): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  try {
    const ours = networkOf("self");
    for (const process of allProcesses()) {
      if (networkOf(process.pid) !== ours) continue;
      const part = PARTS.find(([, matches]) => matches(process.command))?.[0];
      const seconds = part ? cpuSeconds(process.pid) : undefined;
      if (part && seconds !== undefined) snapshot.set(process.pid, { part, seconds });
    }
  } catch {
    // no /proc: nothing to report
  }
  return snapshot;
}

/** CPU seconds per part between two snapshots (a process started meanwhile counts from zero). */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
): Array<{ part: string; seconds: number; processes: number }> {
  const parts = new Map<string, { seconds: number; processes: number }>();
  for (const [pid, { part, seconds }] of after) {
    const used = seconds - (before.get(pid)?.seconds ?? 0);
    const sum = parts.get(part) ?? { seconds: 0, processes: 0 };
    parts.set(part, { seconds: sum.seconds + used, processes: sum.processes + 1 });
  }
  return [...parts].map(([part, sum]) => ({ part, ...sum }));
}

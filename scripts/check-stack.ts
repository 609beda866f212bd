import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chooseFirestore } from "../stack/firestore";
import { services, urls, waitForHttp, type ServiceName } from "../ports/ports";
import { alive, listeners, processTree, socketInodes, type Listener, type Proc } from "../stack/procfs";
import { root } from "../stack/stack";

/**
 * `npm run check:stack` (CI; Linux, it reads /proc): the local stack as a developer runs it.
 * 1. `npm run dev`: every TCP socket its processes listen on is on 127.0.0.1 (docs/running-locally.md,
 *    "Loopback only"); then SIGKILL to the launcher alone frees every port within 10 s and leaves no process.
 * 2. `npm start`: the same listeners check; then SIGTERM to npm's process group, as a terminal or a
 *    process manager sends it, frees every port within 10 s after the launcher's own clean stop.
 * Where the official Firestore emulator runs, its Java process must be among the stack's and gone too.
 * Expects a build (`npm run build`); starts with --no-build.
 */
const DEADLINE_MS = 10_000;
const failures: string[] = [];
const say = (line: string) => console.log(`[check:stack] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const describe = (p: Proc) => `pid ${p.pid} (${p.command.slice(0, 140)})`;

interface Launched {
  pid: number;
  output: () => string;
}

/** Starts `npm run <script>` in a process group of its own (as a shell does) and waits for the ready line. */
function launch(script: "start" | "dev"): Promise<Launched> {
  const npm = spawn("npm", ["run", script, "--", "--no-build"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    process.stdout.write(chunk);
  };
  npm.stderr!.on("data", collect);
  return new Promise((resolve, reject) => {
    npm.stdout!.on("data", (chunk: Buffer) => {
      collect(chunk);
      if (output.includes("Shop ready at")) resolve({ pid: npm.pid!, output: () => output });
    });
    npm.once("exit", (code) => reject(new Error(`npm run ${script} exited (${code}) before it was ready`)));
  });
}

/** The stack's processes and the TCP sockets they listen on. */
function snapshot(rootPid: number) {
  const tree = processTree(rootPid);
  const all = listeners();
  const held: Array<Listener & { proc: Proc }> = [];
  for (const p of tree) {
    const inodes = socketInodes(p.pid);
    for (const listener of all) if (inodes.has(listener.inode)) held.push({ ...listener, proc: p });
  }
  return { tree, held };
}

function checkLoopback(label: string, held: ReturnType<typeof snapshot>["held"], expected: number[]) {
  for (const { address, port, proc } of held) {
    if (address !== "127.0.0.1") failures.push(`${label}: port ${port} listens on ${address}, by ${describe(proc)}`);
  }
  // Guards against a check that finds nothing: the stack's own ports must be among what it saw.
  const seen = new Set(held.map(({ port }) => port));
  const missing = expected.filter((port) => !seen.has(port));
  if (missing.length) failures.push(`${label}: found no listener of the stack on ${missing.join(", ")}`);
  const shown = [...new Set(held.map(({ address, port }) => `${address}:${port}`))].sort();
  say(`${label}: ${held.length} listening sockets: ${shown.join(" ")}`);
}

/** The process running scripts/start.ts itself (under npm's shell, and under tsx's wrapper where it runs one). */
function launcherOf(tree: Proc[]): Proc {
  const launchers = tree.filter((p) => p.command.includes("scripts/start.ts"));
  const innermost = launchers.find((p) => !launchers.some((other) => other.ppid === p.pid));
  if (!innermost) throw new Error("found no process running scripts/start.ts");
  return innermost;
}

/** SIGKILL to each process still running and everything below it. */
function killAll(procs: Proc[]) {
  for (const p of procs.filter(alive).flatMap((p) => processTree(p.pid))) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }
}

/**
 * Waits until none of `ports` is listened on and no process of `tree` runs; records a failure
 * naming what is left after the deadline.
 */
async function checkGone(label: string, tree: Proc[], ports: number[], since: number) {
  const left = () => ({
    busy: listeners().filter((listener) => ports.includes(listener.port)),
    procs: tree.filter(alive),
  });
  const deadline = since + DEADLINE_MS;
  let now = left();
  while ((now.busy.length || now.procs.length) && Date.now() < deadline) {
    await sleep(250);
    now = left();
  }
  if (!now.busy.length && !now.procs.length) {
    return say(`${label}: every port free, no process left after ${((Date.now() - since) / 1000).toFixed(1)} s`);
  }
  const after = `after ${DEADLINE_MS / 1000} s`;
  const busyPorts = [...new Set(now.busy.map(({ port }) => port))].sort((a, b) => a - b);
  if (busyPorts.length) failures.push(`${label}: ${after} still listening on ${busyPorts.join(", ")}`);
  for (const p of now.procs) failures.push(`${label}: ${after} still running: ${describe(p)}`);
}

function stackPorts(dev: boolean): number[] {
  const names: ServiceName[] = [
    "hosting",
    "functions",
    "auth",
    "firestore",
    "hub",
    "logging",
    "mailSmtp",
    "mailInbox",
    "storage",
  ];
  if (!process.env.STRIPE_SECRET_KEY) names.push("stripe");
  if (chooseFirestore().kind === "embedded") names.push("firestoreBackend");
  if (dev) names.push("vite");
  return names.map((name) => services[name].port);
}

async function round(script: "dev" | "start") {
  const label = `npm run ${script}`;
  const dev = script === "dev";
  const launched = await launch(script);
  let tree: Proc[] = [];
  try {
    if (dev) await waitForHttp(urls.vite, 60_000, services.vite.name);
    await sleep(1000); // the Functions emulator's first workers, started as the stack came up
    const found = snapshot(launched.pid);
    tree = found.tree;
    const expected = stackPorts(dev);
    checkLoopback(label, found.held, expected);
    // The official emulator is a Java process of the stack's: it must be in the tree checkGone watches.
    if (chooseFirestore().kind === "official") {
      const java = tree.find((p) => p.command.includes("cloud-firestore-emulator"));
      if (java) say(`${label}: the official Firestore emulator runs as ${describe(java)}`);
      else failures.push(`${label}: found no Java process of the official Firestore emulator in the stack`);
    }
    const ports = [...new Set([...expected, ...found.held.map(({ port }) => port)])];
    const since = Date.now();
    await (dev ? killLauncher : terminateGroup)(label, launched, tree);
    await checkGone(`${label}, ${dev ? "launcher killed" : "SIGTERM to its group"}`, tree, ports, since);
    if (!dev && !launched.output().includes("Stopping the local stack")) {
      failures.push(`${label}: the launcher never ran its shutdown (--persist would keep nothing)`);
    }
  } finally {
    // Whatever is left, the next round (and the next user of the ports) finds them free.
    killAll([...tree, ...processTree(launched.pid)]);
    await sleep(1000);
  }
}

async function killLauncher(label: string, _launched: Launched, tree: Proc[]) {
  const launcher = launcherOf(tree);
  say(`${label}: SIGKILL to the launcher alone, ${describe(launcher)}`);
  process.kill(launcher.pid, "SIGKILL");
}

/**
 * tsx's CLI kills its child with SIGKILL when the child has not acknowledged a signal within
 * 60 ms, as happens to a busy launcher on a loaded two-core machine (1 stop in 15). Pausing the
 * launcher across the signal makes that moment certain; continued, it must stop cleanly.
 */
async function terminateGroup(label: string, launched: Launched, tree: Proc[]) {
  const launcher = launcherOf(tree);
  say(`${label}: SIGTERM to npm's process group ${launched.pid}, the launcher paused across it`);
  process.kill(launcher.pid, "SIGSTOP");
  process.kill(-launched.pid, "SIGTERM");
  await sleep(500);
  if (!alive(launcher)) failures.push(`${label}: the launcher was killed before it could stop the stack`);
  else process.kill(launcher.pid, "SIGCONT");
}

if (!existsSync("/proc/net/tcp")) {
  console.error("[check:stack] reads /proc: run it on Linux");
  process.exit(1);
}
if (!existsSync(join(root, "web", "dist", "index.html")) || !existsSync(join(root, "functions", "lib"))) {
  console.error("[check:stack] starts the stack with --no-build: run `npm run build` first");
  process.exit(1);
}
for (const script of ["dev", "start"] as const) {
  try {
    await round(script);
  } catch (error) {
    failures.push(`npm run ${script}: ${(error as Error).message}`);
  }
}
for (const failure of failures) console.error(`[check:stack] FAILED: ${failure}`);
process.exit(failures.length ? 1 : 0);

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Runs one of our TypeScript scripts (its file URL, `new URL("./x.ts", import.meta.url)`) in a Node
 * process of its own, resolving once it prints "ready"; `stop` ends it. It also ends when its parent
 * goes away (IPC channel).
 */
export function startScript(
  file: URL,
  args: string[],
  env: NodeJS.ProcessEnv,
  label: string,
): Promise<{ stop: () => Promise<void> }> {
  const entry = fileURLToPath(file);
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
    child.stdout!.on("data", (chunk) => {
      if (String(chunk).includes("ready")) resolve({ stop });
    });
    child.once("exit", (code) => reject(new Error(`${label} exited (${code}): ${stderr.trim()}`)));
  });
}

import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { services } from "./ports";

export type FirestoreKind = "official" | "embedded";

/**
 * The official Firestore emulator needs Java 21+ and its jar (which firebase-tools downloads
 * once); when both are here, firebase-tools starts it. Otherwise we start the embedded Node one.
 */
export function officialFirestoreAvailable(): boolean {
  if (process.env.HOMETOOLS_FIRESTORE === "embedded") return false;
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  const major = Number(/version "(\d+)/.exec(`${java.stdout ?? ""}${java.stderr ?? ""}`)?.[1] ?? 0);
  if (major < 21) return false;
  const cache = join(homedir(), ".cache", "firebase", "emulators");
  return existsSync(cache) && readdirSync(cache).some((file) => /^cloud-firestore-emulator.*\.jar$/.test(file));
}

/**
 * Starts the embedded Node Firestore emulator (gRPC) behind our transaction layer in a child
 * process; resolves once both listen.
 */
export function startEmbeddedFirestore(): Promise<{ stop: () => Promise<void> }> {
  const entry = fileURLToPath(new URL("./embedded-firestore.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", entry, String(services.firestore.port), String(services.firestoreBackend.port)],
    {
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
    child.stdout!.on("data", (chunk) => {
      if (String(chunk).includes("ready")) resolve({ stop });
    });
    child.once("exit", (code) =>
      reject(new Error(`the embedded Firestore emulator exited (${code}): ${stderr.trim()}`)),
    );
  });
}

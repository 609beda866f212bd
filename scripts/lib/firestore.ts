import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { startScript } from "./child";
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

/** devstack/local-firestore/embedded-firestore.ts: the emulator and the transaction layer, as one process. */
const embeddedFirestoreEntry = new URL("../../devstack/local-firestore/embedded-firestore.ts", import.meta.url);

/**
 * Starts the embedded Node Firestore emulator (gRPC) behind our transaction layer in a child
 * process; resolves once both listen.
 */
export function startEmbeddedFirestore(): Promise<{ stop: () => Promise<void> }> {
  const ports = [String(services.firestore.port), String(services.firestoreBackend.port)];
  return startScript(embeddedFirestoreEntry, ports, process.env, "the embedded Firestore emulator");
}

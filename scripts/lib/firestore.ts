import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";
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

/** Starts the embedded Node Firestore emulator (gRPC) in this process. */
export async function startEmbeddedFirestore(): Promise<{ stop: () => void; clear: () => void }> {
  // Its ESM build is broken: load the CommonJS one.
  const require = createRequire(import.meta.url);
  const { FirestoreServer } = require("@firestore-emulator/server") as typeof import("@firestore-emulator/server");
  const server = new FirestoreServer();
  await server.start(services.firestore.port);
  return { stop: () => server.stop(), clear: () => server.state.clear() };
}

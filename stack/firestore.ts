import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { startScript } from "../devstack/child";
import { startGroup, stopGroup } from "./process-group";
import { HOST, PROJECT_ID, services, urls, waitForHttp } from "../ports/ports";

export type FirestoreKind = "official" | "embedded";

/** Where the official Cloud Firestore emulator was found, and how to run it. */
export interface OfficialFirestore {
  /** The Cloud CLI's component, or the jar firebase-tools downloaded once. */
  source: "Google Cloud CLI component" | "firebase-tools' cached jar";
  jar: string;
  /** The java command's major version. */
  java: number;
}

/** The Firestore the local stack will run, and why (`npm start` prints both). */
export type FirestoreChoice = { kind: "official"; official: OfficialFirestore } | { kind: "embedded"; why: string };

/** The Cloud CLI component's jar under an SDK root (`gcloud info --format='value(installation.sdk_root)'`). */
const componentJar = (sdkRoot: string) =>
  join(sdkRoot, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");

// The Cloud CLI's own Java floor for the component is lower; 17 is what this project runs it on.
const COMPONENT_MIN_JAVA = 17;
// firebase-tools refuses older Javas for the jar it downloads itself.
const FIREBASE_TOOLS_MIN_JAVA = 21;

function javaMajor(): number {
  const java = spawnSync(process.env.JAVA ?? "java", ["-version"], { encoding: "utf8" });
  if (java.error) return 0;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${java.stdout ?? ""}${java.stderr ?? ""}`);
  if (!version) return 0;
  // "1.8.0" is Java 8.
  return version[1] === "1" ? Number(version[2] ?? 0) : Number(version[1]);
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The Cloud CLI's SDK roots to look in, cheapest first: CLOUDSDK_ROOT_DIR, the usual install
 * folders, the folder `gcloud` on the PATH belongs to, and only then `gcloud info` itself (a
 * Python program that takes a second or two).
 */
function cloudSdkRoots(): string[] {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    join(homedir(), "google-cloud-sdk"),
  ].filter((root): root is string => Boolean(root));
  const gcloud = onPath("gcloud");
  if (gcloud) roots.push(dirname(dirname(realpathSync(gcloud))));
  return roots;
}

function askGcloudForSdkRoot(): string | undefined {
  if (!onPath("gcloud")) return undefined;
  const info = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 20_000,
  });
  return info.status === 0 ? info.stdout.trim() || undefined : undefined;
}

/** firebase-tools' downloaded jar (`~/.cache/firebase/emulators/cloud-firestore-emulator-v*.jar`), newest name last. */
function firebaseToolsJar(): string | undefined {
  const cache = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(cache)) return undefined;
  const jars = readdirSync(cache)
    .filter((file) => /^cloud-firestore-emulator.*\.jar$/.test(file))
    .sort();
  return jars.length ? join(cache, jars.at(-1)!) : undefined;
}

/** Finds an official emulator this machine can run, or says why there is none. */
function findOfficialFirestore(): OfficialFirestore | string {
  const java = javaMajor();
  if (java === 0) return "no java on the PATH";
  let component = cloudSdkRoots().map(componentJar).find(existsSync);
  component ??= (() => {
    const root = askGcloudForSdkRoot();
    return root && existsSync(componentJar(root)) ? componentJar(root) : undefined;
  })();
  if (component && java >= COMPONENT_MIN_JAVA) return { source: "Google Cloud CLI component", jar: component, java };
  const cached = firebaseToolsJar();
  if (cached && java >= FIREBASE_TOOLS_MIN_JAVA) return { source: "firebase-tools' cached jar", jar: cached, java };
  if (component) return `the Cloud CLI component needs Java ${COMPONENT_MIN_JAVA}+ (found Java ${java})`;
  if (cached) return `firebase-tools' jar needs Java ${FIREBASE_TOOLS_MIN_JAVA}+ (found Java ${java})`;
  return "neither the Cloud CLI's cloud-firestore-emulator component nor firebase-tools' cached jar is installed";
}

/**
 * Which Firestore the local stack runs: the official emulator wherever one is installed, the
 * embedded Node emulator otherwise. HOMETOOLS_FIRESTORE=official|embedded forces one; forcing the
 * official emulator where none can run is an error, not a quiet fallback.
 */
export function chooseFirestore(): FirestoreChoice {
  const forced = process.env.HOMETOOLS_FIRESTORE;
  if (forced && forced !== "official" && forced !== "embedded") {
    throw new Error(`HOMETOOLS_FIRESTORE must be "official" or "embedded", not "${forced}"`);
  }
  if (forced === "embedded") return { kind: "embedded", why: "HOMETOOLS_FIRESTORE=embedded" };
  const found = findOfficialFirestore();
  if (typeof found !== "string") return { kind: "official", official: found };
  if (forced === "official") throw new Error(`HOMETOOLS_FIRESTORE=official, but ${found}`);
  return { kind: "embedded", why: found };
}

/** One line for `npm start`: which Firestore runs, where it was found, or why the fallback runs. */
export function describeFirestore(choice: FirestoreChoice): string {
  if (choice.kind === "official") {
    const { source, jar, java } = choice.official;
    return `official Cloud Firestore emulator on ${urls.firestore} (${source}: ${jar}, Java ${java})`;
  }
  return `embedded Node emulator behind the transaction layer on ${urls.firestore}, the fallback (${choice.why})`;
}

const CLOUD_FIRESTORE_MAIN = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
/**
 * The JVM's flags for the emulator with `quickCompiler`: the quick compiler (C1) only. On two cores
 * the optimising one (C2) spent more CPU compiling than the emulator spent answering, sale after
 * sale; C1's code answers a shop's short calls as fast, but is slower on long scans of the whole
 * database (docs/decisions/050).
 */
const QUICK_COMPILER = ["-XX:TieredStopAtLevel=1"];
/** The export's name inside its folder; the emulator writes `<name>/<name>.overall_export_metadata`. */
const EXPORT_NAME = "firestore_export";

export interface OfficialFirestoreOptions {
  root: string;
  /** Show the emulator's own output. */
  verbose?: boolean;
  /** Load this folder's export (if any) on start and export into it on stop (`--persist`). */
  persistDir?: string;
  /** Run the JVM with its quick compiler only (QUICK_COMPILER); else with the JVM's defaults. */
  quickCompiler?: boolean;
}

/**
 * Starts the official emulator on 127.0.0.1:8080 with firestore.rules, in a process group led by
 * the watchdog (process-group.ts), so the Java process ends with the launcher however the
 * launcher ends. Resolves once it answers `Ok`. With `persistDir`, `stop` first asks the emulator
 * for an export (its REST export, as firebase-tools does) and the next start seeds from it.
 */
export async function startOfficialFirestore(
  official: OfficialFirestore,
  options: OfficialFirestoreOptions,
): Promise<{ stop: () => Promise<void> }> {
  const exported =
    options.persistDir && join(options.persistDir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
  const flags = [
    `--host=${HOST}`,
    `--port=${services.firestore.port}`,
    `--project_id=${PROJECT_ID}`,
    `--rules=${join(options.root, "firestore.rules")}`,
    // Firestore triggers would reach the Functions emulator here (the shop has none today).
    `--functions_emulator=${HOST}:${services.functions.port}`,
    ...(exported && existsSync(exported) ? [`--seed_from_export=${exported}`] : []),
  ];
  // The component's jar has no Main-Class (gcloud runs the class with `start`); firebase-tools' jar does.
  const launch =
    official.source === "Google Cloud CLI component"
      ? ["-cp", official.jar, CLOUD_FIRESTORE_MAIN, "start"]
      : ["-jar", official.jar];
  const group = startGroup(
    process.env.JAVA ?? "java",
    [...(options.quickCompiler ? QUICK_COMPILER : []), "-Duser.language=en", ...launch, ...flags],
    {
      cwd: options.root,
      env: process.env,
      stdout: options.verbose ? "inherit" : "ignore",
      stderr: options.verbose ? "inherit" : "pipe",
    },
  );
  let stderr = "";
  group.stderr?.on("data", (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const exited = new Promise<never>((_, reject) =>
    group.once("exit", (code) => reject(new Error(`the official Firestore emulator exited (${code}) ${stderr}`))),
  );
  exited.catch(() => {});
  const stop = async () => {
    if (options.persistDir) await exportTo(options.persistDir);
    await stopGroup(group, 10_000);
  };
  try {
    await Promise.race([waitForHttp(`http://${urls.firestore}/`, 60_000, services.firestore.name), exited]);
  } catch (error) {
    await stopGroup(group, 2000);
    throw error;
  }
  return { stop };
}

/**
 * Exports every document into `<dir>/firestore_export`, through a fresh folder swapped in only once
 * the export is whole, so a failed export keeps the last one.
 */
async function exportTo(dir: string): Promise<void> {
  const fresh = join(dir, `${EXPORT_NAME}.next`);
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  const response = await fetch(`http://${urls.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: fresh,
      export_name: EXPORT_NAME,
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the Firestore export failed: HTTP ${response.status} ${await response.text()}`);
  rmSync(join(dir, EXPORT_NAME), { recursive: true, force: true });
  renameSync(join(fresh, EXPORT_NAME), join(dir, EXPORT_NAME));
  rmSync(fresh, { recursive: true, force: true });
}

/** devstack/local-firestore/embedded-firestore.ts: the emulator and the transaction layer, as one process. */
const embeddedFirestoreEntry = new URL("../devstack/local-firestore/embedded-firestore.ts", import.meta.url);

/**
 * Starts the embedded Node Firestore emulator (gRPC) behind our transaction layer in a child
 * process; resolves once both listen. The fallback where no official emulator can run.
 */
export function startEmbeddedFirestore(): Promise<{ stop: () => Promise<void> }> {
  const ports = [String(services.firestore.port), String(services.firestoreBackend.port)];
  return startScript(embeddedFirestoreEntry, ports, process.env, "the embedded Firestore emulator");
}

/**
 * Which Firestore answers on 8080 now: the official emulator answers `GET /` with `Ok`, the
 * embedded one's transaction layer speaks gRPC only. null when nothing listens.
 */
export async function runningFirestore(): Promise<FirestoreKind | null> {
  try {
    const response = await fetch(`http://${urls.firestore}/`, { signal: AbortSignal.timeout(3000) });
    return (await response.text()).trim() === "Ok" ? "official" : "embedded";
  } catch (error) {
    // The layer hangs up on HTTP/1.1: something listens, and it is not the official emulator.
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    return code === "ECONNREFUSED" ? null : "embedded";
  }
}

/**
 * Says which Firestore the suite runs on, and fails when HOMETOOLS_FIRESTORE asked for another
 * (CI forces the official emulator where it is installed, so a fall back cannot pass unnoticed).
 */
export async function checkRunningFirestore(say: (line: string) => void): Promise<void> {
  const kind = await runningFirestore();
  const wanted = process.env.HOMETOOLS_FIRESTORE;
  if (wanted && kind !== wanted) {
    throw new Error(`HOMETOOLS_FIRESTORE=${wanted}, but the stack runs ${kind ?? "no"} Firestore emulator`);
  }
  say(`Firestore: the ${kind} emulator`);
}

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { root } from "../../stack/stack";
import {
  buildScriptProblem,
  expectedEndpoints,
  forbiddenDependency,
  functionsConfig,
  uploadAllowed,
} from "./expectations";
import { firebaseConfigProblems } from "./firebase-config";
import { indexProblems } from "./indexes";
import { stripeEventDocProblems } from "./webhook-events";

/**
 * `npm run deploy:check`: rehearses `firebase deploy` for the functions, offline but for the npm
 * registry (docs/deploy.md). It builds, packs the
 * functions' source with firebase-tools' own packer (so firebase.json's `source` and `ignore` apply
 * exactly as on deploy), unpacks that into an empty folder outside the workspace, installs it from its
 * own lockfile with `npm ci --omit=dev` as Cloud Build would, loads it, and compares the exported
 * functions with the options we meant. It also holds the deploy docs' lists of Stripe webhook events
 * against the events the code handles (./webhook-events.ts), firestore.indexes.json against every
 * query the repositories build (./indexes.ts), and firebase.json and storage.rules against firebase-tools'
 * schema and a rule that grants no client anything (./firebase-config.ts). Any difference fails the run.
 */
const problems: string[] = [];
const say = (line: string) => console.log(`[deploy:check] ${line}`);
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });

// The operator subscribes Stripe's webhook endpoint to what the docs list: checked first, reported with the rest.
say("checking the Stripe webhook events the README and docs/payments.md list...");
const docProblems = stripeEventDocProblems(root);
say("checking firestore.indexes.json against every query the repositories build...");
const firestoreProblems = indexProblems(root);
say("checking firebase.json against firebase-tools' schema, and storage.rules denies every client...");
const configProblems = firebaseConfigProblems(root);

const config = functionsConfig(JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")));
if (config.runtime !== "nodejs22") problems.push(`firebase.json: runtime is ${config.runtime}, expected nodejs22`);

say("building the functions (the predeploy step)...");
run("npm", ["run", "--silent", "build", "-w", "functions"], root);

say(`packing ${config.source}/ as firebase deploy does...`);
const require = createRequire(import.meta.url);
const { prepareFunctionsUpload } = require("firebase-tools/lib/deploy/functions/prepareFunctionsUpload") as {
  prepareFunctionsUpload: (...args: unknown[]) => Promise<{ pathToSource: string }>;
};
const sourceDir = join(root, config.source);
const packed = await prepareFunctionsUpload(root, sourceDir, { ...config, ignore: [...config.ignore] }, [], undefined, {
  exportType: "tar.gz",
});

const folder = mkdtempSync(join(tmpdir(), "hometools-deploy-"));
try {
  run("tar", ["-xzf", packed.pathToSource, "-C", folder], root);
  const files = run("find", [".", "-type", "f"], folder)
    .split("\n")
    .filter(Boolean)
    .map((file) => relative(".", file))
    .sort();
  say(`upload holds ${files.length} files: ${files.join(", ")}`);
  for (const file of files)
    if (!uploadAllowed(file)) problems.push(`the upload holds ${file}, which deploy should not ship`);
  if (!files.includes("package-lock.json")) problems.push("the upload has no package-lock.json (npm ci needs it)");

  const pkg = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  for (const section of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
    for (const [name, spec] of Object.entries<string>(pkg[section] ?? {})) {
      const why = forbiddenDependency(name, spec);
      if (why) problems.push(`package.json ${section}: ${name}@${spec} ${why}`);
    }
  }
  const buildProblem = buildScriptProblem(pkg.scripts);
  if (buildProblem) problems.push(buildProblem);
  if (!existsSync(join(folder, pkg.main ?? "index.js")))
    problems.push(`package.json main ${pkg.main} is not in the upload`);

  if (problems.length === 0) {
    say("npm ci --omit=dev in an empty folder, from the registry alone...");
    try {
      run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], folder);
    } catch (error) {
      problems.push(`npm ci failed in the deployed package: ${(error as { stderr?: string }).stderr ?? error}`);
    }
  }

  if (problems.length === 0) {
    say("loading the package as the runtime does...");
    // A plain production environment: none of the emulator variables of the developer's shell.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: "deploy-check" };
    const script = `const m = require(require("path").resolve(require("./package.json").main));
      console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v && v.__endpoint || null]))));`;
    const endpoints = JSON.parse(run(process.execPath, ["-e", script], folder, env)) as Record<string, unknown>;
    problems.push(...expectedEndpoints(endpoints));
    say(`exports: ${Object.keys(endpoints).join(", ")}`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  rmSync(packed.pathToSource, { force: true });
}

problems.push(...docProblems, ...firestoreProblems, ...configProblems);
if (problems.length) {
  console.error(`\n[deploy:check] FAILED: the deploy is not what we meant:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
say(
  "ok: the functions package installs alone from its lockfile and exports what we meant; the docs list the webhook's events; firestore.indexes.json serves every query; firebase.json passes firebase-tools' schema and storage.rules denies every client",
);

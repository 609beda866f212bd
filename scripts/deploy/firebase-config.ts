import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string } | Array<{ rules?: string }>;
  emulators?: Record<string, unknown>;
}

interface ConfigError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: unknown;
}

/**
 * What `firebase deploy` reads besides the functions: firebase.json passes firebase-tools' own schema
 * check (firebase-tools only logs a failure there, and deploys what it understood), the rules files it
 * names exist, storage.rules grants no client anything (every `allow` is `if false`: the functions
 * write photos with firebase-admin, which rules do not bind), and firebase.json asks the emulators for
 * no Storage emulator of firebase-tools' (it needs Java 21 and a download; the local stack runs
 * devstack/storage-standin on its port instead).
 */
export function firebaseConfigProblems(root: string): string[] {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as FirebaseJson;
  const problems: string[] = [];

  const require = createRequire(import.meta.url);
  const { getValidator, getErrorMessage } = require("firebase-tools/lib/firebaseConfigValidate") as {
    getValidator: () => ((data: unknown) => boolean) & { errors?: ConfigError[] | null };
    getErrorMessage: (error: ConfigError) => string;
  };
  const validate = getValidator();
  if (!validate(config)) for (const error of validate.errors ?? []) problems.push(getErrorMessage(error));

  const storage = [config.storage ?? []].flat();
  if (storage.length === 0) problems.push('firebase.json has no "storage" section: the Storage rules would not deploy');
  const named = [config.firestore?.rules, config.firestore?.indexes, ...storage.map((entry) => entry.rules)];
  for (const file of named) {
    if (!file || !existsSync(join(root, file))) problems.push(`firebase.json names a file that is not there: ${file}`);
  }
  for (const file of storage.map((entry) => entry.rules)) {
    if (file && existsSync(join(root, file)))
      problems.push(...storageRulesProblems(file, readFileSync(join(root, file), "utf8")));
  }
  if (config.emulators && "storage" in config.emulators) {
    problems.push(
      'firebase.json: "emulators" names "storage": firebase-tools would start its own (Java 21 and a download) on the Storage stand-in\'s port',
    );
  }
  return problems;
}

/** Rules that deny every client: a `firebase.storage` service whose every `allow` is `if false`. */
export function storageRulesProblems(file: string, text: string): string[] {
  const code = text.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
  if (!/service\s+firebase\.storage\s*\{/.test(code)) return [`${file}: no "service firebase.storage" block`];
  const allows = code.match(/\ballow\b[^;]*;?/g) ?? [];
  if (allows.length === 0) return [`${file}: no allow statement (state the denial: allow read, write: if false;)`];
  return allows
    .map((allow) => allow.replace(/\s+/g, " ").trim())
    .filter((allow) => !/^allow [a-z, ]+: if false;$/.test(allow))
    .map((allow) => `${file}: "${allow}" may grant a client something; every allow must be "if false"`);
}

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { urls } from "../ports/ports";

/**
 * The local stack's copy of firebase.json. The production Content-Security-Policy names no loopback
 * address; offline, the web app also talks to the Auth emulator and loads the Stripe stand-in's
 * Stripe.js look-alike, so the Hosting emulator gets the same policy with those sources added.
 * Written next to firebase.json (paths in it stay relative to the repo) and ignored by git.
 */
const localSources: Record<string, string[]> = {
  "script-src": [urls.stripe],
  "connect-src": [`http://${urls.auth}`, urls.stripe],
  "frame-src": [`http://${urls.auth}`],
};

/** The policy with the local sources appended to their directives. */
export function withLocalSources(policy: string): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const name = directive.split(/\s+/)[0]!;
      return localSources[name] ? `${directive} ${localSources[name].join(" ")}` : directive;
    })
    .join("; ");
}

interface HeaderRule {
  headers: Array<{ key: string; value: string }>;
}

/** Writes firebase.local.json for the emulators and returns its path. */
export function writeLocalFirebaseConfig(root: string): string {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  for (const rule of (config.hosting?.headers ?? []) as HeaderRule[]) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === "content-security-policy") header.value = withLocalSources(header.value);
    }
  }
  const path = join(root, "firebase.local.json");
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

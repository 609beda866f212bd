import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../../stack/stack";

/**
 * `npm run deploy:lock`: writes functions/package-lock.json, the lockfile Cloud Build installs the
 * deployed functions from. Inside the workspace npm keeps one lockfile at the root, so the
 * functions' own is resolved in an empty folder from functions/package.json alone. Run it after
 * changing the functions' dependencies; `npm run deploy:check` fails until you do.
 */
const folder = mkdtempSync(join(tmpdir(), "hometools-lock-"));
try {
  copyFileSync(join(root, "functions/package.json"), join(folder, "package.json"));
  execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: folder,
    stdio: "inherit",
  });
  copyFileSync(join(folder, "package-lock.json"), join(root, "functions/package-lock.json"));
  console.log("[deploy:lock] wrote functions/package-lock.json");
} finally {
  rmSync(folder, { recursive: true, force: true });
}

import { emulatorEnv } from "../ports/ports";

/**
 * `npm run migrate`: runs every idempotent data migration (functions/src/data/migrations/) and
 * prints how many documents each changed; a second run changes none. Against the emulators by
 * default (a running `npm start`); `--production` uses Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`) and the project
 * named by GCLOUD_PROJECT / `--project <id>`, as make-admin does.
 */
const args = process.argv.slice(2);
const production = args.includes("--production");
const projectFlag = args.indexOf("--project");
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : process.env.GCLOUD_PROJECT;

if (production && !projectId) {
  console.error("Usage: npm run migrate [-- --production --project <project-id>]");
  process.exit(2);
}

if (!production) Object.assign(process.env, emulatorEnv);
else process.env.GCLOUD_PROJECT = projectId;

try {
  // Loaded after the environment is set: firebase-admin reads the project and emulators on first use.
  const { migrations } = await import("../functions/src/data/migrations");
  const where = production ? `project ${projectId}` : "the emulators";
  for (const { name, run } of migrations) console.log(`${name}: ${await run()} documents changed (${where})`);
  process.exit(0);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}${production ? "" : " (is `npm start` running?)"}`);
  process.exit(1);
}

import { getApps, initializeApp, type App } from "firebase-admin/app";
import { PROJECT_ID } from "./ports";

const NAME = "hometools-scripts";

/**
 * The firebase-admin app that scripts and tests use. It is a named app, so that the `api` code
 * loaded into the same process (the benchmark serves it in-process) keeps the default app, and
 * with it the Firestore settings it applies, to itself.
 */
export function scriptsApp(projectId: string = PROJECT_ID): App {
  return getApps().find((app) => app.name === NAME) ?? initializeApp({ projectId }, NAME);
}

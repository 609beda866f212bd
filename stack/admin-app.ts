import { getApps, initializeApp, type App } from "firebase-admin/app";
import { PROJECT_ID } from "../ports/ports";

const NAME = "hometools-scripts";

/**
 * The firebase-admin app the API tests use to inspect what was stored, independently of the
 * repositories under test. It is a named app, so that functions code loaded into the same process
 * keeps the default app, and with it the Firestore settings it applies, to itself. (Scripts write
 * through the functions' repositories, on the default app.)
 */
export function scriptsApp(projectId: string = PROJECT_ID): App {
  return getApps().find((app) => app.name === NAME) ?? initializeApp({ projectId }, NAME);
}

import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "./lib/admin-app";
import { emulatorEnv, PROJECT_ID } from "./lib/ports";

/**
 * `npm run make-admin -- <email>`: grants the admin claim (merged with the user's other claims)
 * and mirrors it in users/{uid}, exactly as PUT /user/makeadmin/{email} does.
 * Against the emulators by default; `--production` uses Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`) and the project
 * named by GCLOUD_PROJECT / `--project <id>`.
 */
const args = process.argv.slice(2);
const production = args.includes("--production");
const projectFlag = args.indexOf("--project");
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : process.env.GCLOUD_PROJECT;
const email = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--project");

if (!email) {
  console.error("Usage: npm run make-admin -- <email> [--production --project <project-id>]");
  process.exit(2);
}

if (!production) Object.assign(process.env, emulatorEnv);
const app = scriptsApp(production ? projectId : PROJECT_ID);
const auth = getAuth(app);

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  await getFirestore(app)
    .collection("users")
    .doc(user.uid)
    .set(
      { email: user.email ?? email, displayName: user.displayName ?? "", admin: true, updatedAt: new Date() },
      { merge: true },
    );
  console.log(
    `${email} is now an admin${production ? "" : " (emulators)"}. They see it after their next sign-in or token refresh.`,
  );
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === "auth/user-not-found"
      ? `No account with the email ${email}: sign up first.`
      : `Could not make ${email} an admin: ${(error as Error).message}${production ? "" : " (is `npm start` running?)"}`,
  );
  process.exit(1);
}

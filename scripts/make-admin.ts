import { emulatorEnv } from "../ports/ports";

/**
 * `npm run make-admin -- <email>`: makes the account an owner (`admin: true` and `role: "owner"`,
 * merged with the user's other claims), mirrored in users/{uid} and the team's roster: the same
 * service as PUT /user/makeadmin/{email}.
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
else if (projectId) process.env.GCLOUD_PROJECT = projectId;

try {
  // Loaded after the environment is set: firebase-admin reads the project and emulators on first use.
  const { promoteUser } = await import("../functions/src/services/accounts/promote-user");
  await promoteUser(email);
  console.log(
    `${email} is now an owner${production ? "" : " (emulators)"}. They see it after their next sign-in or token refresh.`,
  );
  process.exit(0);
} catch (error) {
  // The service refuses in the shop's terms; the API's words for them suit the command line too.
  const { Refused } = await import("../functions/src/domain/refused");
  const { refusalError } = await import("../functions/src/http/refusals/refusal-error");
  const refusal = error instanceof Refused ? error.refusal : null;
  const message = refusal ? refusalError(refusal).message : (error as Error).message;
  console.error(
    refusal?.kind === "no-such"
      ? `No account with the email ${email}: sign up first.`
      : `Could not make ${email} an admin: ${message}${production ? "" : " (is `npm start` running?)"}`,
  );
  process.exit(1);
}

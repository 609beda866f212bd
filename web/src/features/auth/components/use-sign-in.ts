import { useWrite } from "../../../lib/api/use-write";
import { authErrorMessage } from "../auth-error-message";
import { useFinishSignIn } from "./use-finish-sign-in";

export interface SignIn {
  /** Signs in with the form: `signIn` answers the account's email. */
  submit: (signIn: () => Promise<string>) => Promise<unknown>;
  /** "Continue with google": the popup code is imported only on click (docs/decisions/005). */
  google: () => Promise<unknown>;
  /** A sign-in (the form's or Google's) is running. */
  busy: boolean;
  /** Why the last try failed, in words, until the next one; "" if it did not. */
  error: string;
}

/**
 * Signing in on the login and signup pages, by the form or by Google: then the login is recorded
 * and the user goes on to `to`. A failure shows in red under the form, not as a toast.
 */
export function useSignIn(to: string): SignIn {
  const finish = useFinishSignIn(to);
  const { run, busy, error } = useWrite();
  return {
    submit: (signIn) => run(async () => finish(await signIn()), { inline: true }),
    google: () =>
      run(
        async () => {
          const { signInWithGoogle } = await import("../../../lib/session/google-sign-in");
          const credential = await signInWithGoogle();
          await finish(credential.user.email ?? "");
        },
        { inline: true },
      ),
    busy,
    error: error === undefined ? "" : authErrorMessage(error),
  };
}

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useEffect, useState } from "react";
import { onFirstInteraction } from "../../../lib/after-page-load";
import { useWrite } from "../../../lib/api/use-write";

type State = "checking" | "verified" | "unverified";

/**
 * Whether the signed-in email is verified, and a button to send the link again. Firebase Auth
 * knows the state; reload() fetches it fresh, since the link is opened outside this tab.
 */
export function EmailVerification() {
  const [state, setState] = useState<State>("checking");
  const { run, busy: sending } = useWrite();

  useEffect(() => {
    let active = true;
    // Firebase loads when the session's does (app/session-root.tsx): at the first interaction or a
    // few seconds after the page, which shows meanwhile. The notice sits below the form, so its
    // late arrival moves nothing.
    const cancel = onFirstInteraction(() => {
      void import("../../../lib/session/firebase").then(async ({ auth }) => {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user) return;
        await user.reload().catch(() => undefined);
        if (active) setState(auth.currentUser?.emailVerified ? "verified" : "unverified");
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const resend = async () => {
    const [{ auth }, { sendEmailVerification }] = await Promise.all([
      import("../../../lib/session/firebase"),
      import("firebase/auth"),
    ]);
    const user = auth.currentUser;
    if (!user) return;
    void run(() => sendEmailVerification(user), {
      success: `We sent a new verification link to ${user.email}`,
      failure: "We could not send the link just now. Please try again in a minute.",
    });
  };

  if (state === "checking") return null;
  if (state === "verified") {
    return (
      <Alert severity="success" sx={{ mt: 3 }}>
        Your email address is verified.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => void resend()} disabled={sending}>
          {sending ? "Sending…" : "Send the link again"}
        </Button>
      }
    >
      Your email address is not verified yet. Open the link we sent you.
    </Alert>
  );
}

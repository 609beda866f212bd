import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { sendEmailVerification } from "firebase/auth";
import { useEffect, useState } from "react";
import { auth } from "../../../lib/firebase";
import { useWrite } from "../../../lib/use-write";

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
    // The page may show before Firebase has confirmed the user this browser kept (app/session-root.tsx).
    void auth.authStateReady().then(async () => {
      const user = auth.currentUser;
      if (!user) return;
      await user.reload().catch(() => undefined);
      if (active) setState(auth.currentUser?.emailVerified ? "verified" : "unverified");
    });
    return () => {
      active = false;
    };
  }, []);

  const resend = () => {
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
      <Alert severity="success" sx={{ mb: 3 }}>
        Your email address is verified.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={sending}>
          {sending ? "Sending…" : "Send the link again"}
        </Button>
      }
    >
      Your email address is not verified yet. Open the link we sent you.
    </Alert>
  );
}

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { sendEmailVerification } from "firebase/auth";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { auth } from "../../../lib/firebase";

type State = "checking" | "verified" | "unverified";

/**
 * Whether the signed-in email is verified, and a button to send the link again. Firebase Auth
 * knows the state; reload() fetches it fresh, since the link is opened outside this tab.
 */
export function EmailVerification() {
  const [state, setState] = useState<State>("checking");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const user = auth.currentUser;
    if (!user) return;
    let active = true;
    user
      .reload()
      .catch(() => undefined)
      .then(() => {
        if (active) setState(auth.currentUser?.emailVerified ? "verified" : "unverified");
      });
    return () => {
      active = false;
    };
  }, []);

  const resend = async () => {
    const user = auth.currentUser;
    if (!user) return;
    setSending(true);
    try {
      await sendEmailVerification(user);
      toast.success(`We sent a new verification link to ${user.email}`);
    } catch {
      toast.error("We could not send the link just now. Please try again in a minute.");
    } finally {
      setSending(false);
    }
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

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { DialogButtons } from "../../../components/forms/dialog-buttons";
import { ApiError } from "../../../lib/api/api-client";
import { useSession } from "../../../lib/session/session";
import { useWrite } from "../../../lib/api/use-write";
import { deleteMyAccount, downloadMyData } from "../api/my-data";

/** Asks Firebase for a fresh sign-in: the password again, or Google (DELETE /me wants one of the last 5 minutes). */
async function signInAgain(email: string, password: string | null): Promise<void> {
  const [{ auth }, firebaseAuth] = await Promise.all([
    import("../../../lib/session/firebase"),
    import("firebase/auth"),
  ]);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error("You are signed out");
  if (password !== null) {
    await firebaseAuth.reauthenticateWithCredential(user, firebaseAuth.EmailAuthProvider.credential(email, password));
  } else {
    const { signInWithGoogle } = await import("../../../lib/session/google-sign-in");
    await signInWithGoogle();
  }
  await auth.currentUser?.getIdToken(true);
}

async function usesPassword(): Promise<boolean> {
  const { auth } = await import("../../../lib/session/firebase");
  await auth.authStateReady();
  return auth.currentUser?.providerData.some((provider) => provider.providerId === "password") ?? true;
}

/** "Your data" on the profile: download it, or delete the account (docs/privacy.md). */
export function MyData({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useWrite();
  return (
    <Box component="section" aria-labelledby="your-data" sx={{ mt: 4 }}>
      <Typography id="your-data" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your data
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        Download everything the shop holds about you, or delete your account.
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(downloadMyData, { success: "Your data is downloaded" })}
        >
          Download my data
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Box>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [reauth, setReauth] = useState<"password" | "google" | null>(null);
  const { run, busy } = useWrite();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const typed = confirm.trim().toLowerCase() === email.toLowerCase();
  // As the top bar's Sign out (app/layout/top-bar.tsx): leave for the home page first and end the
  // session once this page has gone. The router changes pages in a transition, so a session ended
  // at once could be seen by the dashboard's guard, which sends a signed-out visitor to /login.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void signOut();
    },
    [signOut],
  );

  const remove = async () => {
    const result = await run(
      async () => {
        if (reauth) await signInAgain(email, reauth === "password" ? password : null);
        try {
          return await deleteMyAccount(confirm);
        } catch (error) {
          if (error instanceof ApiError && error.code === "recent-sign-in-required") {
            setReauth((await usesPassword()) ? "password" : "google");
            return null;
          }
          throw error;
        }
      },
      { success: (answer) => (answer ? "Your account was deleted" : undefined) },
    );
    if (result.ok && result.value) {
      leaving.current = true;
      void navigate("/");
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Delete my account</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your account, reviews and cart are deleted and unpaid orders cancelled. Paid orders are kept for our books
          without your name or contact. This cannot be undone. Type your email to confirm.
        </DialogContentText>
        <TextField
          label="Your email"
          type="email"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          autoComplete="off"
          fullWidth
          autoFocus
        />
        {reauth === "password" && (
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            helperText="Your sign-in is not recent: enter your password again"
            autoComplete="current-password"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
        {reauth === "google" && (
          <DialogContentText sx={{ mt: 2 }}>
            Your sign-in is not recent: deleting asks Google to sign you in again.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogButtons
        confirmLabel={reauth === "google" ? "Sign in with Google and delete" : "Delete my account"}
        onConfirm={() => void remove()}
        onCancel={onClose}
        disabled={!typed || (reauth === "password" && password === "")}
        busy={busy}
        color="error"
        focusCancel={false}
      />
    </Dialog>
  );
}
